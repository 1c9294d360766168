import type { AdminStatsQuery, StatsPeriod, StatsWeek } from '@pidsus/shared';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `YYYY-MM-DD` plus `days` calendar days. */
export function plusDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The Monday of the ISO week (Monday to Sunday) that holds `day`. */
export function mondayOf(day: string): string {
  // getUTCDay: Sunday 0 … Saturday 6.
  return plusDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
}

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The period of `/admin/stats` (decisions §10) from its query, on the office's `today`: a month of a year, or the whole
 * year without a month; a month alone is one of this year. Null when neither is given (decisions §7.4's view).
 */
export function periodOf(query: AdminStatsQuery, today: string): StatsPeriod | null {
  if (query.year === undefined && query.month === undefined) {
    return null;
  }
  const year = query.year ?? Number(today.slice(0, 4));
  if (query.month === undefined) {
    return { year, month: null, from: `${year}-01-01`, to: `${year}-12-31` };
  }
  // Day 0 of the next month is this month's last (Date.UTC rolls over the year end).
  const last = new Date(Date.UTC(year, query.month, 0)).getUTCDate();
  return {
    year,
    month: query.month,
    from: `${year}-${pad(query.month)}-01`,
    to: `${year}-${pad(query.month)}-${last}`,
  };
}

/**
 * The ISO weeks that hold a day of the period, oldest first, each counted 0 and cut to the period (the first and the
 * last may be shorter: a month's hearings are its own), so that the weeks add up to the period. `offset` counts weeks
 * from the one that holds `today` (negative before it), as in the 17 weeks around today.
 */
export function weeksOf(period: StatsPeriod, today: string): StatsWeek[] {
  const current = Date.parse(`${mondayOf(today)}T00:00:00Z`);
  const weeks: StatsWeek[] = [];
  for (let monday = mondayOf(period.from); monday <= period.to; monday = plusDays(monday, 7)) {
    const offset = Math.round((Date.parse(`${monday}T00:00:00Z`) - current) / (7 * DAY_MS));
    const sunday = plusDays(monday, 6);
    weeks.push({
      start: monday < period.from ? period.from : monday,
      end: sunday > period.to ? period.to : sunday,
      offset,
      count: 0,
    });
  }
  return weeks;
}
