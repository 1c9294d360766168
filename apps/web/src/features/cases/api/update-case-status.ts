import { useMutation } from '@tanstack/react-query';
import type { Case, CaseStatus } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { ownWriteHooks } from '../../../lib/realtime/own-changes';
import { useStoreCase } from './case-cache';

export async function updateCaseStatus(caseId: number, status: CaseStatus): Promise<Case> {
  const response = await api.put<Case>(`/cases/${caseId}/status`, { status });
  return response.data;
}

export function useUpdateCaseStatus(caseId: number) {
  const store = useStoreCase(caseId);
  return useMutation({
    ...ownWriteHooks,
    mutationFn: (status: CaseStatus) => updateCaseStatus(caseId, status),
    onSuccess: (updated) => store(updated),
  });
}
