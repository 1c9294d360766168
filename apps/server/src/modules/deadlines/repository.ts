import { sql, type Transaction } from 'kysely';
import type { DayCounting } from '@pidsus/shared';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';
import type { CaseDayMarker } from '../cases';

type Executor = Db | Transaction<Database>;

const deadlineColumns = [
  'case_deadlines.id',
  'case_deadlines.case_id',
  'case_deadlines.title',
  'case_deadlines.due_date',
  'case_deadlines.note',
  'case_deadlines.done_at',
  'case_deadlines.done_by',
  'case_deadlines.done_by_name',
  'case_deadlines.created_by',
  'case_deadlines.created_by_name',
  'case_deadlines.created_at',
  'case_deadlines.updated_at',
] as const;

const templateColumns = ['id', 'title', 'days', 'counting'] as const;

/** A template as an admin writes it (decisions §8.2: `counting` says how its days count). */
interface TemplateWrite {
  title: string;
  days: number;
  counting: DayCounting;
  now: string;
}

/** An open deadline due on a reminder day, with what its reminder says and who hears it. */
export interface DueForReminder {
  id: number;
  title: string;
  due_date: string;
  case_id: number;
  case_title: string;
}

/** The name an account has now, read in the writer's statement (a stale session cannot change it). */
const nameOf = (userId: number) =>
  sql<string>`coalesce((select users.username from users where users.id = ${userId}), '')`;

/** Queries on `case_deadlines`, `deadline_templates` and `deadline_reminders`; cases in the trash are never read. */
export function createDeadlinesRepository(db: Db) {
  return {
    /** Whether the case exists and is not in the trash (a write locks it through the case journal instead). */
    caseIsLive: async (caseId: number): Promise<boolean> =>
      (await db
        .selectFrom('cases')
        .select('cases.id')
        .where('cases.id', '=', caseId)
        .where('cases.deleted_at', 'is', null)
        .executeTakeFirst()) !== undefined,
    /** A case's deadlines: the open ones by due date, then the done ones by due date. */
    listByCase: (caseId: number) =>
      db
        .selectFrom('case_deadlines')
        .select(deadlineColumns)
        .where('case_id', '=', caseId)
        .orderBy(sql`case when done_at is null then 0 else 1 end`)
        .orderBy('due_date')
        .orderBy('id')
        .execute(),
    countByCase: async (caseId: number, executor: Executor = db): Promise<number> => {
      const row = await executor
        .selectFrom('case_deadlines')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('case_id', '=', caseId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    findById: (caseId: number, id: number, executor: Executor = db) =>
      executor
        .selectFrom('case_deadlines')
        .select(deadlineColumns)
        .where('case_id', '=', caseId)
        .where('id', '=', id)
        .executeTakeFirst(),
    /** The deadline that marks a detention period's end (decisions §8.2), if it has one. */
    findByDetention: (detentionId: number, executor: Executor = db) =>
      executor
        .selectFrom('case_deadlines')
        .select(deadlineColumns)
        .where('detention_id', '=', detentionId)
        .orderBy('id')
        .executeTakeFirst(),
    insert: (
      row: {
        case_id: number;
        title: string;
        due_date: string;
        note: string;
        created_by: number;
        created_at: string;
        detention_id?: number;
      },
      executor: Executor = db,
    ) =>
      executor
        .insertInto('case_deadlines')
        .values({ ...row, created_by_name: nameOf(row.created_by), updated_at: row.created_at })
        .returning(deadlineColumns)
        .executeTakeFirstOrThrow(),
    update: (
      id: number,
      changes: {
        title?: string;
        due_date?: string;
        note?: string;
        done?: { at: string; by: number } | null;
        updated_at: string;
      },
      executor: Executor = db,
    ) => {
      const { done, ...fields } = changes;
      return executor
        .updateTable('case_deadlines')
        .set({
          ...fields,
          ...(done === undefined
            ? {}
            : done === null
              ? { done_at: null, done_by: null, done_by_name: '' }
              : { done_at: done.at, done_by: done.by, done_by_name: nameOf(done.by) }),
        })
        .where('id', '=', id)
        .returning(deadlineColumns)
        .executeTakeFirstOrThrow();
    },
    delete: async (id: number, executor: Executor = db): Promise<void> => {
      await executor.deleteFrom('case_deadlines').where('id', '=', id).execute();
    },
    /**
     * Open deadlines of cases not in the trash, due on `until` or before (overdue ones included), soonest first,
     * each with its case; only those of cases whose team holds `memberId` when given.
     */
    listOpen: (filter: { until?: string; memberId?: number; limit: number }) =>
      db
        .selectFrom('case_deadlines')
        .innerJoin('cases', 'cases.id', 'case_deadlines.case_id')
        .select([
          ...deadlineColumns,
          'cases.title as case_title',
          'cases.number as case_number',
          'cases.type as case_type',
        ])
        .where('case_deadlines.done_at', 'is', null)
        .where('cases.deleted_at', 'is', null)
        .$if(filter.until !== undefined, (query) => query.where('case_deadlines.due_date', '<=', filter.until ?? ''))
        .$if(filter.memberId !== undefined, (query) =>
          query.where('cases.id', 'in', (eb) =>
            eb
              .selectFrom('case_team')
              .select('case_team.case_id')
              .where('case_team.user_id', '=', filter.memberId ?? -1),
          ),
        )
        .orderBy('case_deadlines.due_date')
        .orderBy('case_deadlines.id')
        .limit(filter.limit)
        .execute(),
    /** Of these cases, those with an open deadline due on `day` or before it (the board's marker), in one query. */
    listTemplates: () =>
      db.selectFrom('deadline_templates').select(templateColumns).orderBy('days').orderBy('id').execute(),
    insertTemplate: (row: TemplateWrite) =>
      db
        .insertInto('deadline_templates')
        .values({ title: row.title, days: row.days, counting: row.counting, created_at: row.now, updated_at: row.now })
        .returning(templateColumns)
        .executeTakeFirstOrThrow(),
    updateTemplate: (id: number, row: TemplateWrite) =>
      db
        .updateTable('deadline_templates')
        .set({ title: row.title, days: row.days, counting: row.counting, updated_at: row.now })
        .where('id', '=', id)
        .returning(templateColumns)
        .executeTakeFirst(),
    deleteTemplate: async (id: number): Promise<boolean> => {
      const result = await db.deleteFrom('deadline_templates').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Claims the reminders of `day` once across every instance, in the caller's transaction: each open deadline of a
     * case not in the trash due on one of `dueDays` is claimed by inserting its `(deadline_id, day)` row; another
     * instance's insert of the same row does nothing (on PostgreSQL it waits for the first to commit). Answers the
     * deadlines claimed here, each with its kind and who hears of it (the active staff of its case's team and
     * followers); the caller writes their notifications in the same transaction.
     */
    claimReminders: async (
      trx: Transaction<Database>,
      day: string,
      dueDays: Record<string, string>,
      now: string,
    ): Promise<{ deadline: DueForReminder; kind: string; recipients: number[] }[]> => {
      const kindOf = new Map(Object.entries(dueDays).map(([kind, due]) => [due, kind]));
      const due = await trx
        .selectFrom('case_deadlines')
        .innerJoin('cases', 'cases.id', 'case_deadlines.case_id')
        .select([
          'case_deadlines.id',
          'case_deadlines.title',
          'case_deadlines.due_date',
          'case_deadlines.case_id',
          'cases.title as case_title',
        ])
        .where('case_deadlines.done_at', 'is', null)
        .where('cases.deleted_at', 'is', null)
        .where('case_deadlines.due_date', 'in', [...kindOf.keys()])
        .orderBy('case_deadlines.id')
        .execute();
      const claimed: { deadline: DueForReminder; kind: string; recipients: number[] }[] = [];
      for (const deadline of due) {
        const kind = kindOf.get(deadline.due_date) ?? '';
        const inserted = await trx
          .insertInto('deadline_reminders')
          .values({ deadline_id: deadline.id, day, kind, sent_at: now })
          .onConflict((conflict) => conflict.columns(['deadline_id', 'day']).doNothing())
          .executeTakeFirst();
        if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) {
          continue;
        }
        const audience = await trx
          .selectFrom('users')
          .select('users.id')
          .where('users.role', '=', 'user')
          .where('users.deleted_at', 'is', null)
          .where((eb) =>
            eb.or([
              eb(
                'users.id',
                'in',
                eb.selectFrom('case_team').select('user_id').where('case_id', '=', deadline.case_id),
              ),
              eb(
                'users.id',
                'in',
                eb.selectFrom('case_followers').select('user_id').where('case_id', '=', deadline.case_id),
              ),
            ]),
          )
          .orderBy('users.id')
          .execute();
        claimed.push({ deadline, kind, recipients: audience.map((row) => row.id) });
      }
      return claimed;
    },

    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}

export type DeadlinesRepository = ReturnType<typeof createDeadlinesRepository>;
export type DeadlineListRow = Awaited<ReturnType<DeadlinesRepository['listByCase']>>[number];
export type OpenDeadlineRow = Awaited<ReturnType<DeadlinesRepository['listOpen']>>[number];

/** The board's marker (decisions §7.2): the case has an open deadline due on the day or before it. */
export const dueDeadlineMarker: CaseDayMarker = {
  field: 'deadline_due',
  select: (eb, day) =>
    eb.exists(
      eb
        .selectFrom('case_deadlines')
        .select('case_deadlines.case_id')
        .whereRef('case_deadlines.case_id', '=', 'cases.id')
        .where('case_deadlines.done_at', 'is', null)
        .where('case_deadlines.due_date', '<=', day),
    ),
};
