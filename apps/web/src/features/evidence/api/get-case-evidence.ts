import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Evidence } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { evidenceKeys } from './keys';

/** A case's evidence, in the order it was recorded. */
export async function getCaseEvidence(caseId: number): Promise<Evidence[]> {
  const response = await api.get<Evidence[]>(`/cases/${caseId}/evidence`);
  return response.data;
}

export const caseEvidenceQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: evidenceKeys.ofCase(caseId), queryFn: () => getCaseEvidence(caseId) });

export const useCaseEvidence = (caseId: number) => useQuery(caseEvidenceQueryOptions(caseId));
