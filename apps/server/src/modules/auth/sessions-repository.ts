import type { Db } from '../../db/database';
import type { NewSessionRow } from '../../db/tables';

/** Queries on `sessions`. */
export function createSessionsRepository(db: Db) {
  return {
    insert: async (session: NewSessionRow): Promise<number> => {
      const row = await db.insertInto('sessions').values(session).returning('id').executeTakeFirstOrThrow();
      return row.id;
    },

    /** The live session for a token hash with its (not deleted) user; `undefined` if expired or idle. */
    findActiveByTokenHash: (tokenHash: string, now: string, idleCutoff: string) =>
      db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.user_id')
        .select([
          'sessions.id as session_id',
          'sessions.last_used_at',
          'users.id',
          'users.username',
          'users.email',
          'users.role',
        ])
        .where('sessions.token_hash', '=', tokenHash)
        .where('sessions.expires_at', '>', now)
        .where('sessions.last_used_at', '>', idleCutoff)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst(),

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
     * that their sockets can be closed too.
     */
    deleteByUser: async (userId: number, keepId?: number): Promise<number[]> => {
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
