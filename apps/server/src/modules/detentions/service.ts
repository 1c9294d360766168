import {
  CASE_DETENTIONS_MAX,
  DETENTION_LIST_MAX,
  validationMessages,
  type CaseEventAction,
  type Detention,
  type DetentionFields,
  type DetentionUpdate,
} from '@pidsus/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { todayIn } from '../../lib/office-date';
import { messages } from '../../messages';
import type { CaseJournal } from '../cases';
import type { DeadlinesService } from '../deadlines';
import type { DefendantsService } from '../defendants';
import { mayWriteDetention } from './policy';
import { presentDetention, presentDueDetention } from './presenter';
import type { DetentionsRepository, DetentionValues, PeriodRow } from './repository';
import { checkPeriod, periodText } from './rules';

type Trx = Transaction<Database>;

/** The fields of a period a write may change, in the order the history compares them. */
const FIELDS = [
  'defendant_id',
  'kind',
  'authority',
  'basis',
  'order_number',
  'start_date',
  'days',
  'end_date',
  'extends_id',
  'released_on',
  'note',
] as const satisfies readonly (keyof DetentionValues)[];

/**
 * Detention rules (decisions §8.2): every logged-in user reads a case's periods, staff write them; each write is a
 * history row and a `case.changed` (the journal). The days are counted as the law counts them (`rules.ts`); each
 * period not released and not extended keeps one open deadline due on its last day, kept in step in the same
 * transaction by the deadlines module (`syncDetentionDeadline`), closed when the period is released or extended.
 */
export function createDetentionsService(deps: {
  detentions: DetentionsRepository;
  journal: CaseJournal;
  defendants: Pick<DefendantsService, 'findInCase'>;
  deadlines: Pick<DeadlinesService, 'syncDetentionDeadline'>;
  clock: Clock;
  officeTimeZone: string;
}) {
  const { detentions, journal, defendants, deadlines, clock, officeTimeZone } = deps;

  /** The period's deadline as the period is now: open while held (not released, not extended). */
  const syncDeadline = async (trx: Trx, caseId: number, id: number, actor: Actor, at: string) => {
    const period = await detentions.findById(caseId, id, trx);
    if (!period) {
      return;
    }
    const extended = (await detentions.extensionOf(id, trx)) !== undefined;
    await deadlines.syncDetentionDeadline(
      trx,
      {
        caseId,
        detentionId: id,
        title: messages.detentions.deadlineTitle(period.defendant_name),
        dueDate: period.end_date,
        open: period.released_on === null && !extended,
      },
      actor,
      at,
    );
  };

  /** The values checked against the law and the defendant's other periods, with the dates worked out. */
  const resolve = async (trx: Trx, caseId: number, values: DetentionFields, selfId?: number) => {
    if (!(await defendants.findInCase(trx, caseId, values.defendant_id))) {
      throw badRequest(messages.defendants.notFound, { defendant_id: messages.defendants.notFound });
    }
    const extended = values.extends_id === null ? undefined : await detentions.findById(caseId, values.extends_id, trx);
    const extendedBy = extended ? (await detentions.extensionOf(extended.id, trx))?.id : undefined;
    // When an existing period is edited: the one that extends it, if any.
    const extensionId = selfId === undefined ? undefined : (await detentions.extensionOf(selfId, trx))?.id;
    const extension = extensionId === undefined ? undefined : await detentions.findById(caseId, extensionId, trx);
    const others = await detentions.listOfDefendant(values.defendant_id, trx);
    return { ...values, ...checkPeriod(values, { selfId, extended, extendedBy, extension, others }) };
  };

  /** A period's change with its history row and its deadlines, in one transaction; then the announcement. */
  const write = async (
    caseId: number,
    actor: Actor,
    work: (
      trx: Trx,
      now: string,
    ) => Promise<{ action: CaseEventAction; before?: PeriodRow; after?: PeriodRow } | undefined>,
  ): Promise<PeriodRow | undefined> => {
    mayWriteDetention(actor);
    const done = await detentions.transaction(async (trx) => {
      const row = await journal.lockCase(trx, caseId);
      const now = clock().toISOString();
      const result = await work(trx, now);
      if (!result) {
        return undefined;
      }
      const { before, after } = result;
      // The period itself, and those it extended before and after the change: their deadlines close or reopen.
      const touched = new Set([after?.id, before?.extends_id, after?.extends_id]);
      for (const id of touched) {
        if (id !== undefined && id !== null) {
          await syncDeadline(trx, caseId, id, actor, now);
        }
      }
      const named = (after ?? before) as PeriodRow;
      const { announce } = await journal.recordCaseChange(trx, {
        caseId,
        action: result.action,
        changes: [
          { field: 'defendant', from: before?.defendant_name ?? null, to: after?.defendant_name ?? null },
          { field: 'detention', from: before ? periodText(before) : null, to: after ? periodText(after) : null },
        ],
        actor,
        at: now,
        row,
        about: { detention: { name: named.defendant_name, end_date: named.end_date } },
      });
      return { after, announce };
    });
    done?.announce();
    return done?.after;
  };

  const findOrThrow = async (caseId: number, id: number, trx: Trx) => {
    const row = await detentions.findById(caseId, id, trx);
    if (!row) {
      throw notFound(messages.detentions.notFound);
    }
    return row;
  };

  return {
    list: async (caseId: number): Promise<Detention[]> => {
      if (!(await detentions.caseIsLive(caseId))) {
        throw notFound(messages.cases.notFound);
      }
      return (await detentions.listByCase(caseId)).map(presentDetention);
    },

    /** Periods in force ending up to `until` (all without it), soonest first: of the caller's cases with `mine`. */
    listInForce: async (viewerId: number, query: { mine?: boolean; until?: string }) =>
      (
        await detentions.listInForce({
          today: todayIn(officeTimeZone, clock()),
          until: query.until,
          memberId: query.mine ? viewerId : undefined,
          limit: DETENTION_LIST_MAX,
        })
      ).map(presentDueDetention),

    add: async (caseId: number, input: DetentionFields, actor: Actor): Promise<Detention> => {
      const row = await write(caseId, actor, async (trx, now) => {
        if ((await detentions.countByCase(caseId, trx)) >= CASE_DETENTIONS_MAX) {
          throw conflict(messages.detentions.tooMany(CASE_DETENTIONS_MAX));
        }
        const values = await resolve(trx, caseId, input);
        const id = await detentions.insert({ ...values, case_id: caseId, created_by: actor.id, created_at: now }, trx);
        return { action: 'detention_added', after: await findOrThrow(caseId, id, trx) };
      });
      return presentDetention(row as PeriodRow);
    },

    /** Changes the fields sent (a `released_on` releases); nothing new is no write. */
    update: async (caseId: number, id: number, input: DetentionUpdate, actor: Actor): Promise<Detention> => {
      let unchanged: PeriodRow | undefined;
      const row = await write(caseId, actor, async (trx, now) => {
        const before = await findOrThrow(caseId, id, trx);
        const sent = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
        // A new length or extension without a new start keeps the start; an extension's start is worked out only
        // when none is given and it comes to extend another period (no longer an extension, it keeps its start).
        const startFollows =
          sent.extends_id !== undefined &&
          sent.extends_id !== null &&
          sent.extends_id !== before.extends_id &&
          !('start_date' in sent);
        const merged: DetentionFields = {
          ...(before as Omit<PeriodRow, 'kind' | 'authority'> & Pick<DetentionFields, 'kind' | 'authority'>),
          ...(sent as Partial<DetentionFields>),
          ...(startFollows ? { start_date: null } : {}),
        };
        const values = await resolve(trx, caseId, merged, id);
        // An extended period stays its extension's person's: the chain is one person's.
        if (values.defendant_id !== before.defendant_id && (await detentions.extensionOf(id, trx))) {
          throw badRequest(validationMessages.detentionExtendsTaken, {
            defendant_id: validationMessages.detentionExtendsTaken,
          });
        }
        const edits = Object.fromEntries(
          FIELDS.filter((key) => values[key] !== before[key]).map((key) => [key, values[key]]),
        );
        if (Object.keys(edits).length === 0) {
          unchanged = before;
          return undefined;
        }
        await detentions.update(id, { ...edits, updated_at: now }, trx);
        const after = await findOrThrow(caseId, id, trx);
        const released = before.released_on === null && after.released_on !== null;
        return { action: released ? 'detention_released' : 'detention_updated', before, after };
      });
      return presentDetention((row ?? unchanged) as PeriodRow);
    },

    /** A period another extends cannot go first (409); its deadline goes with it, the one it extended reopens. */
    remove: async (caseId: number, id: number, actor: Actor): Promise<void> => {
      await write(caseId, actor, async (trx) => {
        const before = await findOrThrow(caseId, id, trx);
        if (await detentions.extensionOf(id, trx)) {
          throw conflict(messages.detentions.extended, { extends_id: validationMessages.detentionExtendsTaken });
        }
        await detentions.delete(id, trx);
        return { action: 'detention_deleted', before };
      });
    },

    /** Of these cases, those with a defendant held on `day` (the board's marker). */

    /** A defendant with a period cannot be deleted (the defendants module asks). */
    namesDefendant: (trx: Trx, defendantId: number) => detentions.existsForDefendant(defendantId, trx),

    /** A renamed defendant's deadlines take the new name. */
    defendantRenamed: async (trx: Trx, change: { caseId: number; defendantId: number }, actor: Actor, at: string) => {
      for (const period of await detentions.listOfDefendant(change.defendantId, trx)) {
        await syncDeadline(trx, change.caseId, period.id, actor, at);
      }
    },
  };
}

export type DetentionsService = ReturnType<typeof createDetentionsService>;
