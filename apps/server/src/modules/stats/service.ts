import {
  STATS_ACTIVE_DAYS,
  STATS_WEEKS_AHEAD,
  STATS_WEEKS_BACK,
  type AdminStats,
  type StatsWeek,
} from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import { todayIn } from '../../lib/office-date';
import { presentAdminStats } from './presenter';
import type { StatsRepository } from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` plus `days` calendar days. */
function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The weeks of "hearings per week" around `today` (an office day): ISO weeks, Monday to Sunday, `back` weeks before
 * the one holding `today`, that one, and `ahead` after it, oldest first, each counted 0.
 */
export function weeksAround(today: string, back = STATS_WEEKS_BACK, ahead = STATS_WEEKS_AHEAD): StatsWeek[] {
  // getUTCDay: Sunday 0 … Saturday 6; the ISO week starts on Monday.
  const monday = plusDays(today, -((new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7));
  return Array.from({ length: back + 1 + ahead }, (_, index) => {
    const offset = index - back;
    const start = plusDays(monday, offset * 7);
    return { start, end: plusDays(start, 6), offset, count: 0 };
  });
}

/** The figures' queries, in the order of the answer (and of `Server-Timing`). */
export const STATS_QUERIES = ['cases', 'hearings', 'deadlines', 'members', 'users'] as const;
/** How long each figure's query took, in milliseconds, for `Server-Timing`. */
export type StatsTimings = Record<(typeof STATS_QUERIES)[number], number>;

/**
 * The statistics of `/admin/stats` (contract §7.4), each figure one query (`repository.ts`), counted on the office's
 * today (`TZ_OFFICE`), cases in the trash never counted.
 */
export function createStatsService(deps: { stats: StatsRepository; clock: Clock; officeTimeZone: string }) {
  const { stats, clock, officeTimeZone } = deps;

  return {
    /** The figures, and how long each took. */
    read: async (): Promise<{ stats: AdminStats; timings: StatsTimings }> => {
      const now = clock();
      const today = todayIn(officeTimeZone, now);
      const weeks = weeksAround(today);
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

      return {
        stats: presentAdminStats({ today, weeks, since, byCategory, byDay, deadlines, members, users }),
        timings: timings as StatsTimings,
      };
    },
  };
}

export type StatsService = ReturnType<typeof createStatsService>;
