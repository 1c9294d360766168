import type { Db } from '../../db/database';
import type { NewAuditLogRow } from '../../db/tables';

/** Queries on `audit_log`. Rows are only ever added. */
export function createAuditRepository(db: Db) {
  return {
    /**
     * Adds an entry with the actor's name as it is in this very statement (decisions §6): read in the
     * writer's transaction, so a rename afterwards cannot relabel it.
     */
    insert: async (entry: Omit<NewAuditLogRow, 'actor_name'>): Promise<void> => {
      await db
        .insertInto('audit_log')
        .values({
          ...entry,
          actor_name: (eb) =>
            eb.fn.coalesce(
              eb.selectFrom('users').select('users.username').where('users.id', '=', entry.actor_id),
              eb.val(''),
            ),
        })
        .execute();
    },
    /** The `limit` newest entries about one account, newest first: the actor's name then, and now (null once their row is gone). */
    listByTarget: (targetUserId: number, limit: number) =>
      db
        .selectFrom('audit_log')
        .leftJoin('users as actor', 'actor.id', 'audit_log.actor_id')
        .select([
          'audit_log.id',
          'audit_log.action',
          'audit_log.target_user_id',
          'audit_log.changes',
          'audit_log.created_at',
          'audit_log.actor_id',
          'audit_log.actor_name',
          'actor.username as actor_current_name',
        ])
        .where('audit_log.target_user_id', '=', targetUserId)
        .orderBy('audit_log.id', 'desc')
        .limit(limit)
        .execute(),
    countByTarget: async (targetUserId: number): Promise<number> => {
      const row = await db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('target_user_id', '=', targetUserId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
