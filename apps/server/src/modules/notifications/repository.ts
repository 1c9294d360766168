import { sql, type Transaction } from 'kysely';
import { caseIdOfPath } from '@pidsus/shared';
import type { Db } from '../../db/database';
import type { Database, NewNotificationRow, NotificationRow } from '../../db/tables';

/** Rows per INSERT: 5 parameters each stays far below both databases' limits, whatever the staff count. */
const INSERT_CHUNK = 500;

async function insertAll(db: Db, rows: NewNotificationRow[]): Promise<NotificationRow[]> {
  const inserted: NotificationRow[] = [];
  for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
    inserted.push(
      ...(await db
        .insertInto('notifications')
        .values(rows.slice(start, start + INSERT_CHUNK))
        .returningAll()
        .execute()),
    );
  }
  return inserted;
}

/** An active staff account as the morning reminder sees it: its own hearings that day, and `notify_all`. */
export interface ReminderAccount {
  id: number;
  notify_all: boolean;
  /** Hearings on `day` of the cases whose team holds the account. */
  hearings: number;
}

/** Every active staff account with its own hearings of `day` (one query; 0 when it has none). */
async function reminderAccounts(db: Db, day: string): Promise<ReminderAccount[]> {
  const rows = await db
    .selectFrom('users')
    .select((eb) => [
      'users.id',
      'users.notify_all',
      eb
        .selectFrom('case_team')
        .innerJoin('cases', 'cases.id', 'case_team.case_id')
        .select(sql<number | string>`count(*)`.as('count'))
        .whereRef('case_team.user_id', '=', 'users.id')
        .where('cases.date', '=', day)
        .where('cases.deleted_at', 'is', null)
        .as('hearings'),
    ])
    .where('users.role', '=', 'user')
    .where('users.deleted_at', 'is', null)
    .orderBy('users.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    notify_all: Number(row.notify_all) === 1,
    hearings: Number(row.hearings ?? 0),
  }));
}

/** The case a link such as `/case/12` opens, or undefined. */
const caseOfLink = (link: string | null): number | undefined => caseIdOfPath(link);

/**
 * A notification whose link opens a case that is in the trash (or was purged) has no link: the case is not
 * there for anyone (decisions §7.3). Once it is restored, the link comes back.
 */
async function withoutTrashedLinks(executor: Db, rows: NotificationRow[]): Promise<NotificationRow[]> {
  const ids = [...new Set(rows.map((row) => caseOfLink(row.link)).filter((id) => id !== undefined))];
  if (ids.length === 0) {
    return rows;
  }
  const live = await executor
    .selectFrom('cases')
    .select('id')
    .where('id', 'in', ids)
    .where('deleted_at', 'is', null)
    .execute();
  const liveIds = new Set(live.map((row) => row.id));
  return rows.map((row) => {
    const caseId = caseOfLink(row.link);
    return caseId === undefined || liveIds.has(caseId) ? row : { ...row, link: null };
  });
}

/** Queries on `notifications` and `daily_reminders`, and the two reads the notifier needs from elsewhere. */
export function createNotificationsRepository(db: Db) {
  const own = (recipientId: number) => db.selectFrom('notifications').where('recipient_id', '=', recipientId);
  return {
    /**
     * One page, newest first by time (a grouped notification takes its latest change's, contract §3; `id` breaks ties
     * within a millisecond), with the totals read in the same
     * snapshot, so that the badge never disagrees with the page it comes with. (SQLite: one read
     * transaction is one snapshot; PostgreSQL needs REPEATABLE READ for that.)
     */
    page: (recipientId: number, limit: number, offset: number) =>
      db
        .transaction()
        .setIsolationLevel('repeatable read')
        .execute(async (trx) => {
          const mine = trx.selectFrom('notifications').where('recipient_id', '=', recipientId);
          const rows = await withoutTrashedLinks(
            trx,
            await mine
              .selectAll()
              .orderBy('created_at', 'desc')
              .orderBy('id', 'desc')
              .limit(limit)
              .offset(offset)
              .execute(),
          );
          const counts = await mine
            .select((eb) => [
              eb.fn.countAll<number | string>().as('total'),
              eb.fn.count<number | string>('id').filterWhere('read_at', 'is', null).as('unread'),
            ])
            .executeTakeFirstOrThrow();
          return { rows, total: Number(counts.total), unread: Number(counts.unread) };
        }),

    /** Marks one of the recipient's notifications read (an already read one keeps its time); undefined when not theirs. */
    markRead: async (id: number, recipientId: number, now: string): Promise<NotificationRow | undefined> => {
      await db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('id', '=', id)
        .where('recipient_id', '=', recipientId)
        .where('read_at', 'is', null)
        .execute();
      return own(recipientId).selectAll().where('id', '=', id).executeTakeFirst();
    },

    markAllRead: async (recipientId: number, now: string): Promise<number> => {
      const result = await db
        .updateTable('notifications')
        .set({ read_at: now })
        .where('recipient_id', '=', recipientId)
        .where('read_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    insertMany: (rows: NewNotificationRow[]): Promise<NotificationRow[]> =>
      db.transaction().execute((trx) => insertAll(trx, rows)),

    /**
     * Grouped notifications (decisions §10): each recipient's unread notification of `group` written since `since`
     * stands for one change more (its count raised in SQL, so that two instances count both), with the message
     * `messageFor(count)` and the time of this change; a recipient without one gets `row` as a new notification.
     * Ids stay, so an updated notification keeps its place and a client replaces it by id.
     */
    insertGrouped: (
      recipients: readonly number[],
      row: Omit<NewNotificationRow, 'recipient_id' | 'group_key'>,
      group: string,
      since: string,
      messageFor: (count: number) => string,
    ): Promise<NotificationRow[]> =>
      db.transaction().execute(async (trx) => {
        const written: NotificationRow[] = [];
        for (const recipientId of recipients) {
          const open = await trx
            .selectFrom('notifications')
            .select('id')
            .where('recipient_id', '=', recipientId)
            .where('group_key', '=', group)
            .where('read_at', 'is', null)
            .where('created_at', '>', since)
            .orderBy('id', 'desc')
            .executeTakeFirst();
          if (!open) {
            written.push(
              await trx
                .insertInto('notifications')
                .values({ ...row, recipient_id: recipientId, group_key: group })
                .returningAll()
                .executeTakeFirstOrThrow(),
            );
            continue;
          }
          const counted = await trx
            .updateTable('notifications')
            .set((eb) => ({ change_count: eb('change_count', '+', 1), created_at: row.created_at }))
            .where('id', '=', open.id)
            .where('read_at', 'is', null)
            .returning('change_count')
            .executeTakeFirst();
          if (!counted) {
            // Read in between: this change gets a notification of its own.
            written.push(
              await trx
                .insertInto('notifications')
                .values({ ...row, recipient_id: recipientId, group_key: group })
                .returningAll()
                .executeTakeFirstOrThrow(),
            );
            continue;
          }
          written.push(
            await trx
              .updateTable('notifications')
              .set({ message: messageFor(Number(counted.change_count)) })
              .where('id', '=', open.id)
              .returningAll()
              .executeTakeFirstOrThrow(),
          );
        }
        return written;
      }),

    /** The same, in the caller's transaction (a reminder written with its claim). */
    insertManyIn: (trx: Transaction<Database>, rows: NewNotificationRow[]): Promise<NotificationRow[]> =>
      insertAll(trx, rows),

    /** Read notifications older than `before` go; unread ones stay however old. */
    deleteReadBefore: async (before: string): Promise<number> => {
      const result = await db
        .deleteFrom('notifications')
        .where('read_at', 'is not', null)
        .where('created_at', '<', before)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /**
     * Who hears of a case change (decisions §7.1), in one query: active staff in `audience` (the case's team and
     * followers) or with `notify_all`, never `actorId`, never an admin, each once.
     */
    recipientsOf: async (
      audience: readonly number[],
      actorId: number,
      options: { notifyAll: boolean } = { notifyAll: true },
    ): Promise<number[]> => {
      if (!options.notifyAll && audience.length === 0) {
        return [];
      }
      const rows = await db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'user')
        .where('deleted_at', 'is', null)
        .where('id', '<>', actorId)
        .where((eb) =>
          !options.notifyAll
            ? eb('id', 'in', audience)
            : audience.length > 0
              ? eb.or([eb('notify_all', '=', 1), eb('id', 'in', audience)])
              : eb('notify_all', '=', 1),
        )
        .orderBy('id')
        .execute();
      return rows.map((row) => row.id);
    },

    /**
     * Sends the reminder of `day` once across every instance: the day's row is inserted in the same
     * transaction as the notifications, and a second instance's insert of the same key does nothing
     * (on PostgreSQL it waits for the first to commit). `compose` runs only for the winner, with the day's
     * case count and every active staff account with its own hearings that day, read in that transaction.
     */
    claimDailyReminder: (
      day: string,
      now: string,
      compose: (caseCount: number, accounts: ReminderAccount[]) => NewNotificationRow[],
    ): Promise<NotificationRow[] | undefined> =>
      db.transaction().execute(async (trx) => {
        const counted = await trx
          .selectFrom('cases')
          .select((eb) => eb.fn.countAll<number | string>().as('count'))
          .where('date', '=', day)
          .where('deleted_at', 'is', null)
          .executeTakeFirstOrThrow();
        const caseCount = Number(counted.count);
        const claimed = await trx
          .insertInto('daily_reminders')
          .values({ day, case_count: caseCount, sent_at: now })
          .onConflict((conflict) => conflict.column('day').doNothing())
          .executeTakeFirst();
        if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) {
          return undefined;
        }
        return insertAll(trx, compose(caseCount, await reminderAccounts(trx, day)));
      }),
  };
}

export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
