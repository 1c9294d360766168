import type { Notification, NotificationListQuery } from '@pidsus/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import {
  CASE_EVENT_ACTIONS,
  NOTIFICATION_PAGE_DEFAULT,
  REMINDER_HOUR_DEFAULT,
  paths,
  type CaseEventAction,
} from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import type { CaseChangedEvent, DomainEvents, NotificationCreatedEvent } from '../../lib/domain-events';
import { notFound } from '../../lib/errors';
import { minutesOfDayIn, todayIn } from '../../lib/office-date';
import { messages } from '../../messages';
import {
  caseChangeMessage,
  groupedCaseChangeMessage,
  dailyReminderMessage,
  deadlineReminderMessage,
  personalReminderMessage,
} from './messages';
import { caseChangeMailSubject, deadlineMailSubject, docketMailSubject } from './mail-subjects';
import { presentNotification } from './presenter';
import type { NotificationsRepository, ReminderAccount } from './repository';

/**
 * The morning reminder goes at the admin's reminder hour, office time (07:00 unless set, decisions §7.4); an
 * instance that was down then catches up for `catchUpMinutes` (until 12:00 for 07:00). Its personal part links to
 * the caller's own hearings, the office count to the whole board.
 */
export const DAILY_REMINDER = {
  catchUpMinutes: 5 * 60,
  link: paths.schedule(),
  personalLink: paths.schedule({ mine: true }),
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
 * The morning's notifications (decisions §7.1): to each staff account with hearings of its own cases today,
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
/** A deadline's reminder as the deadlines module asks for it: which deadline, how soon, to whom. */
export interface DeadlineReminder {
  deadline: { title: string; case_id: number; case_title: string };
  /** Days until it is due: 3, 1, or 0 on the day. */
  daysLeft: number;
  recipients: readonly number[];
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
  /** The reminder hour `HH:mm` that applies now (the admin setting, decisions §7.4); 07:00 without it. */
  reminderHour?: () => Promise<string>;
}

/** How long one person's changes to one case gather into one notification (decisions §10). */
export const GROUP_WINDOW_MS = 10 * 60_000;

/**
 * The changes that gather: a case's creation, deletion and restoration stay notifications of their own, and so do
 * a detention's release and a deadline marked done, which a colleague must not find folded into "3 perubahan".
 */
const GROUPED_ACTIONS: ReadonlySet<CaseEventAction> = new Set<CaseEventAction>(
  CASE_EVENT_ACTIONS.filter(
    (action) => !['created', 'deleted', 'restored', 'detention_released', 'deadline_done'].includes(action),
  ),
);

export function createNotificationsService({
  notifications,
  clock,
  officeTimeZone,
  events,
  onCleanupError = () => undefined,
  reminderHour = async () => REMINDER_HOUR_DEFAULT,
}: NotificationsServiceDeps) {
  type Rows = Awaited<ReturnType<NotificationsRepository['insertMany']>>;
  const deliver = (rows: Rows, mailOf: (row: Rows[number]) => NotificationCreatedEvent['mail'] = () => undefined) => {
    for (const row of rows) {
      const mail = mailOf(row);
      events.emit('notification.created', {
        recipientId: row.recipient_id,
        notification: presentNotification(row),
        ...(mail ? { mail } : {}),
      });
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
      // An import's cases (bulk) are told to their own people only: a case nobody is on tells no one.
      if (event.bulk && event.audience.length === 0) {
        return 0;
      }
      const recipients = await notifications.recipientsOf(event.audience, event.actor.id, { notifyAll: !event.bulk });
      const message = caseChangeMessage(event);
      const link = event.action === 'deleted' ? null : paths.case(event.case.id);
      // Decisions §11: also by e-mail to those who chose the notifications of their cases.
      const mail = { choice: 'mail_notifications' as const, subject: caseChangeMailSubject(event.case.title) };
      const now = clock();
      const createdAt = now.toISOString();
      if (!GROUPED_ACTIONS.has(event.action)) {
        return deliver(
          await notifications.insertMany(
            recipients.map((recipientId) => ({ recipient_id: recipientId, message, link, created_at: createdAt })),
          ),
          () => mail,
        );
      }
      // Decisions §10: one person's changes to one case within 10 minutes are one notification.
      const rows = await notifications.insertGrouped(
        recipients,
        { message, link, created_at: createdAt },
        `case:${event.case.id}:by:${event.actor.id}`,
        new Date(now.getTime() - GROUP_WINDOW_MS).toISOString(),
        (count) => groupedCaseChangeMessage(event, count),
      );
      // Its mail waits for the changes that follow, and tells of them at once (decisions §11).
      return deliver(rows, () => ({ ...mail, grouped: true }));
    },

    /**
     * The deadlines' reminders (decisions §7.2): the deadlines module says which deadline reminds whom, and in how
     * many days it is due; they are written here, in that module's transaction (the one that claims them), and
     * delivered by the returned `deliver` once it has committed.
     */
    recordDeadlineReminders: async (
      trx: Transaction<Database>,
      reminders: readonly DeadlineReminder[],
      createdAt: string,
    ): Promise<{ count: number; deliver: () => void }> => {
      // Decisions §11: each reminder's mail subject, by its message (the same deadline, case and day).
      const subjects = new Map<string, string>();
      const rows = await notifications.insertManyIn(
        trx,
        reminders.flatMap(({ deadline, daysLeft, recipients }) => {
          const message = deadlineReminderMessage(deadline.title, deadline.case_title, daysLeft);
          subjects.set(message, deadlineMailSubject(deadline.title, deadline.case_title, daysLeft));
          return recipients.map((recipientId) => ({
            recipient_id: recipientId,
            message,
            link: paths.case(deadline.case_id),
            created_at: createdAt,
          }));
        }),
      );
      const mailOf = (row: Rows[number]) => {
        const subject = subjects.get(row.message);
        return subject === undefined ? undefined : { choice: 'mail_reminders' as const, subject };
      };
      return { count: rows.length, deliver: () => deliver(rows, mailOf) };
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
      const day = todayIn(officeTimeZone, now);
      const hearings = new Map<number, number>();
      const rows = await notifications.claimDailyReminder(day, createdAt, (count, accounts) => {
        for (const account of accounts) {
          hearings.set(account.id, account.hearings);
        }
        return morningReminders(count, accounts, createdAt);
      });
      if (rows === undefined) {
        return undefined;
      }
      // Decisions §11: the day's docket of one's own cases also by e-mail, to those who chose it, listing them.
      const sent = deliver(rows, (row) =>
        row.link === DAILY_REMINDER.personalLink
          ? { choice: 'mail_docket', subject: docketMailSubject(hearings.get(row.recipient_id) ?? 0), day }
          : undefined,
      );
      // Once a day, by the instance that sent the reminder; a failure here must not cost the reminder.
      const retention = new Date(now.getTime() - READ_RETENTION_DAYS * 24 * 60 * 60 * 1000).toISOString();
      await notifications.deleteReadBefore(retention).catch(onCleanupError);
      return sent;
    },
  };
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;
