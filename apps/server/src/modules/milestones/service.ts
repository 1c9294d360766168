import type {
  CaseChange,
  CaseEventAction,
  FormNumbering,
  Milestone,
  MilestoneFields,
  MilestoneUpdate,
  NumberingScope,
} from '@pidsus/shared';
import { CASE_MILESTONES_MAX, countDays } from '@pidsus/shared';
import type { Transaction } from 'kysely';
import { isUniqueViolation } from '../../db/errors';
import type { Database } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { CaseJournal } from '../cases';
import type { DeadlinesService } from '../deadlines/service';
import { formDeadlinesOf, type FormsService } from '../forms';
import { formatMilestoneNumber, numberingScopeKey } from './numbering';
import { mayWriteMilestone } from './policy';
import { presentMilestone } from './presenter';
import type { MilestoneRow, MilestonesRepository } from './repository';
import { formTitle } from './form-title';

type Trx = Transaction<Database>;

/** How many times a taken number is skipped (one typed by hand earlier) before giving up. */
const NUMBER_ATTEMPTS = 50;

/** The history row of a milestone: its form (always, so that the row names it), then what changed. */
function changesOf(before: MilestoneRow | undefined, after: MilestoneRow | undefined): CaseChange[] {
  if (after === undefined) {
    // A deletion: what the milestone was.
    const gone = before as MilestoneRow;
    return [
      { field: 'milestone', from: formTitle({ code: gone.form_code, name: gone.form_name }), to: null },
      ...(gone.number === null ? [] : [{ field: 'milestone_number' as const, from: gone.number, to: null }]),
      { field: 'milestone_date', from: gone.date, to: null },
    ];
  }
  const form = formTitle({ code: after.form_code, name: after.form_name });
  const changes: CaseChange[] = [{ field: 'milestone', from: before ? form : null, to: form }];
  if (before?.number !== after.number && (before !== undefined || after.number !== null)) {
    changes.push({ field: 'milestone_number', from: before?.number ?? null, to: after.number });
  }
  if (before === undefined || before.date !== after.date) {
    changes.push({ field: 'milestone_date', from: before?.date ?? null, to: after.date });
  }
  if (before !== undefined && before.note !== after.note) {
    changes.push({ field: 'milestone_note', from: before.note, to: after.note });
  }
  return changes;
}

/**
 * A case's milestones in the office's forms (decisions §8.3): every logged-in user reads them; staff write them, each
 * write a history row of the case and a `case.changed` (notifications as in §7.1). Without a number typed, a numbered
 * form gets the next of its sequence in the milestone's transaction; a form that starts deadlines creates them from
 * the milestone's date, named in the same history row.
 */
export function createMilestonesService(deps: {
  milestones: MilestonesRepository;
  forms: Pick<FormsService, 'findByCode'>;
  deadlines: Pick<DeadlinesService, 'addInTransaction'>;
  journal: CaseJournal;
  clock: Clock;
  /** The settings that apply now: the satker code and the numbering scope. */
  numberingSettings: () => Promise<{ satker_code: string; numbering_scope: NumberingScope }>;
}) {
  const { milestones, forms, deadlines, journal, clock, numberingSettings } = deps;

  const write = async (
    caseId: number,
    actor: Actor,
    work: (
      trx: Trx,
      now: string,
    ) => Promise<{
      action: CaseEventAction;
      before?: MilestoneRow;
      /** Absent for a deletion. */
      after?: MilestoneRow;
      extra?: CaseChange[];
      /** Nothing changed: no history row. */
      unchanged?: boolean;
    }>,
  ): Promise<MilestoneRow> => {
    mayWriteMilestone(actor);
    try {
      const done = await milestones.transaction(async (trx) => {
        const row = await journal.lockCase(trx, caseId);
        const now = clock().toISOString();
        const result = await work(trx, now);
        const subject = (result.after ?? result.before) as MilestoneRow;
        if (result.unchanged) {
          return { after: subject, announce: () => undefined };
        }
        const { announce } = await journal.recordCaseChange(trx, {
          caseId,
          action: result.action,
          changes: [...changesOf(result.before, result.after), ...(result.extra ?? [])],
          actor,
          at: now,
          row,
          about: { milestone: { code: subject.form_code, number: subject.number } },
        });
        return { after: subject, announce };
      });
      done.announce();
      return done.after;
    } catch (error) {
      // Two milestones given the same number at once on two cases: the index refuses the second.
      throw isUniqueViolation(error) ? conflict(messages.milestones.numberTaken) : error;
    }
  };

  const findOrThrow = async (caseId: number, id: number, trx: Trx) => {
    const row = await milestones.findById(caseId, id, trx);
    if (!row) {
      throw notFound(messages.milestones.notFound);
    }
    return row;
  };

  const checkNumber = async (number: string | null | undefined, trx: Trx, exceptId?: number) => {
    if (number && (await milestones.numberTaken(number, trx, exceptId))) {
      throw conflict(messages.milestones.numberTaken);
    }
  };

  const checkDocument = async (caseId: number, documentId: number | null | undefined, trx: Trx) => {
    if (documentId && !(await milestones.documentOfCase(caseId, documentId, trx))) {
      throw badRequest(messages.milestones.documentNotFound, { document_id: messages.milestones.documentNotFound });
    }
  };

  /**
   * The next free number of the form's sequence: one no milestone ever held (`issued_numbers`: a deleted milestone's,
   * one replaced, one typed by hand, another form's run writing the same text), claimed in this transaction.
   */
  const assignNumber = async (
    trx: Trx,
    settings: { satker_code: string; numbering_scope: NumberingScope },
    form: { id: number; numbering: FormNumbering; classification: string | null },
    date: string,
    classification: string | null | undefined,
  ): Promise<string> => {
    const scope = numberingScopeKey(settings.numbering_scope, form);
    for (let attempt = 0; attempt < NUMBER_ATTEMPTS; attempt += 1) {
      const seq = await milestones.takeNext(trx, scope, Number(date.slice(0, 4)));
      const number = formatMilestoneNumber({
        numbering: form.numbering,
        seq,
        satker: settings.satker_code,
        classification: classification === undefined ? form.classification : classification,
        date,
      });
      if ((await milestones.claimNumber(trx, number)) && !(await milestones.numberTaken(number, trx))) {
        return number;
      }
    }
    throw conflict(messages.milestones.numberTaken);
  };

  /** Writes a new milestone in `trx`: its form, its number, the deadlines it starts (the history row's extra changes). */
  const insertMilestone = async (
    trx: Trx,
    caseId: number,
    input: MilestoneFields,
    actor: Actor,
    now: string,
    settings: { satker_code: string; numbering_scope: NumberingScope },
    attach?: (number: string | null) => Promise<number>,
  ) => {
    const form = await forms.findByCode(input.form_code, trx);
    if (!form) {
      throw badRequest(messages.milestones.formNotFound, { form_code: messages.milestones.formNotFound });
    }
    if ((await milestones.countByCase(caseId, trx)) >= CASE_MILESTONES_MAX) {
      throw conflict(messages.milestones.tooMany(CASE_MILESTONES_MAX));
    }
    await checkNumber(input.number, trx);
    await checkDocument(caseId, input.document_id, trx);
    const numbering = form.numbering as FormNumbering | null;
    const number =
      input.number ??
      (numbering === null
        ? null
        : await assignNumber(trx, settings, { ...form, numbering }, input.date, input.classification));
    if (input.number) {
      // A number typed by hand is kept from the sequence too (it may be one a deleted milestone held: re-entered).
      await milestones.claimNumber(trx, input.number);
    }
    const documentId = attach ? await attach(number) : input.document_id;
    const after = await milestones.insert(
      {
        case_id: caseId,
        form_id: form.id,
        number,
        date: input.date,
        note: input.note,
        document_id: documentId,
        created_by: actor.id,
        created_at: now,
      },
      trx,
    );
    const started = await deadlines.addInTransaction(
      trx,
      caseId,
      formDeadlinesOf(form).map((deadline) => ({
        title: deadline.title,
        due_date: countDays(input.date, deadline.days, deadline.counting),
      })),
      actor,
      now,
    );
    const extra: CaseChange[] = started.flatMap((deadline) => [
      { field: 'deadline' as const, from: null, to: deadline.title },
      { field: 'deadline_due' as const, from: null, to: deadline.due_date },
    ]);
    return { after, extra };
  };

  return {
    list: async (caseId: number): Promise<Milestone[]> => {
      if (!(await milestones.caseIsLive(caseId))) {
        throw notFound(messages.cases.notFound);
      }
      return (await milestones.listByCase(caseId)).map(presentMilestone);
    },

    add: async (caseId: number, input: MilestoneFields, actor: Actor): Promise<Milestone> => {
      mayWriteMilestone(actor);
      // Read before the transaction: on SQLite (one connection) a read through the pool inside it would wait forever.
      const settings = await numberingSettings();
      const row = await write(caseId, actor, async (trx, now) => ({
        action: 'milestone_added',
        ...(await insertMilestone(trx, caseId, input, actor, now, settings)),
      }));
      return presentMilestone(row);
    },

    /**
     * A milestone added inside the caller's transaction, the case already locked by the caller, who records the
     * history row with `changes` (a letter, decisions §8.6, adds its document to it). `attach` runs once the number
     * is taken, before the row is written, and answers the document the milestone points at; when it fails the
     * caller's transaction rolls back and the number is not taken.
     */
    addInTransaction: async (
      trx: Trx,
      caseId: number,
      input: MilestoneFields,
      actor: Actor,
      now: string,
      settings: { satker_code: string; numbering_scope: NumberingScope },
      attach?: (number: string | null) => Promise<number>,
    ): Promise<{ milestone: Milestone; changes: CaseChange[] }> => {
      mayWriteMilestone(actor);
      const { after, extra } = await insertMilestone(trx, caseId, input, actor, now, settings, attach);
      return { milestone: presentMilestone(after), changes: [...changesOf(undefined, after), ...extra] };
    },

    /** Changes the fields sent; a number typed replaces the one the milestone had (an assigned one is not reused). */
    update: async (caseId: number, id: number, input: MilestoneUpdate, actor: Actor): Promise<Milestone> => {
      const row = await write(caseId, actor, async (trx, now) => {
        const before = await findOrThrow(caseId, id, trx);
        if (input.number !== undefined && input.number !== before.number) {
          await checkNumber(input.number, trx, id);
          if (input.number) {
            await milestones.claimNumber(trx, input.number);
          }
        }
        await checkDocument(caseId, input.document_id, trx);
        const edits = (['date', 'number', 'note', 'document_id'] as const).filter(
          (key) => input[key] !== undefined && input[key] !== before[key],
        );
        if (edits.length === 0) {
          return { action: 'milestone_updated', before, after: before, unchanged: true };
        }
        const after = await milestones.update(
          caseId,
          id,
          {
            ...(input.date === undefined ? {} : { date: input.date }),
            ...(input.number === undefined ? {} : { number: input.number }),
            ...(input.note === undefined ? {} : { note: input.note }),
            ...(input.document_id === undefined ? {} : { document_id: input.document_id }),
            updated_at: now,
          },
          trx,
        );
        return { action: 'milestone_updated', before, after };
      });
      return presentMilestone(row);
    },

    /** Deletes the milestone; the deadlines it started stay (each is the team's to close or delete). */
    remove: async (caseId: number, id: number, actor: Actor): Promise<void> => {
      await write(caseId, actor, async (trx) => {
        const before = await findOrThrow(caseId, id, trx);
        await milestones.delete(id, trx);
        return { action: 'milestone_deleted', before };
      });
    },

    /** `last_milestone` of each case of a page (caseExtensions.details), in one query. */
    lastOfCases: async (caseIds: readonly number[], executor?: Parameters<MilestonesRepository['lastOfCases']>[1]) => {
      const rows = await milestones.lastOfCases(caseIds, executor);
      return new Map(rows.map((row) => [row.case_id, { last_milestone: { code: row.code, date: row.date } }]));
    },
  };
}

export type MilestonesService = ReturnType<typeof createMilestonesService>;
