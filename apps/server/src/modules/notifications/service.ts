import type { Notification, NotificationListQuery } from '@pidsus/shared';
import { NOTIFICATION_PAGE_DEFAULT, REMINDER_HOUR_DEFAULT } from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import type { CaseChangedEvent, DomainEvents } from '../../lib/domain-events';
import { notFound } from '../../lib/errors';
import { minutesOfDayIn, todayIn } from '../../lib/office-date';
import { messages } from '../../messages';
import { caseChangeMessage, dailyReminderMessage, personalReminderMessage } from './messages';
import { presentNotification } from './presenter';
import type { NotificationsRepository, ReminderAccount } from './repository';

/**
 * The morning reminder goes at the admin's reminder hour, office time (07:00 unless set, contract §7.4); an
 * instance that was down then catches up for `catchUpMinutes` (until 12:00 for 07:00). Its personal part links to
 * the caller's own hearings, the office count to the whole board.
 */
export const DAILY_REMINDER = {
  catchUpMinutes: 5 * 60,
  link: '/case-schedule',
  personalLink: '/case-schedule?mine=1',
} as const;

/**
 * The minutes of the office day in which the morning reminders go, for a reminder hour `HH:mm`: from that minute,
 * for `DAILY_REMINDER.catchUpMinutes`, never past midnight (a day's reminders stay on that day).
 */
export function reminderWindow(hour: string): { fromMinute: number; untilMinute: number } {
  const [hours = 7, minutes = 0] = hour.split(':').map(Number);
  const fromMinute = hours * 60 + minutes;
  return { fromMinute, untilMinute: Math.min(fromMinute + DAILY_REMINDER.catchUpMinutes, 24 * 60) };
}

/** Whether `minute` (of the office day) is in the reminder window of `hour`. */
export function inReminderWindow(hour: string, minute: number): boolean {
  const { fromMinute, untilMinute } = reminderWindow(hour);
  return minute >= fromMinute && minute < untilMinute;
}

/**
 * The morning's notifications (contract §7.1): to each staff account with hearings of its own cases today,
 * "Anda memiliki N sidang hari ini"; to each `notify_all` account also the office count when there is one.
 * Nobody gets a reminder of a day with nothing.
 */
export function morningReminders(
  officeCount: number,
  accounts: readonly ReminderAccount[],
  createdAt: string,
): { recipient_id: number; message: string; link: string; created_at: string }[] {
  return accounts.flatMap((account) => [
    ...(account.hearings > 0
      ? [
          {
            recipient_id: account.id,
            message: personalReminderMessage(account.hearings),
            link: DAILY_REMINDER.personalLink,
            created_at: createdAt,
          },
        ]
      : []),
    ...(account.notify_all && officeCount > 0
      ? [
          {
            recipient_id: account.id,
            message: dailyReminderMessage(officeCount),
            link: DAILY_REMINDER.link,
            created_at: createdAt,
          },
        ]
      : []),
  ]);
}
/** Read notifications are kept this long; unread ones are never removed. */
const READ_RETENTION_DAYS = 180;

export interface NotificationsServiceDeps {
  notifications: NotificationsRepository;
  clock: Clock;
  officeTimeZone: string;
  /** Told of each notification written (`notification.created`), for delivery to its recipient's sockets. */
  events: Pick<DomainEvents, 'emit'>;
  /** Reports a failed clean-up of old read notifications (logged; nothing else depends on it). */
  onCleanupError?: (error: unknown) => void;
  /** The reminder hour `HH:mm` that applies now (the admin setting, contract §7.4); 07:00 without it. */
  reminderHour?: () => Promise<string>;
}

export function createNotificationsService({
  notifications,
  clock,
  officeTimeZone,
  events,
  onCleanupError = () => undefined,
  reminderHour = async () => REMINDER_HOUR_DEFAULT,
}: NotificationsServiceDeps) {
  const deliver = (rows: Awaited<ReturnType<NotificationsRepository['insertMany']>>) => {
    for (const row of rows) {
      events.emit('notification.created', { recipientId: row.recipient_id, notification: presentNotification(row) });
    }
    return rows.length;
  };

  return {
    /** The user's own notifications, newest first, with the totals for the headers. */
    list: async (recipientId: number, query: NotificationListQuery) => {
      const limit = Number(query.limit ?? NOTIFICATION_PAGE_DEFAULT);
      const offset = Number(query.offset ?? 0);
      const { rows, total, unread } = await notifications.page(recipientId, limit, offset);
      return { notifications: rows.map(presentNotification), total, unread };
    },

    /** Someone else's notification is a 404, exactly like one that does not exist. */
    markRead: async (recipientId: number, id: number): Promise<Notification> => {
      const row = await notifications.markRead(id, recipientId, clock().toISOString());
      if (!row) {
        throw notFound(messages.notifications.notFound);
      }
      return presentNotification(row);
    },

    markAllRead: async (recipientId: number) => ({
      updated: await notifications.markAllRead(recipientId, clock().toISOString()),
    }),

    /**
     * Contract §7.1: a case created, edited, re-statused or deleted notifies its team and followers and the
     * `notify_all` staff — never the actor, never an admin, each once.
     */
    notifyCaseChanged: async (event: CaseChangedEvent): Promise<number> => {
      const recipients = await notifications.recipientsOf(event.audience, event.actor.id);
      const message = caseChangeMessage(event);
      const link = event.action === 'deleted' ? null : `/case/${event.case.id}`;
      const createdAt = clock().toISOString();
      const rows = await notifications.insertMany(
        recipients.map((recipientId) => ({ recipient_id: recipientId, message, link, created_at: createdAt })),
      );
      return deliver(rows);
    },

    /**
     * The morning reminders (`morningReminders`), from the reminder hour on. Every instance calls this each minute; the database lets one
     * of them send them, once per office day. Returns how many were sent, or undefined when not due or
     * already sent.
     */
    runDailyReminder: async (): Promise<number | undefined> => {
      const now = clock();
      const minute = minutesOfDayIn(officeTimeZone, now);
      if (!inReminderWindow(await reminderHour(), minute)) {
        return undefined;
      }
      const createdAt = now.toISOString();
      const rows = await notifications.claimDailyReminder(todayIn(officeTimeZone, now), createdAt, (count, accounts) =>
        morningReminders(count, accounts, createdAt),
      );
      if (rows === undefined) {
        return undefined;
      }
      const sent = deliver(rows);
      // Once a day, by the instance that sent the reminder; a failure here must not cost the reminder.
      const retention = new Date(now.getTime() - READ_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
      await notifications.deleteReadBefore(retention).catch(onCleanupError);
      return sent;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
