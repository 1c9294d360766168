import type { Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { CaseDocumentRow, Database, NewCaseDocumentRow } from '../../db/tables';
import { storedBytesOf } from '../content';

type Executor = Db | Transaction<Database>;

/** Queries on `case_documents` (decisions §7.2). A trashed case (`cases.deleted_at` set) is treated as absent. */
export function createCaseDocumentsRepository(db: Db) {
  /**
   * The documents of live cases only: a trashed case's are unreachable, also through their links. A document in
   * its case's trash (decisions §9) is reached only through `ofTrash`.
   */
  const ofLiveCases = (executor: Executor) =>
    executor
      .selectFrom('case_documents')
      .innerJoin('cases', 'cases.id', 'case_documents.case_id')
      .selectAll('case_documents')
      .where('cases.deleted_at', 'is', null)
      .where('case_documents.deleted_at', 'is', null);

  /** A live case's trashed documents. */
  const ofTrash = (executor: Executor) =>
    executor
      .selectFrom('case_documents')
      .innerJoin('cases', 'cases.id', 'case_documents.case_id')
      .selectAll('case_documents')
      .where('cases.deleted_at', 'is', null)
      .where('case_documents.deleted_at', 'is not', null);

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

    /** Whether a file of the file manager holds this stored object (a copy shares it, decisions §9). */
    fileHoldsKey: async (key: string, executor: Executor = db): Promise<boolean> =>
      (await executor.selectFrom('files').select('id').where('storage_key', '=', key).executeTakeFirst()) !== undefined,

    /** Whether the user is on the case's team (decisions §7.1). */
    isOnTeam: async (caseId: number, userId: number, executor: Executor = db): Promise<boolean> =>
      (await executor
        .selectFrom('case_team')
        .select('user_id')
        .where('case_id', '=', caseId)
        .where('user_id', '=', userId)
        .executeTakeFirst()) !== undefined,

    /** A live case's trash, the latest deleted first, with the name of who deleted each. */
    listTrash: (caseId: number) =>
      ofTrash(db)
        .leftJoin('users', 'users.id', 'case_documents.deleted_by')
        .select('users.username as deleted_by_name')
        .where('case_documents.case_id', '=', caseId)
        .orderBy('case_documents.deleted_at', 'desc')
        .orderBy('case_documents.id', 'desc')
        .execute(),

    findTrashed: (caseId: number, id: number, executor: Executor = db): Promise<CaseDocumentRow | undefined> =>
      ofTrash(executor)
        .where('case_documents.case_id', '=', caseId)
        .where('case_documents.id', '=', id)
        .executeTakeFirst(),

    /** Moves a live document to the trash, or back (`deletedAt` null); false when it was not where expected. */
    setDeleted: async (
      caseId: number,
      id: number,
      deleted: { at: string; by: number } | null,
      executor: Executor = db,
    ): Promise<boolean> => {
      const result = await executor
        .updateTable('case_documents')
        .set({ deleted_at: deleted?.at ?? null, deleted_by: deleted?.by ?? null })
        .where('case_id', '=', caseId)
        .where('id', '=', id)
        .where('deleted_at', deleted ? 'is' : 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },

    /** Deletes these rows for good (a purge); answers their storage keys. */
    purge: async (ids: readonly number[], executor: Executor = db): Promise<string[]> => {
      if (ids.length === 0) {
        return [];
      }
      const rows = await executor
        .deleteFrom('case_documents')
        .where('id', 'in', [...ids])
        .returning('storage_key')
        .execute();
      return rows.map((row) => row.storage_key);
    },

    /**
     * Deletes for good the documents in a trash since before `cutoff` (the daily purge), in one statement: a document
     * restored while it waited for the restore's lock is seen restored (PostgreSQL re-checks the condition) and kept.
     */
    purgeTrashedBefore: async (cutoff: string, executor: Executor = db): Promise<string[]> =>
      (
        await executor
          .deleteFrom('case_documents')
          .where('deleted_at', 'is not', null)
          .where('deleted_at', '<', cutoff)
          .returning('storage_key')
          .execute()
      ).map((row) => row.storage_key),

    /** The user's stored bytes against the quota (files and documents, each stored object once). */
    totalSize: (userId: number, executor: Executor = db): Promise<number> => storedBytesOf(executor, userId),

    /**
     * The storage keys of these cases' documents, trashed or not: the purge of trashed cases (decisions §7.3) reads
     * them before its rows go (ON DELETE CASCADE takes the documents' rows), and deletes the content after its
     * commit, as every delete here does.
     */
    listStorageKeysOfCases: async (caseIds: readonly number[], executor: Executor = db): Promise<string[]> => {
      if (caseIds.length === 0) {
        return [];
      }
      // A stored object another case's document or a file still holds stays (decisions §9).
      const rows = await executor
        .selectFrom('case_documents as doc')
        .select('doc.storage_key')
        .distinct()
        .where('doc.case_id', 'in', [...caseIds])
        .where((eb) =>
          eb.not(
            eb.or([
              eb.exists(
                eb.selectFrom('files').select('files.id').whereRef('files.storage_key', '=', 'doc.storage_key'),
              ),
              eb.exists(
                eb
                  .selectFrom('case_documents as other')
                  .select('other.id')
                  .whereRef('other.storage_key', '=', 'doc.storage_key')
                  .where('other.case_id', 'not in', [...caseIds]),
              ),
            ]),
          ),
        )
        .execute();
      return rows.map((row) => row.storage_key);
    },
  };
}

export type CaseDocumentsRepository = ReturnType<typeof createCaseDocumentsRepository>;
