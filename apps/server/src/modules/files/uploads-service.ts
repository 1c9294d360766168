import type { FileItem } from '@pidsus/shared';
import type { Config } from '../../config';
import { isForeignKeyViolation, isUniqueViolation } from '../../db/errors';
import type { FileRow } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { AppError, conflict, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { BlobStore } from '../../storage/blob-store';
import type { FilesAccess } from './policy';
import {
  newLinkSecret,
  numberedName,
  numberedNamePrefix,
  plainFileName,
  storeIncoming,
  typeOfName,
  type ContentService,
  type IncomingUpload,
  type UploadSlots,
} from '../content';
import type { FilePresenter } from './presenter';
import type { FilesRepository } from './repository';

const m = messages.files;
const MB = 1024 * 1024;
/** More than the multipart framing and the few small fields of an upload can ever add to the file. */
const MULTIPART_OVERHEAD = MB;

const payloadTooLarge = (message: string) => new AppError(413, message);

/**
 * Uploads into a user's tree, within `MAX_UPLOAD_MB` per file, `USER_QUOTA_MB` per user and
 * `MAX_CONCURRENT_UPLOADS` at once per user (decisions §6).
 */
export function createUploadsService(deps: {
  files: Pick<
    FilesRepository,
    'transaction' | 'lockTree' | 'totalSize' | 'fileNamesLike' | 'insertFile' | 'deleteFile'
  >;
  access: Pick<FilesAccess, 'folderAt' | 'folderById'>;
  store: Pick<BlobStore, 'put'>;
  content: Pick<ContentService, 'remove'>;
  presentFile: FilePresenter;
  clock: Clock;
  limits: Config['files'];
  /**
   * Uploads still streaming, per user (across instances with Redis). The quota is checked before and after
   * a file arrives, so without this cap many parallel uploads could each fill the disk up to MAX_UPLOAD_MB
   * before any of them is counted.
   */
  slots: UploadSlots;
}) {
  const { files, access, store, content, presentFile, clock, limits, slots } = deps;
  const tooLargeMessage = (remaining: number) =>
    remaining < limits.maxUploadBytes
      ? m.quotaExceeded(limits.quotaBytes / MB)
      : m.tooLarge(limits.maxUploadBytes / MB);

  /**
   * Inserts the upload's row under its own name, or the first free 'name (n)' (documented choice), under
   * the owner's tree lock: a folder deleted while the file was arriving is then a 404 for the upload,
   * never a row the delete's cascade removes with its content left behind.
   */
  const insertWithFreeName = async (
    row: Omit<FileRow, 'id' | 'name' | 'deleted_at' | 'trash_root' | 'original_folder_id' | 'original_path'>,
    name: string,
  ): Promise<FileRow> => {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        return await files.transaction(async (trx) => {
          await files.lockTree(trx, row.owner_id);
          await access.folderById(row.owner_id, row.folder_id, trx);
          // Numbered names may shorten the stem of a long name: search by what all of them keep.
          const taken = await files.fileNamesLike(row.owner_id, row.folder_id, numberedNamePrefix(name), trx);
          let candidate = name;
          for (let n = 1; taken.has(candidate); n += 1) {
            candidate = numberedName(name, n);
          }
          return files.insertFile({ ...row, name: candidate }, trx);
        });
      } catch (error) {
        if (!isUniqueViolation(error)) {
          throw error;
        }
      }
    }
    throw conflict(m.fileExists);
  };

  /** One upload, once it has its place among the user's running ones. */
  const receive = async (ownerId: number, upload: IncomingUpload): Promise<FileItem> => {
    const folder = await access.folderAt(ownerId, upload.path);
    const remaining = limits.quotaBytes - (await files.totalSize(ownerId));
    const limit = Math.max(0, Math.min(limits.maxUploadBytes, remaining));
    if (upload.announcedBytes !== undefined && upload.announcedBytes > limit + MULTIPART_OVERHEAD) {
      throw payloadTooLarge(tooLargeMessage(remaining));
    }
    const name = plainFileName(upload.filename);
    const type = typeOfName(name);
    // An empty file is refused before anything is stored (decisions §7.5), an oversized one as soon as it passes.
    const stored = await storeIncoming(store, upload.content, {
      contentType: type,
      limit,
      tooLarge: () => payloadTooLarge(tooLargeMessage(remaining)),
    });
    const at = clock().toISOString();
    const row = await Promise.resolve()
      .then(() => upload.finish())
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
        await content.remove([stored.key]);
        // The folder was deleted while the file was arriving.
        throw isForeignKeyViolation(error) ? notFound(m.folderNotFound) : error;
      });
    // Two uploads racing past the first check cannot both stay.
    if ((await files.totalSize(ownerId)) > limits.quotaBytes) {
      await files.deleteFile(ownerId, row.id);
      await content.remove([stored.key]);
      throw payloadTooLarge(m.quotaExceeded(limits.quotaBytes / MB));
    }
    return presentFile(row);
  };

  return {
    /**
     * Streams one upload into the store and records it. Refused with 413 before anything is read when
     * the request is announced larger than the limit or the remaining quota, and cut with 413 as soon
     * as the stream passes it; 429 before anything is read when the user already has
     * `MAX_CONCURRENT_UPLOADS` running; 400 for an empty (0-byte) file, before anything is stored. A failed,
     * aborted or refused upload leaves no blob and no row.
     */
    upload: async (ownerId: number, upload: IncomingUpload): Promise<FileItem> => {
      const release = await slots.take(ownerId, limits.maxConcurrentUploads);
      if (!release) {
        // No wait is known (another upload must end first): a few seconds is a fair first retry.
        throw new AppError(429, m.tooManyUploads(limits.maxConcurrentUploads), undefined, { 'Retry-After': '5' });
      }
      try {
        return await receive(ownerId, upload);
      } finally {
        await release();
      }
    },
  };
}
