import { PostgresAdapter, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { CaseRow, Database } from '../../db/tables';
import { caseColumns, type Executor } from './columns';

/** The trash of cases (decisions §7.3): moving in and out, its list, and the purge. */
export function createCaseTrashRepository(db: Db) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  return {
    /** A case in the trash, locked like `findForUpdate`; undefined for a live case or none. */
    findTrashedForUpdate: (id: number, trx: Transaction<Database>): Promise<CaseRow | undefined> => {
      const query = trx
        .selectFrom('cases')
        .select(caseColumns)
        .where('id', '=', id)
        .where('deleted_at', 'is not', null);
      return (isPostgres ? query.forUpdate() : query).executeTakeFirst();
    },
    /** True when the case exists and is in the trash. */
    isTrashed: async (id: number): Promise<boolean> =>
      (await db
        .selectFrom('cases')
        .select('id')
        .where('id', '=', id)
        .where('deleted_at', 'is not', null)
        .executeTakeFirst()) !== undefined,
    /** Moves a live case to the trash; false when it is not (or no longer) live. `at` is also its new version. */
    moveToTrash: async (id: number, actorId: number, at: string, executor: Executor = db): Promise<boolean> => {
      const result = await executor
        .updateTable('cases')
        .set({ deleted_at: at, deleted_by: actorId, updated_at: at })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Brings a trashed case back (its team, followers and history never left); `at` is its new version. */
    restoreFromTrash: async (id: number, at: string, executor: Executor = db): Promise<boolean> => {
      const result = await executor
        .updateTable('cases')
        .set({ deleted_at: null, deleted_by: null, updated_at: at })
        .where('id', '=', id)
        .where('deleted_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** How many cases are in the trash. */
    countTrash: async (): Promise<number> => {
      const row = await db
        .selectFrom('cases')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('cases.deleted_at', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** The trash, newest deletion first, at most `limit`, with who deleted each case (null once that account's row is gone). */
    listTrash: (limit: number) =>
      db
        .selectFrom('cases')
        .leftJoin('users', 'users.id', 'cases.deleted_by')
        .select([
          'cases.id',
          'cases.title',
          'cases.number',
          'cases.type',
          'cases.date',
          'cases.deleted_at',
          'cases.deleted_by',
          'users.username as deleted_by_name',
        ])
        .where('cases.deleted_at', 'is not', null)
        .orderBy('cases.deleted_at', 'desc')
        .orderBy('cases.id', 'desc')
        .limit(limit)
        .execute(),
    /** The ids of the cases moved to the trash before `cutoff` (the daily purge). */
    trashedBefore: async (cutoff: string, executor: Executor = db): Promise<number[]> => {
      // Locked on PostgreSQL (FOR UPDATE), as a restore locks its case: a restore that commits first takes the case
      // out of this list, and one that comes later waits and finds it gone; so the content listed for the purge is
      // never that of a case brought back meanwhile.
      const query = executor
        .selectFrom('cases')
        .select('id')
        .where('deleted_at', 'is not', null)
        .where('deleted_at', '<', cutoff)
        .orderBy('id');
      const rows = await (isPostgres ? query.forUpdate() : query).execute();
      return rows.map((row) => row.id);
    },
    /** Deletes trashed cases for good; their team and followers go with them (their history stays). */
    purge: async (ids: readonly number[], executor: Executor = db): Promise<number> => {
      if (ids.length === 0) {
        return 0;
      }
      const result = await executor
        .deleteFrom('cases')
        .where('id', 'in', ids)
        .where('deleted_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
