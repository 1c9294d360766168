import { PostgresAdapter, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { CaseDocumentRow, Database, NewCaseDocumentRow } from '../../db/tables';

type Executor = Db | Transaction<Database>;

/** Queries on `case_documents` (contract §7.2). A trashed case (`cases.deleted_at` set) is treated as absent. */
export function createCaseDocumentsRepository(db: Db) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  /** The documents of live cases only: a trashed case's are unreachable, also through their links. */
  const ofLiveCases = (executor: Executor) =>
    executor
      .selectFrom('case_documents')
      .innerJoin('cases', 'cases.id', 'case_documents.case_id')
      .selectAll('case_documents')
      .where('cases.deleted_at', 'is', null);

  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    /** True when the case exists and is not in the trash. */
    caseExists: async (caseId: number, executor: Executor = db): Promise<boolean> =>
      (await executor
        .selectFrom('cases')
        .select('id')
        .where('id', '=', caseId)
        .where('deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined,

    /**
     * Locks the live case until the transaction ends (PostgreSQL: FOR UPDATE), so that a document is not added to
     * a case being trashed or purged at that moment; false when it is absent or in the trash.
     */
    lockCase: async (caseId: number, trx: Transaction<Database>): Promise<boolean> => {
      const query = trx.selectFrom('cases').select('id').where('id', '=', caseId).where('deleted_at', 'is', null);
      return (await (isPostgres ? query.forUpdate() : query).executeTakeFirst()) !== undefined;
    },

    /** A live case's documents, newest first. */
    list: (caseId: number): Promise<CaseDocumentRow[]> =>
      ofLiveCases(db)
        .where('case_documents.case_id', '=', caseId)
        .orderBy('case_documents.created_at', 'desc')
        .orderBy('case_documents.id', 'desc')
        .execute(),

    findById: (caseId: number, id: number, executor: Executor = db): Promise<CaseDocumentRow | undefined> =>
      ofLiveCases(executor)
        .where('case_documents.case_id', '=', caseId)
        .where('case_documents.id', '=', id)
        .executeTakeFirst(),

    /** Inserts the row with the uploader's name as it is now (as `case_events.actor_name`). */
    insert: (row: Omit<NewCaseDocumentRow, 'uploaded_by_name'>, executor: Executor = db): Promise<CaseDocumentRow> =>
      executor
        .insertInto('case_documents')
        .values({
          ...row,
          uploaded_by_name: (eb) =>
            eb.fn.coalesce(
              eb
                .selectFrom('users')
                .select('users.username')
                .where('users.id', '=', row.uploaded_by ?? -1),
              eb.val(''),
            ),
        })
        .returningAll()
        .executeTakeFirstOrThrow(),

    /** Answers false when the document was no longer there. */
    delete: async (caseId: number, id: number, executor: Executor = db): Promise<boolean> => {
      const result = await executor
        .deleteFrom('case_documents')
        .where('case_id', '=', caseId)
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * The storage keys of these cases' documents, trashed or not: the purge of trashed cases (contract §7.3) reads
     * them before its rows go (ON DELETE CASCADE takes the documents' rows), and deletes the content after its
     * commit, as every delete here does.
     */
    listStorageKeysOfCases: async (caseIds: readonly number[], executor: Executor = db): Promise<string[]> => {
      if (caseIds.length === 0) {
        return [];
      }
      const rows = await executor
        .selectFrom('case_documents')
        .select('storage_key')
        .where('case_id', 'in', [...caseIds])
        .execute();
      return rows.map((row) => row.storage_key);
    },
  };
}

export type CaseDocumentsRepository = ReturnType<typeof createCaseDocumentsRepository>;
