import type { Transaction } from 'kysely';
import type { Database, FileRow, FolderRow } from '../../db/tables';
import { notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { FilesRepository } from './repository';

const m = messages.files;

/**
 * The ownership checks of the file manager in one place (decisions §2: a user's files are theirs alone).
 * Every lookup is by owner, so another user's folder or file is a 404, exactly like one that does not
 * exist; the message says which: the folder named as a location, or the item acted on. The folder
 * checks take the transaction that holds the owner's tree lock (`lockTree`), so that what they find
 * still holds when the write happens.
 */
export function createFilesAccess(
  files: Pick<FilesRepository, 'findFolderByPath' | 'findFolderById' | 'findFileById'>,
) {
  return {
    /** The folder at `path` (null for the root), as a location: 404 'Folder tidak ditemukan'. */
    folderAt: async (ownerId: number, path: string, trx?: Transaction<Database>): Promise<FolderRow | null> => {
      if (path === '/') {
        return null;
      }
      const folder = await files.findFolderByPath(ownerId, path, trx);
      if (!folder) {
        throw notFound(m.folderNotFound);
      }
      return folder;
    },

    /** The folder with this id (null for the root), as a destination: 404 'Folder tidak ditemukan'. */
    folderById: async (ownerId: number, id: number | null, trx?: Transaction<Database>): Promise<FolderRow | null> => {
      if (id === null) {
        return null;
      }
      const folder = await files.findFolderById(ownerId, id, trx);
      if (!folder) {
        throw notFound(m.folderNotFound);
      }
      return folder;
    },

    /** The folder acted on: 404 'Item tidak ditemukan'. */
    ownFolder: async (ownerId: number, id: number, trx?: Transaction<Database>): Promise<FolderRow> => {
      const folder = await files.findFolderById(ownerId, id, trx);
      if (!folder) {
        throw notFound(m.notFound);
      }
      return folder;
    },

    /** The file acted on: 404 'Item tidak ditemukan'. */
    ownFile: async (ownerId: number, id: number): Promise<FileRow> => {
      const file = await files.findFileById(ownerId, id);
      if (!file) {
        throw notFound(m.notFound);
      }
      return file;
    },
  };
}

export type FilesAccess = ReturnType<typeof createFilesAccess>;
