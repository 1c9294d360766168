import { useMutation } from '@tanstack/react-query';
import type { Case, CaseInput } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { ownWriteHooks } from '../../../lib/realtime/own-changes';
import { useStoreCase } from './case-cache';

/** `basedOn` is the `updated_at` the edit started from: the server answers 409 if the case changed since. */
export async function updateCase(caseId: number, input: CaseInput, basedOn: string): Promise<Case> {
  const response = await api.put<Case>(`/cases/${caseId}`, { ...input, updated_at: basedOn });
  return response.data;
}

export function useUpdateCase(caseId: number) {
  const store = useStoreCase(caseId);
  return useMutation({
    ...ownWriteHooks,
    mutationFn: ({ input, basedOn }: { input: CaseInput; basedOn: string }) => updateCase(caseId, input, basedOn),
    onSuccess: (updated) => store(updated),
  });
}
