import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** `GET /api/admin/settings` (decisions §7.4): the settings as they apply now. */
export async function getSettings(): Promise<Settings> {
  const response = await api.get<Settings>('/admin/settings');
  return response.data;
}

export const settingsQueryOptions = queryOptions({ queryKey: settingsKeys.all, queryFn: getSettings });

export const useSettings = () => useQuery(settingsQueryOptions);
