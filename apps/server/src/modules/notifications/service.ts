import type { Notification, NotificationListQuery } from '@pidsus/shared';
import { NOTIFICATION_PAGE_DEFAULT } from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import type { CaseChangedEvent, DomainEvents } from '../../lib/domain-events';
import { notFound } from '../../lib/errors';
import { minutesOfDayIn, todayIn } from '../../lib/office-date';
import { messages } from '../../messages';
import { caseChangeMessage, dailyReminderMessage } from './messages';
import { presentNotification } from './presenter';
import type { AccountSummary, NotificationsRepository } from './repository';

/** The morning reminder goes at 07:00 office time; an instance that was down then catches up until noon. */
export const DAILY_REMINDER = { fromMinute: 7 * 60, untilMinute: 12 * 60, link: '/case-schedule' } as const;
/** Read notifications are kept this long; unread ones are never removed. */
const READ_RETENTION_DAYS = 180;

/**
 * Who hears of a case change or of the morning reminder (decisions §4): every staff account (role `user`)
 * that was not removed, except the one who made the change. Admins are never notified.
 */
export function staffToNotify(accounts: readonly AccountSummary[], actorId?: number): number[] {
  return accounts
    .filter((account) => account.role === 'user' && account.deleted_at === null && account.id !== actorId)
    .map((account) => account.id);
}

export interface NotificationsServiceDeps {
  notifications: NotificationsRepository;
  clock: Clock;
  officeTimeZone: string;
  /** Told of each notification written (`notification.created`), for delivery to its recipient's sockets. */
  events: Pick<DomainEvents, 'emit'>;
  /** Reports a failed clean-up of old read notifications (logged; nothing else depends on it). */
  onCleanupError?: (error: unknown) => void;
}

export function createNotificationsService({
  notifications,
  clock,
  officeTimeZone,
  events,
  onCleanupError = () => undefined,
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

    /** Decisions §4: a case created, edited, re-statused or deleted notifies every other active staff user. */
    notifyCaseChanged: async (event: CaseChangedEvent): Promise<number> => {
      const recipients = staffToNotify(await notifications.listAccounts(), event.actor.id);
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
      const rows = await notifications.claimDailyReminder(todayIn(officeTimeZone, now), createdAt, (count, accounts) =>
        count === 0
          ? []
          : staffToNotify(accounts).map((recipientId) => ({
              recipient_id: recipientId,
              message: dailyReminderMessage(count),
              link: DAILY_REMINDER.link,
              created_at: createdAt,
            })),
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
