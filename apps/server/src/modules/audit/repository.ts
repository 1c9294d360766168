import type { Kysely } from 'kysely';
import type { Database, NewAuditLogRow } from '../../db/tables';

/** The filters of the admins' audit screen, its dates already turned into instants (ISO, `from` ≤ t < `to`). */
export interface AuditListFilter {
  kind?: 'change' | 'read';
  actorId?: number;
  action?: string;
  from?: string;
  to?: string;
}

/** Queries on `audit_log`. Rows are only ever added, and reads deleted once older than a year. */
export function createAuditRepository(db: Kysely<Database>) {
  const filtered = (filter: AuditListFilter) => {
    let query = db.selectFrom('audit_log');
    if (filter.kind) {
      query = query.where('audit_log.kind', '=', filter.kind);
    }
    if (filter.actorId !== undefined) {
      query = query.where('audit_log.actor_id', '=', filter.actorId);
    }
    if (filter.action) {
      query = query.where('audit_log.action', '=', filter.action);
    }
    if (filter.from) {
      query = query.where('audit_log.created_at', '>=', filter.from);
    }
    if (filter.to) {
      query = query.where('audit_log.created_at', '<', filter.to);
    }
    return query;
  };

  return {
    /**
     * Adds an entry with the actor's name as it is in this very statement (decisions §6): read in the
     * writer's transaction, so a rename afterwards cannot relabel it. The address and browser are the entry's
     * (`auditOrigin`: the request's, or none for a job).
     */
    insert: async (entry: Omit<NewAuditLogRow, 'actor_name'>): Promise<void> => {
      await db
        .insertInto('audit_log')
        .values({
          ...entry,
          actor_name: (eb) =>
            entry.actor_id === null || entry.actor_id === undefined
              ? eb.val('')
              : eb.fn.coalesce(
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

    /** A page of the log, newest first, with the target account's name as it is now. */
    list: (filter: AuditListFilter, page: { limit: number; offset: number }) =>
      filtered(filter)
        .leftJoin('users as target', 'target.id', 'audit_log.target_user_id')
        .selectAll('audit_log')
        .select('target.username as target_name')
        .orderBy('audit_log.created_at', 'desc')
        .orderBy('audit_log.id', 'desc')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    count: async (filter: AuditListFilter): Promise<number> => {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },

    /** Whether this actor's read of this object was recorded at or after `since` (the collapse of repeats). */
    hasReadSince: async (actorId: number, objectType: string, objectId: string, since: string): Promise<boolean> => {
      const row = await db
        .selectFrom('audit_log')
        .select('id')
        .where('kind', '=', 'read')
        .where('actor_id', '=', actorId)
        .where('object_type', '=', objectType)
        .where('object_id', '=', objectId)
        .where('created_at', '>=', since)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Deletes the read rows older than `cutoff` (ISO); answers how many. Change rows are never deleted. */
    deleteReadsBefore: async (cutoff: string): Promise<number> => {
      const result = await db
        .deleteFrom('audit_log')
        .where('kind', '=', 'read')
        .where('created_at', '<', cutoff)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AuditRepository = ReturnType<typeof createAuditRepository>;
export type AuditListRow = Awaited<ReturnType<AuditRepository['list']>>[number];
