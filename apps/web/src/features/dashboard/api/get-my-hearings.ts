import { queryOptions, useQuery } from '@tanstack/react-query';
import { CASE_PAGE_MAX } from '@pidsus/shared/constants';
import type { Case } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { addDays } from '../../../lib/time/dates';
import { casesRootKey } from '../../../lib/query-keys';

/** How far ahead "Sidang Saya" looks: today and the next 7 days. */
export const MY_HEARINGS_DAYS = 7;

/** "Sidang Saya": under the cases root, so that every case write and `cases:changed` refreshes it. */
export const myHearingsKey = (today: string) => [...casesRootKey, 'my-hearings', today] as const;

/**
 * The caller's hearings from `today` to 7 days on, nearest first. The list's `upcoming` order puts them
 * first (the past ones follow, and are dropped here); a page of 200 holds far more than a week of one
 * prosecutor's hearings.
 */
export async function getMyHearings(today: string): Promise<Case[]> {
  const last = addDays(today, MY_HEARINGS_DAYS);
  const response = await api.get<Case[]>('/cases', {
    params: { mine: 1, sort: 'upcoming', limit: CASE_PAGE_MAX },
  });
  return response.data.filter((item) => item.date >= today && item.date <= last);
}

export const useMyHearings = (today: string) =>
  useQuery(queryOptions({ queryKey: myHearingsKey(today), queryFn: () => getMyHearings(today) }));
