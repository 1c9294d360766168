import {
  CASE_STATUSES,
  CATEGORIES,
  ROLES,
  STATS_ACTIVE_DAYS,
  type AdminStats,
  type StatsPeriod,
  type StatsWeek,
} from '@pidsus/shared';
import type { StatsRepository } from './repository';

type Rows<K extends keyof StatsRepository> = Awaited<ReturnType<StatsRepository[K]>>;

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * The figures as they leave the server (decisions §7.4), from the rows of the queries: every category, status, role
 * and week is listed (zeros included, in their shared order); PostgreSQL's counts (bigint strings) become numbers.
 */
export function presentAdminStats(input: {
  today: string;
  /** The period chosen (decisions §10), or null. */
  period: StatsPeriod | null;
  /** The weeks, each counted 0 (`weeksAround`, or `weeksOf` the period). */
  weeks: StatsWeek[];
  since: string;
  byCategory: Rows<'countCasesByCategoryStatus'>;
  byDay: Rows<'countHearingsByDay'>;
  deadlines: Rows<'countOpenDeadlinesByCategory'>;
  members: Rows<'countOpenCasesPerMember'>;
  users: Rows<'countActiveUsersByRole'>;
  year: number;
  recoveries: Rows<'sumRecoveriesByMonth'>;
}): AdminStats {
  const cases_by_category = CATEGORIES.map((category) => {
    const by_status = Object.fromEntries(
      CASE_STATUSES.map((status) => [
        status,
        Number(input.byCategory.find((row) => row.type === category && row.status === status)?.count ?? 0),
      ]),
    ) as AdminStats['cases_by_category'][number]['by_status'];
    return { category, by_status, total: sum(Object.values(by_status)) };
  });

  const hearings_per_week = input.weeks.map((week) => ({
    start: week.start,
    end: week.end,
    offset: week.offset,
    count: sum(
      input.byDay.filter((row) => row.date >= week.start && row.date <= week.end).map((row) => Number(row.count)),
    ),
  }));

  const deadlinesByCategory = CATEGORIES.map((category) => {
    const row = input.deadlines.find((each) => each.type === category);
    return { category, open: Number(row?.open ?? 0), overdue: Number(row?.overdue ?? 0) };
  });

  const byRole = ROLES.map((role) => {
    const row = input.users.find((each) => each.role === role);
    return { role, active: Number(row?.active ?? 0), total: Number(row?.total ?? 0) };
  });

  return {
    today: input.today,
    period: input.period,
    cases_by_category,
    hearings_per_week,
    deadlines: {
      open: sum(deadlinesByCategory.map((row) => row.open)),
      overdue: sum(deadlinesByCategory.map((row) => row.overdue)),
      by_category: deadlinesByCategory,
    },
    cases_per_member: input.members.map((row) => ({
      id: row.id,
      username: row.username,
      open_cases: Number(row.open_cases),
    })),
    active_users: {
      days: STATS_ACTIVE_DAYS,
      since: input.since,
      active: sum(byRole.map((row) => row.active)),
      total: sum(byRole.map((row) => row.total)),
      by_role: byRole,
    },
    recoveries: presentRecoveries(input.year, input.period?.month ?? null, input.recoveries),
  };
}

/**
 * The 12 months of `year` (zeros included), or only `month` of it when one was chosen, and their total, in whole
 * rupiah (PostgreSQL sums are strings).
 */
function presentRecoveries(
  year: number,
  month: number | null,
  rows: Rows<'sumRecoveriesByMonth'>,
): AdminStats['recoveries'] {
  const numbers = month === null ? Array.from({ length: 12 }, (_, index) => index + 1) : [month];
  const months = numbers.map((number) => {
    const month = `${year}-${String(number).padStart(2, '0')}`;
    return { month, total: Number(rows.find((row) => row.month === month)?.total ?? 0) };
  });
  return { year, months, total: sum(months.map((row) => row.total)) };
}
