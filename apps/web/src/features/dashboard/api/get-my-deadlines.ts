import { queryOptions } from '@tanstack/react-query';
import type { DueDeadline } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { addDays } from '../../../lib/time/dates';
import { deadlinesRootKey } from '../../../lib/query-keys';

/** How far ahead "Tenggat Mendekat" looks: the overdue ones, today and the next 7 days. */
export const MY_DEADLINES_DAYS = 7;

/** Under the deadlines root, so that every deadline write and `cases:changed` refreshes it. */
export const myDeadlinesKey = (today: string) => [...deadlinesRootKey, 'mine', today] as const;

/** The caller's open deadlines up to 7 days after `today` (office zone), overdue ones included, soonest first. */
export async function getMyDeadlines(today: string): Promise<DueDeadline[]> {
  const response = await api.get<DueDeadline[]>('/deadlines', {
    params: { mine: 1, until: addDays(today, MY_DEADLINES_DAYS) },
  });
  return response.data;
}

export const myDeadlinesQueryOptions = (today: string) =>
  queryOptions({ queryKey: myDeadlinesKey(today), queryFn: () => getMyDeadlines(today) });
