import {
  CATEGORIES,
  OVERVIEW_DETENTION_DAYS,
  STATS_ACTIVE_DAYS,
  STATS_WEEKS_AHEAD,
  STATS_WEEKS_BACK,
  type AdminOverview,
  type AdminStats,
  type AdminStatsQuery,
  type StatsWeek,
} from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import type { LoginLimiter } from '../../lib/login-limiter';
import { todayIn } from '../../lib/office-date';
import { mondayOf, periodOf, plusDays, weeksOf } from './period';
import { presentAdminStats } from './presenter';
import type { StatsRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The weeks of "hearings per week" around `today` (an office day): ISO weeks, Monday to Sunday, `back` weeks before
 * the one holding `today`, that one, and `ahead` after it, oldest first, each counted 0.
 */
export function weeksAround(today: string, back = STATS_WEEKS_BACK, ahead = STATS_WEEKS_AHEAD): StatsWeek[] {
  const monday = mondayOf(today);
  return Array.from({ length: back + 1 + ahead }, (_, index) => {
    const offset = index - back;
    const start = plusDays(monday, offset * 7);
    return { start, end: plusDays(start, 6), offset, count: 0 };
  });
}

/** The figures' queries, in the order of the answer (and of `Server-Timing`). */
export const STATS_QUERIES = ['cases', 'hearings', 'deadlines', 'members', 'users', 'recoveries'] as const;
/** How long each figure's query took, in milliseconds, for `Server-Timing`. */
export type StatsTimings = Record<(typeof STATS_QUERIES)[number], number>;

/**
 * The statistics of `/admin/stats` (decisions §7.4), each figure one query (`repository.ts`), counted on the office's
 * today (`TZ_OFFICE`), cases in the trash never counted.
 */
export function createStatsService(deps: {
  stats: StatsRepository;
  clock: Clock;
  officeTimeZone: string;
  /** The login limit's lock (decisions §9), for the locked accounts of the overview. */
  loginLocks: Pick<LoginLimiter, 'lockedUntil'>;
}) {
  const { stats, clock, officeTimeZone, loginLocks } = deps;

  return {
    /**
     * The figures, and how long each took. With a period (`year`, and `month` or not: decisions §10) the hearings are
     * counted in its weeks and the recoveries in its months; without, the 17 weeks around today and this year.
     */
    read: async (query: AdminStatsQuery = {}): Promise<{ stats: AdminStats; timings: StatsTimings }> => {
      const now = clock();
      const today = todayIn(officeTimeZone, now);
      const period = periodOf(query, today);
      const year = period?.year ?? Number(today.slice(0, 4));
      const weeks = period ? weeksOf(period, today) : weeksAround(today);
      const since = new Date(now.getTime() - STATS_ACTIVE_DAYS * DAY_MS).toISOString();
      const timings: Partial<StatsTimings> = {};
      const timed = async <T>(name: keyof StatsTimings, query: () => Promise<T>): Promise<T> => {
        const started = performance.now();
        const result = await query();
        timings[name] = performance.now() - started;
        return result;
      };
      // One after the other, not at once: each query's time is then its own (SQLite runs them in turn anyway).
      const byCategory = await timed('cases', () => stats.countCasesByCategoryStatus());
      const byDay = await timed('hearings', () =>
        stats.countHearingsByDay(weeks[0]!.start, weeks[weeks.length - 1]!.end),
      );
      const deadlines = await timed('deadlines', () => stats.countOpenDeadlinesByCategory(today));
      const members = await timed('members', () => stats.countOpenCasesPerMember());
      const users = await timed('users', () => stats.countActiveUsersByRole(since));
      const recoveries = await timed('recoveries', () => stats.sumRecoveriesByMonth(year));

      return {
        stats: presentAdminStats({
          today,
          period,
          weeks,
          since,
          byCategory,
          byDay,
          deadlines,
          members,
          users,
          year,
          recoveries,
        }),
        timings: timings as StatsTimings,
      };
    },

    /**
     * The admin dashboard's figures (decisions §10), on the office's today: active cases per stage, today's hearings,
     * defendants whose detention ends within `OVERVIEW_DETENTION_DAYS`, accounts the login limit holds, this year's
     * recoveries. Cases in the trash count nowhere.
     */
    overview: async (): Promise<AdminOverview> => {
      const today = todayIn(officeTimeZone, clock());
      const year = Number(today.slice(0, 4));
      const until = plusDays(today, OVERVIEW_DETENTION_DAYS);
      const active = await stats.countActiveCasesByStage();
      const hearings = await stats.countHearingsByDay(today, today);
      const detainees = await stats.countDetentionsEnding(today, until);
      const locks = await loginLocks.lockedUntil(await stats.listAccountEmails());
      const recoveries = await stats.sumRecoveriesByMonth(year);
      return {
        today,
        active_cases: CATEGORIES.map((category) => ({
          category,
          count: Number(active.find((row) => row.type === category)?.count ?? 0),
        })),
        hearings_today: hearings.reduce((sum, row) => sum + Number(row.count), 0),
        detentions_ending: { until, count: Number(detainees) },
        locked_accounts: locks.filter((until) => until !== null).length,
        recoveries_year: { year, total: recoveries.reduce((sum, row) => sum + Number(row.total), 0) },
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
