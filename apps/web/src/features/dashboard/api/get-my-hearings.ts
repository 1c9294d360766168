import { queryOptions } from '@tanstack/react-query';
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
 * The caller's hearings from `today` to 7 days on, nearest first: the server keeps those days (`from`, `to`), and a
 * page of 200 holds far more than a week of one prosecutor's hearings. It used to send the caller's 200 nearest cases,
 * past ones included, for this card to keep a few: 136 KB for a demo prosecutor, the dashboard's largest answer.
 */
export async function getMyHearings(today: string): Promise<Case[]> {
  const last = addDays(today, MY_HEARINGS_DAYS);
  const response = await api.get<Case[]>('/cases', {
    params: { mine: 1, from: today, to: last, sort: 'oldest', limit: CASE_PAGE_MAX },
  });
  // An instance not yet upgraded (two behind nginx, one at a time) ignores the days: the card keeps its week itself.
  return response.data.filter((item) => item.date >= today && item.date <= last);
}

export const myHearingsQueryOptions = (today: string) =>
  queryOptions({ queryKey: myHearingsKey(today), queryFn: () => getMyHearings(today) });
