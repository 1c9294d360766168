import type { FileItem, FileUpdate } from '@pidsus/shared';
import { isUniqueViolation } from '../../db/errors';
import type { Clock } from '../../lib/clock';
import { conflict } from '../../lib/errors';
import { messages } from '../../messages';
import type { FilesAccess } from './access';
import { typeOfName } from './names';
import type { ContentService } from './content-service';
import type { FilePresenter } from './presenter';
import type { FilesRepository } from './repository';

const m = messages.files;

/** A stored file: a fresh link to it, renaming or moving it, deleting it (requirements §2 Files). */
export function createFileService(deps: {
  files: Pick<FilesRepository, 'updateFile' | 'deleteFile'>;
  access: FilesAccess;
  content: Pick<ContentService, 'remove'>;
  presentFile: FilePresenter;
  clock: Clock;
}) {
  const { files, access, content, presentFile, clock } = deps;

  return {
    /** One file with a fresh content link (for a preview or download after the list's link expired). */
    get: async (ownerId: number, id: number): Promise<FileItem> => presentFile(await access.ownFile(ownerId, id)),

    update: async (ownerId: number, id: number, changes: FileUpdate): Promise<FileItem> => {
      const file = await access.ownFile(ownerId, id);
      const folder = changes.folderId === undefined ? undefined : await access.folderById(ownerId, changes.folderId);
      const name = changes.name ?? file.name;
      const next = {
        name,
        // The type follows the name, as on upload.
        mime: typeOfName(name),
        folder_id: folder === undefined ? file.folder_id : (folder?.id ?? null),
        updated_at: clock().toISOString(),
      };
      await files.updateFile(id, next).catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(m.fileExists) : error;
      });
      return presentFile({ ...file, ...next });
    },

    remove: async (ownerId: number, id: number): Promise<void> => {
      const file = await access.ownFile(ownerId, id);
      await files.deleteFile(ownerId, id);
      await content.remove([file.storage_key]);
    },
  };
}

export type FileService = ReturnType<typeof createFileService>;
