import type { FileItem, FileTrashItem, FileTrashKind, Folder } from '@pidsus/shared';
import { isUniqueViolation } from '../../db/errors';
import type { Transaction } from 'kysely';
import type { Database, FileRow, FolderRow } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import { recordAuditChange, type AuditActor } from '../audit';
import { numberedName, numberedNamePrefix, type ContentService } from '../content';
import { presentFolder, type FilePresenter } from './presenter';
import type { FilesRepository } from './repository';

const m = messages.files;

/** `Bukti (2)` for a folder: a folder's name has no extension to keep at the end. */
const numberedFolderName = (name: string, n: number) => numberedName(`${name}.x`, n).slice(0, -2);

/** The first of `name`, `name (1)`, `name (2)`… that `taken` does not hold. */
function freeName(name: string, taken: Set<string>, numbered: (name: string, n: number) => string): string {
  let candidate = name;
  for (let n = 1; taken.has(candidate); n += 1) {
    candidate = numbered(name, n);
  }
  return candidate;
}

/**
 * Each owner's trash of the file manager (decisions §7.3): a delete moves a file or a folder (with everything
 * under it) there; it can be restored into the folder it came from — Root when that folder is gone or itself
 * in the trash, a numbered name when its name is taken — or purged with its stored content. Every lookup is
 * by owner: another user's item is a 404. Trash still counts toward the quota (`totalSize`).
 */
export function createFilesTrashService(deps: {
  files: FilesRepository;
  content: Pick<ContentService, 'remove'>;
  presentFile: FilePresenter;
  clock: Clock;
}) {
  const { files, content, presentFile, clock } = deps;
  const now = () => clock().toISOString();

  const presentFileEntry = (row: FileRow): FileTrashItem => ({
    id: row.id,
    kind: 'files',
    name: row.name,
    size: Number(row.size),
    original_path: row.original_path ?? '/',
    deleted_at: row.deleted_at ?? '',
  });
  const presentFolderEntry = (row: FolderRow & { content_size: number | string | null }): FileTrashItem => ({
    id: row.id,
    kind: 'folders',
    name: row.name,
    size: Number(row.content_size ?? 0),
    original_path: row.original_path ?? '/',
    deleted_at: row.deleted_at ?? '',
  });

  /** Runs `work` under the owner's tree lock; a name taken by a concurrent writer is told as a conflict. */
  const locked = <T>(ownerId: number, work: (trx: Transaction<Database>) => Promise<T>) =>
    files
      .transaction(async (trx) => {
        await files.lockTree(trx, ownerId);
        return work(trx);
      })
      .catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(m.fileExists) : error;
      });

  return {
    /** The owner's trash: the items deleted themselves (a file inside a trashed folder is not listed), newest first. */
    list: async (ownerId: number): Promise<FileTrashItem[]> => {
      const { folders, files: trashed } = await files.listTrash(ownerId);
      return [...folders.map(presentFolderEntry), ...trashed.map(presentFileEntry)].sort(
        (a, b) => b.deleted_at.localeCompare(a.deleted_at) || b.id - a.id,
      );
    },

    /** Puts an item back: into its folder if that is still there, else Root; a taken name gets a number. */
    restore: async (
      ownerId: number,
      kind: FileTrashKind,
      id: number,
    ): Promise<{ file: FileItem } | { folder: Folder }> => {
      if (kind === 'files') {
        const row = await locked<FileRow>(ownerId, async (trx) => {
          const file = await files.findTrashedFile(trx, ownerId, id);
          if (!file) {
            throw notFound(m.notFound);
          }
          const folder =
            file.original_folder_id === null
              ? undefined
              : await files.findFolderById(ownerId, file.original_folder_id, trx);
          const folderId = folder?.id ?? null;
          const taken = await files.fileNamesLike(ownerId, folderId, numberedNamePrefix(file.name), trx);
          const name = freeName(file.name, taken, numberedName);
          const at = now();
          await files.restoreFile(trx, file.id, folderId, name, at);
          return { ...file, folder_id: folderId, name, updated_at: at, deleted_at: null };
        });
        return { file: presentFile(row) };
      }
      const restored = await locked<FolderRow>(ownerId, async (trx) => {
        const folder = await files.findTrashedFolder(trx, ownerId, id);
        if (!folder) {
          throw notFound(m.notFound);
        }
        const parent =
          folder.original_parent_id === null
            ? undefined
            : await files.findFolderById(ownerId, folder.original_parent_id, trx);
        const parentId = parent?.id ?? null;
        const taken = await files.folderNamesLike(trx, ownerId, parentId, numberedNamePrefix(`${folder.name}.x`));
        const name = freeName(folder.name, taken, numberedFolderName);
        const path = `${parent?.path ?? ''}/${name}`;
        const at = now();
        await files.restoreFolder(trx, folder, parentId, name, path, at);
        return { ...folder, parent_id: parentId, name, path, updated_at: at, deleted_at: null };
      });
      return { folder: presentFolder(restored) };
    },

    /** Deletes an item of the trash for good, with the stored content of every file it holds. */
    purge: async (owner: NonNullable<AuditActor>, kind: FileTrashKind, id: number): Promise<void> => {
      const ownerId = owner.id;
      // Audited with the purge, in its transaction (decisions §9): the owner purges their own trash.
      const audited = (trx: Transaction<Database>, type: 'file' | 'folder', label: string) =>
        recordAuditChange(trx, owner, { action: `${type}.purge`, object: { type, id, label } }, clock());
      const keys = await locked<string[]>(ownerId, async (trx) => {
        if (kind === 'files') {
          const file = await files.findTrashedFile(trx, ownerId, id);
          if (!file) {
            throw notFound(m.notFound);
          }
          const fileKeys = await files.purgeFile(trx, file);
          await audited(trx, 'file', file.name);
          return fileKeys;
        }
        const folder = await files.findTrashedFolder(trx, ownerId, id);
        if (!folder) {
          throw notFound(m.notFound);
        }
        const folderKeys = await files.purgeFolder(trx, folder);
        await audited(trx, 'folder', folder.original_path ?? folder.name);
        return folderKeys;
      });
      await content.remove(keys);
    },

    /** Deleted accounts whose files still wait for the purge (contract §9), and how many there are. */
    deletedOwners: (limit: number) => files.deletedOwners(limit),

    /**
     * An administrator's purge of a deleted account's files and folders now, with their content, rather than after
     * `TRASH_DAYS` (contract §9): 404 for a missing account or one with nothing left, 409 for a live account (its
     * files are its own). Audited in the purge's transaction; a stored object a case document shares stays.
     */
    purgeDeletedOwner: async (admin: NonNullable<AuditActor>, ownerId: number): Promise<{ items: number }> => {
      const { items, keys } = await locked(ownerId, async (trx) => {
        const account = await files.findAccount(trx, ownerId);
        if (!account) {
          throw notFound(m.accountNotFound);
        }
        if (account.deleted_at === null) {
          throw conflict(m.accountStillActive);
        }
        const purged = await files.purgeOwner(trx, ownerId);
        if (purged.items === 0) {
          throw notFound(m.accountHasNoFiles);
        }
        await recordAuditChange(
          trx,
          admin,
          {
            action: 'user.files_purge',
            object: { type: 'user', id: ownerId, label: account.username },
            targetUserId: ownerId,
            details: { items: purged.items },
          },
          clock(),
        );
        return purged;
      });
      await content.remove(keys);
      return { items };
    },

    /**
     * Every owner's trash items deleted before `cutoff`, purged in one transaction (the daily purge calls it
     * inside its own); answers the storage keys to remove once that transaction has committed. Each owner's tree
     * is locked as a restore locks it, and each item read again under that lock: an item its owner restored after
     * the listing stays, with its content (PostgreSQL; SQLite runs one writer at a time).
     */
    purgeBefore: async (trx: Transaction<Database>, cutoff: string): Promise<{ items: number; keys: string[] }> => {
      const { folders, files: trashed } = await files.trashedBefore(trx, cutoff);
      // The files of an account deleted before the cutoff went to the trash with it (decisions §9): all go now.
      const leavers = await files.ownersDeletedBefore(trx, cutoff);
      const owners = [...new Set([...folders, ...trashed].map((item) => item.owner_id).concat(leavers))].sort(
        (a, b) => a - b,
      );
      for (const owner of owners) {
        await files.lockTree(trx, owner);
      }
      const due = (item: { deleted_at: string | null } | undefined) =>
        item?.deleted_at !== null && item?.deleted_at !== undefined && item.deleted_at < cutoff;
      const keys: string[] = [];
      let items = 0;
      for (const listed of folders) {
        const folder = await files.findTrashedFolder(trx, listed.owner_id, listed.id);
        if (folder && due(folder)) {
          keys.push(...(await files.purgeFolder(trx, folder)));
          items += 1;
        }
      }
      for (const listed of trashed) {
        const file = await files.findTrashedFile(trx, listed.owner_id, listed.id);
        if (file && due(file)) {
          keys.push(...(await files.purgeFile(trx, file)));
          items += 1;
        }
      }
      for (const owner of leavers) {
        const purged = await files.purgeOwner(trx, owner);
        keys.push(...purged.keys);
        items += purged.items;
      }
      return { items, keys };
    },
  };
}

export type FilesTrashService = ReturnType<typeof createFilesTrashService>;
