import type { CaseDocument } from '@pidsus/shared';
import type { Config } from '../../config';
import type { Transaction } from 'kysely';
import type { CaseDocumentRow, Database, FileRow, NewCaseDocumentRow } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { BlobStore, StoredBlob } from '../../storage/blob-store';
import type { CaseJournal } from '../cases';
import {
  newLinkSecret,
  plainFileName,
  storeIncoming,
  typeOfName,
  verifyContentLink,
  type ContentService,
  type IncomingUpload,
  type UploadSlots,
} from '../content';
import { mayAddDocument, mayDeleteDocument } from './policy';
import { createCaseDocumentPresenter } from './presenter';
import type { CaseDocumentsRepository } from './repository';

const m = messages.caseDocuments;
const MB = 1024 * 1024;
/** More than the multipart framing and the few small fields of an upload can ever add to the file. */
const MULTIPART_OVERHEAD = MB;

/**
 * The documents of a case file (decisions §7.2): on the file manager's store, within `MAX_UPLOAD_MB` and the
 * per-user cap of running uploads, served through signed links of their own. Every addition and deletion is a
 * history row of the case and a `case.changed` event (the open case pages refresh; the team and followers are
 * notified). A trashed case is 404 like a missing one.
 */
export function createCaseDocumentsService(deps: {
  documents: CaseDocumentsRepository;
  /** The cases module's journal: every addition and deletion is a history row of the case and a `case.changed`. */
  journal: CaseJournal;
  /**
   * One of a user's own files in the file manager, or undefined (a copy into the case reads it); and the lock of the
   * owner's files that a purge takes (the copy takes it before the case's, as the daily purge does).
   */
  files: {
    findFileById(ownerId: number, id: number): Promise<FileRow | undefined>;
    lockOwnFiles(trx: Transaction<Database>, ownerId: number): Promise<void>;
  };
  store: Pick<BlobStore, 'put'>;
  content: Pick<ContentService, 'open' | 'remove'>;
  slots: UploadSlots;
  clock: Clock;
  limits: Pick<Config['files'], 'maxUploadBytes' | 'maxConcurrentUploads' | 'quotaBytes'>;
}) {
  const { documents, journal, files, store, content, slots, clock, limits } = deps;
  const present = createCaseDocumentPresenter(clock);
  const overQuota = () => new AppError(413, messages.files.quotaExceeded(limits.quotaBytes / MB));
  /** The file manager's answer for an upload past its limit: the quota's words when the quota is what is short. */
  const tooLarge = (remaining: number) => () =>
    remaining < limits.maxUploadBytes
      ? overQuota()
      : new AppError(413, messages.files.tooLarge(limits.maxUploadBytes / MB));

  const requireCase = async (caseId: number) => {
    if (!(await documents.caseExists(caseId))) {
      throw notFound(messages.cases.notFound);
    }
  };

  /**
   * Records stored content as a document of the case; content stored for it (`fresh`) goes again when the row cannot
   * be written. The uploader's quota (decisions §9) is checked in the same transaction, so that two uploads racing
   * past the first check cannot both stay; a copy sharing a file's stored object adds nothing to it.
   */
  const add = async (
    caseId: number,
    stored: StoredBlob,
    name: string,
    mime: string,
    actor: Actor,
    fresh = true,
  ): Promise<CaseDocument> => {
    const at = clock().toISOString();
    const row: Omit<NewCaseDocumentRow, 'uploaded_by_name'> = {
      case_id: caseId,
      name,
      size: stored.size,
      mime,
      storage_key: stored.key,
      sha256: stored.sha256,
      link_secret: newLinkSecret(),
      uploaded_by: actor.id,
      created_at: at,
    };
    const { inserted, announce } = await documents
      .transaction(async (trx) => {
        // Under the uploader's lock (taken before the case's, as the daily purge does): uploads into other cases at
        // once count their bytes against the quota one after the other; and a copied file purged from another tab
        // now either went first (404 here) or its purge finds this document holding its stored object.
        await files.lockOwnFiles(trx, actor.id);
        // The case may have gone to the trash while the file was arriving.
        const caseRow = await journal.lockCase(trx, caseId);
        if (!fresh && !(await documents.fileHoldsKey(stored.key, trx))) {
          throw notFound(m.fileNotFound);
        }
        const insertedRow = await documents.insert(row, trx);
        if (fresh && (await documents.totalSize(actor.id, trx)) > limits.quotaBytes) {
          throw overQuota();
        }
        const recorded = await journal.recordCaseChange(trx, {
          caseId,
          action: 'document_added',
          changes: [{ field: 'document', from: null, to: name }],
          actor,
          at,
          row: caseRow,
          about: { document: { name } },
        });
        return { inserted: insertedRow, announce: recorded.announce };
      })
      .catch(async (error: unknown) => {
        if (fresh) {
          await content.remove([stored.key]);
        }
        throw error;
      });
    announce();
    // The link names its uploader: opening it from this answer is a read like any other (decisions §9).
    return present(inserted, actor.id);
  };

  return {
    /** The case's documents, newest first, each with a fresh link naming `viewer`; any logged-in user. */
    list: async (caseId: number, viewer?: number): Promise<CaseDocument[]> => {
      await requireCase(caseId);
      return (await documents.list(caseId)).map((row) => present(row, viewer));
    },

    /**
     * Streams one upload into the store and records it as a document of the case: 404 for a missing or trashed
     * case and 429 for too many running uploads before anything is read; 413 before anything is read when the
     * request is announced larger than `MAX_UPLOAD_MB`, and as soon as the stream passes it; 400 for an empty
     * file. A refused, aborted or failed upload leaves no content and no row.
     */
    upload: async (caseId: number, upload: IncomingUpload, actor: Actor): Promise<CaseDocument> => {
      mayAddDocument(actor);
      await requireCase(caseId);
      const release = await slots.take(actor.id, limits.maxConcurrentUploads);
      if (!release) {
        throw new AppError(429, messages.files.tooManyUploads(limits.maxConcurrentUploads), undefined, {
          'Retry-After': '5',
        });
      }
      try {
        // The uploader's quota, as for the file manager (decisions §9): what is left of it bounds the upload.
        const remaining = limits.quotaBytes - (await documents.totalSize(actor.id));
        const limit = Math.max(0, Math.min(limits.maxUploadBytes, remaining));
        if (upload.announcedBytes !== undefined && upload.announcedBytes > limit + MULTIPART_OVERHEAD) {
          throw tooLarge(remaining)();
        }
        const name = plainFileName(upload.filename);
        const mime = typeOfName(name);
        const stored = await storeIncoming(store, upload.content, {
          contentType: mime,
          limit,
          tooLarge: tooLarge(remaining),
        });
        await upload.finish().catch(async (error: unknown) => {
          await content.remove([stored.key]);
          throw error;
        });
        return await add(caseId, stored, name, mime, actor);
      } finally {
        await release();
      }
    },

    /**
     * Copies a file of the actor's own file manager into the case. The document shares the file's stored object
     * (decisions §9): the uploader's quota counts it once, and the object stays until the last row holding it goes,
     * so a later deletion of the private file does not touch the case (a rename never did). Another user's file is
     * a 404 like a missing one.
     */
    copyFromFile: async (caseId: number, fileId: number, actor: Actor): Promise<CaseDocument> => {
      mayAddDocument(actor);
      await requireCase(caseId);
      const file = await files.findFileById(actor.id, fileId);
      if (!file) {
        throw notFound(m.fileNotFound);
      }
      const shared: StoredBlob = { key: file.storage_key, size: Number(file.size), sha256: file.sha256 };
      return add(caseId, shared, file.name, file.mime, actor, false);
    },

    /**
     * Moves a document to its case's trash (decisions §9): the case's team or an administrator; a history row and a
     * `case.changed` in the same transaction. Its content stays until the purge.
     */
    remove: async (caseId: number, id: number, actor: Actor): Promise<void> => {
      const { announce } = await documents.transaction(async (trx) => {
        const caseRow = await journal.lockCase(trx, caseId);
        mayDeleteDocument(actor, await documents.isOnTeam(caseId, actor.id, trx));
        const row = await documents.findById(caseId, id, trx);
        const at = clock().toISOString();
        if (!row || !(await documents.setDeleted(caseId, id, { at, by: actor.id }, trx))) {
          throw notFound(m.notFound);
        }
        return journal.recordCaseChange(trx, {
          caseId,
          action: 'document_deleted',
          changes: [{ field: 'document', from: row.name, to: null }],
          actor,
          at,
          row: caseRow,
          about: { document: { name: row.name } },
        });
      });
      announce();
    },

    /**
     * Takes the author's lock that `insertInTransaction` counts the quota under: a caller takes it before the case's
     * lock (the order every writer of a user's stored bytes keeps).
     */
    lockAuthor: (trx: Transaction<Database>, actor: Actor): Promise<void> => files.lockOwnFiles(trx, actor.id),

    /**
     * Records content already stored (a letter filled from a template, decisions §8.6) as a document of the case in
     * the caller's transaction; the caller has taken `lockAuthor`, then locked the case, records the history row and
     * removes the content when the transaction fails. The author's quota holds as for an upload (decisions §9): 413
     * past it.
     */
    insertInTransaction: async (
      trx: Parameters<Parameters<CaseDocumentsRepository['transaction']>[0]>[0],
      caseId: number,
      stored: StoredBlob,
      name: string,
      actor: Actor,
      at: string,
    ): Promise<CaseDocument> => {
      mayAddDocument(actor);
      const row = await documents.insert(
        {
          case_id: caseId,
          name,
          size: stored.size,
          mime: typeOfName(name),
          storage_key: stored.key,
          sha256: stored.sha256,
          link_secret: newLinkSecret(),
          uploaded_by: actor.id,
          created_at: at,
        },
        trx,
      );
      if ((await documents.totalSize(actor.id, trx)) > limits.quotaBytes) {
        throw overQuota();
      }
      return present(row, actor.id);
    },

    /** The document behind a signed content link, or 403 for a wrong, expired or stale link. */
    documentForLink: async (
      caseId: number,
      id: number,
      expires: number,
      signature: string,
      viewer?: number,
    ): Promise<CaseDocumentRow> => {
      const row = await documents.findById(caseId, id);
      if (!row || !verifyContentLink(row, expires, signature, clock(), viewer)) {
        throw new AppError(403, m.linkInvalid);
      }
      return row;
    },

    content,
  };
}

export type CaseDocumentsService = ReturnType<typeof createCaseDocumentsService>;
