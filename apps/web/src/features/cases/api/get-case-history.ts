import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CaseEvent } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

/** The newest HISTORY_MAX rows, oldest first; `total` counts them all (`X-Total-Count`). */
export async function getCaseHistory(caseId: number): Promise<{ events: CaseEvent[]; total: number }> {
  const response = await api.get<CaseEvent[]>(`/cases/${caseId}/history`);
  return { events: response.data, total: Number(response.headers['x-total-count'] ?? response.data.length) };
}

export const caseHistoryQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: caseKeys.history(caseId), queryFn: () => getCaseHistory(caseId) });

export const useCaseHistory = (caseId: number) => useQuery(caseHistoryQueryOptions(caseId));
