import { queryOptions, useQuery } from '@tanstack/react-query';
import { SCHEDULE_REFETCH_MS, type Case } from '@pidsus/shared';
import { api } from '../../../lib/api-client';

/** Today's hearings; the server decides "today" in the office zone, `day` only keys the cache per day. */
export async function getSchedule(): Promise<Case[]> {
  const response = await api.get<Case[]>('/schedule');
  return response.data;
}

export const scheduleQueryOptions = (day: string) =>
  queryOptions({
    queryKey: ['schedule', day],
    queryFn: getSchedule,
    // Spec §9: the board refetches every 5 minutes, also when the TV's tab is in the background.
    refetchInterval: SCHEDULE_REFETCH_MS,
    refetchIntervalInBackground: true,
  });

export const useSchedule = (day: string) => useQuery(scheduleQueryOptions(day));
