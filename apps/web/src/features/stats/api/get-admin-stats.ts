import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { periodQuery, type StatsPeriodChoice } from '../period';
import { statsKeys } from './keys';

/** The figures of `/admin/stats` (decisions §7.4) for a period (§10): its weeks' hearings and its recoveries. */
export async function getAdminStats(period: StatsPeriodChoice): Promise<AdminStats> {
  const response = await api.get<AdminStats>('/admin/stats', { params: periodQuery(period) });
  return response.data;
}

export const adminStatsQueryOptions = (period: StatsPeriodChoice) =>
  queryOptions({
    queryKey: [...statsKeys.admin(), period.year, period.month],
    queryFn: () => getAdminStats(period),
    // The old period's figures stay on screen (marked as loading) until the new ones arrive: nothing jumps.
    placeholderData: (previous) => previous,
  });

export const useAdminStats = (period: StatsPeriodChoice) => useQuery(adminStatsQueryOptions(period));
