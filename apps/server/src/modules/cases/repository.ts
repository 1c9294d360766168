import { PostgresAdapter, type Transaction } from 'kysely';
import { createCompiledQueries } from '../../db/compiled-queries';
import type { Db } from '../../db/database';
import type { CaseRow, CaseRowUpdate, Database, NewCaseRow } from '../../db/tables';
import { caseColumns, type CaseDetailColumn, type Executor } from './columns';
import { createCaseHistoryRepository } from './history-repository';
import { createCaseListQueries } from './list-queries';
import { createCaseTeamRepository } from './team-repository';
import { createCaseTrashRepository } from './trash-repository';
import { wholeColumns, type WholeCaseRow } from './whole-columns';

export type { CaseQuery } from './list-queries';

/**
 * Queries on `cases` and what hangs on a case (team, followers, history, trash), divided by job: the lists
 * (list-queries.ts), the team (team-repository.ts), the trash (trash-repository.ts), the history
 * (history-repository.ts) and, here, one case. Every method takes an optional transaction.
 */
export function createCasesRepository(db: Db) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const compiled = createCompiledQueries(db);

  return {
    ...createCaseListQueries(db),
    ...createCaseTeamRepository(db),
    ...createCaseTrashRepository(db),
    ...createCaseHistoryRepository(db),
    /** One case, not trashed. Compiled once (db/compiled-queries.ts): every read of a case asks. */
    findById: async (id: number, executor: Executor = db): Promise<CaseRow | undefined> => {
      const [row] = await compiled.rows(
        'cases.findById',
        [id],
        (caseId) => db.selectFrom('cases').select(caseColumns).where('id', '=', caseId).where('deleted_at', 'is', null),
        executor,
      );
      return row;
    },
    /**
     * One case, not trashed, with all it shows in one statement (one round trip on PostgreSQL): its team as JSON
     * (`team_json`), whether `viewerId` follows it, and the column of each module's part (`columns`, reader.ts).
     * Compiled once per set of `columns` (the modules' parts, fixed once the app has started).
     */
    findWhole: async (id: number, viewerId: number, columns: readonly CaseDetailColumn[]) => {
      const dialect = isPostgres ? 'postgres' : 'sqlite';
      const name = `cases.findWhole:${columns.map((column) => column.alias).join(',')}`;
      const [row] = await compiled.rows(name, [id, viewerId], (caseId, viewer) =>
        db
          .selectFrom('cases')
          .select(caseColumns)
          .select((eb) => wholeColumns(eb, dialect, viewer, columns))
          .where('cases.id', '=', caseId)
          .where('cases.deleted_at', 'is', null),
      );
      return row as WholeCaseRow | undefined;
    },
    /**
     * The case, locked until the transaction ends (PostgreSQL: FOR UPDATE), so that two writers of the same
     * case take turns and each sees the other's result. SQLite runs one write transaction at a time anyway.
     */
    findForUpdate: (id: number, trx: Transaction<Database>): Promise<CaseRow | undefined> => {
      const query = trx.selectFrom('cases').select(caseColumns).where('id', '=', id).where('deleted_at', 'is', null);
      return (isPostgres ? query.forUpdate() : query).executeTakeFirst();
    },
    insert: (row: NewCaseRow, executor: Executor = db): Promise<CaseRow> =>
      executor.insertInto('cases').values(row).returning(caseColumns).executeTakeFirstOrThrow(),
    /**
     * Updates the case only if it still carries `expectedUpdatedAt` (when given): a compare-and-set, so that
     * two people editing at once cannot overwrite each other unseen. Returns the new row, or undefined.
     */
    update: (
      id: number,
      changes: CaseRowUpdate,
      expectedUpdatedAt: string | undefined,
      executor: Executor = db,
    ): Promise<CaseRow | undefined> => {
      let query = executor.updateTable('cases').set(changes).where('id', '=', id);
      if (expectedUpdatedAt !== undefined) {
        query = query.where('updated_at', '=', expectedUpdatedAt);
      }
      return query.returning(caseColumns).executeTakeFirst();
    },
    /** Raised by every write to `cases` (migration 0009): the case lists' answers are kept while it stands. */
    listVersion: async (): Promise<number> => {
      // Every list and board request asks first: compiled once (db/compiled-queries.ts).
      const [row] = await compiled.rows('cases.listVersion', [1], (id) =>
        db.selectFrom('case_list_version').select('version').where('id', '=', id),
      );
      if (!row) {
        throw new Error('case_list_version has no row (migration 0009)');
      }
      return Number(row.version);
    },
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}

export type CasesRepository = ReturnType<typeof createCasesRepository>;
export type CaseEventListRow = Awaited<ReturnType<CasesRepository['listEvents']>>[number];
