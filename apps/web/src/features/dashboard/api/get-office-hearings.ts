import { queryOptions } from '@tanstack/react-query';
import type { ScheduleEntry } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { scheduleRootKey } from '../../../lib/query-keys';

/** Under the board's root, so that every case write and `cases:changed` refreshes it with the board. */
export const officeHearingsKey = (today: string) => [...scheduleRootKey, 'office-today', today] as const;

/** Today's hearings of the whole office (decisions §10): the board's list, `GET /api/schedule` for the day, by hour. */
export async function getOfficeHearings(today: string): Promise<ScheduleEntry[]> {
  const response = await api.get<ScheduleEntry[]>('/schedule', { params: { date: today } });
  return response.data;
}

export const officeHearingsQueryOptions = (today: string) =>
  queryOptions({ queryKey: officeHearingsKey(today), queryFn: () => getOfficeHearings(today) });
