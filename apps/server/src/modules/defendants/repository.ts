import type { Category } from '@pidsus/shared';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { jsonRows, parseJson } from '../../db/json-columns';
import type { CaseDetailColumn } from '../cases';
import type { Database, DefendantRow } from '../../db/tables';

type Executor = Db | Transaction<Database>;

/** A case's defendants by name, in the order added, as a column of the case's own statement (`namesOfCases`'s). */
export const defendantsColumn: CaseDetailColumn = {
  alias: 'defendants_json',
  select: (eb, dialect) =>
    jsonRows(
      dialect,
      eb
        .selectFrom('case_defendants')
        .select(['case_defendants.id', 'case_defendants.name'])
        .whereRef('case_defendants.case_id', '=', 'cases.id'),
      ['id', 'name'],
      ['id'],
    ),
  fields: (value) => ({ defendants: parseJson<{ id: number; name: string }[]>(value) }),
};

/** A defendant's fields as written (everything but its keys and times). */
export type DefendantValues = Omit<DefendantRow, 'id' | 'case_id' | 'created_by' | 'created_at' | 'updated_at'>;

/**
 * Queries on `case_defendants`. Writing a row also rewrites its case's `defendant_text` (triggers, migration 0020),
 * which is what the case search finds; cases in the trash are never read.
 */
export function createDefendantsRepository(db: Db) {
  return {
    /** The stage of a live case (which names its defendants), or undefined for a missing one or one in the trash. */
    stageOfLiveCase: async (caseId: number): Promise<Category | undefined> =>
      (
        await db
          .selectFrom('cases')
          .select('cases.type')
          .where('cases.id', '=', caseId)
          .where('cases.deleted_at', 'is', null)
          .executeTakeFirst()
      )?.type,
    /** A case's defendants in the order added. */
    listByCase: (caseId: number, executor: Executor = db) =>
      executor.selectFrom('case_defendants').selectAll().where('case_id', '=', caseId).orderBy('id').execute(),
    /** The defendants of these cases by name, in the order added (what a presented case shows). */
    namesOfCases: (caseIds: readonly number[], executor: Executor = db) =>
      executor
        .selectFrom('case_defendants')
        .select(['id', 'case_id', 'name'])
        .where('case_id', 'in', caseIds)
        .orderBy('case_id')
        .orderBy('id')
        .execute(),
    countByCase: async (caseId: number, executor: Executor = db): Promise<number> => {
      const row = await executor
        .selectFrom('case_defendants')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('case_id', '=', caseId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    findById: (caseId: number, id: number, executor: Executor = db) =>
      executor
        .selectFrom('case_defendants')
        .selectAll()
        .where('case_id', '=', caseId)
        .where('id', '=', id)
        .executeTakeFirst(),
    insert: (
      row: DefendantValues & { case_id: number; created_by: number; created_at: string },
      executor: Executor = db,
    ) =>
      executor
        .insertInto('case_defendants')
        .values({ ...row, updated_at: row.created_at })
        .returningAll()
        .executeTakeFirstOrThrow(),
    update: (id: number, changes: Partial<DefendantValues> & { updated_at: string }, executor: Executor = db) =>
      executor
        .updateTable('case_defendants')
        .set(changes)
        .where('id', '=', id)
        .returningAll()
        .executeTakeFirstOrThrow(),
    delete: async (id: number, executor: Executor = db): Promise<void> => {
      await executor.deleteFrom('case_defendants').where('id', '=', id).execute();
    },
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}

export type DefendantsRepository = ReturnType<typeof createDefendantsRepository>;
