import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Milestone } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { milestoneKeys } from './keys';

/** A case's milestones by date (the server's order). */
export async function getCaseMilestones(caseId: number): Promise<Milestone[]> {
  const response = await api.get<Milestone[]>(`/cases/${caseId}/milestones`);
  return response.data;
}

export const caseMilestonesQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: milestoneKeys.ofCase(caseId), queryFn: () => getCaseMilestones(caseId) });

export const useCaseMilestones = (caseId: number) => useQuery(caseMilestonesQueryOptions(caseId));
