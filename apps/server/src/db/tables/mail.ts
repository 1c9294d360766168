import type { Generated, Insertable, Selectable } from 'kysely';

/** One e-mail to send (decisions §11, migration 0030), claimed by one instance at a time. */
export interface MailQueueTable {
  id: Generated<number>;
  recipient_id: number | null;
  to_address: string;
  subject: string;
  text: string;
  html: string;
  /** `mail_notifications` | `mail_reminders` | `mail_docket` | `test`. */
  kind: string;
  /**
   * The notification it tells of (migration 0031), null for the test mail: while the row is unclaimed, the mail of a
   * further change gathered into that notification (decisions §10) replaces its words (unique while unclaimed).
   */
  notification_id: number | null;
  created_at: string;
  next_attempt_at: string;
  attempts: Generated<number>;
  sent_at: string | null;
  failed_at: string | null;
  last_error: string | null;
  claimed_by: string | null;
  /** ISO time until which `claimed_by` holds the row; '' when never claimed. */
  claimed_until: Generated<string>;
}

export type MailQueueRow = Selectable<MailQueueTable>;
export type NewMailQueueRow = Insertable<MailQueueTable>;
