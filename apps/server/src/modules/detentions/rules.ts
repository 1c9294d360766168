import { addCalendarDays, periodEnd, validationMessages as m, type DetentionFields } from '@pidsus/shared';
import { badRequest } from '../../lib/errors';
import type { PeriodRow } from './repository';

/** The last day a period holds its defendant: the day of release, else its end (decisions §8.2). */
export const heldUntil = (period: Pick<PeriodRow, 'released_on' | 'end_date'>) => period.released_on ?? period.end_date;

const refuse = (field: string, message: string) => badRequest(message, { [field]: message });

/**
 * A period's days as the law counts them (decisions §8.2), checked against the defendant's other periods: the start
 * (given, or the day after the extended period ends), the end (`periodEnd`: the first day counted), a release within
 * the period, an extension of a period of the same person that came before it, is not released and is extended by
 * no other, and no overlap with another period of that person (a released one counting up to its release). A period
 * already extended (`extension`, when it is edited) keeps the chain in order: it is not released (the person is let
 * out of the period in force, its extension) and it starts before its extension.
 */
export function checkPeriod(
  values: DetentionFields,
  context: {
    selfId?: number;
    extended?: PeriodRow;
    extendedBy?: number;
    extension?: PeriodRow;
    others: readonly PeriodRow[];
  },
): { start_date: string; end_date: string } {
  const { extended } = context;
  if (values.extends_id !== null) {
    if (!extended || extended.defendant_id !== values.defendant_id || extended.id === context.selfId) {
      throw refuse('extends_id', m.detentionExtendsInvalid);
    }
    if (extended.released_on !== null) {
      throw refuse('extends_id', m.detentionExtendsReleased);
    }
    if (context.extendedBy !== undefined && context.extendedBy !== context.selfId) {
      throw refuse('extends_id', m.detentionExtendsTaken);
    }
  }
  const start = values.start_date ?? (extended ? addCalendarDays(extended.end_date, 1) : null);
  if (start === null) {
    throw refuse('start_date', m.detentionStartRequired);
  }
  if (extended && extended.start_date >= start) {
    throw refuse('start_date', m.detentionExtendsLater);
  }
  const { extension } = context;
  if (extension && values.released_on !== null) {
    throw refuse('released_on', m.detentionExtendedRelease);
  }
  if (extension && start >= extension.start_date) {
    throw refuse('start_date', m.detentionExtendedStart);
  }
  const end = periodEnd(start, values.days);
  if (values.released_on !== null && (values.released_on < start || values.released_on > end)) {
    throw refuse('released_on', m.detentionReleaseOutside);
  }
  const until = values.released_on ?? end;
  const overlaps = context.others.some(
    (other) => other.id !== context.selfId && other.start_date <= until && start <= heldUntil(other),
  );
  if (overlaps) {
    throw refuse('start_date', m.detentionOverlap);
  }
  return { start_date: start, end_date: end };
}

/** How a history row shows a period: `2026-03-01 s/d 2026-03-20`, and its release once released. */
export const periodText = (period: Pick<PeriodRow, 'start_date' | 'end_date' | 'released_on'>) =>
  `${period.start_date} s/d ${period.end_date}${period.released_on ? `, dikeluarkan ${period.released_on}` : ''}`;
