import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { CaseRow, Database, NewNotificationRow, NotificationRow } from '../../db/tables';

type Executor = Db | Transaction<Database>;

const caseColumns = [
  'cases.id',
  'cases.number',
  'cases.title',
  'cases.date',
  'cases.time',
  'cases.description',
  'cases.parties',
  'cases.witnesses',
  'cases.prosecutor',
  'cases.location',
  'cases.type',
  'cases.status',
  'cases.created_by',
  'cases.created_at',
  'cases.updated_at',
] as const;

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
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  return {
    /** The case, unless it is missing or in the trash; locked until the transaction ends on PostgreSQL. */
    findCase: (caseId: number, executor: Executor = db): Promise<CaseRow | undefined> => {
      const query = executor
        .selectFrom('cases')
        .select(caseColumns)
        .where('cases.id', '=', caseId)
        .where('cases.deleted_at', 'is', null);
      return (isPostgres && executor !== db ? query.forUpdate() : query).executeTakeFirst();
    },
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
    insert: (
      row: { case_id: number; title: string; due_date: string; note: string; created_by: number; created_at: string },
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
    casesWithDue: async (caseIds: readonly number[], day: string): Promise<Set<number>> => {
      if (caseIds.length === 0) {
        return new Set();
      }
      const rows = await db
        .selectFrom('case_deadlines')
        .select('case_id')
        .distinct()
        .where('case_id', 'in', caseIds)
        .where('done_at', 'is', null)
        .where('due_date', '<=', day)
        .execute();
      return new Set(rows.map((row) => row.case_id));
    },

    listTemplates: () =>
      db.selectFrom('deadline_templates').select(['id', 'title', 'days']).orderBy('days').orderBy('id').execute(),
    insertTemplate: (row: { title: string; days: number; now: string }) =>
      db
        .insertInto('deadline_templates')
        .values({ title: row.title, days: row.days, created_at: row.now, updated_at: row.now })
        .returning(['id', 'title', 'days'])
        .executeTakeFirstOrThrow(),
    updateTemplate: (id: number, row: { title: string; days: number; now: string }) =>
      db
        .updateTable('deadline_templates')
        .set({ title: row.title, days: row.days, updated_at: row.now })
        .where('id', '=', id)
        .returning(['id', 'title', 'days'])
        .executeTakeFirst(),
    deleteTemplate: async (id: number): Promise<boolean> => {
      const result = await db.deleteFrom('deadline_templates').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
    },

    /**
     * Sends the reminders of `day` once across every instance: each open deadline of a case not in the trash due
     * on one of `dueDays` is claimed by inserting its `(deadline_id, day)` row in the same transaction as its
     * notifications; another instance's insert of the same row does nothing (on PostgreSQL it waits for the first
     * to commit). `compose` writes the notifications of the deadlines claimed here, to the active staff of each
     * case's team and followers.
     */
    claimReminders: (
      day: string,
      dueDays: Record<string, string>,
      now: string,
      compose: (deadline: DueForReminder, kind: string, recipients: number[]) => NewNotificationRow[],
    ): Promise<NotificationRow[]> =>
      db.transaction().execute(async (trx) => {
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
        const rows: NewNotificationRow[] = [];
        for (const deadline of due) {
          const kind = kindOf.get(deadline.due_date) ?? '';
          const claimed = await trx
            .insertInto('deadline_reminders')
            .values({ deadline_id: deadline.id, day, kind, sent_at: now })
            .onConflict((conflict) => conflict.columns(['deadline_id', 'day']).doNothing())
            .executeTakeFirst();
          if (Number(claimed.numInsertedOrUpdatedRows ?? 0n) === 0) {
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
          rows.push(
            ...compose(
              deadline,
              kind,
              audience.map((row) => row.id),
            ),
          );
        }
        const inserted: NotificationRow[] = [];
        // 5 parameters a row: chunks of 500 stay far below both databases' limits.
        for (let start = 0; start < rows.length; start += 500) {
          inserted.push(
            ...(await trx
              .insertInto('notifications')
              .values(rows.slice(start, start + 500))
              .returningAll()
              .execute()),
          );
        }
        return inserted;
      }),
  };
}

export type DeadlinesRepository = ReturnType<typeof createDeadlinesRepository>;
export type DeadlineListRow = Awaited<ReturnType<DeadlinesRepository['listByCase']>>[number];
export type OpenDeadlineRow = Awaited<ReturnType<DeadlinesRepository['listOpen']>>[number];
