import type { Role } from '@pidsus/shared';
import type { NotificationRow } from '../../db/tables';
import type { NotificationsRepository } from './repository';

/** An account as the fake notifier sees it. */
interface FakeAccount {
  id: number;
  role: Role;
  deleted_at: string | null;
  notify_all: boolean;
}

/**
 * In-memory stand-in for `createNotificationsRepository`, for the unit tests of the notification rules (no
 * database, no app): the same contract (a recipient sees only their own notifications, a day's reminder is
 * claimed once, `compose` runs only for the claim that wins, with the day's case count and every active staff
 * account with its own hearings that day; recipients are the active staff in the audience or with notify_all).
 */
export function createFakeNotifications() {
  const state = {
    notifications: [] as NotificationRow[],
    accounts: [] as FakeAccount[],
    /** How many hearings each day holds. */
    casesPerDay: new Map<string, number>(),
    /** Per day, each account's hearings in its own cases. */
    ownHearings: new Map<string, Map<number, number>>(),
    /** Days whose reminder was claimed, with the case count it was claimed with. */
    reminders: new Map<string, number>(),
    /** The `before` of each clean-up of read notifications. */
    cleanups: [] as string[],
  };
  let nextId = 1;
  let cleanupError: Error | undefined;
  const own = (recipientId: number) => state.notifications.filter((row) => row.recipient_id === recipientId);
  const activeStaff = () =>
    state.accounts
      .filter((account) => account.role === 'user' && account.deleted_at === null)
      .sort((a, b) => a.id - b.id);

  const notifications: NotificationsRepository = {
    page: async (recipientId, limit, offset) => {
      const mine = own(recipientId).sort((a, b) => b.id - a.id);
      return {
        rows: mine.slice(offset, offset + limit),
        total: mine.length,
        unread: mine.filter((row) => row.read_at === null).length,
      };
    },
    markRead: async (id, recipientId, now) => {
      const row = own(recipientId).find((candidate) => candidate.id === id);
      if (row && row.read_at === null) {
        row.read_at = now;
      }
      return row;
    },
    markAllRead: async (recipientId, now) => {
      const unread = own(recipientId).filter((row) => row.read_at === null);
      for (const row of unread) {
        row.read_at = now;
      }
      return unread.length;
    },
    insertMany: async (rows) => {
      const inserted = rows.map((row) => ({
        ...row,
        id: nextId++,
        link: row.link ?? null,
        read_at: row.read_at ?? null,
        group_key: row.group_key ?? null,
        change_count: row.change_count ?? 1,
      }));
      state.notifications.push(...inserted);
      return inserted;
    },
    insertGrouped: async (recipients, row, group, since, messageFor) => {
      const written = [];
      for (const recipientId of recipients) {
        const open = own(recipientId)
          .filter((each) => each.group_key === group && each.read_at === null && each.created_at >= since)
          .sort((a, b) => b.id - a.id)[0];
        if (open) {
          open.change_count += 1;
          open.created_at = row.created_at;
          open.message = messageFor(open.change_count);
          written.push(open);
        } else {
          written.push(...(await notifications.insertMany([{ ...row, recipient_id: recipientId, group_key: group }])));
        }
      }
      return written;
    },
    insertManyIn: async (_trx, rows) => notifications.insertMany(rows),
    deleteReadBefore: async (before) => {
      state.cleanups.push(before);
      if (cleanupError) {
        throw cleanupError;
      }
      const kept = state.notifications.filter((row) => row.read_at === null || row.created_at >= before);
      const deleted = state.notifications.length - kept.length;
      state.notifications = kept;
      return deleted;
    },
    recipientsOf: async (audience, actorId, options = { notifyAll: true }) =>
      activeStaff()
        .filter(
          (account) =>
            account.id !== actorId && ((options.notifyAll && account.notify_all) || audience.includes(account.id)),
        )
        .map((account) => account.id),
    claimDailyReminder: async (day, _now, compose) => {
      if (state.reminders.has(day)) {
        return undefined;
      }
      const caseCount = state.casesPerDay.get(day) ?? 0;
      state.reminders.set(day, caseCount);
      const own = state.ownHearings.get(day) ?? new Map<number, number>();
      return notifications.insertMany(
        compose(
          caseCount,
          activeStaff().map((account) => ({
            id: account.id,
            notify_all: account.notify_all,
            hearings: own.get(account.id) ?? 0,
          })),
        ),
      );
    },
  };

  return {
    state,
    notifications,
    /** Adds an account; `deleted` marks it removed, `notifyAll` makes it hear of every case. */
    addAccount(role: Role, options: { deleted?: boolean; notifyAll?: boolean } = {}): number {
      const id = state.accounts.length + 1;
      state.accounts.push({
        id,
        role,
        deleted_at: options.deleted ? '2026-03-01T00:00:00.000Z' : null,
        notify_all: options.notifyAll ?? false,
      });
      return id;
    },
    /** Gives `accountId` `count` hearings of its own cases on `day`. */
    setOwnHearings(day: string, accountId: number, count: number): void {
      const own = state.ownHearings.get(day) ?? new Map<number, number>();
      own.set(accountId, count);
      state.ownHearings.set(day, own);
    },
    /** Makes every following clean-up fail with `error`. */
    failCleanups(error: Error): void {
      cleanupError = error;
    },
  };
}
