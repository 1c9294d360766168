import {
  CASE_DEADLINES_MAX,
  DEADLINE_LIST_MAX,
  REMINDER_HOUR_DEFAULT,
  type CaseChange,
  type CaseEventAction,
  type Deadline,
  type DeadlineFields,
  type DeadlineTemplateInput,
  type DeadlineUpdate,
} from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { minutesOfDayIn, todayIn } from '../../lib/office-date';
import { messages } from '../../messages';
import type { Actor } from '../cases/service';
import type { CasesRepository } from '../cases/repository';
import { presentCase } from '../cases/presenter';
import { deadlineReminderMessage } from '../notifications/messages';
import { presentNotification } from '../notifications/presenter';
import { inReminderWindow } from '../notifications/service';
import { presentDeadline, presentDueDeadline } from './presenter';
import type { DeadlineListRow, DeadlinesRepository } from './repository';

/** The reminders of a deadline (contract §7.2): 3 days and 1 day before its due date, and on the day. */
export const REMINDER_DAYS = { due_3: 3, due_1: 1, due_0: 0 } as const;

/** `YYYY-MM-DD` plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** What a deadline's history row records: its title always (it names the row), then what changed. */
function changesOf(before: DeadlineListRow | undefined, after: DeadlineListRow): CaseChange[] {
  const changes: CaseChange[] = [{ field: 'deadline', from: before?.title ?? null, to: after.title }];
  if (before === undefined || before.due_date !== after.due_date) {
    changes.push({ field: 'deadline_due', from: before?.due_date ?? null, to: after.due_date });
  }
  if (before !== undefined && before.note !== after.note) {
    changes.push({ field: 'deadline_note', from: before.note, to: after.note });
  }
  return changes;
}

/**
 * Deadline rules (contract §7.2): every logged-in user reads a case's deadlines; staff write them (admins are on no
 * team and never notified); each write is a history row of the case, and a `case.changed` event (live update,
 * notifications to the team, followers and `notify_all` staff). A case in the trash is a 404 like a missing one.
 */
export function createDeadlinesService(deps: {
  deadlines: DeadlinesRepository;
  cases: CasesRepository;
  events: DomainEvents;
  clock: Clock;
  officeTimeZone: string;
  /** The reminder hour `HH:mm` that applies now (the admin setting, contract §7.4); 07:00 without it. */
  reminderHour?: () => Promise<string>;
}) {
  const { deadlines, cases, events, clock, officeTimeZone } = deps;
  const reminderHour = deps.reminderHour ?? (async () => REMINDER_HOUR_DEFAULT);

  const staffOnly = (actor: Actor) => {
    if (actor.role === 'admin') {
      throw forbidden(messages.deadlines.staffOnly);
    }
  };

  type Trx = Parameters<Parameters<CasesRepository['transaction']>[0]>[0];

  /** Writes a deadline change with its history row in one transaction, then tells the listeners. */
  const write = async (
    caseId: number,
    actor: Actor,
    work: (
      trx: Trx,
      now: string,
    ) => Promise<{ action: CaseEventAction; before?: DeadlineListRow; after: DeadlineListRow } | undefined>,
    fallback?: () => Promise<DeadlineListRow | undefined>,
  ): Promise<DeadlineListRow | undefined> => {
    staffOnly(actor);
    const done = await cases.transaction(async (trx) => {
      const row = await deadlines.findCase(caseId, trx);
      if (!row) {
        throw notFound(messages.cases.notFound);
      }
      const now = clock().toISOString();
      const result = await work(trx, now);
      if (!result) {
        return undefined;
      }
      await cases.insertEvent(
        {
          case_id: caseId,
          case_title: row.title,
          actor_id: actor.id,
          action: result.action,
          changes: JSON.stringify(changesOf(result.before, result.after)),
          created_at: now,
        },
        trx,
      );
      return { ...result, caseRow: row, audience: await cases.audienceOf(caseId, trx) };
    });
    if (!done) {
      return fallback?.();
    }
    events.emit('case.changed', {
      action: done.action,
      case: presentCase(done.caseRow),
      actor,
      audience: done.audience,
      deadline: { title: done.after.title, due_date: done.after.due_date },
    });
    return done.after;
  };

  const findOrThrow = async (caseId: number, id: number, trx: Trx) => {
    const row = await deadlines.findById(caseId, id, trx);
    if (!row) {
      throw notFound(messages.deadlines.notFound);
    }
    return row;
  };

  return {
    /** A case's deadlines: open ones first by due date, then the done ones. */
    list: async (caseId: number): Promise<Deadline[]> => {
      if (!(await deadlines.findCase(caseId))) {
        throw notFound(messages.cases.notFound);
      }
      return (await deadlines.listByCase(caseId)).map(presentDeadline);
    },

    /**
     * Open deadlines up to `until` (all of them without it), soonest first, overdue ones included: of the caller's
     * cases with `mine` (an admin's is empty: admins are on no team), of every case without it.
     */
    listOpen: async (viewerId: number, query: { mine?: boolean; until?: string }) =>
      (
        await deadlines.listOpen({
          until: query.until,
          memberId: query.mine ? viewerId : undefined,
          limit: DEADLINE_LIST_MAX,
        })
      ).map(presentDueDeadline),

    add: async (caseId: number, input: DeadlineFields, actor: Actor): Promise<Deadline> => {
      const row = await write(caseId, actor, async (trx, now) => {
        if ((await deadlines.countByCase(caseId, trx)) >= CASE_DEADLINES_MAX) {
          throw conflict(messages.deadlines.tooMany(CASE_DEADLINES_MAX));
        }
        const after = await deadlines.insert({ case_id: caseId, ...input, created_by: actor.id, created_at: now }, trx);
        return { action: 'deadline_added', after };
      });
      return presentDeadline(row as DeadlineListRow);
    },

    /** Changes the fields sent; `done` true marks it done (by the actor, now), false reopens it. Nothing new: no write. */
    update: async (caseId: number, id: number, input: DeadlineUpdate, actor: Actor): Promise<Deadline> => {
      let unchanged: DeadlineListRow | undefined;
      const row = await write(
        caseId,
        actor,
        async (trx, now) => {
          const before = await findOrThrow(caseId, id, trx);
          const { done, ...fields } = input;
          const edits = Object.fromEntries(
            Object.entries(fields).filter(
              ([key, value]) => value !== undefined && value !== before[key as keyof typeof fields],
            ),
          ) as Partial<typeof fields>;
          const marking = done === true && before.done_at === null;
          const reopening = done === false && before.done_at !== null;
          if (Object.keys(edits).length === 0 && !marking && !reopening) {
            unchanged = before;
            return undefined;
          }
          const after = await deadlines.update(
            id,
            {
              ...edits,
              ...(marking ? { done: { at: now, by: actor.id } } : reopening ? { done: null } : {}),
              updated_at: now,
            },
            trx,
          );
          const action: CaseEventAction = marking
            ? 'deadline_done'
            : reopening
              ? 'deadline_reopened'
              : 'deadline_updated';
          return { action, before, after };
        },
        async () => unchanged,
      );
      return presentDeadline(row as DeadlineListRow);
    },

    remove: async (caseId: number, id: number, actor: Actor): Promise<void> => {
      await write(caseId, actor, async (trx) => {
        const before = await findOrThrow(caseId, id, trx);
        await deadlines.delete(id, trx);
        return { action: 'deadline_deleted', before, after: before };
      });
    },

    /** Of these cases, those with an open deadline due on `day` or before it (the board's marker). */
    casesWithDue: (caseIds: readonly number[], day: string) => deadlines.casesWithDue(caseIds, day),

    templates: () => deadlines.listTemplates(),
    addTemplate: (input: Required<DeadlineTemplateInput>) =>
      deadlines.insertTemplate({ ...input, now: clock().toISOString() }),
    updateTemplate: async (id: number, input: Required<DeadlineTemplateInput>) => {
      const row = await deadlines.updateTemplate(id, { ...input, now: clock().toISOString() });
      if (!row) {
        throw notFound(messages.deadlines.templateNotFound);
      }
      return row;
    },
    removeTemplate: async (id: number) => {
      if (!(await deadlines.deleteTemplate(id))) {
        throw notFound(messages.deadlines.templateNotFound);
      }
    },

    /**
     * The deadlines' reminders of today (contract §7.2), in the morning reminder's window (from the reminder hour): to the team and followers
     * of each case with an open deadline due in 3 days, in 1 day or today, once per deadline and day across every
     * instance. Returns how many notifications were sent, or undefined when not due.
     */
    runReminders: async (): Promise<number | undefined> => {
      const now = clock();
      const minute = minutesOfDayIn(officeTimeZone, now);
      if (!inReminderWindow(await reminderHour(), minute)) {
        return undefined;
      }
      const today = todayIn(officeTimeZone, now);
      const createdAt = now.toISOString();
      const dueDays = Object.fromEntries(
        Object.entries(REMINDER_DAYS).map(([kind, days]) => [kind, addDays(today, days)]),
      );
      const rows = await deadlines.claimReminders(today, dueDays, createdAt, (deadline, kind, recipients) =>
        recipients.map((recipientId) => ({
          recipient_id: recipientId,
          message: deadlineReminderMessage(
            deadline.title,
            deadline.case_title,
            REMINDER_DAYS[kind as keyof typeof REMINDER_DAYS],
          ),
          link: `/case/${deadline.case_id}`,
          created_at: createdAt,
        })),
      );
      for (const row of rows) {
        events.emit('notification.created', { recipientId: row.recipient_id, notification: presentNotification(row) });
      }
      return rows.length;
    },
  };
}

export type DeadlinesService = ReturnType<typeof createDeadlinesService>;
