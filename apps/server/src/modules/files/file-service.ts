import type { FileItem, FileUpdate } from '@pidsus/shared';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { FileRow } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { AppError, conflict, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { FilesAccess } from './policy';
import { typeOfName, verifyContentLink } from '../content';
import type { FilePresenter } from './presenter';
import type { FilesRepository } from './repository';

const m = messages.files;

/**
 * A stored file: a fresh link to it, what a signed link opens, renaming or moving it, deleting it (requirements
 * §2 Files).
 */
export function createFileService(deps: {
  files: Pick<
    FilesRepository,
    'transaction' | 'lockTree' | 'updateFile' | 'findFileById' | 'findFolderById' | 'trashFile' | 'findFileForLink'
  >;
  access: FilesAccess;
  presentFile: FilePresenter;
  clock: Clock;
}) {
  const { files, access, presentFile, clock } = deps;

  return {
    /** One file with a fresh content link (for a preview or download after the list's link expired). */
    get: async (ownerId: number, id: number): Promise<FileItem> => presentFile(await access.ownFile(ownerId, id)),

    /** The file behind a signed content link (decisions §3), or 403 for a wrong, expired or stale link. */
    fileForLink: async (id: number, expires: number, signature: string): Promise<FileRow> => {
      const file = await files.findFileForLink(id);
      if (!file || !verifyContentLink(file, expires, signature, clock())) {
        throw new AppError(403, m.linkInvalid);
      }
      return file;
    },

    /**
     * Renames and/or moves a file. The destination is checked and the row written under the owner's tree
     * lock (see `lockTree`): a folder deleted by another tab at that moment is a 404, not a 500.
     */
    update: async (ownerId: number, id: number, changes: FileUpdate): Promise<FileItem> => {
      const file = await access.ownFile(ownerId, id);
      const name = changes.name ?? file.name;
      const next = await files
        .transaction(async (trx) => {
          await files.lockTree(trx, ownerId);
          const folder =
            changes.folderId === undefined ? undefined : await access.folderById(ownerId, changes.folderId, trx);
          const row = {
            name,
            // The type follows the name, as on upload.
            mime: typeOfName(name),
            folder_id: folder === undefined ? file.folder_id : (folder?.id ?? null),
            updated_at: clock().toISOString(),
          };
          if (!(await files.updateFile(id, row, trx))) {
            throw notFound(m.notFound);
          }
          return row;
        })
        .catch((error: unknown) => {
          // Kept although the lock makes it unlikely: whatever slips through is still the folder's absence.
          if (isForeignKeyViolation(error)) {
            throw notFound(m.folderNotFound);
          }
          throw isUniqueViolation(error) ? conflict(m.fileExists) : error;
        });
      return presentFile({ ...file, ...next });
    },

    /**
     * Moves the file to its owner's trash (decisions §7.3): its links stop working at once, its content stays
     * (and counts toward the quota) until it is purged. Under the tree lock, as every writer of the tree.
     */
    remove: async (ownerId: number, id: number): Promise<void> => {
      await files.transaction(async (trx) => {
        await files.lockTree(trx, ownerId);
        const file = await files.findFileById(ownerId, id, trx);
        if (!file) {
          throw notFound(m.notFound);
        }
        const folder = file.folder_id === null ? undefined : await files.findFolderById(ownerId, file.folder_id, trx);
        if (!(await files.trashFile(trx, ownerId, file, clock().toISOString(), folder?.path ?? '/'))) {
          throw notFound(m.notFound);
        }
      });
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
