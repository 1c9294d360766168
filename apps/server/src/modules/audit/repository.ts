import type { Db } from '../../db/database';
import type { NewAuditLogRow } from '../../db/tables';

/** Queries on `audit_log`. Rows are only ever added. */
export function createAuditRepository(db: Db) {
  return {
    insert: async (entry: NewAuditLogRow): Promise<void> => {
      await db.insertInto('audit_log').values(entry).execute();
    },
    /** Entries about one account, newest first, with the actor's name (kept even if the actor was deleted). */
    listByTarget: (targetUserId: number) =>
      db
        .selectFrom('audit_log')
        .innerJoin('users as actor', 'actor.id', 'audit_log.actor_id')
        .select([
          'audit_log.id',
          'audit_log.action',
          'audit_log.target_user_id',
          'audit_log.changes',
          'audit_log.created_at',
          'actor.id as actor_id',
          'actor.username as actor_username',
        ])
        .where('audit_log.target_user_id', '=', targetUserId)
        .orderBy('audit_log.id', 'desc')
        .execute(),
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
