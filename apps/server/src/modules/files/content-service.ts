import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { FileRow } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import { BlobNotFoundError, type BlobStore, type ByteRange } from '../../storage/blob-store';
import { verifyContentLink } from './links';
import type { FilesRepository } from './repository';

const m = messages.files;

/** What serving stored content needs of its row: a file's, or a case document's (contract §7.2). */
export type StoredContentRow = Pick<FileRow, 'id' | 'name' | 'size' | 'mime' | 'sha256' | 'storage_key'>;

/**
 * The stored content of files: what a signed link opens (decisions §3), reading it from the store, and
 * removing it (writing it is the uploads service's job).
 */
export function createContentService(deps: {
  files: Pick<FilesRepository, 'findFileForLink'>;
  store: BlobStore;
  clock: Clock;
  log: FastifyBaseLogger;
}) {
  const { files, store, clock, log } = deps;
  return {
    /** The file behind a signed content link, or 403 for a wrong, expired or stale link. */
    fileForLink: async (id: number, expires: number, signature: string): Promise<FileRow> => {
      const file = await files.findFileForLink(id);
      if (!file || !verifyContentLink(file, expires, signature, clock())) {
        throw new AppError(403, m.linkInvalid);
      }
      return file;
    },

    /** The stored content, or 404 when the store lost it (logged: it needs an administrator's look). */
    open: (file: StoredContentRow, range?: ByteRange): Promise<Readable> =>
      store.get(file.storage_key, range).catch((error: unknown) => {
        if (error instanceof BlobNotFoundError) {
          log.error({ fileId: file.id, key: file.storage_key }, 'stored content missing');
          throw notFound(m.notFound);
        }
        throw error;
      }),

    /**
     * Removes blobs whose rows are gone or were never written. A blob that cannot be removed is logged and
     * left behind: the user's action has already succeeded (or failed for its own reason) without it.
     */
    remove: async (keys: string[]): Promise<void> => {
      const results = await Promise.allSettled(keys.map((key) => store.delete(key)));
      for (const result of results) {
        if (result.status === 'rejected') {
          log.warn({ err: result.reason }, 'blob not deleted');
        }
      }
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
