import { queryOptions } from '@tanstack/react-query';
import type { AdminOverview } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { adminKeys } from './keys';

/** The admin dashboard's figures (decisions §10): `GET /api/admin/stats/overview`. */
export async function getAdminOverview(): Promise<AdminOverview> {
  const response = await api.get<AdminOverview>('/admin/stats/overview');
  return response.data;
}

export const adminOverviewQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: getAdminOverview });
