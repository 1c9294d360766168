import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseEvent } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

export async function getCaseHistory(caseId: number): Promise<CaseEvent[]> {
  const response = await api.get<CaseEvent[]>(`/cases/${caseId}/history`);
  return response.data;
}

export const caseHistoryQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: caseKeys.history(caseId), queryFn: () => getCaseHistory(caseId) });

export const useCaseHistory = (caseId: number) => useQuery(caseHistoryQueryOptions(caseId));
