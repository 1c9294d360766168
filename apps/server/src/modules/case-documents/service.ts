import type { CaseDocument, CaseEventAction } from '@pidsus/shared';
import type { Transaction } from 'kysely';
import type { Config } from '../../config';
import type { CaseDocumentRow, Database, NewCaseDocumentRow } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import { AppError, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { BlobStore, StoredBlob } from '../../storage/blob-store';
import { presentCase } from '../cases/presenter';
import type { CasesRepository } from '../cases/repository';
import type { ContentService } from '../files/content-service';
import { newLinkSecret, verifyContentLink } from '../files/links';
import { plainFileName, typeOfName } from '../files/names';
import type { FilesRepository } from '../files/repository';
import { storeIncoming } from '../files/store-incoming';
import type { UploadSlots } from '../files/upload-slots';
import type { IncomingUpload } from '../files/uploads-service';
import { createCaseDocumentPresenter } from './presenter';
import type { CaseDocumentsRepository } from './repository';

const m = messages.caseDocuments;
const MB = 1024 * 1024;
/** More than the multipart framing and the few small fields of an upload can ever add to the file. */
const MULTIPART_OVERHEAD = MB;

/** Who acts: staff (the routes refuse admins' writes). */
export interface DocumentActor {
  id: number;
  username: string;
}

/**
 * The documents of a case file (contract §7.2): on the file manager's store, within `MAX_UPLOAD_MB` and the
 * per-user cap of running uploads, served through signed links of their own. Every addition and deletion is a
 * history row of the case and a `case.changed` event (the open case pages refresh; the team and followers are
 * notified). A trashed case is 404 like a missing one.
 */
export function createCaseDocumentsService(deps: {
  documents: CaseDocumentsRepository;
  cases: Pick<CasesRepository, 'findById' | 'teamsOf' | 'audienceOf' | 'insertEvent'>;
  files: Pick<FilesRepository, 'findFileById'>;
  store: Pick<BlobStore, 'put'>;
  content: Pick<ContentService, 'open' | 'remove'>;
  slots: UploadSlots;
  events: Pick<DomainEvents, 'emit'>;
  clock: Clock;
  limits: Pick<Config['files'], 'maxUploadBytes' | 'maxConcurrentUploads'>;
}) {
  const { documents, cases, files, store, content, slots, events, clock, limits } = deps;
  const present = createCaseDocumentPresenter(clock);
  const tooLarge = () => new AppError(413, messages.files.tooLarge(limits.maxUploadBytes / MB));

  const requireCase = async (caseId: number) => {
    if (!(await documents.caseExists(caseId))) {
      throw notFound(messages.cases.notFound);
    }
  };

  /**
   * Writes the history row and reads who hears of it, in the writer's transaction; the event goes after the
   * commit, with the case as it is (its team included).
   */
  const record = async (
    trx: Transaction<Database>,
    caseId: number,
    action: Extract<CaseEventAction, 'document_added' | 'document_deleted'>,
    name: string,
    actor: DocumentActor,
    at: string,
  ) => {
    const row = await cases.findById(caseId, trx);
    if (!row) {
      throw notFound(messages.cases.notFound);
    }
    const change =
      action === 'document_added'
        ? { field: 'document' as const, from: null, to: name }
        : { field: 'document' as const, from: name, to: null };
    await cases.insertEvent(
      {
        case_id: caseId,
        case_title: row.title,
        actor_id: actor.id,
        action,
        changes: JSON.stringify([change]),
        created_at: at,
      },
      trx,
    );
    const [teams, audience] = await Promise.all([cases.teamsOf([caseId], trx), cases.audienceOf(caseId, trx)]);
    const changed = presentCase(row, { team: teams.get(caseId) ?? [], following: false });
    return () => events.emit('case.changed', { action, case: changed, actor, audience, document: { name } });
  };

  /** Records stored content as a document of the case; the content goes again when the row cannot be written. */
  const add = async (
    caseId: number,
    stored: StoredBlob,
    name: string,
    mime: string,
    actor: DocumentActor,
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
        // The case may have gone to the trash while the file was arriving.
        if (!(await documents.lockCase(caseId, trx))) {
          throw notFound(messages.cases.notFound);
        }
        const insertedRow = await documents.insert(row, trx);
        return { inserted: insertedRow, announce: await record(trx, caseId, 'document_added', name, actor, at) };
      })
      .catch(async (error: unknown) => {
        await content.remove([stored.key]);
        throw error;
      });
    announce();
    return present(inserted);
  };

  return {
    /** The case's documents, newest first, each with a fresh link; any logged-in user. */
    list: async (caseId: number): Promise<CaseDocument[]> => {
      await requireCase(caseId);
      return (await documents.list(caseId)).map(present);
    },

    /**
     * Streams one upload into the store and records it as a document of the case: 404 for a missing or trashed
     * case and 429 for too many running uploads before anything is read; 413 before anything is read when the
     * request is announced larger than `MAX_UPLOAD_MB`, and as soon as the stream passes it; 400 for an empty
     * file. A refused, aborted or failed upload leaves no content and no row.
     */
    upload: async (caseId: number, upload: IncomingUpload, actor: DocumentActor): Promise<CaseDocument> => {
      await requireCase(caseId);
      const release = await slots.take(actor.id, limits.maxConcurrentUploads);
      if (!release) {
        throw new AppError(429, messages.files.tooManyUploads(limits.maxConcurrentUploads), undefined, {
          'Retry-After': '5',
        });
      }
      try {
        if (upload.announcedBytes !== undefined && upload.announcedBytes > limits.maxUploadBytes + MULTIPART_OVERHEAD) {
          throw tooLarge();
        }
        const name = plainFileName(upload.filename);
        const mime = typeOfName(name);
        const stored = await storeIncoming(store, upload.content, {
          contentType: mime,
          limit: limits.maxUploadBytes,
          tooLarge,
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
     * Copies a file of the actor's own file manager into the case: its bytes under a new key, so that a later
     * change or deletion of the private file does not touch the case. Another user's file is a 404 like a
     * missing one.
     */
    copyFromFile: async (caseId: number, fileId: number, actor: DocumentActor): Promise<CaseDocument> => {
      await requireCase(caseId);
      const file = await files.findFileById(actor.id, fileId);
      if (!file) {
        throw notFound(m.fileNotFound);
      }
      const source = await content.open(file);
      const stored = await store.put(source, { contentType: file.mime }).catch((error: unknown) => {
        // The copy failed (the store refused it): the read of the private file stops too.
        source.destroy();
        throw error;
      });
      return add(caseId, stored, file.name, file.mime, actor);
    },

    /** Deletes a document: its row and history row in one transaction, its content after the commit. */
    remove: async (caseId: number, id: number, actor: DocumentActor): Promise<void> => {
      const { removed, announce } = await documents.transaction(async (trx) => {
        if (!(await documents.lockCase(caseId, trx))) {
          throw notFound(messages.cases.notFound);
        }
        const row = await documents.findById(caseId, id, trx);
        if (!row || !(await documents.delete(caseId, id, trx))) {
          throw notFound(m.notFound);
        }
        return {
          removed: row,
          announce: await record(trx, caseId, 'document_deleted', row.name, actor, clock().toISOString()),
        };
      });
      await content.remove([removed.storage_key]);
      announce();
    },

    /** The document behind a signed content link, or 403 for a wrong, expired or stale link. */
    documentForLink: async (
      caseId: number,
      id: number,
      expires: number,
      signature: string,
    ): Promise<CaseDocumentRow> => {
      const row = await documents.findById(caseId, id);
      if (!row || !verifyContentLink(row, expires, signature, clock())) {
        throw new AppError(403, m.linkInvalid);
      }
      return row;
    },

    content,
  };
}

export type CaseDocumentsService = ReturnType<typeof createCaseDocumentsService>;
