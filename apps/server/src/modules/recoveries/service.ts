import { CASE_RECOVERIES_MAX, type Case, type CaseChange, type Recovery, type RecoveryFields } from '@pidsus/shared';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { todayIn } from '../../lib/office-date';
import { messages } from '../../messages';
import type { CaseJournal } from '../cases';
import { mayWriteMoney, recoveryDateMayBe } from './policy';
import { presentRecovery } from './presenter';
import { rupiah, type RecoveriesRepository, type RecoveryListRow } from './repository';

const amountText = (value: number | null) => (value === null ? null : String(value));

/** A recovery's history row: its kind and amount, `to` when it was added, `from` when it was deleted. */
function recoveryChanges(row: RecoveryListRow, added: boolean): CaseChange[] {
  const [kind, amount] = [row.kind, String(rupiah(row.amount))];
  return [
    { field: 'recovery_kind', from: added ? null : kind, to: added ? kind : null },
    { field: 'recovery_amount', from: added ? null : amount, to: added ? amount : null },
  ];
}

/**
 * State money rules (decisions §8.4): every logged-in user reads a case's state loss and recoveries; staff write
 * them; each write is a history row of the case and a `case.changed` event after the commit. Amounts are whole
 * rupiah; a recovery's date may not be after today (office zone). A case in the trash is a 404 like a missing one.
 */
export function createRecoveriesService(deps: {
  recoveries: RecoveriesRepository;
  journal: CaseJournal;
  clock: Clock;
  officeTimeZone: string;
}) {
  const { recoveries, journal, clock, officeTimeZone } = deps;

  const liveOrThrow = async (caseId: number) => {
    if (!(await recoveries.caseIsLive(caseId))) {
      throw notFound(messages.cases.notFound);
    }
  };

  return {
    list: async (caseId: number): Promise<Recovery[]> => {
      await liveOrThrow(caseId);
      return (await recoveries.listByCase(caseId)).map(presentRecovery);
    },

    /** The case JSON's `recovered_total` for a page of cases, in one query (0 for a case without recoveries). */
    details: async (caseIds: readonly number[], executor?: Parameters<RecoveriesRepository['totalsOf']>[1]) => {
      const totals = await recoveries.totalsOf(caseIds, executor);
      return new Map<number, Partial<Case>>(caseIds.map((id) => [id, { recovered_total: totals.get(id) ?? 0 }]));
    },

    /** Sets (or, with null, clears) the case's state loss; the same value again writes nothing. */
    setStateLoss: async (
      caseId: number,
      stateLoss: number | null,
      actor: Actor,
    ): Promise<{ state_loss: number | null; recovered_total: number }> => {
      mayWriteMoney(actor);
      const done = await recoveries.transaction(async (trx) => {
        const row = await journal.lockCase(trx, caseId);
        const before = row.state_loss === null ? null : rupiah(row.state_loss);
        const total = (await recoveries.totalsOf([caseId], trx)).get(caseId) ?? 0;
        if (before === stateLoss) {
          return { answer: { state_loss: before, recovered_total: total }, announce: () => undefined };
        }
        await recoveries.setStateLoss(caseId, stateLoss, trx);
        const { announce } = await journal.recordCaseChange(trx, {
          caseId,
          action: 'state_loss_changed',
          changes: [{ field: 'state_loss', from: amountText(before), to: amountText(stateLoss) }],
          actor,
          at: clock().toISOString(),
          about: { money: { state_loss: stateLoss } },
        });
        return { answer: { state_loss: stateLoss, recovered_total: total }, announce };
      });
      done.announce();
      return done.answer;
    },

    add: async (caseId: number, input: RecoveryFields, actor: Actor): Promise<Recovery> => {
      mayWriteMoney(actor);
      recoveryDateMayBe(todayIn(officeTimeZone, clock()), input.date);
      const done = await recoveries.transaction(async (trx) => {
        const row = await journal.lockCase(trx, caseId);
        if ((await recoveries.countByCase(caseId, trx)) >= CASE_RECOVERIES_MAX) {
          throw conflict(messages.recoveries.tooMany(CASE_RECOVERIES_MAX));
        }
        const now = clock().toISOString();
        const added = await recoveries.insert(
          { ...input, case_id: caseId, created_by: actor.id, created_at: now },
          trx,
        );
        const { announce } = await journal.recordCaseChange(trx, {
          caseId,
          action: 'recovery_added',
          changes: recoveryChanges(added, true),
          actor,
          at: now,
          row,
          about: { money: { recovery: { kind: added.kind, amount: rupiah(added.amount) } } },
        });
        return { added, announce };
      });
      done.announce();
      return presentRecovery(done.added);
    },

    remove: async (caseId: number, id: number, actor: Actor): Promise<void> => {
      mayWriteMoney(actor);
      const done = await recoveries.transaction(async (trx) => {
        const row = await journal.lockCase(trx, caseId);
        const before = await recoveries.findById(caseId, id, trx);
        if (!before) {
          throw notFound(messages.recoveries.notFound);
        }
        await recoveries.delete(id, trx);
        return journal.recordCaseChange(trx, {
          caseId,
          action: 'recovery_deleted',
          changes: recoveryChanges(before, false),
          actor,
          at: clock().toISOString(),
          row,
          about: { money: { recovery: { kind: before.kind, amount: rupiah(before.amount) } } },
        });
      });
      done.announce();
    },
  };
}

export type RecoveriesService = ReturnType<typeof createRecoveriesService>;
