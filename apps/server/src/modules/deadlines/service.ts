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
import type { Transaction } from 'kysely';
import type { Database } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import type { Clock } from '../../lib/clock';
import { conflict, notFound } from '../../lib/errors';
import { minutesOfDayIn, todayIn } from '../../lib/office-date';
import { messages } from '../../messages';
import type { CaseJournal } from '../cases';
import { inReminderWindow, type NotificationsService } from '../notifications/service';
import { mayWriteDeadline } from './policy';
import { presentDeadline, presentDueDeadline } from './presenter';
import type { DeadlineListRow, DeadlinesRepository } from './repository';

/** The reminders of a deadline (decisions §7.2): 3 days and 1 day before its due date, and on the day. */
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
 * Deadline rules (decisions §7.2): every logged-in user reads a case's deadlines; staff write them (admins are on no
 * team and never notified); each write is a history row of the case, and a `case.changed` event (live update,
 * notifications to the team, followers and `notify_all` staff). A case in the trash is a 404 like a missing one.
 */
export function createDeadlinesService(deps: {
  deadlines: DeadlinesRepository;
  /** The cases module's journal: every write is a history row of the case and a `case.changed` after the commit. */
  journal: CaseJournal;
  /** Writes the reminders' notifications (the notifications module alone writes its table). */
  notifications: Pick<NotificationsService, 'recordDeadlineReminders'>;
  clock: Clock;
  officeTimeZone: string;
  /** The reminder hour `HH:mm` that applies now (the admin setting, decisions §7.4); 07:00 without it. */
  reminderHour?: () => Promise<string>;
}) {
  const { deadlines, journal, notifications, clock, officeTimeZone } = deps;
  const reminderHour = deps.reminderHour ?? (async () => REMINDER_HOUR_DEFAULT);

  type Trx = Transaction<Database>;

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
    mayWriteDeadline(actor);
    const done = await deadlines.transaction(async (trx) => {
      const row = await journal.lockCase(trx, caseId);
      const now = clock().toISOString();
      const result = await work(trx, now);
      if (!result) {
        return undefined;
      }
      const { announce } = await journal.recordCaseChange(trx, {
        caseId,
        action: result.action,
        changes: changesOf(result.before, result.after),
        actor,
        at: now,
        row,
        about: { deadline: { title: result.after.title, due_date: result.after.due_date } },
      });
      return { after: result.after, announce };
    });
    if (!done) {
      return fallback?.();
    }
    done.announce();
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
      if (!(await deadlines.caseIsLive(caseId))) {
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

    /**
     * Keeps the deadline of a detention period in step with it (decisions §8.2), in the detentions module's
     * transaction: one deadline per period, titled and due as the period says, open while the period is held (not
     * released, not extended), done otherwise; made when first needed. The detention's own history row tells of it,
     * so this writes none; the deadline goes with its period (`on delete cascade`, migration 0021).
     */
    syncDetentionDeadline: async (
      trx: Trx,
      period: { caseId: number; detentionId: number; title: string; dueDate: string; open: boolean },
      actor: Actor,
      at: string,
    ): Promise<void> => {
      const current = await deadlines.findByDetention(period.detentionId, trx);
      if (!current) {
        if (period.open) {
          await deadlines.insert(
            {
              case_id: period.caseId,
              title: period.title,
              due_date: period.dueDate,
              note: '',
              created_by: actor.id,
              created_at: at,
              detention_id: period.detentionId,
            },
            trx,
          );
        }
        return;
      }
      const isOpen = current.done_at === null;
      const edits = {
        ...(current.title === period.title ? {} : { title: period.title }),
        ...(current.due_date === period.dueDate ? {} : { due_date: period.dueDate }),
        ...(isOpen === period.open ? {} : { done: period.open ? null : { at, by: actor.id } }),
      };
      if (Object.keys(edits).length > 0) {
        await deadlines.update(current.id, { ...edits, updated_at: at }, trx);
      }
    },

    /**
     * Deadlines another module's write starts in that write's transaction, the case locked and the history row
     * written by that module, which names them (a milestone's form, decisions §8.3): no row or announcement here.
     */
    addInTransaction: async (
      trx: Trx,
      caseId: number,
      items: readonly { title: string; due_date: string; note?: string }[],
      actor: Actor,
      now: string,
    ): Promise<Deadline[]> => {
      const added: Deadline[] = [];
      for (const item of items) {
        const row = await deadlines.insert(
          {
            case_id: caseId,
            title: item.title,
            due_date: item.due_date,
            note: item.note ?? '',
            created_by: actor.id,
            created_at: now,
          },
          trx,
        );
        added.push(presentDeadline(row));
      }
      return added;
    },

    /** Of these cases, those with an open deadline due on `day` or before it (the board's marker). */

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
     * The deadlines' reminders of today (decisions §7.2), in the morning reminder's window (from the reminder hour): to the team and followers
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
      const { count, deliver } = await deadlines.transaction(async (trx) => {
        const claimed = await deadlines.claimReminders(trx, today, dueDays, createdAt);
        return notifications.recordDeadlineReminders(
          trx,
          claimed.map(({ deadline, kind, recipients }) => ({
            deadline,
            daysLeft: REMINDER_DAYS[kind as keyof typeof REMINDER_DAYS],
            recipients,
          })),
          createdAt,
        );
      });
      deliver();
      return count;
    },
  };
}

export type DeadlinesService = ReturnType<typeof createDeadlinesService>;
