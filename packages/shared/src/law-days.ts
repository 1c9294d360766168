/**
 * Days as the law counts them (docs/decisions.md §8.2). Two rules, and only these two:
 *
 * - a **period** of N days counts its first day: "ditahan selama 20 hari terhitung sejak 1 Maret s/d 20 Maret"
 *   ends on the 20th — `end = start + N − 1` (`masa`);
 * - a time limit **within N days after** an event does not count the day of the event: "dalam waktu 7 hari setelah
 *   menerima berkas" received on 1 March runs out on 8 March — `due = start + N` (`setelah`).
 *
 * Dates are `YYYY-MM-DD` calendar days (the office's), computed in UTC so that no time zone or daylight change can
 * move them. Used by the server and the web alike.
 */

/** How a template or a form counts its days: a period (first day included) or a limit after an event. */
export const DAY_COUNTINGS = ['masa', 'setelah'] as const;
export type DayCounting = (typeof DAY_COUNTINGS)[number];

/** `YYYY-MM-DD` plus `days` calendar days (negative: earlier). */
export function addCalendarDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The last day of a period of `days` days starting on `start`, the first day counted (`masa`). */
export function periodEnd(start: string, days: number): string {
  return addCalendarDays(start, days - 1);
}

/** The day a limit of `days` days after `start` runs out, the day of `start` not counted (`setelah`). */
export function dueAfter(start: string, days: number): string {
  return addCalendarDays(start, days);
}

/** The due day of `days` from `start` as `counting` counts them. */
export function countDays(start: string, days: number, counting: DayCounting): string {
  return counting === 'masa' ? periodEnd(start, days) : dueAfter(start, days);
}
