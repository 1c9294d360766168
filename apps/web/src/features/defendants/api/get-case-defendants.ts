import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Defendant } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { defendantKeys } from './keys';

/** A case's defendants in the order added, each with the label of the case's stage. */
export async function getCaseDefendants(caseId: number): Promise<Defendant[]> {
  const response = await api.get<Defendant[]>(`/cases/${caseId}/defendants`);
  return response.data;
}

export const caseDefendantsQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: defendantKeys.ofCase(caseId), queryFn: () => getCaseDefendants(caseId) });

export const useCaseDefendants = (caseId: number) => useQuery(caseDefendantsQueryOptions(caseId));
