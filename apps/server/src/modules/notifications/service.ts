import type { Notification, NotificationListQuery } from '@pidsus/shared';
import { NOTIFICATION_PAGE_DEFAULT } from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import type { CaseChangedEvent } from '../../lib/domain-events';
import { notFound } from '../../lib/errors';
import { minutesOfDayIn, todayIn } from '../../lib/office-date';
import { messages } from '../../messages';
import { caseChangeMessage, dailyReminderMessage } from './messages';
import { presentNotification } from './presenter';
import type { NotificationsRepository } from './repository';

/** The morning reminder goes at 07:00 office time; an instance that was down then catches up until noon. */
export const DAILY_REMINDER = { fromMinute: 7 * 60, untilMinute: 12 * 60, link: '/case-schedule' } as const;
/** Read notifications are kept this long; unread ones are never removed. */
const READ_RETENTION_DAYS = 180;

export interface NotificationsServiceDeps {
  notifications: NotificationsRepository;
  clock: Clock;
  officeTimeZone: string;
  /** Delivers a new notification to its recipient's sockets, on whichever instance they are connected. */
  publish: (recipientId: number, notification: Notification) => void;
}

export function createNotificationsService({
  notifications,
  clock,
  officeTimeZone,
  publish,
}: NotificationsServiceDeps) {
  const deliver = (rows: Awaited<ReturnType<NotificationsRepository['insertMany']>>) => {
    for (const row of rows) {
      publish(row.recipient_id, presentNotification(row));
    }
    return rows.length;
  };

  return {
    /** The user's own notifications, newest first, with the totals for the headers. */
    list: async (recipientId: number, query: NotificationListQuery) => {
      const limit = Number(query.limit ?? NOTIFICATION_PAGE_DEFAULT);
      const offset = Number(query.offset ?? 0);
      const [rows, counts] = await Promise.all([
        notifications.list(recipientId, limit, offset),
        notifications.counts(recipientId),
      ]);
      return { notifications: rows.map(presentNotification), ...counts };
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

    /** Contract §4: a case created, edited, re-statused or deleted notifies every other active staff user. */
    notifyCaseChanged: async (event: CaseChangedEvent): Promise<number> => {
      const recipients = await notifications.activeStaffIds(event.actor.id);
      const message = caseChangeMessage(event);
      const link = event.action === 'deleted' ? null : `/case/${event.case.id}`;
      const createdAt = clock().toISOString();
      const rows = await notifications.insertMany(
        recipients.map((recipientId) => ({ recipient_id: recipientId, message, link, created_at: createdAt })),
      );
      return deliver(rows);
    },

    /**
     * The 07:00 reminder "N kasus dijadwalkan hari ini" to every active staff user when N > 0. Every
     * instance calls this each minute; the database lets one of them send it, once per office day.
     * Returns how many were sent, or undefined when it was not due or already sent.
     */
    runDailyReminder: async (): Promise<number | undefined> => {
      const now = clock();
      const minute = minutesOfDayIn(officeTimeZone, now);
      if (minute < DAILY_REMINDER.fromMinute || minute >= DAILY_REMINDER.untilMinute) {
        return undefined;
      }
      const createdAt = now.toISOString();
      const rows = await notifications.claimDailyReminder(todayIn(officeTimeZone, now), createdAt, (count, staff) =>
        count === 0
          ? []
          : staff.map((recipientId) => ({
              recipient_id: recipientId,
              message: dailyReminderMessage(count),
              link: DAILY_REMINDER.link,
              created_at: createdAt,
            })),
      );
      if (rows === undefined) {
        return undefined;
      }
      const retention = new Date(now.getTime() - READ_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
      await notifications.deleteReadBefore(retention);
      return deliver(rows);
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
