import {
  HISTORY_MAX,
  CASE_TRACKED_FIELDS,
  type Category,
  DEFAULT_CASE_STATUS,
  type Case,
  type CaseChange,
  type CaseEventAction,
  type CaseFields,
  type CaseSort,
  type CaseStatus,
  SCHEDULE_DAY_MAX,
  type ScheduleEntry,
  type TeamMember,
  TRASH_CASES_MAX,
  type TrashedCase,
} from '@pidsus/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import type { BlobStore } from '../../storage/blob-store';
import type { DomainEvents } from '../../lib/domain-events';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import { todayIn } from '../../lib/office-date';
import { messages } from '../../messages';
import type { CaseRow } from '../../db/tables';
import type { CasesRepository } from './repository';
import { presentCase, presentCaseEvent } from './presenter';

/**
 * An edit: every field of the dialog, except that `time` may be left out to keep the case's hour, and
 * `location` to keep its place (a client older than the place, contract §7.5, does not send it).
 */
export type CaseEdit = Omit<CaseFields, 'time' | 'location'> & { time?: string | null; location?: string };

/** The storage keys of the content held by these cases (contract §7.3 purge; documents wire it in). */
export type ListContentKeysOfCases = (caseIds: number[], executor?: Transaction<Database>) => Promise<string[]>;

/** A list as asked for: a category, a search text as typed, only the caller's, a status, an order, a page. */
export interface CaseFilter {
  type?: Category;
  q?: string;
  mine?: boolean;
  status?: CaseStatus;
  sort?: CaseSort;
  limit?: number;
  offset?: number;
}

/** The most staff accounts `GET /api/staff` answers (an office has a few dozen). */
export const STAFF_LIST_MAX = 500;

/** A search looks for at most this many words; the rest of a pasted text is ignored. */
export const SEARCH_WORDS_MAX = 10;

/**
 * The words searched for in a text as typed: lower case, letters and digits only (no quotes, NEAR, '*' or
 * other operator syntax a user could type), the first `SEARCH_WORDS_MAX` of them.
 */
export function searchWords(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, SEARCH_WORDS_MAX);
}

export interface Actor {
  id: number;
  username: string;
  /** Only staff may follow a case (admins are never notified); absent means staff. */
  role?: 'admin' | 'user';
}

/** A team as its history row writes it: the names, sorted, joined by ', '; '' for none. */
export function teamText(team: readonly TeamMember[]): string {
  return team
    .map((member) => member.username)
    .sort((a, b) => a.localeCompare(b, 'id'))
    .join(', ');
}

const tracked = (row: Case, field: (typeof CASE_TRACKED_FIELDS)[number]): string | null =>
  field === 'team' ? teamText(row.team) : row[field];

/** What changed between two versions of a case, field by field, in the dialog's order. */
export function diffCase(before: Case, after: Case): CaseChange[] {
  return CASE_TRACKED_FIELDS.filter((field) => tracked(before, field) !== tracked(after, field)).map((field) => ({
    field,
    from: tracked(before, field),
    to: tracked(after, field),
  }));
}

const sameIds = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((id) => b.includes(id));

/** Case rules: shared by every logged-in user; every write leaves a history row and a domain event. */
export function createCasesService(deps: {
  cases: CasesRepository;
  events: DomainEvents;
  clock: Clock;
  officeTimeZone: string;
  /** Of these cases, those with an open deadline due on the day or before it (the board's marker, contract §7.2). */
  casesWithDueDeadline?: (caseIds: readonly number[], day: string) => Promise<Set<number>>;
  /** Where the stored content of a case's documents lives (the BlobStore); without it nothing is removed. */
  contentStore?: Pick<BlobStore, 'delete'>;
  /**
   * The storage keys of the content these cases hold (their documents), read in the purge's transaction before
   * the rows go (cascade). Wired by the app at the documents' merge; until then none.
   */
  listContentKeysOfCases?: ListContentKeysOfCases;
  /** Told of stored content a purge could not remove (logged; the start-up sweep removes it later). */
  onContentError?: (error: unknown) => void;
}) {
  const {
    cases,
    events,
    clock,
    officeTimeZone,
    contentStore,
    listContentKeysOfCases = async () => [],
    onContentError = () => undefined,
  } = deps;

  const removeContent = async (keys: readonly string[]): Promise<void> => {
    const results = await Promise.allSettled(keys.map((key) => contentStore?.delete(key)));
    for (const result of results) {
      if (result.status === 'rejected') {
        onContentError(result.reason);
      }
    }
  };

  /** A timestamp strictly later than `previous`, so that a compare-and-set always sees a change. */
  const nextTimestamp = (previous?: string) => {
    const now = clock();
    const floor = previous ? Date.parse(previous) + 1 : 0;
    return new Date(Math.max(now.getTime(), floor)).toISOString();
  };

  const record = (
    trx: Transaction<Database>,
    action: CaseEventAction,
    row: Case,
    actor: Actor,
    createdAt: string,
    changes: CaseChange[] = [],
  ) =>
    cases.insertEvent(
      {
        case_id: row.id,
        case_title: row.title,
        actor_id: actor.id,
        action,
        changes: JSON.stringify(changes),
        created_at: createdAt,
      },
      trx,
    );

  type Executor = Parameters<CasesRepository['teamsOf']>[1];

  /** Cases as `viewerId` sees them: each with its team and whether the viewer follows it. */
  const present = async (rows: CaseRow[], viewerId: number, executor?: Executor): Promise<Case[]> => {
    const ids = rows.map((row) => row.id);
    const [teams, followed] = await Promise.all([
      cases.teamsOf(ids, executor),
      cases.followedOf(viewerId, ids, executor),
    ]);
    return rows.map((row) => presentCase(row, { team: teams.get(row.id) ?? [], following: followed.has(row.id) }));
  };

  const presentOne = async (row: CaseRow, viewerId: number, executor?: Executor): Promise<Case> =>
    (await present([row], viewerId, executor))[0] as Case;

  const getOrThrow = async (id: number, viewerId: number) => {
    const row = await cases.findById(id);
    if (!row) {
      throw notFound(messages.cases.notFound);
    }
    return presentOne(row, viewerId);
  };

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
  ) => {
    const { team_ids: teamIds, ...caseFields } = fields;
    const { previous, updated, changed, audience } = await cases.transaction(async (trx) => {
      const current = await cases.findForUpdate(id, trx);
      if (!current) {
        throw notFound(messages.cases.notFound);
      }
      if (expectedUpdatedAt !== undefined && current.updated_at !== expectedUpdatedAt) {
        throw conflict(messages.cases.changedMeanwhile);
      }
      const before = await presentOne(current, actor.id, trx);
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
        return { previous: before, updated: before, changed: false, audience: [] };
      }
      const audienceBefore = await cases.audienceOf(id, trx);
      const updatedAt = nextTimestamp(current.updated_at);
      const row = await cases.update(id, { ...caseFields, updated_at: updatedAt }, current.updated_at, trx);
      if (!row) {
        throw conflict(messages.cases.changedMeanwhile);
      }
      if (teamChanged) {
        await cases.setTeam(id, teamIds, updatedAt, trx);
      }
      const after = await presentOne(row, actor.id, trx);
      await record(trx, action, after, actor, updatedAt, diffCase(before, after));
      const audienceAfter = teamChanged ? await cases.audienceOf(id, trx) : audienceBefore;
      return {
        previous: before,
        updated: after,
        changed: true,
        audience: [...new Set([...audienceBefore, ...audienceAfter])],
      };
    });
    if (changed) {
      events.emit('case.changed', { action, case: updated, previous, actor, audience });
    }
    return updated;
  };

  return {
    /**
     * A page of a list as `viewerId` sees it; `mine` keeps the viewer's own cases. A search (`q`) finds the cases
     * holding every word, in any category unless `type` says; those holding the words as one phrase come first,
     * each group in the list's order (README, Search).
     */
    list: async ({ q, mine, ...filter }: CaseFilter, viewerId: number) => {
      const query = {
        ...filter,
        words: searchWords(q ?? ''),
        phraseFirst: true,
        memberId: mine ? viewerId : undefined,
        today: todayIn(officeTimeZone, clock()),
      };
      const [rows, total] = await Promise.all([cases.list(query), cases.count(query)]);
      return { cases: await present(rows, viewerId), total };
    },

    get: getOrThrow,

    /** The active staff accounts by name, for the team picker. */
    staff: (q?: string) => cases.listStaff(q, STAFF_LIST_MAX),

    /** The viewer follows the case (staff only); a team member already does. */
    follow: async (id: number, actor: Actor) => {
      if (actor.role === 'admin') {
        throw forbidden(messages.cases.followStaffOnly);
      }
      await getOrThrow(id, actor.id);
      await cases.follow(id, actor.id, clock().toISOString());
      return { following: true };
    },

    /** The viewer stops following; a team member cannot (409: leave the team first). */
    unfollow: async (id: number, actor: Actor) => {
      const current = await getOrThrow(id, actor.id);
      if (current.team.some((member) => member.id === actor.id)) {
        throw conflict(messages.cases.teamAlwaysFollows);
      }
      await cases.unfollow(id, actor.id);
      return { following: false };
    },

    /** Raised by every write to a case: see `createAnswerCache`. */
    listVersion: () => cases.listVersion(),

    /** Today in the office zone, the day `schedule` answers when none is given. */
    today: () => todayIn(officeTimeZone, clock()),

    /**
     * One day's hearings in the office zone; today there when no date is given. Capped at
     * SCHEDULE_DAY_MAX, far above any real day, so that no request reads an unbounded list.
     */
    schedule: async (viewerId: number, date?: string, mine = false): Promise<ScheduleEntry[]> => {
      const day = date ?? todayIn(officeTimeZone, clock());
      const hearings = await present(
        await cases.listByDate(day, SCHEDULE_DAY_MAX, mine ? viewerId : undefined),
        viewerId,
      );
      // One more query per answer, not per row: which of the day's cases have a deadline due by then.
      const due =
        (await deps.casesWithDueDeadline?.(
          hearings.map((hearing) => hearing.id),
          day,
        )) ?? new Set<number>();
      return hearings.map((hearing) => ({ ...hearing, deadline_due: due.has(hearing.id) }));
    },

    create: async ({ team_ids: teamIds = [], ...input }: CaseFields, actor: Actor) => {
      const { created, audience } = await cases.transaction(async (trx) => {
        const now = nextTimestamp();
        await checkTeam(teamIds, trx);
        const inserted = await cases.insert(
          { ...input, status: DEFAULT_CASE_STATUS, created_by: actor.id, created_at: now, updated_at: now },
          trx,
        );
        await cases.setTeam(inserted.id, teamIds, now, trx);
        const row = await presentOne(inserted, actor.id, trx);
        await record(trx, 'created', row, actor, now, teamIds.length > 0 ? diffCase({ ...row, team: [] }, row) : []);
        return { created: row, audience: teamIds };
      });
      events.emit('case.changed', { action: 'created', case: created, actor, audience });
      return created;
    },

    /**
     * Replaces the case's fields; a `time` left out keeps the hour (the spec's own PUT payload has none), a
     * `location` left out keeps the place.
     */
    update: (id: number, input: CaseEdit, actor: Actor, expectedUpdatedAt?: string) =>
      change(id, actor, 'updated', input, expectedUpdatedAt),

    setStatus: (id: number, status: CaseStatus, actor: Actor) => change(id, actor, 'status', { status }),

    remove: async (id: number, actor: Actor) => {
      const { removed, audience } = await cases.transaction(async (trx) => {
        const current = await cases.findForUpdate(id, trx);
        if (!current) {
          throw notFound(messages.cases.notFound);
        }
        const row = await presentOne(current, actor.id, trx);
        const listeners = await cases.audienceOf(id, trx);
        // To the trash (contract §7.3): the row, its team, followers and history stay until it is purged.
        const at = nextTimestamp(current.updated_at);
        if (!(await cases.moveToTrash(id, actor.id, at, trx))) {
          throw notFound(messages.cases.notFound);
        }
        await record(trx, 'deleted', row, actor, at);
        return { removed: row, audience: listeners };
      });
      events.emit('case.changed', { action: 'deleted', case: removed, actor, audience });
    },

    /**
     * The history, also of a purged case (who deleted it stays on record); 404 when there never was one, and
     * for a case in the trash, which is not there for anyone until it is restored (contract §7.3).
     */
    history: async (id: number) => {
      // Bounded (Hardening): the newest HISTORY_MAX rows, oldest first; `total` counts them all.
      const rows = await cases.listEvents(id, HISTORY_MAX);
      if ((rows.length === 0 && !(await cases.findById(id))) || (await cases.isTrashed(id))) {
        throw notFound(messages.cases.notFound);
      }
      const total = rows.length < HISTORY_MAX ? rows.length : await cases.countEvents(id);
      return { events: rows.map(presentCaseEvent), total };
    },

    /** The trash of cases, newest deletion first (contract §7.3). */
    /** The trash as its screen shows it: the latest `TRASH_CASES_MAX` deleted, and how many there are in all. */
    trash: async (): Promise<{ items: TrashedCase[]; total: number }> => {
      const [rows, total] = await Promise.all([cases.listTrash(TRASH_CASES_MAX), cases.countTrash()]);
      return {
        items: rows.map((row) => ({
          id: row.id,
          title: row.title,
          number: row.number,
          type: row.type,
          date: row.date,
          deleted_at: row.deleted_at ?? '',
          deleted_by: row.deleted_by === null ? null : { id: row.deleted_by, username: row.deleted_by_name ?? '' },
        })),
        total,
      };
    },

    /**
     * Brings a case back from the trash, whole: its team, followers and history never left; a history row says
     * who restored it, and its team and followers hear of it. 404 for a case that is not in the trash.
     */
    restore: async (id: number, actor: Actor): Promise<Case> => {
      const { restored, audience } = await cases.transaction(async (trx) => {
        const current = await cases.findTrashedForUpdate(id, trx);
        const at = nextTimestamp(current?.updated_at);
        if (!current || !(await cases.restoreFromTrash(id, at, trx))) {
          throw notFound(messages.cases.notInTrash);
        }
        const row = await presentOne({ ...current, updated_at: at }, actor.id, trx);
        await record(trx, 'restored', row, actor, at);
        return { restored: row, audience: await cases.audienceOf(id, trx) };
      });
      events.emit('case.changed', { action: 'restored', case: restored, actor, audience });
      return restored;
    },

    /**
     * Purges the cases moved to the trash before `cutoff`, in the daily purge's transaction: the storage keys of
     * the content they hold are asked for before the rows go (`listContentKeysOfCases`) and answered, to be
     * removed (`removeContent`) once that transaction has committed. Their team and followers go with them;
     * their history stays (not a foreign key).
     */
    purgeBefore: async (cutoff: string, trx: Transaction<Database>): Promise<{ purged: number; keys: string[] }> => {
      const ids = await cases.trashedBefore(cutoff, trx);
      const keys = ids.length === 0 ? [] : await listContentKeysOfCases(ids, trx);
      return { purged: await cases.purge(ids, trx), keys };
    },

    /** Removes stored content after the rows that pointed to it are gone (see `purge`). */
    removeContent,

    /**
     * Purges one case of the trash (admins only, in the route), as `purgeBefore` does, then removes its stored
     * content; content that cannot be removed is logged and left to the start-up sweep. 404 for a case that is
     * not in the trash.
     */
    purgeOne: async (id: number): Promise<void> => {
      const { keys } = await cases.transaction(async (trx) => {
        if (!(await cases.findTrashedForUpdate(id, trx))) {
          throw notFound(messages.cases.notInTrash);
        }
        const keys = await listContentKeysOfCases([id], trx);
        await cases.purge([id], trx);
        return { keys };
      });
      await removeContent(keys);
    },
  };
}

export type CasesService = ReturnType<typeof createCasesService>;
