import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database, FileRow, FolderRow, NewFileRow } from '../../db/tables';

type Executor = Db | Transaction<Database>;

/** The trash's columns (contract §7.3): written only by the trash's own methods below. */
type TrashColumns = 'deleted_at' | 'trash_root' | 'original_parent_id' | 'original_path';

/** First key of the advisory lock on one owner's folder tree (the second is the owner's id). */
const FOLDER_TREE_LOCK = 4_470_001;

/** Ids per `in (…)` list, far below both databases' parameter limits. */
const ID_CHUNK = 500;

/** Length in characters as SQL's substr counts them (code points), not UTF-16 units. */
const chars = (text: string) => Array.from(text).length;

/** Queries on `folders` and `files`. Every method takes the owner: another user's rows are invisible. */
export function createFilesRepository(db: Db) {
  const folderWhere = (executor: Executor, ownerId: number) =>
    executor.selectFrom('folders').selectAll().where('owner_id', '=', ownerId).where('deleted_at', 'is', null);
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
    /** Any owner's file: only for serving a signed link, whose signature is the proof of access. */
    findFileForLink: (id: number): Promise<FileRow | undefined> =>
      db.selectFrom('files').selectAll().where('id', '=', id).where('deleted_at', 'is', null).executeTakeFirst(),
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
    /** Every file of the owner, the trash's too: trash counts toward the quota until purged (contract §7.3). */
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

    // The trash (contract §7.3; migration 0015 says how its rows are kept).

    /** Moves a live file to the trash, detached from its folder; false when it is not (or no longer) there. */
    trashFile: async (executor: Executor, ownerId: number, file: FileRow, at: string, originalPath: string) => {
      const result = await executor
        .updateTable('files')
        .set({
          deleted_at: at,
          trash_root: null,
          original_folder_id: file.folder_id,
          original_path: originalPath,
          folder_id: null,
        })
        .where('owner_id', '=', ownerId)
        .where('id', '=', file.id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /**
     * Moves a live folder and everything live under it to the trash: the folder detached from its parent, what
     * is under it (its subfolders, and `fileIds`: the files listed in its subtree) marked with `trash_root` = its
     * id. Items already in the trash are left as they are.
     */
    trashFolder: async (
      executor: Executor,
      ownerId: number,
      folder: FolderRow,
      fileIds: readonly number[],
      at: string,
      originalPath: string,
    ) => {
      await executor
        .updateTable('folders')
        .set({ deleted_at: at, trash_root: folder.id })
        .where('owner_id', '=', ownerId)
        .where('deleted_at', 'is', null)
        .where('id', '<>', folder.id)
        .where(subtree(folder.path))
        .execute();
      for (let start = 0; start < fileIds.length; start += ID_CHUNK) {
        await executor
          .updateTable('files')
          .set({ deleted_at: at, trash_root: folder.id })
          .where('owner_id', '=', ownerId)
          .where('id', 'in', fileIds.slice(start, start + ID_CHUNK))
          .execute();
      }
      await executor
        .updateTable('folders')
        .set({
          deleted_at: at,
          trash_root: null,
          original_parent_id: folder.parent_id,
          original_path: originalPath,
          parent_id: null,
        })
        .where('id', '=', folder.id)
        .execute();
    },
    /** The owner's trash: the items deleted themselves (not what lies in a trashed folder), newest first. */
    listTrash: async (ownerId: number) => {
      const [folders, trashedFiles] = await Promise.all([
        db
          .selectFrom('folders')
          .selectAll()
          .select((eb) =>
            eb
              .selectFrom('files')
              .select((inner) => inner.fn.coalesce(inner.fn.sum<number | string>('size'), inner.lit(0)).as('total'))
              .whereRef('files.trash_root', '=', 'folders.id')
              .as('content_size'),
          )
          .where('owner_id', '=', ownerId)
          .where('deleted_at', 'is not', null)
          .where('trash_root', 'is', null)
          .execute(),
        db
          .selectFrom('files')
          .selectAll()
          .where('owner_id', '=', ownerId)
          .where('deleted_at', 'is not', null)
          .where('trash_root', 'is', null)
          .execute(),
      ]);
      return { folders, files: trashedFiles };
    },
    /** A top-level item of the owner's trash (the executor's transaction holds the tree lock). */
    findTrashedFile: (executor: Executor, ownerId: number, id: number): Promise<FileRow | undefined> =>
      executor
        .selectFrom('files')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .where('deleted_at', 'is not', null)
        .where('trash_root', 'is', null)
        .executeTakeFirst(),
    findTrashedFolder: (executor: Executor, ownerId: number, id: number): Promise<FolderRow | undefined> =>
      executor
        .selectFrom('folders')
        .selectAll()
        .where('owner_id', '=', ownerId)
        .where('id', '=', id)
        .where('deleted_at', 'is not', null)
        .where('trash_root', 'is', null)
        .executeTakeFirst(),
    /** Live folder names in one folder starting with `prefix`, to pick a free ' (n)' name on restore. */
    folderNamesLike: async (
      executor: Executor,
      ownerId: number,
      parentId: number | null,
      stem: string,
    ): Promise<Set<string>> => {
      const rows = await executor
        .selectFrom('folders')
        .select('name')
        .where('owner_id', '=', ownerId)
        .where('parent_id', parentId === null ? 'is' : '=', parentId)
        .where('deleted_at', 'is', null)
        .where(sql<boolean>`substr(name, 1, ${chars(stem)}) = ${stem}`)
        .execute();
      return new Set(rows.map((row) => row.name));
    },
    /** Brings a trashed file back, into `folderId` under `name`. */
    restoreFile: async (executor: Executor, id: number, folderId: number | null, name: string, at: string) => {
      await executor
        .updateTable('files')
        .set({
          folder_id: folderId,
          name,
          updated_at: at,
          deleted_at: null,
          original_folder_id: null,
          original_path: null,
        })
        .where('id', '=', id)
        .execute();
    },
    /** Brings a trashed folder back with what went to the trash with it, at `path` under `parentId`. */
    restoreFolder: async (
      executor: Executor,
      folder: FolderRow,
      parentId: number | null,
      name: string,
      path: string,
      at: string,
    ) => {
      await executor
        .updateTable('folders')
        .set({
          path: sql<string>`${path} || substr(path, ${chars(folder.path) + 1})`,
          deleted_at: null,
          trash_root: null,
        })
        .where('trash_root', '=', folder.id)
        .execute();
      await executor
        .updateTable('files')
        .set({ deleted_at: null, trash_root: null })
        .where('trash_root', '=', folder.id)
        .execute();
      await executor
        .updateTable('folders')
        .set({
          parent_id: parentId,
          name,
          path,
          updated_at: at,
          deleted_at: null,
          original_parent_id: null,
          original_path: null,
        })
        .where('id', '=', folder.id)
        .execute();
    },
    /** Deletes a trashed file for good; answers the storage key of its content. */
    purgeFile: async (executor: Executor, file: FileRow): Promise<string[]> => {
      await executor.deleteFrom('files').where('id', '=', file.id).execute();
      return [file.storage_key];
    },
    /** Deletes a trashed folder and what went to the trash with it; answers the storage keys of their content. */
    purgeFolder: async (executor: Executor, folder: FolderRow): Promise<string[]> => {
      const inside = await executor
        .selectFrom('files')
        .select('storage_key')
        .where('trash_root', '=', folder.id)
        .execute();
      await executor.deleteFrom('files').where('trash_root', '=', folder.id).execute();
      await executor.deleteFrom('folders').where('trash_root', '=', folder.id).execute();
      await executor.deleteFrom('folders').where('id', '=', folder.id).execute();
      return inside.map((row) => row.storage_key);
    },
    /** Every owner's top-level trash items deleted before `cutoff` (the daily purge). */
    trashedBefore: async (executor: Executor, cutoff: string) => {
      const [folders, trashedFiles] = await Promise.all([
        executor
          .selectFrom('folders')
          .selectAll()
          .where('deleted_at', '<', cutoff)
          .where('trash_root', 'is', null)
          .execute(),
        executor
          .selectFrom('files')
          .selectAll()
          .where('deleted_at', '<', cutoff)
          .where('trash_root', 'is', null)
          .execute(),
      ]);
      return { folders, files: trashedFiles };
    },
  };
}

export type FilesRepository = ReturnType<typeof createFilesRepository>;
