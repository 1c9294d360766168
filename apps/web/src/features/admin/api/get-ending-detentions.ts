import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DueDetention } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** The detention periods in force of every case ending up to `until` (the overview's), soonest first (decisions §8.2). */
export async function getEndingDetentions(until: string): Promise<DueDetention[]> {
  const response = await api.get<DueDetention[]>('/detentions', { params: { until } });
  return response.data;
}

export const useEndingDetentions = (until: string | undefined) =>
  useQuery(
    queryOptions({
      queryKey: adminKeys.detentions(until ?? ''),
      queryFn: () => getEndingDetentions(until ?? ''),
      enabled: until !== undefined,
    }),
  );
