import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarKeyStatus } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** Whether the caller has a calendar feed key, and since when (the key itself is never shown again). */
export async function getCalendarKey(): Promise<CalendarKeyStatus> {
  const response = await api.get<CalendarKeyStatus>('/profile/calendar-key');
  return response.data;
}

export const calendarKeyQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.calendarKey(), queryFn: getCalendarKey });

export const useCalendarKey = () => useQuery(calendarKeyQueryOptions());
