import type { Readable } from 'node:stream';
import { type AppError, badRequest } from '../../lib/errors';
import { messages } from '../../messages';
import { BlobTooLargeError, type BlobStore, type StoredBlob } from '../../storage/blob-store';
import { isEmptyContent } from './empty-content';

const m = messages.files;

/**
 * Streams an upload's content into the store, with the refusals every upload shares (the file manager's and
 * the case documents'): 400 'File kosong tidak dapat diunggah' for an empty file before anything is stored
 * (decisions §7.5), `tooLarge()` as soon as the stream passes `limit`, 400 when the request was cut short.
 * Nothing is left in the store when it fails.
 */
export async function storeIncoming(
  store: Pick<BlobStore, 'put'>,
  content: Readable,
  options: { contentType: string; limit: number; tooLarge: () => AppError },
): Promise<StoredBlob> {
  // Only the first bytes are awaited.
  const empty = await isEmptyContent(content).catch(() => {
    throw badRequest(m.uploadIncomplete);
  });
  if (empty) {
    throw badRequest(m.emptyFile);
  }
  // The stream may already have failed (a body cut short) while the checks above were awaited.
  let sourceFailed = content.errored !== null;
  content.once('error', () => {
    sourceFailed = true;
  });
  return store.put(content, { contentType: options.contentType, limit: options.limit }).catch((error: unknown) => {
    if (error instanceof BlobTooLargeError) {
      throw options.tooLarge();
    }
    throw sourceFailed ? badRequest(m.uploadIncomplete) : error;
  });
}
