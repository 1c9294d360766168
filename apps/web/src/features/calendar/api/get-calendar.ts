import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarData } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { calendarKeys } from './keys';

/** The hearings and open deadlines of the days `from`–`to` (both included), or only the caller's cases (`mine`). */
export async function getCalendar(from: string, to: string, mine: boolean): Promise<CalendarData> {
  const response = await api.get<CalendarData>('/calendar', { params: { from, to, ...(mine ? { mine: 1 } : {}) } });
  return response.data;
}

export const calendarQueryOptions = (from: string, to: string, mine: boolean) =>
  queryOptions({
    queryKey: calendarKeys.range(from, to, mine),
    queryFn: () => getCalendar(from, to, mine),
    // While the next month loads, the last one stays on screen (with a progress bar) instead of an empty grid.
    placeholderData: keepPreviousData,
  });

export const useCalendar = (from: string, to: string, mine: boolean) => useQuery(calendarQueryOptions(from, to, mine));
