import type { CalendarDeadline, CalendarHearing, DefendantRef } from '@pidsus/shared';
import type { CalendarDeadlineRow, CalendarHearingRow } from './repository';

/** The fields of a hearing that leave the server for the web calendar. */
export function presentCalendarHearing(row: CalendarHearingRow, defendants: DefendantRef[] = []): CalendarHearing {
  return {
    defendants,
    case_id: row.id,
    title: row.title,
    number: row.number,
    type: row.type,
    status: row.status,
    date: row.date,
    time: row.time,
    location: row.location,
  };
}

/** The fields of an open deadline that leave the server for the web calendar. */
export function presentCalendarDeadline(row: CalendarDeadlineRow): CalendarDeadline {
  return {
    id: row.id,
    case_id: row.case_id,
    case_title: row.case_title,
    case_type: row.case_type,
    title: row.title,
    due_date: row.due_date,
  };
}
