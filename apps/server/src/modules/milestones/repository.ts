import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { jsonRow, parseJson } from '../../db/json-columns';
import type { CaseDetailColumn } from '../cases';
import type { Database } from '../../db/tables';

type Executor = Db | Transaction<Database>;

/** A case's latest milestone (`lastOfCases`'s) as a column of the case's own statement; null without one. */
export const lastMilestoneColumn: CaseDetailColumn = {
  alias: 'last_milestone_json',
  select: (eb, dialect) =>
    jsonRow(
      dialect,
      eb
        .selectFrom('case_milestones as latest')
        .innerJoin('forms', 'forms.id', 'latest.form_id')
        .select(['forms.code', 'latest.date'])
        .whereRef('latest.case_id', '=', 'cases.id')
        .orderBy('latest.date', 'desc')
        .orderBy('latest.id', 'desc')
        .limit(1),
      ['code', 'date'],
    ),
  fields: (value) =>
    value === null || value === undefined ? {} : { last_milestone: parseJson<{ code: string; date: string }>(value) },
};

const milestoneColumns = [
  'case_milestones.id',
  'case_milestones.case_id',
  'case_milestones.form_id',
  'forms.code as form_code',
  'forms.name as form_name',
  'case_milestones.number',
  'case_milestones.date',
  'case_milestones.note',
  'case_milestones.document_id',
  'case_milestones.created_by',
  'case_milestones.created_by_name',
  'case_milestones.created_at',
] as const;

/** The name an account has now, read in the writer's statement. */
const nameOf = (userId: number) =>
  sql<string>`coalesce((select users.username from users where users.id = ${userId}), '')`;

/** Queries on `case_milestones` and `numbering_counters` (migration 0022); cases in the trash are never read. */
export function createMilestonesRepository(db: Db) {
  const findById = (caseId: number, id: number, executor: Executor = db) =>
    executor
      .selectFrom('case_milestones')
      .innerJoin('forms', 'forms.id', 'case_milestones.form_id')
      .select(milestoneColumns)
      .where('case_milestones.case_id', '=', caseId)
      .where('case_milestones.id', '=', id)
      .executeTakeFirst();

  /** The row just written, with its form. */
  const reread = (caseId: number, id: number, executor: Executor) =>
    executor
      .selectFrom('case_milestones')
      .innerJoin('forms', 'forms.id', 'case_milestones.form_id')
      .select(milestoneColumns)
      .where('case_milestones.case_id', '=', caseId)
      .where('case_milestones.id', '=', id)
      .executeTakeFirstOrThrow();

  return {
    caseIsLive: async (caseId: number): Promise<boolean> =>
      (await db
        .selectFrom('cases')
        .select('cases.id')
        .where('cases.id', '=', caseId)
        .where('cases.deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined,
    /** A case's milestones by date, then in the order they were added. */
    listByCase: (caseId: number) =>
      db
        .selectFrom('case_milestones')
        .innerJoin('forms', 'forms.id', 'case_milestones.form_id')
        .select(milestoneColumns)
        .where('case_milestones.case_id', '=', caseId)
        .orderBy('case_milestones.date')
        .orderBy('case_milestones.id')
        .execute(),
    countByCase: async (caseId: number, executor: Executor = db): Promise<number> => {
      const row = await executor
        .selectFrom('case_milestones')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('case_id', '=', caseId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    findById,
    insert: async (
      row: {
        case_id: number;
        form_id: number;
        number: string | null;
        date: string;
        note: string;
        document_id: number | null;
        created_by: number;
        created_at: string;
      },
      executor: Executor,
    ) => {
      const inserted = await executor
        .insertInto('case_milestones')
        .values({ ...row, created_by_name: nameOf(row.created_by), updated_at: row.created_at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return reread(row.case_id, inserted.id, executor);
    },
    update: async (
      caseId: number,
      id: number,
      changes: {
        number?: string | null;
        date?: string;
        note?: string;
        document_id?: number | null;
        updated_at: string;
      },
      executor: Executor,
    ) => {
      await executor.updateTable('case_milestones').set(changes).where('id', '=', id).execute();
      return reread(caseId, id, executor);
    },
    delete: async (id: number, executor: Executor): Promise<void> => {
      await executor.deleteFrom('case_milestones').where('id', '=', id).execute();
    },
    /** Whether a milestone other than `exceptId` holds this number. */
    numberTaken: async (number: string, executor: Executor, exceptId?: number): Promise<boolean> =>
      (await executor
        .selectFrom('case_milestones')
        .select('id')
        .where('number', '=', number)
        .$if(exceptId !== undefined, (query) => query.where('id', '!=', exceptId ?? 0))
        .executeTakeFirst()) !== undefined,
    /** Whether the document belongs to the case. */
    documentOfCase: async (caseId: number, documentId: number, executor: Executor): Promise<boolean> =>
      (await executor
        .selectFrom('case_documents')
        .select('id')
        .where('id', '=', documentId)
        .where('case_id', '=', caseId)
        // A document in the trash is no longer the case's.
        .where('deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined,
    /**
     * The next number of a scope and year, taken in the caller's transaction: one upsert that raises the counter
     * (PostgreSQL: the row stays locked until the commit, so a second instance waits and takes the next one; SQLite
     * has one writer). Never "max + 1" over the milestones: a deleted milestone's number is not given again.
     */
    takeNext: async (trx: Transaction<Database>, scope: string, year: number): Promise<number> => {
      const row = await trx
        .insertInto('numbering_counters')
        .values({ scope, year, last: 1 })
        .onConflict((conflict) =>
          conflict.columns(['scope', 'year']).doUpdateSet((eb) => ({ last: eb('numbering_counters.last', '+', 1) })),
        )
        .returning('last')
        .executeTakeFirstOrThrow();
      return Number(row.last);
    },
    /**
     * Records that a milestone holds `number` (migration 0032), in the caller's transaction; true when no milestone
     * held it before. On PostgreSQL a claim of the same number by another open transaction waits for it to end.
     */
    claimNumber: async (trx: Transaction<Database>, number: string): Promise<boolean> =>
      (await trx
        .insertInto('issued_numbers')
        .values({ number })
        .onConflict((conflict) => conflict.column('number').doNothing())
        .returning('number')
        .executeTakeFirst()) !== undefined,
    /** The milestone of the latest date of each case (the case JSON's `last_milestone`), in one query. */
    lastOfCases: (caseIds: readonly number[], executor: Executor = db) =>
      executor
        .selectFrom('case_milestones as m')
        .innerJoin('forms', 'forms.id', 'm.form_id')
        .select(['m.case_id', 'forms.code', 'm.date'])
        .where('m.case_id', 'in', caseIds)
        .where('m.id', '=', (eb) =>
          eb
            .selectFrom('case_milestones as latest')
            .select('latest.id')
            .whereRef('latest.case_id', '=', 'm.case_id')
            .orderBy('latest.date', 'desc')
            .orderBy('latest.id', 'desc')
            .limit(1),
        )
        .execute(),
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}

export type MilestonesRepository = ReturnType<typeof createMilestonesRepository>;
export type MilestoneRow = Awaited<ReturnType<MilestonesRepository['listByCase']>>[number];
