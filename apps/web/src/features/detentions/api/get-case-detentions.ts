import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Detention } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { detentionKeys } from './keys';

/** A case's detention periods: person by person, each one's by start date (the server's order). */
export async function getCaseDetentions(caseId: number): Promise<Detention[]> {
  const response = await api.get<Detention[]>(`/cases/${caseId}/detentions`);
  return response.data;
}

export const caseDetentionsQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: detentionKeys.ofCase(caseId), queryFn: () => getCaseDetentions(caseId) });

export const useCaseDetentions = (caseId: number) => useQuery(caseDetentionsQueryOptions(caseId));
