import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Deadline } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { deadlineKeys } from './keys';

/** A case's deadlines: the open ones by due date, then the done ones (the server's order). */
export async function getCaseDeadlines(caseId: number): Promise<Deadline[]> {
  const response = await api.get<Deadline[]>(`/cases/${caseId}/deadlines`);
  return response.data;
}

export const caseDeadlinesQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: deadlineKeys.ofCase(caseId), queryFn: () => getCaseDeadlines(caseId) });

export const useCaseDeadlines = (caseId: number) => useQuery(caseDeadlinesQueryOptions(caseId));
