import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { nextTimestamp, teamText } from './changes';
import type { CaseJournal } from './journal';
import type { CasesRepository } from './repository';

/**
 * A departing account's cases (decisions §8.7, Leaving): how many live cases hold it on their team, and the move of
 * every such membership to a colleague inside the deletion's transaction — the case's team changes as an edit would
 * change it (a history row `updated` with the team before and after, the case's `updated_at` moved on, the team told
 * after the commit). Cases in the trash lose the member with the account, as before (nothing to hand over there).
 */
export function createCaseHandover(deps: {
  cases: Pick<CasesRepository, 'teamsOf' | 'setTeam' | 'audienceOf' | 'update'>;
  journal: CaseJournal;
  clock: Clock;
}) {
  const { cases, journal, clock } = deps;
  const liveCasesOf = (trx: Transaction<Database>, userId: number) =>
    trx
      .selectFrom('case_team as t')
      .innerJoin('cases as c', 'c.id', 't.case_id')
      .where('t.user_id', '=', userId)
      .where('c.deleted_at', 'is', null);

  return {
    countCases: async (trx: Transaction<Database>, userId: number): Promise<number> => {
      const row = await liveCasesOf(trx, userId)
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Moves `from`'s memberships to `to`; answers the announcements to make once the transaction has committed. */
    reassign: async (
      trx: Transaction<Database>,
      move: { from: number; to: number; actor: Actor },
    ): Promise<(() => void)[]> => {
      const ids = (await liveCasesOf(trx, move.from).select('c.id').orderBy('c.id').execute()).map((row) => row.id);
      const announcements: (() => void)[] = [];
      for (const caseId of ids) {
        const current = await journal.lockCase(trx, caseId);
        const before = (await cases.teamsOf([caseId], trx)).get(caseId) ?? [];
        const audienceBefore = await cases.audienceOf(caseId, trx);
        const kept = before.map((member) => member.id).filter((id) => id !== move.from);
        await cases.setTeam(caseId, kept.includes(move.to) ? kept : [...kept, move.to], clock().toISOString(), trx);
        const at = nextTimestamp(clock, current.updated_at);
        const row = await cases.update(caseId, { updated_at: at }, current.updated_at, trx);
        const after = (await cases.teamsOf([caseId], trx)).get(caseId) ?? [];
        const recorded = await journal.recordCaseChange(trx, {
          caseId,
          action: 'updated',
          changes: [{ field: 'team', from: teamText(before), to: teamText(after) }],
          actor: move.actor,
          at,
          row: row ?? undefined,
          audienceBefore,
        });
        announcements.push(recorded.announce);
      }
      return announcements;
    },
  };
}

export type CaseHandover = ReturnType<typeof createCaseHandover>;
