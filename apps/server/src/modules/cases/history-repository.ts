import type { Db } from '../../db/database';
import type { NewCaseEventRow } from '../../db/tables';
import type { Executor } from './columns';

/** A case's history (`case_events`): written by the case journal only (journal.ts), read by its page. */
export function createCaseHistoryRepository(db: Db) {
  return {
    /**
     * Adds a history row with the actor's name as it is in this very statement (decisions §6): read in
     * the writer's transaction, so neither a stale session nor a rename afterwards can change it.
     */
    insertEvent: async (row: Omit<NewCaseEventRow, 'actor_name'>, executor: Executor = db): Promise<void> => {
      await executor
        .insertInto('case_events')
        .values({
          ...row,
          actor_name: (eb) =>
            eb.fn.coalesce(
              eb
                .selectFrom('users')
                .select('users.username')
                .where('users.id', '=', row.actor_id ?? -1),
              eb.val(''),
            ),
        })
        .execute();
    },
    /**
     * A case's `limit` newest history rows, answered oldest first: the actor's name then, and now (null once
     * the account's row is gone).
     */
    listEvents: async (caseId: number, limit: number) => {
      const rows = await db
        .selectFrom('case_events')
        .leftJoin('users', 'users.id', 'case_events.actor_id')
        .select([
          'case_events.id',
          'case_events.case_id',
          'case_events.action',
          'case_events.changes',
          'case_events.created_at',
          'case_events.actor_id',
          'case_events.actor_name',
          'users.username as actor_current_name',
        ])
        .where('case_events.case_id', '=', caseId)
        .orderBy('case_events.id', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse();
    },
    countEvents: async (caseId: number): Promise<number> => {
      const row = await db
        .selectFrom('case_events')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('case_id', '=', caseId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}
