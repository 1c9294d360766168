import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import mime from 'mime-types';
import type { FileUpdate, FolderUpdate } from '@pidsus/shared';
import type { Config } from '../../config';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { FileRow, FolderRow } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import { BlobNotFoundError, BlobTooLargeError, type BlobStore } from '../../storage/blob-store';
import { contentUrl, newLinkSecret, verifyContentLink } from './links';
import { numberedName, numberedNamePrefix, plainFileName } from './names';
import { presentFile, presentFolder } from './presenter';
import type { FilesRepository } from './repository';

const m = messages.files;
const MB = 1024 * 1024;
/** More than the multipart framing and the few small fields of an upload can ever add to the file. */
const MULTIPART_OVERHEAD = MB;

const byName = (a: { name: string }, b: { name: string }) =>
  a.name.localeCompare(b.name, 'id', { sensitivity: 'base', numeric: true }) || a.name.localeCompare(b.name);

export const payloadTooLarge = (message: string) => new AppError(413, message);

/** Each user's private tree of folders and files (spec §2 Files, contract §3 and §6). */
export function createFilesService(deps: {
  files: FilesRepository;
  store: BlobStore;
  clock: Clock;
  limits: Config['files'];
  log: FastifyBaseLogger;
}) {
  const { files, store, clock, limits, log } = deps;
  const present = (row: FileRow) => presentFile(row, contentUrl(row, clock()));
  const now = () => clock().toISOString();

  /** The folder at `path` (null for the root), or 404. */
  const folderAt = async (ownerId: number, path: string): Promise<FolderRow | null> => {
    if (path === '/') {
      return null;
    }
    const folder = await files.findFolderByPath(ownerId, path);
    if (!folder) {
      throw notFound(m.folderNotFound);
    }
    return folder;
  };
  const folderById = async (ownerId: number, id: number | null): Promise<FolderRow | null> => {
    if (id === null) {
      return null;
    }
    const folder = await files.findFolderById(ownerId, id);
    if (!folder) {
      throw notFound(m.folderNotFound);
    }
    return folder;
  };
  const ownFolder = async (ownerId: number, id: number) => {
    const folder = await files.findFolderById(ownerId, id);
    if (!folder) {
      throw notFound(m.notFound);
    }
    return folder;
  };
  const ownFile = async (ownerId: number, id: number) => {
    const file = await files.findFileById(ownerId, id);
    if (!file) {
      throw notFound(m.notFound);
    }
    return file;
  };
  const deleteBlobs = async (keys: string[]) => {
    const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
    for (const result of results) {
      if (result.status === 'rejected') {
        log.warn({ err: result.reason }, 'blob not deleted');
      }
    }
  };
  const tooLargeMessage = (remaining: number) =>
    remaining < limits.maxUploadBytes
      ? m.quotaExceeded(limits.quotaBytes / MB)
      : m.tooLarge(limits.maxUploadBytes / MB);

  /** Inserts the upload's row under its own name, or the first free 'name (n)' (documented choice). */
  const insertWithFreeName = async (row: Omit<FileRow, 'id' | 'name'>, name: string): Promise<FileRow> => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      // Numbered names may shorten the stem of a long name: search by what all of them keep.
      const taken = await files.fileNamesLike(row.owner_id, row.folder_id, numberedNamePrefix(name));
      let candidate = name;
      for (let n = 1; taken.has(candidate); n += 1) {
        candidate = numberedName(name, n);
      }
      try {
        return await files.insertFile({ ...row, name: candidate });
      } catch (error) {
        if (!isUniqueViolation(error)) {
          throw error;
        }
      }
    }
    throw conflict(m.fileExists);
  };

  return {
    list: async (ownerId: number, path: string) => {
      const folder = await folderAt(ownerId, path);
      const [folderRows, fileRows] = await Promise.all([
        files.listFolders(ownerId, folder?.id ?? null),
        files.listFiles(ownerId, folder?.id ?? null),
      ]);
      return {
        success: true as const,
        data: { folders: folderRows.sort(byName).map(presentFolder), files: fileRows.sort(byName).map(present) },
      };
    },

    allFolders: async (ownerId: number) => ({
      success: true as const,
      data: (await files.listAllFolders(ownerId)).map(presentFolder),
    }),

    createFolder: async (ownerId: number, input: { name: string; path: string }) => {
      const parent = await folderAt(ownerId, input.path);
      const at = now();
      const row = await files
        .insertFolder({
          owner_id: ownerId,
          parent_id: parent?.id ?? null,
          name: input.name,
          path: `${parent?.path ?? ''}/${input.name}`,
          created_at: at,
          updated_at: at,
        })
        .catch((error: unknown) => {
          throw isUniqueViolation(error) ? conflict(m.folderExists) : error;
        });
      return { success: true as const, folder: presentFolder(row) };
    },

    /**
     * Streams one upload into the store and records it. Refused with 413 before anything is read when
     * the request is announced larger than the limit or the remaining quota, and cut with 413 as soon
     * as the stream passes it. A failed or aborted stream leaves no blob and no row.
     */
    upload: async (
      ownerId: number,
      input: {
        path: string;
        filename: string;
        source: Readable;
        contentLength: number | undefined;
        /** Reads what follows the file in the request; may refuse it. Runs before the row is written. */
        rest?: () => Promise<void>;
      },
    ) => {
      const folder = await folderAt(ownerId, input.path);
      const remaining = limits.quotaBytes - (await files.totalSize(ownerId));
      const limit = Math.max(0, Math.min(limits.maxUploadBytes, remaining));
      if (input.contentLength !== undefined && input.contentLength > limit + MULTIPART_OVERHEAD) {
        throw payloadTooLarge(tooLargeMessage(remaining));
      }
      const name = plainFileName(input.filename);
      const type = mime.lookup(name) || 'application/octet-stream';
      // The stream may already have failed (a body cut short) while the checks above were awaited.
      let sourceFailed = input.source.errored !== null;
      input.source.once('error', () => {
        sourceFailed = true;
      });
      const stored = await store.put(input.source, { contentType: type, limit }).catch((error: unknown) => {
        if (error instanceof BlobTooLargeError) {
          throw payloadTooLarge(tooLargeMessage(remaining));
        }
        throw sourceFailed ? badRequest(m.uploadIncomplete) : error;
      });
      const at = now();
      const row = await Promise.resolve()
        .then(() => input.rest?.())
        .then(() =>
          insertWithFreeName(
            {
              owner_id: ownerId,
              folder_id: folder?.id ?? null,
              size: stored.size,
              mime: type,
              storage_key: stored.key,
              sha256: stored.sha256,
              link_secret: newLinkSecret(),
              created_at: at,
              updated_at: at,
            },
            name,
          ),
        )
        .catch(async (error: unknown) => {
          await deleteBlobs([stored.key]);
          // The folder was deleted while the file was arriving.
          throw isForeignKeyViolation(error) ? notFound(m.folderNotFound) : error;
        });
      // Two uploads racing past the first check cannot both stay.
      if ((await files.totalSize(ownerId)) > limits.quotaBytes) {
        await files.deleteFile(ownerId, row.id);
        await deleteBlobs([stored.key]);
        throw payloadTooLarge(m.quotaExceeded(limits.quotaBytes / MB));
      }
      return { success: true, file: present(row) };
    },

    /** One file with a fresh content link (for a preview or download after the list's link expired). */
    getFile: async (ownerId: number, id: number) => ({
      success: true as const,
      file: present(await ownFile(ownerId, id)),
    }),

    updateFile: async (ownerId: number, id: number, changes: FileUpdate) => {
      const file = await ownFile(ownerId, id);
      const folder = changes.folderId === undefined ? undefined : await folderById(ownerId, changes.folderId);
      const name = changes.name ?? file.name;
      const next = {
        name,
        // The type always follows the name, as on upload: never what a client claimed.
        mime: mime.lookup(name) || 'application/octet-stream',
        folder_id: folder === undefined ? file.folder_id : (folder?.id ?? null),
        updated_at: now(),
      };
      await files.updateFile(id, next).catch((error: unknown) => {
        throw isUniqueViolation(error) ? conflict(m.fileExists) : error;
      });
      return { success: true as const, file: present({ ...file, ...next }) };
    },

    /** Rename and/or move a folder; the paths of everything under it follow. */
    updateFolder: async (ownerId: number, id: number, changes: FolderUpdate) => {
      // Read and checked inside the transaction, under the owner's tree lock: a move decided on a stale
      // tree could otherwise put two folders inside each other.
      const result = await files
        .transaction(async (trx) => {
          await files.lockTree(trx, ownerId);
          const folder = await files.findFolderById(ownerId, id, trx);
          if (!folder) {
            throw notFound(m.notFound);
          }
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
      return { success: true as const, folder: presentFolder(result) };
    },

    deleteFile: async (ownerId: number, id: number) => {
      const file = await ownFile(ownerId, id);
      await files.deleteFile(ownerId, id);
      await deleteBlobs([file.storage_key]);
      return { success: true as const };
    },

    /** Deletes a folder, everything under it, and the blobs of all its files. */
    deleteFolder: async (ownerId: number, id: number) => {
      const folder = await ownFolder(ownerId, id);
      const removed = await files.transaction(async (trx) => {
        const inside = await files.listFilesInSubtree(trx, ownerId, folder.path);
        await files.deleteFolder(trx, ownerId, id);
        return inside;
      });
      await deleteBlobs(removed.map((file) => file.storage_key));
      return { success: true as const };
    },

    /** The file behind a signed content link, or 403 for a wrong, expired or stale link. */
    fileForLink: async (id: number, expires: number, signature: string) => {
      const file = await files.findFileForLink(id);
      if (!file || !verifyContentLink(file, expires, signature, clock())) {
        throw new AppError(403, m.linkInvalid);
      }
      return file;
    },

    /** The stored content, or 404 when the store lost it (logged: it needs an administrator's look). */
    openBlob: (file: FileRow, range?: { start: number; end: number }) =>
      store.get(file.storage_key, range).catch((error: unknown) => {
        if (error instanceof BlobNotFoundError) {
          log.error({ fileId: file.id, key: file.storage_key }, 'stored content missing');
          throw notFound(m.notFound);
        }
        throw error;
      }),
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
