import { queryOptions } from '@tanstack/react-query';
import type { DueDetention } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { casesRootKey } from '../../../lib/query-keys';
import { addDays } from '../../../lib/time/dates';

/** How far ahead "Masa Penahanan Berakhir" looks: today and the next 7 days. */
export const MY_DETENTIONS_DAYS = 7;

/** Under the cases' root, so that every detention write and `cases:changed` refreshes it. */
export const myDetentionsKey = (today: string) => [...casesRootKey, 'detentions-ending', today] as const;

/** The periods in force of the caller's cases ending up to 7 days after `today` (office zone), soonest first. */
export async function getMyDetentions(today: string): Promise<DueDetention[]> {
  const response = await api.get<DueDetention[]>('/detentions', {
    params: { mine: 1, until: addDays(today, MY_DETENTIONS_DAYS) },
  });
  return response.data;
}

export const myDetentionsQueryOptions = (today: string) =>
  queryOptions({ queryKey: myDetentionsKey(today), queryFn: () => getMyDetentions(today) });
