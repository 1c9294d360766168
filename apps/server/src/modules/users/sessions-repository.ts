import { createCompiledQueries } from '../../db/compiled-queries';
import type { Db } from '../../db/database';
import type { NewSessionRow } from '../../db/tables';

/** Queries on `sessions`. */
export function createSessionsRepository(db: Db) {
  const compiled = createCompiledQueries(db);
  return {
    insert: async (session: NewSessionRow): Promise<number> => {
      const row = await db.insertInto('sessions').values(session).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /**
     * The live session for a token hash with its (not deleted) user; `undefined` if expired or idle. Every
     * authenticated request asks: compiled once (db/compiled-queries.ts).
     */
    findActiveByTokenHash: async (tokenHash: string, now: string, idleCutoff: string) => {
      const [row] = await compiled.rows(
        'sessions.findActiveByTokenHash',
        [tokenHash, now, idleCutoff],
        (hash, at, cutoff) =>
          db
            .selectFrom('sessions')
            .innerJoin('users', 'users.id', 'sessions.user_id')
            // Whether two-step sign-in is on: the gate of an account that must have it asks (plugins/auth.ts).
            .leftJoin('two_factor', 'two_factor.user_id', 'users.id')
            .select([
              'sessions.id as session_id',
              'sessions.last_used_at',
              'sessions.expires_at',
              'users.id',
              'users.username',
              'users.email',
              'users.role',
              'users.must_change_password',
              'two_factor.enabled_at as two_factor_enabled_at',
            ])
            .where('sessions.token_hash', '=', hash)
            .where('sessions.expires_at', '>', at)
            .where('sessions.last_used_at', '>', cutoff)
            .where('users.deleted_at', 'is', null),
      );
      return row;
    },

    /** Which of these sessions are still live (not expired, not idle, user not deleted). */
    findLiveIds: async (ids: number[], now: string, idleCutoff: string): Promise<number[]> => {
      const rows = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select('sessions.id')
        .where('sessions.id', 'in', ids)
        .where('sessions.expires_at', '>', now)
        .where('sessions.last_used_at', '>', idleCutoff)
        .where('users.deleted_at', 'is', null)
        .execute();
      return rows.map((row) => row.id);
    },

    touch: async (id: number, now: string): Promise<void> => {
      await db.updateTable('sessions').set({ last_used_at: now }).where('id', '=', id).execute();
    },

    deleteById: async (id: number): Promise<void> => {
      await db.deleteFrom('sessions').where('id', '=', id).execute();
    },

    /**
     * Ends every session of a user (but `keepId`, the caller's own, when given); returns the ids so
     * that their sockets can be closed too. The account's calendar feed key goes with them: every step that ends
     * sessions — a password change or reset, 'Akhiri sesi', a role change, a deletion — is one after which the
     * account's credentials must die together (decisions §9), and the feed key is one.
     */
    deleteByUser: async (userId: number, keepId?: number): Promise<number[]> => {
      await db.deleteFrom('calendar_keys').where('user_id', '=', userId).execute();
      let query = db.deleteFrom('sessions').where('user_id', '=', userId);
      if (keepId !== undefined) {
        query = query.where('id', '!=', keepId);
      }
      const rows = await query.returning('id').execute();
      return rows.map((row) => row.id);
    },

    deleteExpired: async (now: string, idleCutoff: string): Promise<void> => {
      await db
        .deleteFrom('sessions')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('last_used_at', '<=', idleCutoff)]))
        .execute();
    },
  };
}

export type SessionsRepository = ReturnType<typeof createSessionsRepository>;
