import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { FileRow, FolderRow } from '../../db/tables';
import { chars, subtree, type Executor } from './tree-sql';

/** Ids per `in (…)` list, far below both databases' parameter limits. */
const ID_CHUNK = 500;

/**
 * Queries of the file manager's trash (decisions §7.3; migration 0015 says how its rows are kept): part of the
 * files repository (repository.ts), which hands them out with its other queries.
 */
export function createFilesTrashRepository(db: Db) {
  return {
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
    /**
     * Accounts deleted before `cutoff` that still own files or folders: an account's files go to the trash with it
     * (decisions §9), so they are due as its trash is.
     */
    ownersDeletedBefore: async (executor: Executor, cutoff: string): Promise<number[]> =>
      (
        await executor
          .selectFrom('users')
          .select('id')
          .where('deleted_at', '<', cutoff)
          .where((eb) =>
            eb.or([
              eb.exists(eb.selectFrom('files').select('files.id').whereRef('files.owner_id', '=', 'users.id')),
              eb.exists(eb.selectFrom('folders').select('folders.id').whereRef('folders.owner_id', '=', 'users.id')),
            ]),
          )
          .orderBy('id')
          .execute()
      ).map((row) => row.id),
    /**
     * Deleted accounts that still own files or folders, the latest deleted first, with how many and the files'
     * bytes (at most `limit`), and how many there are.
     */
    deletedOwners: async (limit: number) => {
      const holding = db
        .selectFrom('users')
        .where('users.deleted_at', 'is not', null)
        .where((eb) =>
          eb.or([
            eb.exists(eb.selectFrom('files').select('files.id').whereRef('files.owner_id', '=', 'users.id')),
            eb.exists(eb.selectFrom('folders').select('folders.id').whereRef('folders.owner_id', '=', 'users.id')),
          ]),
        );
      const [rows, counted] = await Promise.all([
        holding
          .select((eb) => [
            'users.id',
            'users.username',
            'users.email',
            'users.deleted_at',
            eb
              .selectFrom('files')
              .select((inner) => inner.fn.countAll<number | string>().as('n'))
              .whereRef('files.owner_id', '=', 'users.id')
              .as('files'),
            eb
              .selectFrom('files')
              .select((inner) => inner.fn.coalesce(inner.fn.sum<number | string>('files.size'), inner.val(0)).as('n'))
              .whereRef('files.owner_id', '=', 'users.id')
              .as('size'),
            eb
              .selectFrom('folders')
              .select((inner) => inner.fn.countAll<number | string>().as('n'))
              .whereRef('folders.owner_id', '=', 'users.id')
              .as('folders'),
          ])
          .orderBy('users.deleted_at', 'desc')
          .orderBy('users.id', 'desc')
          .limit(limit)
          .execute(),
        holding.select((eb) => eb.fn.countAll<number | string>().as('total')).executeTakeFirstOrThrow(),
      ]);
      return {
        owners: rows.map((row) => ({
          id: row.id,
          username: row.username,
          email: row.email,
          deleted_at: row.deleted_at ?? '',
          files: Number(row.files ?? 0),
          folders: Number(row.folders ?? 0),
          size: Number(row.size ?? 0),
        })),
        total: Number(counted.total),
      };
    },
    /** An account by id, deleted or not (the early purge tells a live account from a missing one). */
    findAccount: (executor: Executor, id: number) =>
      executor.selectFrom('users').select(['id', 'username', 'deleted_at']).where('id', '=', id).executeTakeFirst(),
    /** Deletes every file and folder of a deleted account; answers how many and the files' storage keys. */
    purgeOwner: async (executor: Executor, ownerId: number): Promise<{ items: number; keys: string[] }> => {
      const removed = await executor
        .deleteFrom('files')
        .where('owner_id', '=', ownerId)
        .returning('storage_key')
        .execute();
      const folders = await executor.deleteFrom('folders').where('owner_id', '=', ownerId).executeTakeFirst();
      return {
        items: removed.length + Number(folders.numDeletedRows),
        keys: removed.map((row) => row.storage_key),
      };
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
