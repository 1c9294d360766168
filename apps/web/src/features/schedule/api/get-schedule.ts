import { queryOptions } from '@tanstack/react-query';
import { SCHEDULE_REFETCH_MS } from '@pidsus/shared/constants';
import type { ScheduleEntry } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { scheduleKeys } from './keys';

/**
 * One day's hearings, or only the caller's (`mine`, decisions §7.1). The board asks for the day it shows, so
 * that at midnight a server whose clock lags behind the TV's cannot fill the new day with yesterday's list.
 */
export async function getSchedule(day: string, mine = false): Promise<ScheduleEntry[]> {
  const response = await api.get<ScheduleEntry[]>('/schedule', { params: { date: day, ...(mine ? { mine: 1 } : {}) } });
  return response.data;
}

export const scheduleQueryOptions = (day: string, mine = false) =>
  queryOptions({
    queryKey: scheduleKeys.day(day, mine),
    queryFn: () => getSchedule(day, mine),
    // Requirements §9: the board refetches every 5 minutes, also when the TV's tab is in the background.
    refetchInterval: SCHEDULE_REFETCH_MS,
    refetchIntervalInBackground: true,
  });
