import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import type { BlobStore } from '../../storage/blob-store';
import { createFilesAccess } from './access';
import { createContentService } from './content-service';
import { createFileService } from './file-service';
import { createFoldersService } from './folders-service';
import { createFilePresenter } from './presenter';
import type { FilesRepository } from './repository';
import { createMemoryUploadSlots, createRedisUploadSlots } from './upload-slots';
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
  /** Counts running uploads across instances; without it, per instance. */
  redis?: Redis;
}) {
  const { files, store, clock, limits, log, redis } = deps;
  const slots = redis ? createRedisUploadSlots(redis, log) : createMemoryUploadSlots();
  const access = createFilesAccess(files);
  const presentFile = createFilePresenter(clock);
  const content = createContentService({ files, store, clock, log });
  return {
    folders: createFoldersService({ files, access, presentFile, clock }),
    files: createFileService({ files, access, presentFile, clock }),
    uploads: createUploadsService({ files, access, store, content, presentFile, clock, limits, slots }),
    content,
    trash: createFilesTrashService({ files, content, presentFile, clock }),
    /** The running uploads per user, shared with the case documents' uploads (one cap for both). */
    uploadSlots: slots,
  };
}

export type FilesService = ReturnType<typeof createFilesService>;
