import {
  CASE_EVIDENCE_MAX,
  type CaseChange,
  type CaseEventAction,
  type Evidence,
  type EvidenceFields,
} from '@pidsus/shared';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { todayIn } from '../../lib/office-date';
import { messages } from '../../messages';
import type { CaseJournal } from '../cases';
import { mayWriteEvidence, mustNotBeFuture } from './policy';
import { presentEvidence, quantityText } from './presenter';
import type { EvidenceListRow, EvidenceRepository } from './repository';

/** What an item's history row records: its description always (it names the row), then quantity and status. */
function changesOf(before: EvidenceListRow | undefined, after: EvidenceListRow, deleted = false): CaseChange[] {
  const changes: CaseChange[] = [
    { field: 'evidence', from: before?.description ?? null, to: deleted ? null : after.description },
  ];
  if (deleted) {
    return changes;
  }
  if (before === undefined || quantityText(before) !== quantityText(after)) {
    changes.push({ field: 'evidence_quantity', from: before ? quantityText(before) : null, to: quantityText(after) });
  }
  if (before === undefined || before.status !== after.status) {
    changes.push({ field: 'evidence_status', from: before?.status ?? null, to: after.status });
  }
  return changes;
}

/**
 * Evidence rules (decisions §8.4): every logged-in user reads a case's evidence; staff write it; each write is a
 * history row of the case and a `case.changed` event after the commit (notifications to the team and followers). A
 * case in the trash is a 404 like a missing one; a seizure or status day may not be after today (office zone).
 */
export function createEvidenceService(deps: {
  evidence: EvidenceRepository;
  journal: CaseJournal;
  clock: Clock;
  officeTimeZone: string;
}) {
  const { evidence, journal, clock, officeTimeZone } = deps;

  const checkDates = (input: EvidenceFields) =>
    mustNotBeFuture(todayIn(officeTimeZone, clock()), {
      seizure_date: input.seizure_date,
      status_date: input.status_date,
    });

  /** One write with its history row in one transaction; announced after the commit. Nothing new: no write. */
  const write = async (
    caseId: number,
    actor: Actor,
    work: (
      trx: Parameters<Parameters<EvidenceRepository['transaction']>[0]>[0],
      now: string,
    ) => Promise<{ action: CaseEventAction; before?: EvidenceListRow; after: EvidenceListRow; unchanged?: boolean }>,
  ): Promise<EvidenceListRow> => {
    mayWriteEvidence(actor);
    const done = await evidence.transaction(async (trx) => {
      const row = await journal.lockCase(trx, caseId);
      const now = clock().toISOString();
      const result = await work(trx, now);
      if (result.unchanged) {
        return { after: result.after, announce: () => undefined };
      }
      const deleted = result.action === 'evidence_deleted';
      const { announce } = await journal.recordCaseChange(trx, {
        caseId,
        action: result.action,
        changes: changesOf(result.before, result.after, deleted),
        actor,
        at: now,
        row,
        about: {
          evidence: {
            description: result.after.description,
            status: result.after.status,
            status_changed: result.before !== undefined && result.before.status !== result.after.status,
          },
        },
      });
      return { after: result.after, announce };
    });
    done.announce();
    return done.after;
  };

  const findOrThrow = async (caseId: number, id: number, trx: Parameters<EvidenceRepository['findById']>[2]) => {
    const row = await evidence.findById(caseId, id, trx);
    if (!row) {
      throw notFound(messages.evidence.notFound);
    }
    return row;
  };

  return {
    /** A case's evidence, in the order it was recorded. */
    list: async (caseId: number): Promise<Evidence[]> => {
      if (!(await evidence.caseIsLive(caseId))) {
        throw notFound(messages.cases.notFound);
      }
      return (await evidence.listByCase(caseId)).map(presentEvidence);
    },

    add: async (caseId: number, input: EvidenceFields, actor: Actor): Promise<Evidence> => {
      mayWriteEvidence(actor);
      checkDates(input);
      const row = await write(caseId, actor, async (trx, now) => {
        if ((await evidence.countByCase(caseId, trx)) >= CASE_EVIDENCE_MAX) {
          throw conflict(messages.evidence.tooMany(CASE_EVIDENCE_MAX));
        }
        const after = await evidence.insert({ ...input, case_id: caseId, created_by: actor.id, created_at: now }, trx);
        return { action: 'evidence_added', after };
      });
      return presentEvidence(row);
    },

    /** Replaces the item's fields with those sent (PUT sends the whole item). */
    update: async (caseId: number, id: number, input: EvidenceFields, actor: Actor): Promise<Evidence> => {
      mayWriteEvidence(actor);
      checkDates(input);
      const row = await write(caseId, actor, async (trx, now) => {
        const before = await findOrThrow(caseId, id, trx);
        const same = (Object.keys(input) as (keyof EvidenceFields)[]).every((key) =>
          key === 'quantity' ? Number(before.quantity) === input.quantity : before[key] === input[key],
        );
        if (same) {
          return { action: 'evidence_updated', before, after: before, unchanged: true };
        }
        const after = await evidence.update(id, { ...input, updated_at: now }, trx);
        return { action: 'evidence_updated', before, after };
      });
      return presentEvidence(row);
    },

    remove: async (caseId: number, id: number, actor: Actor): Promise<void> => {
      await write(caseId, actor, async (trx) => {
        const before = await findOrThrow(caseId, id, trx);
        await evidence.delete(id, trx);
        return { action: 'evidence_deleted', before, after: before };
      });
    },
  };
}

export type EvidenceService = ReturnType<typeof createEvidenceService>;
