import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, FileRow, FolderRow, NewFileRow } from '../../db/tables';
import { chars, subtree, type Executor } from './tree-sql';
import { storedBytesOf } from '../content';
import { createFilesTrashRepository } from './trash-repository';

/** The trash's columns (decisions §7.3): written only by the trash's own methods (trash-repository.ts). */
type TrashColumns = 'deleted_at' | 'trash_root' | 'original_parent_id' | 'original_path';

/** First key of the advisory lock on one owner's folder tree (the second is the owner's id). */
const FOLDER_TREE_LOCK = 4_470_001;

/**
 * Queries on `folders` and `files`, the trash's among them (trash-repository.ts). Every method takes the
 * owner: another user's rows are invisible.
 */
export function createFilesRepository(db: Db) {
  const folderWhere = (executor: Executor, ownerId: number) =>
    executor.selectFrom('folders').selectAll().where('owner_id', '=', ownerId).where('deleted_at', 'is', null);

  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  return {
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>) => db.transaction().execute(work),

    /**
     * Makes this transaction the only one reshaping the owner's folder tree until it ends (PostgreSQL:
     * an advisory lock; SQLite already runs one transaction at a time), so that two moves cannot each
     * pass the "not into itself" check and together make a cycle. Every writer that puts something into
     * a folder (creating a folder, uploading, moving a file) takes it too, and so does deleting a folder:
     * the delete then lists every file it takes with it (their content goes too), and a writer that
     * comes second finds the folder gone (404) instead of a foreign-key error or a row deleted unseen.
     */
    lockTree: async (trx: Transaction<Database>, ownerId: number): Promise<void> => {
      if (isPostgres) {
        await sql`select pg_advisory_xact_lock(${FOLDER_TREE_LOCK}, ${ownerId})`.execute(trx);
      }
    },

    findFolderById: (ownerId: number, id: number, executor: Executor = db): Promise<FolderRow | undefined> =>
      folderWhere(executor, ownerId).where('id', '=', id).executeTakeFirst(),
    findFolderByPath: (ownerId: number, path: string, executor: Executor = db): Promise<FolderRow | undefined> =>
      folderWhere(executor, ownerId).where('path', '=', path).executeTakeFirst(),
    listFolders: (ownerId: number, parentId: number | null): Promise<FolderRow[]> =>
      folderWhere(db, ownerId)
        .where('parent_id', parentId === null ? 'is' : '=', parentId)
        .orderBy('name')
        .execute(),
    listAllFolders: (ownerId: number): Promise<FolderRow[]> => folderWhere(db, ownerId).orderBy('path').execute(),
    insertFolder: (folder: Omit<FolderRow, 'id' | TrashColumns>, executor: Executor = db): Promise<FolderRow> =>
      executor.insertInto('folders').values(folder).returningAll().executeTakeFirstOrThrow(),
    updateFolder: async (
      executor: Executor,
      id: number,
      changes: Pick<FolderRow, 'name' | 'parent_id' | 'path' | 'updated_at'>,
    ) => {
      await executor.updateTable('folders').set(changes).where('id', '=', id).execute();
    },
    /** Rewrites the paths of every folder under `oldPath` to start with `newPath` instead. */
    movePaths: async (executor: Executor, ownerId: number, oldPath: string, newPath: string) => {
      await executor
        .updateTable('folders')
        .set({ path: sql<string>`${newPath} || substr(path, ${chars(oldPath) + 1})` })
        .where('owner_id', '=', ownerId)
        .where('deleted_at', 'is', null)
        .where(subtree(oldPath))
        .execute();
    },
    deleteFolder: async (executor: Executor, ownerId: number, id: number) => {
      await executor.deleteFrom('folders').where('owner_id', '=', ownerId).where('id', '=', id).execute();
    },

    findFileById: (ownerId: number, id: number, executor: Executor = db): Promise<FileRow | undefined> =>
      executor
        .selectFrom('files')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst(),
    /**
     * Any owner's file: only for serving a signed link, whose signature is the proof of access. A deleted account's
     * files are in the trash with it (decisions §9): their links die with the account.
     */
    findFileForLink: (id: number): Promise<FileRow | undefined> =>
      db
        .selectFrom('files')
        .innerJoin('users', 'users.id', 'files.owner_id')
        .selectAll('files')
        .where('files.id', '=', id)
        .where('files.deleted_at', 'is', null)
        .where('users.deleted_at', 'is', null)
        .executeTakeFirst(),
    listFiles: (ownerId: number, folderId: number | null): Promise<FileRow[]> =>
      db
        .selectFrom('files')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('folder_id', folderId === null ? 'is' : '=', folderId)
        .where('deleted_at', 'is', null)
        .orderBy('name')
        .execute(),
    /** Names in one folder starting with `prefix`, to pick a free ' (n)' name for an upload. */
    fileNamesLike: async (
      ownerId: number,
      folderId: number | null,
      stem: string,
      executor: Executor = db,
    ): Promise<Set<string>> => {
      const rows = await executor
        .selectFrom('files')
        .select('name')
        .where('owner_id', '=', ownerId)
        .where('folder_id', folderId === null ? 'is' : '=', folderId)
        .where('deleted_at', 'is', null)
        .where(sql<boolean>`substr(name, 1, ${chars(stem)}) = ${stem}`)
        .execute();
      return new Set(rows.map((row) => row.name));
    },
    /** Every file in the folder's subtree (for deleting their blobs). */
    listFilesInSubtree: (executor: Executor, ownerId: number, path: string): Promise<FileRow[]> =>
      executor
        .selectFrom('files')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('deleted_at', 'is', null)
        .where(
          'folder_id',
          'in',
          executor
            .selectFrom('folders')
            .select('id')
            .where('owner_id', '=', ownerId)
            .where('deleted_at', 'is', null)
            .where(subtree(path)),
        )
        .execute(),
    /**
     * Every file of the owner, the trash's too: trash counts toward the quota until purged (decisions §7.3); and
     * the case documents they added, each stored object once (decisions §9).
     */
    totalSize: (ownerId: number): Promise<number> => storedBytesOf(db, ownerId),
    insertFile: (file: NewFileRow, executor: Executor = db): Promise<FileRow> =>
      executor.insertInto('files').values(file).returningAll().executeTakeFirstOrThrow(),
    /** Answers false when the file is no longer there (deleted meanwhile). */
    updateFile: async (
      id: number,
      changes: Pick<FileRow, 'name' | 'mime' | 'folder_id' | 'updated_at'>,
      executor: Executor = db,
    ): Promise<boolean> => {
      const result = await executor
        .updateTable('files')
        .set(changes)
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    deleteFile: async (ownerId: number, id: number) => {
      await db.deleteFrom('files').where('owner_id', '=', ownerId).where('id', '=', id).execute();
    },

    ...createFilesTrashRepository(db),
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
