import type { Detention } from '@pidsus/shared';
import { addCalendarDays, isCalendarDate, periodEnd } from '@pidsus/shared/constants';

/** `1/3/2026` for `2026-03-01`: how a warrant writes a day, as the dialog's arithmetic shows it (decisions §8.2). */
export function shortDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-');
  return `${Number(day)}/${Number(month)}/${year}`;
}

/**
 * The last day of `days` days from `start`, the first counted; undefined while either is not a valid value, such as a
 * day still being typed (the day field passes its text on until it reads as a date).
 */
export function endOf(start: string | null | undefined, days: number | undefined): string | undefined {
  if (!start || !isCalendarDate(start) || days === undefined || !Number.isInteger(days) || days < 1) {
    return undefined;
  }
  return periodEnd(start, days);
}

/** The day an extension of `period` starts without a date of its own: the day after it ends. */
export const dayAfter = (period: Pick<Detention, 'end_date'>) => addCalendarDays(period.end_date, 1);

/** Where a period stands on `today`: released, extended, over, running, or yet to start. */
export function periodState(
  period: Detention,
  all: readonly Detention[],
  today: string,
): 'released' | 'extended' | 'ended' | 'inForce' | 'upcoming' {
  if (period.released_on !== null) {
    return 'released';
  }
  if (all.some((other) => other.extends_id === period.id)) {
    return 'extended';
  }
  if (period.end_date < today) {
    return 'ended';
  }
  return period.start_date > today ? 'upcoming' : 'inForce';
}
