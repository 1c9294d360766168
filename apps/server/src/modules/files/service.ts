import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import type { BlobStore } from '../../storage/blob-store';
import { createFilesAccess } from './policy';
import { createContentService, createMemoryUploadSlots, type ContentService, type UploadSlots } from '../content';
import { createFileService } from './file-service';
import { createFoldersService } from './folders-service';
import { createFilePresenter } from './presenter';
import type { FilesRepository } from './repository';
import { createUploadsService } from './uploads-service';
import { createFilesTrashService } from './trash-service';

/**
 * The file manager's services (requirements §2 Files, decisions §3 and §6), one job each, built together
 * because they share the ownership checks, the file presenter and the blob store: the folder tree, the
 * stored files, uploads, and the content behind signed links.
 */
export function createFilesService(deps: {
  files: FilesRepository;
  store: BlobStore;
  clock: Clock;
  limits: Config['files'];
  log: FastifyBaseLogger;
  /** Reads and removes the stored content; the app shares one with the case documents. Made here when absent. */
  content?: ContentService;
  /**
   * The running uploads per user, shared with the case documents' uploads (one cap for both; across instances
   * with Redis). Counted in this process when absent.
   */
  slots?: UploadSlots;
}) {
  const { files, store, clock, limits, log } = deps;
  const slots = deps.slots ?? createMemoryUploadSlots();
  const access = createFilesAccess(files);
  const presentFile = createFilePresenter(clock);
  const content = deps.content ?? createContentService({ store, log });
  return {
    folders: createFoldersService({ files, access, presentFile, clock }),
    files: createFileService({ files, access, presentFile, clock }),
    uploads: createUploadsService({ files, access, store, content, presentFile, clock, limits, slots }),
    content,
    trash: createFilesTrashService({ files, content, presentFile, clock }),
    /** One of a user's own live files, or undefined: what another module may read of the file manager (a copy). */
    findOwnFile: (ownerId: number, id: number) => files.findFileById(ownerId, id),
    /**
     * Makes another module's transaction the only one changing the owner's files until it ends (`lockTree`): a copy
     * into a case then either sees its file purged, or the purge sees the copy holding its content.
     */
    lockOwnFiles: (trx: Parameters<FilesRepository['lockTree']>[0], ownerId: number) => files.lockTree(trx, ownerId),
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
