import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Recovery } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { recoveryKeys } from './keys';

/** A case's recoveries, by date. */
export async function getCaseRecoveries(caseId: number): Promise<Recovery[]> {
  const response = await api.get<Recovery[]>(`/cases/${caseId}/recoveries`);
  return response.data;
}

export const caseRecoveriesQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: recoveryKeys.ofCase(caseId), queryFn: () => getCaseRecoveries(caseId) });

export const useCaseRecoveries = (caseId: number) => useQuery(caseRecoveriesQueryOptions(caseId));
