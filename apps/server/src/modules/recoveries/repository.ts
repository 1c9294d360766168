import type { Transaction } from 'kysely';
import type { RecoveryFields } from '@pidsus/shared';
import type { Db } from '../../db/database';
import type { CaseDetailColumn } from '../cases';
import type { Database } from '../../db/tables';

type Executor = Db | Transaction<Database>;

const recoveryColumns = ['id', 'case_id', 'kind', 'amount', 'date', 'note'] as const;

/** PostgreSQL answers a `bigint` and a `sum` as a string, SQLite as a number: both become numbers (exact < 2^53). */
export const rupiah = (value: number | string | null | undefined): number => Number(value ?? 0);

/** The sum a case recovered (`totalsOf`'s) as a column of the case's own statement; 0 without recoveries. */
export const recoveredTotalColumn: CaseDetailColumn = {
  alias: 'recovered_total_sum',
  select: (eb) =>
    eb
      .selectFrom('case_recoveries')
      .select((inner) => inner.fn.sum<number | string>('case_recoveries.amount').as('total'))
      .whereRef('case_recoveries.case_id', '=', 'cases.id'),
  fields: (value) => ({ recovered_total: rupiah(value as number | string | null) }),
};

/** Queries on `case_recoveries` and `cases.state_loss`; cases in the trash are never read. */
export function createRecoveriesRepository(db: Db) {
  return {
    caseIsLive: async (caseId: number): Promise<boolean> =>
      (await db
        .selectFrom('cases')
        .select('cases.id')
        .where('cases.id', '=', caseId)
        .where('cases.deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined,
    /** A case's recoveries, by date then as recorded. */
    listByCase: (caseId: number) =>
      db
        .selectFrom('case_recoveries')
        .select(recoveryColumns)
        .where('case_id', '=', caseId)
        .orderBy('date')
        .orderBy('id')
        .execute(),
    countByCase: async (caseId: number, executor: Executor = db): Promise<number> => {
      const row = await executor
        .selectFrom('case_recoveries')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('case_id', '=', caseId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** What was recovered in each of these cases (those with some), in one query: the case JSON's `recovered_total`. */
    totalsOf: async (caseIds: readonly number[], executor: Executor = db): Promise<Map<number, number>> => {
      if (caseIds.length === 0) {
        return new Map();
      }
      const rows = await executor
        .selectFrom('case_recoveries')
        .select(['case_id', (eb) => eb.fn.sum<number | string>('amount').as('total')])
        .where('case_id', 'in', caseIds)
        .groupBy('case_id')
        .execute();
      return new Map(rows.map((row) => [row.case_id, rupiah(row.total)]));
    },
    findById: (caseId: number, id: number, executor: Executor = db) =>
      executor
        .selectFrom('case_recoveries')
        .select(recoveryColumns)
        .where('case_id', '=', caseId)
        .where('id', '=', id)
        .executeTakeFirst(),
    insert: (
      row: RecoveryFields & { case_id: number; created_by: number; created_at: string },
      executor: Executor = db,
    ) => executor.insertInto('case_recoveries').values(row).returning(recoveryColumns).executeTakeFirstOrThrow(),
    delete: async (id: number, executor: Executor = db): Promise<void> => {
      await executor.deleteFrom('case_recoveries').where('id', '=', id).execute();
    },
    setStateLoss: async (caseId: number, stateLoss: number | null, executor: Executor): Promise<void> => {
      await executor.updateTable('cases').set({ state_loss: stateLoss }).where('id', '=', caseId).execute();
    },
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}

export type RecoveriesRepository = ReturnType<typeof createRecoveriesRepository>;
export type RecoveryListRow = Awaited<ReturnType<RecoveriesRepository['listByCase']>>[number];
