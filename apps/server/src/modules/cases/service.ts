import {
  HISTORY_MAX,
  CASE_TRACKED_FIELDS,
  type Category,
  DEFAULT_CASE_STATUS,
  type Case,
  type CaseChange,
  type CaseEventAction,
  type CaseFields,
  type CaseStatus,
  SCHEDULE_DAY_MAX,
} from '@pidsus/shared';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import { conflict, notFound } from '../../lib/errors';
import { todayIn } from '../../lib/office-date';
import { messages } from '../../messages';
import type { CasesRepository } from './repository';
import { presentCase, presentCaseEvent } from './presenter';

/** An edit: every field of the dialog, except that `time` may be left out to keep the case's hour. */
export type CaseEdit = Omit<CaseFields, 'time'> & { time?: string | null };

/** A list as asked for: a category, a search text as typed, a page. */
export interface CaseFilter {
  type?: Category;
  q?: string;
  limit?: number;
  offset?: number;
}

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
}

/** What changed between two versions of a case, field by field, in the dialog's order. */
export function diffCase(before: Case, after: Case): CaseChange[] {
  return CASE_TRACKED_FIELDS.filter((field) => before[field] !== after[field]).map((field) => ({
    field,
    from: before[field],
    to: after[field],
  }));
}

/** Case rules: shared by every logged-in user; every write leaves a history row and a domain event. */
export function createCasesService(deps: {
  cases: CasesRepository;
  events: DomainEvents;
  clock: Clock;
  officeTimeZone: string;
}) {
  const { cases, events, clock, officeTimeZone } = deps;

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

  const getOrThrow = async (id: number) => {
    const row = await cases.findById(id);
    if (!row) {
      throw notFound(messages.cases.notFound);
    }
    return presentCase(row);
  };

  /** Writes a change with its history row in one transaction, then tells the listeners. */
  const change = async (
    id: number,
    actor: Actor,
    action: 'updated' | 'status',
    fields: Partial<CaseEdit> & { status?: CaseStatus },
    expectedUpdatedAt?: string,
  ) => {
    const { previous, updated, changed } = await cases.transaction(async (trx) => {
      const current = await cases.findForUpdate(id, trx);
      if (!current) {
        throw notFound(messages.cases.notFound);
      }
      if (expectedUpdatedAt !== undefined && current.updated_at !== expectedUpdatedAt) {
        throw conflict(messages.cases.changedMeanwhile);
      }
      const before = presentCase(current);
      // Nothing to change (the same status again, an edit saved as it was): no write, no new version, so
      // that someone else's edit based on this version is not refused with a 409 for nothing.
      if (diffCase(before, { ...before, ...fields }).length === 0) {
        return { previous: before, updated: before, changed: false };
      }
      const updatedAt = nextTimestamp(current.updated_at);
      const row = await cases.update(id, { ...fields, updated_at: updatedAt }, current.updated_at, trx);
      if (!row) {
        throw conflict(messages.cases.changedMeanwhile);
      }
      const after = presentCase(row);
      await record(trx, action, after, actor, updatedAt, diffCase(before, after));
      return { previous: before, updated: after, changed: true };
    });
    if (changed) {
      events.emit('case.changed', { action, case: updated, previous, actor });
    }
    return updated;
  };

  return {
    list: async ({ q, ...filter }: CaseFilter) => {
      const query = { ...filter, words: searchWords(q ?? '') };
      const [rows, total] = await Promise.all([cases.list(query), cases.count(query)]);
      return { cases: rows.map(presentCase), total };
    },

    get: getOrThrow,

    /** Raised by every write to a case: see `createAnswerCache`. */
    listVersion: () => cases.listVersion(),

    /** Today in the office zone, the day `schedule` answers when none is given. */
    today: () => todayIn(officeTimeZone, clock()),

    /**
     * One day's hearings in the office zone; today there when no date is given. Capped at
     * SCHEDULE_DAY_MAX, far above any real day, so that no request reads an unbounded list.
     */
    schedule: async (date?: string) =>
      (await cases.listByDate(date ?? todayIn(officeTimeZone, clock()), SCHEDULE_DAY_MAX)).map(presentCase),

    create: async (input: CaseFields, actor: Actor) => {
      const created = await cases.transaction(async (trx) => {
        const now = nextTimestamp();
        const row = presentCase(
          await cases.insert(
            { ...input, status: DEFAULT_CASE_STATUS, created_by: actor.id, created_at: now, updated_at: now },
            trx,
          ),
        );
        await record(trx, 'created', row, actor, now);
        return row;
      });
      events.emit('case.changed', { action: 'created', case: created, actor });
      return created;
    },

    /** Replaces the case's fields; a `time` left out keeps the hour (the spec's own PUT payload has none). */
    update: (id: number, input: CaseEdit, actor: Actor, expectedUpdatedAt?: string) =>
      change(id, actor, 'updated', input, expectedUpdatedAt),

    setStatus: (id: number, status: CaseStatus, actor: Actor) => change(id, actor, 'status', { status }),

    remove: async (id: number, actor: Actor) => {
      const removed = await cases.transaction(async (trx) => {
        const current = await cases.findForUpdate(id, trx);
        if (!current || !(await cases.delete(id, trx))) {
          throw notFound(messages.cases.notFound);
        }
        const row = presentCase(current);
        await record(trx, 'deleted', row, actor, nextTimestamp(current.updated_at));
        return row;
      });
      events.emit('case.changed', { action: 'deleted', case: removed, actor });
    },

    /** The history, also of a deleted case (who deleted it stays on record); 404 when there never was one. */
    history: async (id: number) => {
      // Bounded (Hardening): the newest HISTORY_MAX rows, oldest first; `total` counts them all.
      const rows = await cases.listEvents(id, HISTORY_MAX);
      if (rows.length === 0 && !(await cases.findById(id))) {
        throw notFound(messages.cases.notFound);
      }
      const total = rows.length < HISTORY_MAX ? rows.length : await cases.countEvents(id);
      return { events: rows.map(presentCaseEvent), total };
    },
  };
}

export type CasesService = ReturnType<typeof createCasesService>;
