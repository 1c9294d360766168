import { Readable } from 'node:stream';
import type { FormTemplate, Letter, LetterFields, Settings } from '@pidsus/shared';
import { LETTER_TEMPLATE_MAX_BYTES } from '@pidsus/shared';
import { isUniqueViolation } from '../../db/errors';
import type { FormTemplateRow } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { AppError, conflict, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { BlobStore, StoredBlob } from '../../storage/blob-store';
import type { CaseDocumentsService } from '../case-documents/service';
import type { CaseJournal } from '../cases';
import { plainFileName, type ContentService } from '../content';
import type { FormsService } from '../forms';
import type { MilestonesService } from '../milestones/service';
import { letterData, letterFileName } from './letter-data';
import { mayWriteLetter } from './policy';
import { presentTemplate } from './presenter';
import type { LettersRepository } from './repository';

const m = messages.letters;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Reads stored content whole (a template is at most 5 MB). */
async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) {
    chunks.push(Buffer.from(chunk as Uint8Array));
  }
  return Buffer.concat(chunks);
}

/**
 * Letters from the office's templates (decisions §8.6): administrators keep one `.docx` per form (checked: a real
 * `.docx` using only the known placeholders); staff make a letter, which in ONE transaction takes the milestone's
 * next number (the milestones service's own numbering), fills the template, stores the result as a case document
 * and records the milestone pointing at it, with one history row. A fill that fails takes no number.
 */
export function createLettersService(deps: {
  letters: LettersRepository;
  forms: Pick<FormsService, 'findByCode'>;
  milestones: Pick<MilestonesService, 'addInTransaction'>;
  documents: Pick<CaseDocumentsService, 'lockAuthor' | 'insertInTransaction'>;
  journal: CaseJournal;
  store: Pick<BlobStore, 'put'>;
  content: Pick<ContentService, 'open' | 'remove'>;
  clock: Clock;
  settings: () => Promise<Settings>;
}) {
  const { letters, forms, milestones, documents, journal, store, content, clock, settings } = deps;

  const requireForm = async (code: string) => {
    const form = await forms.findByCode(code);
    if (!form) {
      throw notFound(messages.forms.notFound);
    }
    return form;
  };

  const templateBytes = async (row: FormTemplateRow) =>
    readAll(
      await content.open({
        id: 0,
        name: row.name,
        size: row.size,
        mime: DOCX,
        sha256: row.sha256,
        storage_key: row.storage_key,
      }),
    );

  return {
    /** Stores a form's template (admins), replacing the one it had; 400 for anything but a usable `.docx`. */
    saveTemplate: async (code: string, upload: { filename: string; bytes: Buffer }, actor: Actor) => {
      const form = await requireForm(code);
      if (upload.bytes.length > LETTER_TEMPLATE_MAX_BYTES) {
        throw new AppError(413, m.tooLarge(LETTER_TEMPLATE_MAX_BYTES / 1024 / 1024));
      }
      // docxtemplater and pizzip load with the first template or letter, not with the server.
      const { checkTemplate } = await import('./template');
      checkTemplate(upload.bytes);
      const stored = await store.put(Readable.from([upload.bytes]), { contentType: DOCX });
      const row: FormTemplateRow = {
        form_code: form.code,
        storage_key: stored.key,
        sha256: stored.sha256,
        name: plainFileName(upload.filename || `${form.code}.docx`),
        size: stored.size,
        uploaded_by: actor.id,
        uploaded_at: clock().toISOString(),
      };
      let saved: Awaited<ReturnType<typeof letters.saveTemplate>>;
      try {
        saved = await letters.saveTemplate(row);
      } catch (error) {
        await content.remove([stored.key]);
        throw error;
      }
      if (saved === 'gone') {
        // The form was deleted while its template arrived.
        await content.remove([stored.key]);
        throw notFound(messages.forms.notFound);
      }
      if (saved.replaced !== undefined) {
        await content.remove([saved.replaced]);
      }
      return presentTemplate(row);
    },

    /** The form's template row (a download streams its content), or 404. */
    template: async (code: string): Promise<{ row: FormTemplateRow; info: FormTemplate }> => {
      await requireForm(code);
      const row = await letters.findTemplate(code);
      if (!row) {
        throw notFound(m.templateMissing(code));
      }
      return { row, info: presentTemplate(row) };
    },

    deleteTemplate: async (code: string): Promise<void> => {
      await requireForm(code);
      const key = await letters.deleteTemplate(code);
      if (key === undefined) {
        throw notFound(m.templateMissing(code));
      }
      await content.remove([key]);
    },

    /** For the forms service's removal: the template's content goes after its form (the row by cascade). */
    onFormRemoved: async (code: string) => {
      const row = await letters.findTemplate(code);
      return async () => {
        if (row) {
          await content.remove([row.storage_key]);
        }
      };
    },

    content,

    /** Makes a letter (staff): see the service's description. */
    create: async (caseId: number, input: LetterFields, actor: Actor): Promise<Letter> => {
      mayWriteLetter(actor);
      // Read before the transaction: on SQLite (one connection) a read through the pool inside it would wait forever.
      // A case in the trash is a 404 before anything is said of its form's template.
      if (!(await letters.caseIsLive(caseId))) {
        throw notFound(messages.cases.notFound);
      }
      const form = await forms.findByCode(input.form_code);
      if (!form) {
        throw notFound(messages.forms.notFound);
      }
      const template = await letters.findTemplate(form.code);
      if (!template) {
        throw conflict(m.templateMissing(form.code));
      }
      const bytes = await templateBytes(template);
      const office = await settings();
      let stored: StoredBlob | undefined;
      try {
        const done = await letters.transaction(async (trx) => {
          // The author's stored bytes first, then the case: the order uploads keep (a quota counted once at a time).
          await documents.lockAuthor(trx, actor);
          const caseRow = await journal.lockCase(trx, caseId);
          const now = clock().toISOString();
          let document: Letter['document'] | undefined;
          let name = '';
          const { milestone, changes } = await milestones.addInTransaction(
            trx,
            caseId,
            { form_code: form.code, date: input.date, number: null, note: '', document_id: null },
            actor,
            now,
            office,
            async (number) => {
              const data = letterData({
                number,
                date: input.date,
                settings: office,
                caseRow: await letters.caseOf(caseId, trx),
                defendants: await letters.defendantsOf(caseId, trx),
                team: await letters.teamOf(caseId, trx),
              });
              const { fillTemplate } = await import('./template');
              let filled: Buffer;
              try {
                filled = fillTemplate(bytes, data);
              } catch {
                throw conflict(m.fillFailed(form.code));
              }
              stored = await store.put(Readable.from([filled]), { contentType: DOCX });
              name = letterFileName(form.code, number, input.date);
              document = await documents.insertInTransaction(trx, caseId, stored, name, actor, now);
              return document.id;
            },
          );
          const recorded = await journal.recordCaseChange(trx, {
            caseId,
            action: 'milestone_added',
            changes: [...changes, { field: 'document', from: null, to: name }],
            actor,
            at: now,
            row: caseRow,
            about: { milestone: { code: milestone.form.code, number: milestone.number } },
          });
          return { letter: { milestone, document: document as Letter['document'] }, announce: recorded.announce };
        });
        done.announce();
        return done.letter;
      } catch (error) {
        if (stored) {
          await content.remove([stored.key]);
        }
        throw isUniqueViolation(error) ? conflict(messages.milestones.numberTaken) : error;
      }
    },
  };
}

export type LettersService = ReturnType<typeof createLettersService>;
