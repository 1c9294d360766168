import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, FileRow, FolderRow, NewFileRow } from '../../db/tables';

type Executor = Db | Transaction<Database>;

/** First key of the advisory lock on one owner's folder tree (the second is the owner's id). */
const FOLDER_TREE_LOCK = 4_470_001;

/** Length in characters as SQL's substr counts them (code points), not UTF-16 units. */
const chars = (text: string) => Array.from(text).length;

/** Queries on `folders` and `files`. Every method takes the owner: another user's rows are invisible. */
export function createFilesRepository(db: Db) {
  const folderWhere = (executor: Executor, ownerId: number) =>
    executor.selectFrom('folders').selectAll().where('owner_id', '=', ownerId);
  /** The folder at `path` and everything under it (no LIKE: names may hold % and _). */
  const subtree = (path: string) =>
    sql<boolean>`(path = ${path} or substr(path, 1, ${chars(path) + 1}) = ${`${path}/`})`;

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
    insertFolder: (folder: Omit<FolderRow, 'id'>, executor: Executor = db): Promise<FolderRow> =>
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
        .where(subtree(oldPath))
        .execute();
    },
    deleteFolder: async (executor: Executor, ownerId: number, id: number) => {
      await executor.deleteFrom('folders').where('owner_id', '=', ownerId).where('id', '=', id).execute();
    },

    findFileById: (ownerId: number, id: number): Promise<FileRow | undefined> =>
      db.selectFrom('files').selectAll().where('owner_id', '=', ownerId).where('id', '=', id).executeTakeFirst(),
    /** Any owner's file: only for serving a signed link, whose signature is the proof of access. */
    findFileForLink: (id: number): Promise<FileRow | undefined> =>
      db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst(),
    listFiles: (ownerId: number, folderId: number | null): Promise<FileRow[]> =>
      db
        .selectFrom('files')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('folder_id', folderId === null ? 'is' : '=', folderId)
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
        .where(
          'folder_id',
          'in',
          executor.selectFrom('folders').select('id').where('owner_id', '=', ownerId).where(subtree(path)),
        )
        .execute(),
    totalSize: async (ownerId: number): Promise<number> => {
      const row = await db
        .selectFrom('files')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('size'), eb.lit(0)).as('total'))
        .where('owner_id', '=', ownerId)
        .executeTakeFirstOrThrow();
      return Number(row.total);
    },
    insertFile: (file: NewFileRow, executor: Executor = db): Promise<FileRow> =>
      executor.insertInto('files').values(file).returningAll().executeTakeFirstOrThrow(),
    /** Answers false when the file is no longer there (deleted meanwhile). */
    updateFile: async (
      id: number,
      changes: Pick<FileRow, 'name' | 'mime' | 'folder_id' | 'updated_at'>,
      executor: Executor = db,
    ): Promise<boolean> => {
      const result = await executor.updateTable('files').set(changes).where('id', '=', id).executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    deleteFile: async (ownerId: number, id: number) => {
      await db.deleteFrom('files').where('owner_id', '=', ownerId).where('id', '=', id).execute();
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
