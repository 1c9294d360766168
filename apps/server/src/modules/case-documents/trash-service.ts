import type { TrashedCaseDocument } from '@pidsus/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { CaseJournal } from '../cases';
import type { ContentService } from '../content';
import { mayDeleteDocument } from './policy';
import type { CaseDocumentsRepository } from './repository';

const m = messages.caseDocuments;

/**
 * The trash of a case's documents (decisions §9, like the cases' and files' of §7.3): its list, a restore by the
 * case's team or an administrator, a purge by an administrator (the route's gate), and the daily purge after
 * `TRASH_DAYS`. Every restore and purge is a history row of the case. The content of a purged document goes after
 * the commit, unless a file or another document still holds its stored object (`ContentService.remove`).
 */
export function createCaseDocumentTrashService(deps: {
  documents: CaseDocumentsRepository;
  journal: CaseJournal;
  content: Pick<ContentService, 'remove'>;
  clock: Clock;
}) {
  const { documents, journal, content, clock } = deps;

  const requireCase = async (caseId: number) => {
    if (!(await documents.caseExists(caseId))) {
      throw notFound(messages.cases.notFound);
    }
  };

  /** One trashed document, restored or purged in one transaction with its history row. */
  const change = async (
    caseId: number,
    id: number,
    actor: Actor,
    kind: 'document_restored' | 'document_purged',
  ): Promise<string[]> => {
    const { keys, announce } = await documents.transaction(async (trx) => {
      const caseRow = await journal.lockCase(trx, caseId);
      if (kind === 'document_restored') {
        mayDeleteDocument(actor, await documents.isOnTeam(caseId, actor.id, trx));
      }
      const row = await documents.findTrashed(caseId, id, trx);
      if (!row) {
        throw notFound(m.notInTrash);
      }
      const purged = kind === 'document_purged' ? await documents.purge([id], trx) : await restoreRow(caseId, id, trx);
      const recorded = await journal.recordCaseChange(trx, {
        caseId,
        action: kind,
        changes: [
          kind === 'document_restored'
            ? { field: 'document', from: null, to: row.name }
            : { field: 'document', from: row.name, to: null },
        ],
        actor,
        at: clock().toISOString(),
        row: caseRow,
        about: { document: { name: row.name } },
      });
      return { keys: purged, announce: recorded.announce };
    });
    await content.remove(keys);
    announce();
    return keys;
  };

  const restoreRow = async (caseId: number, id: number, trx: Transaction<Database>): Promise<string[]> => {
    if (!(await documents.setDeleted(caseId, id, null, trx))) {
      throw notFound(m.notInTrash);
    }
    return [];
  };

  return {
    /** The case's trashed documents, the latest deleted first; any logged-in user, as the documents themselves. */
    trash: async (caseId: number): Promise<TrashedCaseDocument[]> => {
      await requireCase(caseId);
      return (await documents.listTrash(caseId)).map((row) => ({
        id: row.id,
        name: row.name,
        size: Number(row.size),
        mime: row.mime,
        uploaded_by: { id: row.uploaded_by, username: row.uploaded_by_name },
        created_at: row.created_at,
        deleted_at: row.deleted_at ?? '',
        deleted_by: row.deleted_by === null ? null : { id: row.deleted_by, username: row.deleted_by_name ?? '' },
      }));
    },

    /** Brings a document back into the case: 404 'Berkas tidak ada di Sampah berkas' when it is not there. */
    restore: async (caseId: number, id: number, actor: Actor): Promise<void> => {
      await change(caseId, id, actor, 'document_restored');
    },

    /** Deletes a trashed document for good (administrators: the route's gate), with its content. */
    purge: async (caseId: number, id: number, actor: Actor): Promise<void> => {
      await change(caseId, id, actor, 'document_purged');
    },

    /**
     * The daily purge's part (decisions §7.3): the documents trashed before `cutoff` go in its transaction, without a
     * history row each (as the cases and files it purges); their storage keys are answered for `content.remove`
     * after the commit.
     */
    purgeBefore: async (cutoff: string, trx: Transaction<Database>): Promise<{ purged: number; keys: string[] }> => {
      const keys = await documents.purgeTrashedBefore(cutoff, trx);
      return { purged: keys.length, keys };
    },

    content,
  };
}

export type CaseDocumentTrashService = ReturnType<typeof createCaseDocumentTrashService>;
