import type { Generated, Insertable, Selectable } from 'kysely';

/** Notifications and the claim of the morning reminder. */

/** One notification for one recipient; `read_at` null means unread. */
export interface NotificationsTable {
  id: Generated<number>;
  recipient_id: number;
  message: string;
  /** An app path such as `/case/12`, or null. */
  link: string | null;
  read_at: string | null;
  created_at: string;
  /** The group of changes it stands for (decisions §10: `case:12:by:3`), or null when never grouped. */
  group_key: string | null;
  /** How many changes of its group it stands for; 1 for any other notification. */
  change_count: Generated<number>;
}

export type NotificationRow = Selectable<NotificationsTable>;

export type NewNotificationRow = Insertable<NotificationsTable>;

/** An office day whose 07:00 reminder has been sent (the row is the cross-instance lock). */
export interface DailyRemindersTable {
  day: string;
  case_count: number;
  sent_at: string;
}
