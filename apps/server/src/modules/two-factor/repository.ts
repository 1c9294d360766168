import type { Db } from '../../db/database';
import type { TwoFactorTable } from '../../db/tables';
import { createAuditRepository, type AuditRepository } from '../audit/repository';
import { createSessionsRepository, type SessionsRepository } from '../users/sessions-repository';

/** Queries on `two_factor` and `two_factor_recovery_codes` (migration 0027). */
export function createTwoFactorRepository(db: Db) {
  return {
    findByUser: (userId: number): Promise<TwoFactorTable | undefined> =>
      db.selectFrom('two_factor').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    /** A new pending secret replaces a pending one; an active one is never replaced here. */
    savePending: async (userId: number, secret: string, now: string): Promise<void> => {
      await db
        .insertInto('two_factor')
        .values({ user_id: userId, secret, enabled_at: null, last_step: null, created_at: now })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ secret, created_at: now, last_step: null })
            .where('two_factor.enabled_at', 'is', null),
        )
        .execute();
    },

    /**
     * Turns the pending secret on with its recovery codes (old ones go), the confirming code's step as the last one
     * used. False when it was not pending any more (confirmed meanwhile).
     */
    enable: async (userId: number, step: number, codeHashes: string[], now: string): Promise<boolean> => {
      const result = await db
        .updateTable('two_factor')
        .set({ enabled_at: now, last_step: step })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) {
        return false;
      }
      await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
      await db
        .insertInto('two_factor_recovery_codes')
        .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
        .execute();
      return true;
    },

    /**
     * Takes `step` as the last one used, only when it is later than the last one: of two requests with the same code,
     * on one instance or two, one wins (the database decides). False: the step (or a later one) was used already.
     */
    takeStep: async (userId: number, step: number): Promise<boolean> => {
      const result = await db
        .updateTable('two_factor')
        .set({ last_step: step })
        .where('user_id', '=', userId)
        .where('enabled_at', 'is not', null)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Marks an unused recovery code of the account used; false when there is none such (wrong, or used before). */
    useRecoveryCode: async (userId: number, codeHash: string, now: string): Promise<boolean> => {
      const result = await db
        .updateTable('two_factor_recovery_codes')
        .set({ used_at: now })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Removes the account's secret and recovery codes; whether it had two-step sign-in on. */
    remove: async (userId: number): Promise<boolean> => {
      await db.deleteFrom('two_factor_recovery_codes').where('user_id', '=', userId).execute();
      const removed = await db
        .deleteFrom('two_factor')
        .where('user_id', '=', userId)
        .returning('enabled_at')
        .executeTakeFirst();
      return Boolean(removed?.enabled_at);
    },
  };
}

export type TwoFactorRepository = ReturnType<typeof createTwoFactorRepository>;

/** The repositories a two-step sign-in change writes to, bound to one transaction. */
export interface TwoFactorTransaction {
  twoFactor: TwoFactorRepository;
  sessions: Pick<SessionsRepository, 'deleteByUser'>;
  audit: Pick<AuditRepository, 'insert'>;
}

/** Runs `work` in one transaction: the change, the sessions it ends and its audit row commit together. */
export const inTwoFactorTransaction = <T>(db: Db, work: (tx: TwoFactorTransaction) => Promise<T>): Promise<T> =>
  db.transaction().execute((trx) =>
    work({
      twoFactor: createTwoFactorRepository(trx),
      sessions: createSessionsRepository(trx),
      audit: createAuditRepository(trx),
    }),
  );
