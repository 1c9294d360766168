import type { FileItem, Folder, FolderUpdate } from '@pidsus/shared';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { FilesAccess } from './policy';
import { presentFolder, type FilePresenter } from './presenter';
import type { FilesRepository } from './repository';

const m = messages.files;

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'id', { sensitivity: 'base', numeric: true }) || a.name.localeCompare(b.name);

/** Each user's private tree of folders (requirements §2 Files, decisions §3 and §6). */
export function createFoldersService(deps: {
  files: FilesRepository;
  access: FilesAccess;
  presentFile: FilePresenter;
  clock: Clock;
}) {
  const { files, access, presentFile, clock } = deps;
  const now = () => clock().toISOString();

  return {
    /** What one folder holds (`/` = Root), each kind sorted by name as people read it. */
    list: async (ownerId: number, path: string): Promise<{ folders: Folder[]; files: FileItem[] }> => {
      const folder = await access.folderAt(ownerId, path);
      const [folderRows, fileRows] = await Promise.all([
        files.listFolders(ownerId, folder?.id ?? null),
        files.listFiles(ownerId, folder?.id ?? null),
      ]);
      return { folders: folderRows.sort(byName).map(presentFolder), files: fileRows.sort(byName).map(presentFile) };
    },

    /** Every folder of the user, by path (for the move dialog's tree). */
    listAll: async (ownerId: number): Promise<Folder[]> => (await files.listAllFolders(ownerId)).map(presentFolder),

    create: async (ownerId: number, input: { name: string; path: string }): Promise<Folder> => {
      // Under the tree lock: a parent renamed or deleted meanwhile cannot leave a stale path or a 500.
      const row = await files
        .transaction(async (trx) => {
          await files.lockTree(trx, ownerId);
          const parent = await access.folderAt(ownerId, input.path, trx);
          const at = now();
          return files.insertFolder(
            {
              owner_id: ownerId,
              parent_id: parent?.id ?? null,
              name: input.name,
              path: `${parent?.path ?? ''}/${input.name}`,
              created_at: at,
              updated_at: at,
            },
            trx,
          );
        })
        .catch((error: unknown) => {
          if (isForeignKeyViolation(error)) {
            throw notFound(m.folderNotFound);
          }
          throw isUniqueViolation(error) ? conflict(m.folderExists) : error;
        });
      return presentFolder(row);
    },

    /** Renames and/or moves a folder; the paths of everything under it follow. */
    update: async (ownerId: number, id: number, changes: FolderUpdate): Promise<Folder> => {
      // Read and checked inside the transaction, under the owner's tree lock: a move decided on a stale
      // tree could otherwise put two folders inside each other.
      const result = await files
        .transaction(async (trx) => {
          await files.lockTree(trx, ownerId);
          const folder = await access.ownFolder(ownerId, id, trx);
          const parentId = changes.parentId === undefined ? folder.parent_id : changes.parentId;
          const parent = parentId === null ? null : await files.findFolderById(ownerId, parentId, trx);
          if (parentId !== null && !parent) {
            throw notFound(m.folderNotFound);
          }
          if (parent && (parent.id === folder.id || parent.path.startsWith(`${folder.path}/`))) {
            throw badRequest(m.moveIntoItself);
          }
          const name = changes.name ?? folder.name;
          const path = `${parent?.path ?? ''}/${name}`;
          const updated = { name, parent_id: parent?.id ?? null, path, updated_at: now() };
          await files.movePaths(trx, ownerId, folder.path, path);
          await files.updateFolder(trx, id, updated);
          return { ...folder, ...updated };
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(m.folderExists) : error;
        });
      return presentFolder(result);
    },

    /**
     * Moves a folder and everything under it to its owner's trash (decisions §7.3): the folder is read and its
     * files listed under the owner's tree lock, in the transaction that marks them, so that a rename, a move or
     * an upload at the same moment either comes first and goes to the trash with it, or comes after and finds
     * no folder (404). The links of its files stop working at once; their content stays until purged.
     */
    remove: async (ownerId: number, id: number): Promise<void> => {
      await files.transaction(async (trx) => {
        await files.lockTree(trx, ownerId);
        const folder = await access.ownFolder(ownerId, id, trx);
        const inside = await files.listFilesInSubtree(trx, ownerId, folder.path);
        const parentPath = folder.path.slice(0, folder.path.length - folder.name.length - 1) || '/';
        await files.trashFolder(
          trx,
          ownerId,
          folder,
          inside.map((file) => file.id),
          now(),
          parentPath,
        );
      });
    },
  };
}

export type FoldersService = ReturnType<typeof createFoldersService>;
