import { PostgresAdapter } from 'kysely';
import type { Db } from '../../db/database';
import type { SettingsTable } from '../../db/tables';
import { createAuditRepository, type AuditRepository } from '../audit/repository';

export type SettingsRow = Omit<SettingsTable, 'version'> & { version: number };
export type SettingsValues = Partial<
  Pick<
    SettingsTable,
    | 'office_name'
    | 'reminder_hour'
    | 'trash_days'
    | 'satker_code'
    | 'office_city'
    | 'numbering_scope'
    | 'require_2fa_admin'
    | 'require_2fa_staff'
    | 'smtp_host'
    | 'smtp_port'
    | 'smtp_secure'
    | 'smtp_user'
    | 'smtp_password'
    | 'mail_from'
    | 'updated_at'
  >
>;

/** What a save may do inside its transaction. */
export interface SettingsTransaction {
  update(values: SettingsValues): Promise<SettingsRow>;
  audit: Pick<AuditRepository, 'insert'>;
}

/** Queries on `settings`, its one row (migration 0016). */
export function createSettingsRepository(db: Db) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    find: async (): Promise<SettingsRow> =>
      db.selectFrom('settings').selectAll().where('id', '=', 1).executeTakeFirstOrThrow(),
    /**
     * Runs `work` in a transaction with the row as it is then. On PostgreSQL the row is locked until the end (SQLite
     * has one writer anyway), so two admins saving at once take turns and each audit entry says what the other left.
     */
    transaction: <T>(work: (row: SettingsRow, tx: SettingsTransaction) => Promise<T>): Promise<T> =>
      db.transaction().execute(async (trx) => {
        const query = trx.selectFrom('settings').selectAll().where('id', '=', 1);
        const row = await (isPostgres ? query.forUpdate() : query).executeTakeFirstOrThrow();
        return work(row, {
          update: (values) =>
            trx
              .updateTable('settings')
              .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
              .where('id', '=', 1)
              .returningAll()
              .executeTakeFirstOrThrow(),
          audit: createAuditRepository(trx),
        });
      }),
  };
}

export type SettingsRepository = ReturnType<typeof createSettingsRepository>;
