import { PostgresAdapter, sql } from 'kysely';
import type { Db } from '../../db/database';

/** First key of the advisory lock of the start-up sweep; the second is the schema's hash (one per deployment). */
const SWEEP_LOCK = 4_470_002;

/** What the start-up sweep reads: the rows that point at stored content, and the cluster-wide lock. */
export function createMaintenanceRepository(db: Db) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    /** Every storage key a row points to (a file's, a case document's), with when the row was written. */
    listStorageKeys: (): Promise<{ storage_key: string; created_at: string }[]> =>
      db
        .selectFrom('files')
        .select(['storage_key', 'created_at'])
        .unionAll(db.selectFrom('case_documents').select(['storage_key', 'created_at']))
        .unionAll(db.selectFrom('form_templates').select(['storage_key', 'uploaded_at as created_at']))
        .execute(),

    /**
     * Runs `work` only if no other instance of this deployment is running it (PostgreSQL: a transaction-scoped
     * advisory lock, not waited for; its transaction stays open while `work` runs). On SQLite there is one
     * instance, so `work` always runs. Answers `{ ran: false }` when another instance holds the lock.
     */
    onceInCluster: async <T>(work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }> => {
      if (!isPostgres) {
        return { ran: true, value: await work() };
      }
      return db.transaction().execute(async (trx) => {
        const { rows } = await sql<{
          locked: boolean;
        }>`select pg_try_advisory_xact_lock(${SWEEP_LOCK}, hashtext(current_schema())) as locked`.execute(trx);
        return rows[0]?.locked ? { ran: true as const, value: await work() } : { ran: false as const };
      });
    },
  };
}

export type MaintenanceRepository = ReturnType<typeof createMaintenanceRepository>;
