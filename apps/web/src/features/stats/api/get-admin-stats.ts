import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStats } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { statsKeys } from './keys';

/** The figures of `/admin/stats` (contract §7.4). */
export async function getAdminStats(): Promise<AdminStats> {
  const response = await api.get<AdminStats>('/admin/stats');
  return response.data;
}

export const adminStatsQueryOptions = () => queryOptions({ queryKey: statsKeys.admin(), queryFn: getAdminStats });

export const useAdminStats = () => useQuery(adminStatsQueryOptions());
