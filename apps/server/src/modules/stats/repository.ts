import { sql } from 'kysely';
import type { CaseStatus, Category, Role } from '@pidsus/shared';
import type { Db } from '../../db/database';

/** PostgreSQL answers `count(*)` as a bigint string, SQLite as a number. */
type Count = number | string;

/**
 * The queries of the statistics (decisions §7.4): one per figure, each counted in the database (never rows brought
 * back to be counted), cases in the trash never read. The indexes they use are those of migration 0018.
 */
export function createStatsRepository(db: Db) {
  return {
    /** Live cases per category and status: only the pairs that exist. */
    countCasesByCategoryStatus: (): Promise<{ type: Category; status: CaseStatus; count: Count }[]> =>
      db
        .selectFrom('cases')
        .select(['type', 'status', (eb) => eb.fn.countAll<Count>().as('count')])
        .where('deleted_at', 'is', null)
        .groupBy(['type', 'status'])
        .execute(),

    /** Live cases per hearing day from `from` to `to` (both included, `YYYY-MM-DD`): only the days that have some. */
    countHearingsByDay: (from: string, to: string): Promise<{ date: string; count: Count }[]> =>
      db
        .selectFrom('cases')
        .select(['date', (eb) => eb.fn.countAll<Count>().as('count')])
        .where('deleted_at', 'is', null)
        .where('date', '>=', from)
        .where('date', '<=', to)
        .groupBy('date')
        .execute(),

    /** Open deadlines of live cases per category, and those of them due before `today`. */
    countOpenDeadlinesByCategory: (today: string): Promise<{ type: Category; open: Count; overdue: Count }[]> =>
      // Written as a cross join so that SQLite keeps this order: the open deadlines (an index of them, migration
      // 0018), each case then by its key. PostgreSQL plans a cross join with its condition as any other join.
      db
        .selectFrom('case_deadlines')
        .crossJoin('cases')
        .whereRef('cases.id', '=', 'case_deadlines.case_id')
        .select([
          'cases.type',
          (eb) => eb.fn.countAll<Count>().as('open'),
          sql<Count>`coalesce(sum(case when case_deadlines.due_date < ${today} then 1 else 0 end), 0)`.as('overdue'),
        ])
        .where('case_deadlines.done_at', 'is', null)
        .where('cases.deleted_at', 'is', null)
        .groupBy('cases.type')
        .execute(),

    /**
     * Every live staff account with the open (not `Selesai`) live cases whose team holds it, zeros included, most
     * first, then by name. The open cases are counted per member first, then joined to the accounts.
     */
    countOpenCasesPerMember: (): Promise<{ id: number; username: string; open_cases: Count }[]> =>
      db
        .with('open_per_member', (qb) =>
          // The open cases first (migration 0018), each one's team then by its key: a cross join keeps this order in
          // SQLite, which otherwise read the whole team table and looked up every case (12× slower on 100,000 cases).
          qb
            .selectFrom('cases')
            .crossJoin('case_team')
            .whereRef('case_team.case_id', '=', 'cases.id')
            .select(['case_team.user_id', (eb) => eb.fn.countAll<Count>().as('open_cases')])
            .where('cases.deleted_at', 'is', null)
            .where('cases.status', '<>', 'Selesai')
            .groupBy('case_team.user_id'),
        )
        .selectFrom('users')
        .leftJoin('open_per_member', 'open_per_member.user_id', 'users.id')
        .select(['users.id', 'users.username', sql<Count>`coalesce(open_per_member.open_cases, 0)`.as('open_cases')])
        .where('users.role', '=', 'user')
        .where('users.deleted_at', 'is', null)
        .orderBy(sql`coalesce(open_per_member.open_cases, 0)`, 'desc')
        .orderBy('users.username')
        .orderBy('users.id')
        .execute(),

    /**
     * Live accounts per role, and how many were active since `since` (ISO): logged in since then
     * (`users.last_login_at`), or used a session since then (`sessions.last_used_at`: a session lives on for days
     * without a new login, and an expired one is deleted, so neither column alone sees everyone).
     */
    countActiveUsersByRole: (since: string): Promise<{ role: Role; active: Count; total: Count }[]> =>
      db
        .selectFrom('users')
        .select([
          'users.role',
          (eb) => eb.fn.countAll<Count>().as('total'),
          sql<Count>`coalesce(sum(case when users.last_login_at >= ${since} or exists (
            select 1 from sessions where sessions.user_id = users.id and sessions.last_used_at >= ${since}
          ) then 1 else 0 end), 0)`.as('active'),
        ])
        .where('users.deleted_at', 'is', null)
        .groupBy('users.role')
        .execute(),

    /**
     * Recoveries of live cases (penyelamatan keuangan negara, decisions §8.4) per month of `year`: only the months that
     * have some. A recovery's `date` is a calendar day, so its month is `substr(date, 1, 7)` in any zone.
     */
    sumRecoveriesByMonth: (year: number): Promise<{ month: string; total: Count }[]> =>
      db
        .selectFrom('case_recoveries')
        .innerJoin('cases', 'cases.id', 'case_recoveries.case_id')
        .select([
          sql<string>`substr(case_recoveries.date, 1, 7)`.as('month'),
          sql<Count>`sum(case_recoveries.amount)`.as('total'),
        ])
        .where('cases.deleted_at', 'is', null)
        .where('case_recoveries.date', '>=', `${year}-01-01`)
        .where('case_recoveries.date', '<=', `${year}-12-31`)
        .groupBy(sql`substr(case_recoveries.date, 1, 7)`)
        .execute(),

    /** Live cases not `Selesai` per stage (the admin dashboard, decisions §10): only the stages that have some. */
    countActiveCasesByStage: (): Promise<{ type: Category; count: Count }[]> =>
      db
        .selectFrom('cases')
        .select(['type', (eb) => eb.fn.countAll<Count>().as('count')])
        .where('deleted_at', 'is', null)
        .where('status', '<>', 'Selesai')
        .groupBy('type')
        .execute(),

    /**
     * The detention periods of live cases in force (not released, not extended by another: decisions §8.2) that end
     * from `from` to `to` (both included): the rows `GET /api/detentions?until=` lists under the figure's link, one
     * per period (a defendant held twice in the week is two).
     */
    countDetentionsEnding: async (from: string, to: string): Promise<Count> => {
      const row = await db
        .selectFrom('case_detentions')
        .innerJoin('cases', 'cases.id', 'case_detentions.case_id')
        .select(sql<Count>`count(*)`.as('count'))
        .where('cases.deleted_at', 'is', null)
        .where('case_detentions.released_on', 'is', null)
        .where('case_detentions.end_date', '>=', from)
        .where('case_detentions.end_date', '<=', to)
        .where(({ not, exists, selectFrom }) =>
          not(
            exists(
              selectFrom('case_detentions as extension')
                .select('extension.id')
                .whereRef('extension.extends_id', '=', 'case_detentions.id'),
            ),
          ),
        )
        .executeTakeFirst();
      return row?.count ?? 0;
    },

    /** The e-mail addresses of the live accounts: the login limit keeps its lock per address (decisions §9). */
    listAccountEmails: async (): Promise<string[]> =>
      (await db.selectFrom('users').select('email').where('deleted_at', 'is', null).execute()).map((row) => row.email),
  };
}

export type StatsRepository = ReturnType<typeof createStatsRepository>;
