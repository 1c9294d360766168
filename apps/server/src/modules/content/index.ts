import fp from 'fastify-plugin';
import { avatarSigningKey, createAvatarLinks, type AvatarLinks } from './avatar-links';
import { createContentService, type ContentService } from './content-service';
import { createMemoryUploadSlots, createRedisUploadSlots, type UploadSlots } from './upload-slots';

/**
 * Stored content, shared by the file manager (modules/files), the case documents (modules/case-documents) and
 * the avatars (modules/avatars): reading an upload's multipart body, streaming it into the blob store, the
 * running uploads per user, signed content links, plain names and types, and serving the content back. Other
 * modules import from here only, never from the files of this folder.
 */
export { avatarSigningKey, createAvatarLinks, type AvatarLinks } from './avatar-links';
export { readAvatar, avatarMultipartLimits } from './avatar-multipart';
export { sendContent } from './content-response';
export { createContentService, type ContentService, type StoredContentRow } from './content-service';
export { contentUrl, newLinkSecret, signedContentUrl, verifyContentLink } from './links';
export { multipartError, readUpload, type IncomingUpload } from './multipart';
export { numberedName, numberedNamePrefix, plainFileName, typeOfName } from './names';
export { storeIncoming } from './store-incoming';
export { storedBytesOf } from './stored-bytes';
export { createMemoryUploadSlots, createRedisUploadSlots, type ReleaseSlot, type UploadSlots } from './upload-slots';

declare module '../../plugins/core' {
  interface AppServices {
    /** Reads and removes stored content: one for the file manager and the case documents. */
    content: ContentService;
    /** The running uploads per user, one cap for files and case documents (in Redis when there is one). */
    uploadSlots: UploadSlots;
    /** Signs and checks the avatar links colleagues' `<img>` load. */
    avatarLinks: AvatarLinks;
  }
}

/** Stored content for every module that keeps some (files, case documents, avatars). */
export const contentModule = fp(
  async (app) => {
    const { db, redis, store, clock } = app.core;
    app.services.content = createContentService({
      store,
      log: app.log,
      keysInUse: async (keys) => {
        const rows = await db
          .selectFrom('files')
          .select('storage_key')
          .where('storage_key', 'in', keys)
          .unionAll(db.selectFrom('case_documents').select('storage_key').where('storage_key', 'in', keys))
          .unionAll(db.selectFrom('form_templates').select('storage_key').where('storage_key', 'in', keys))
          .execute();
        return new Set(rows.map((row) => row.storage_key));
      },
    });
    app.services.uploadSlots = redis ? createRedisUploadSlots(redis, app.log) : createMemoryUploadSlots();
    app.services.avatarLinks = createAvatarLinks(await avatarSigningKey(db), clock);
  },
  { name: 'content', dependencies: ['core'] },
);
