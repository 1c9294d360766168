import type { Transaction } from 'kysely';
import type { EvidenceFields } from '@pidsus/shared';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

type Executor = Db | Transaction<Database>;

const evidenceColumns = [
  'id',
  'case_id',
  'description',
  'quantity',
  'unit',
  'storage_place',
  'seizure_number',
  'seizure_date',
  'status',
  'status_date',
  'note',
] as const;

/** Queries on `case_evidence`; cases in the trash are never read. */
export function createEvidenceRepository(db: Db) {
  return {
    /** Whether the case exists and is not in the trash (a write locks it through the case journal instead). */
    caseIsLive: async (caseId: number): Promise<boolean> =>
      (await db
        .selectFrom('cases')
        .select('cases.id')
        .where('cases.id', '=', caseId)
        .where('cases.deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined,
    /** A case's evidence in the order it was recorded. */
    listByCase: (caseId: number) =>
      db.selectFrom('case_evidence').select(evidenceColumns).where('case_id', '=', caseId).orderBy('id').execute(),
    countByCase: async (caseId: number, executor: Executor = db): Promise<number> => {
      const row = await executor
        .selectFrom('case_evidence')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('case_id', '=', caseId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    findById: (caseId: number, id: number, executor: Executor = db) =>
      executor
        .selectFrom('case_evidence')
        .select(evidenceColumns)
        .where('case_id', '=', caseId)
        .where('id', '=', id)
        .executeTakeFirst(),
    insert: (
      row: EvidenceFields & { case_id: number; created_by: number; created_at: string },
      executor: Executor = db,
    ) =>
      executor
        .insertInto('case_evidence')
        .values({ ...row, updated_at: row.created_at })
        .returning(evidenceColumns)
        .executeTakeFirstOrThrow(),
    update: (id: number, fields: EvidenceFields & { updated_at: string }, executor: Executor = db) =>
      executor
        .updateTable('case_evidence')
        .set(fields)
        .where('id', '=', id)
        .returning(evidenceColumns)
        .executeTakeFirstOrThrow(),
    delete: async (id: number, executor: Executor = db): Promise<void> => {
      await executor.deleteFrom('case_evidence').where('id', '=', id).execute();
    },
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}

export type EvidenceRepository = ReturnType<typeof createEvidenceRepository>;
export type EvidenceListRow = Awaited<ReturnType<EvidenceRepository['listByCase']>>[number];
