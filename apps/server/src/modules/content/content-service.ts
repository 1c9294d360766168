import type { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import type { FileRow } from '../../db/tables';
import { notFound } from '../../lib/errors';
import { messages } from '../../messages';
import { BlobNotFoundError, type BlobStore, type ByteRange } from '../../storage/blob-store';

const m = messages.files;
/** Keys per check of the rows that still hold them. */
const KEY_CHUNK = 500;
/** Store deletes running at once. */
const DELETES_AT_ONCE = 32;

/** What serving stored content needs of its row: a file's, or a case document's (decisions §7.2). */
export type StoredContentRow = Pick<FileRow, 'id' | 'name' | 'size' | 'mime' | 'sha256' | 'storage_key'>;

/**
 * The stored content of files and case documents: reading it from the store, and removing it (writing it is
 * the uploads' job; which row a signed link opens, decisions §3, is the file manager's and the case documents').
 */
export function createContentService(deps: {
  store: BlobStore;
  log: FastifyBaseLogger;
  /**
   * Which of these keys a row still holds: a case document copied from a file shares the file's stored object
   * (decisions §9), so that content goes only with the last row that holds it. Without it, none.
   */
  keysInUse?: (keys: string[]) => Promise<Set<string>>;
}) {
  const { store, log, keysInUse = async () => new Set<string>() } = deps;
  return {
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
     * Removes blobs whose rows are gone or were never written; a blob another row still holds stays. A blob that
     * cannot be removed is logged and left behind: the user's action has already succeeded (or failed for its own
     * reason) without it.
     */
    remove: async (keys: string[]): Promise<void> => {
      if (keys.length === 0) {
        return;
      }
      // A folder or an account may hold many thousand files: the check stays far below both databases' parameter
      // limits (it lists the keys three times), and the store is not sent thousands of deletes at once.
      for (let start = 0; start < keys.length; start += KEY_CHUNK) {
        const chunk = keys.slice(start, start + KEY_CHUNK);
        const held = await keysInUse(chunk);
        const free = chunk.filter((key) => !held.has(key));
        for (let at = 0; at < free.length; at += DELETES_AT_ONCE) {
          const results = await Promise.allSettled(
            free.slice(at, at + DELETES_AT_ONCE).map((key) => store.delete(key)),
          );
          for (const result of results) {
            if (result.status === 'rejected') {
              log.warn({ err: result.reason }, 'blob not deleted');
            }
          }
        }
      }
    },
  };
}

export type ContentService = ReturnType<typeof createContentService>;
