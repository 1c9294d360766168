import { idStats } from '../../i18n/id-stats';

const t = idStats.period;

/** The period of `/admin/stats` (decisions §10): a year, and one of its months or the whole year (`month` null). */
export interface StatsPeriodChoice {
  year: number;
  month: number | null;
}

/** `November 2026`, or `tahun 2026` for a whole year. */
export function periodName({ year, month }: StatsPeriodChoice): string {
  return month === null ? `tahun ${year}` : `${t.months[month - 1] ?? ''} ${year}`;
}

/** The years offered: from 2015 (or the chosen one, if earlier) to next year, newest first. */
export function yearsAround(year: number, thisYear: number): number[] {
  const last = Math.max(thisYear + 1, year);
  const first = Math.min(2015, year);
  return Array.from({ length: last - first + 1 }, (_, index) => last - index);
}

/** This office month, the page's first period: `today` is `YYYY-MM-DD` on the office's calendar. */
export function currentPeriod(today: string): StatsPeriodChoice {
  return { year: Number(today.slice(0, 4)), month: Number(today.slice(5, 7)) };
}

/** The query of `GET /api/admin/stats` and its export for a period. */
export function periodQuery({ year, month }: StatsPeriodChoice): { year: number; month?: number } {
  return month === null ? { year } : { year, month };
}
