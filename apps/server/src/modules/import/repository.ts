import { PostgresAdapter, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { CaseRow, CaseRowUpdate, Database, NewCaseRow } from '../../db/tables';
import { caseColumns } from '../cases';

type Executor = Db | Transaction<Database>;

/** A defendant the import adds: its name and charges. */
export interface NewDefendant {
  name: string;
  charges: string;
  created_by: number;
  created_at: string;
}

/** A defendant as the import compares it: its name and charges. */
export interface ImportDefendantRow {
  id: number;
  case_id: number;
  name: string;
  charges: string;
}

/**
 * Queries of the import (decisions §8.7): the live cases a batch of rows may match, locked on PostgreSQL until the
 * batch's transaction ends; inserting and updating cases and their defendants. Cases in the trash are never matched.
 */
export function createImportRepository(db: Db) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  /** Live cases by a column's values, oldest first; locked (PostgreSQL) inside a write. */
  const liveBy = async (
    column: 'number' | 'title',
    values: readonly string[],
    executor: Executor,
    lock: boolean,
  ): Promise<CaseRow[]> => {
    if (values.length === 0) {
      return [];
    }
    const query = executor
      .selectFrom('cases')
      .select(caseColumns)
      .where(`cases.${column}`, 'in', [...new Set(values)])
      .where('cases.deleted_at', 'is', null)
      .orderBy('cases.id');
    return (lock && isPostgres ? query.forUpdate() : query).execute();
  };

  return {
    byNumbers: (numbers: readonly string[], executor: Executor = db, lock = false) =>
      liveBy('number', numbers, executor, lock),
    byTitles: (titles: readonly string[], executor: Executor = db, lock = false) =>
      liveBy('title', titles, executor, lock),
    /** The defendants of these cases, in the order added. */
    defendantsOf: async (caseIds: readonly number[], executor: Executor = db): Promise<ImportDefendantRow[]> =>
      caseIds.length === 0
        ? []
        : executor
            .selectFrom('case_defendants')
            .select(['id', 'case_id', 'name', 'charges'])
            .where('case_id', 'in', [...new Set(caseIds)])
            .orderBy('id')
            .execute(),
    /** New cases in one statement; their rows (in the order of their ids, which is the order given). */
    insertCases: (rows: readonly NewCaseRow[], executor: Executor): Promise<CaseRow[]> =>
      rows.length === 0
        ? Promise.resolve([])
        : executor
            .insertInto('cases')
            .values([...rows])
            .returning(caseColumns)
            .execute(),
    updateCase: (id: number, changes: CaseRowUpdate, executor: Executor): Promise<CaseRow> =>
      executor.updateTable('cases').set(changes).where('id', '=', id).returning(caseColumns).executeTakeFirstOrThrow(),
    /** Defendants by name and charges, a thousand per statement (within every database's limit of parameters). */
    insertDefendants: async (
      rows: readonly (NewDefendant & { case_id: number })[],
      executor: Executor,
    ): Promise<void> => {
      for (let start = 0; start < rows.length; start += 1000) {
        await executor
          .insertInto('case_defendants')
          .values(
            rows.slice(start, start + 1000).map((row) => ({ ...row, birth_date: null, updated_at: row.created_at })),
          )
          .execute();
      }
    },
    setCharges: async (id: number, charges: string, at: string, executor: Executor): Promise<void> => {
      await executor.updateTable('case_defendants').set({ charges, updated_at: at }).where('id', '=', id).execute();
    },
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}

export type ImportRepository = ReturnType<typeof createImportRepository>;
