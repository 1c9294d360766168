import { DEFAULT_CASE_STATUS, type Case, type CaseFields, type CaseStatus } from '@pidsus/shared';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { badRequest, conflict, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import { diffCase, nextTimestamp, sameIds } from './changes';
import type { Executor } from './columns';
import type { CaseJournal } from './journal';
import type { CaseReader } from './reader';
import type { CasesRepository } from './repository';

/**
 * An edit: every field of the dialog, except that `time` may be left out to keep the case's hour, and
 * `location` to keep its place (a client older than the place, decisions §7.5, does not send it).
 */
export type CaseEdit = Omit<CaseFields, 'time' | 'location'> & { time?: string | null; location?: string };

/**
 * Creating, editing, re-statusing and deleting a case (to the trash): each write in one transaction with its
 * history row through the case journal, announced after the commit. Cases are shared: any logged-in user writes.
 */
export function createCaseEditService(deps: {
  cases: CasesRepository;
  journal: CaseJournal;
  reader: CaseReader;
  clock: Clock;
}) {
  const { cases, journal, reader, clock } = deps;

  /** A team as sent, checked against the accounts in the writer's transaction: active staff only. */
  const checkTeam = async (teamIds: readonly number[], trx: Executor) => {
    const valid = await cases.activeStaffIds(teamIds, trx);
    if (valid.length !== teamIds.length) {
      throw badRequest(messages.cases.teamInvalid, { team_ids: messages.cases.teamInvalid });
    }
  };

  /** Writes a change with its history row in one transaction, then tells the listeners. */
  const change = async (
    id: number,
    actor: Actor,
    action: 'updated' | 'status',
    fields: Partial<CaseEdit> & { status?: CaseStatus },
    expectedUpdatedAt?: string,
  ): Promise<Case> => {
    const { team_ids: teamIds, ...caseFields } = fields;
    const { updated, announce } = await cases.transaction(async (trx) => {
      const current = await cases.findForUpdate(id, trx);
      if (!current) {
        throw notFound(messages.cases.notFound);
      }
      if (expectedUpdatedAt !== undefined && current.updated_at !== expectedUpdatedAt) {
        throw conflict(messages.cases.changedMeanwhile);
      }
      const before = await reader.presentOne(current, actor.id, trx);
      const teamChanged =
        teamIds !== undefined &&
        !sameIds(
          teamIds,
          before.team.map((member) => member.id),
        );
      if (teamIds !== undefined) {
        await checkTeam(teamIds, trx);
      }
      // Nothing to change (the same status again, an edit saved as it was): no write, no new version, so
      // that someone else's edit based on this version is not refused with a 409 for nothing.
      if (!teamChanged && diffCase(before, { ...before, ...caseFields }).length === 0) {
        return { updated: before, announce: () => undefined };
      }
      // A member removed from the team still hears of it.
      const audienceBefore = teamChanged ? await cases.audienceOf(id, trx) : [];
      const updatedAt = nextTimestamp(clock, current.updated_at);
      const row = await cases.update(id, { ...caseFields, updated_at: updatedAt }, current.updated_at, trx);
      if (!row) {
        throw conflict(messages.cases.changedMeanwhile);
      }
      if (teamChanged) {
        await cases.setTeam(id, teamIds, updatedAt, trx);
      }
      const after = await reader.presentOne(row, actor.id, trx);
      const recorded = await journal.recordCaseChange(trx, {
        caseId: id,
        action,
        changes: diffCase(before, after),
        actor,
        at: updatedAt,
        case: after,
        previous: before,
        audienceBefore,
      });
      return { updated: recorded.case, announce: recorded.announce };
    });
    announce();
    return updated;
  };

  return {
    create: async ({ team_ids: teamIds = [], ...input }: CaseFields, actor: Actor): Promise<Case> => {
      const { created, announce } = await cases.transaction(async (trx) => {
        const now = nextTimestamp(clock);
        await checkTeam(teamIds, trx);
        const inserted = await cases.insert(
          { ...input, status: DEFAULT_CASE_STATUS, created_by: actor.id, created_at: now, updated_at: now },
          trx,
        );
        await cases.setTeam(inserted.id, teamIds, now, trx);
        const row = await reader.presentOne(inserted, actor.id, trx);
        const recorded = await journal.recordCaseChange(trx, {
          caseId: inserted.id,
          action: 'created',
          changes: teamIds.length > 0 ? diffCase({ ...row, team: [] }, row) : [],
          actor,
          at: now,
          case: row,
          // The team as sent, in its order (the journal adds its followers: none yet).
          audienceBefore: teamIds,
        });
        return { created: recorded.case, announce: recorded.announce };
      });
      announce();
      return created;
    },

    /**
     * Replaces the case's fields; a `time` left out keeps the hour (the spec's own PUT payload has none), a
     * `location` left out keeps the place.
     */
    update: (id: number, input: CaseEdit, actor: Actor, expectedUpdatedAt?: string) =>
      change(id, actor, 'updated', input, expectedUpdatedAt),

    setStatus: (id: number, status: CaseStatus, actor: Actor) => change(id, actor, 'status', { status }),

    /** To the trash (decisions §7.3): the row, its team, followers and history stay until it is purged. */
    remove: async (id: number, actor: Actor): Promise<void> => {
      const announce = await cases.transaction(async (trx) => {
        const current = await cases.findForUpdate(id, trx);
        if (!current) {
          throw notFound(messages.cases.notFound);
        }
        const row = await reader.presentOne(current, actor.id, trx);
        const at = nextTimestamp(clock, current.updated_at);
        if (!(await cases.moveToTrash(id, actor.id, at, trx))) {
          throw notFound(messages.cases.notFound);
        }
        const recorded = await journal.recordCaseChange(trx, { caseId: id, action: 'deleted', actor, at, case: row });
        return recorded.announce;
      });
      announce();
    },
  };
}
