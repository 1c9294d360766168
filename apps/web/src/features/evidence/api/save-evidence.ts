import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Evidence, EvidenceInput } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { casesRootKey } from '../../../lib/query-keys';
import { evidenceKeys } from './keys';

export async function createEvidence(caseId: number, input: EvidenceInput): Promise<Evidence> {
  const response = await api.post<Evidence>(`/cases/${caseId}/evidence`, input);
  return response.data;
}

/** PUT sends the whole item, as POST does. */
export async function updateEvidence(caseId: number, evidenceId: number, input: EvidenceInput): Promise<Evidence> {
  const response = await api.put<Evidence>(`/cases/${caseId}/evidence/${evidenceId}`, input);
  return response.data;
}

export async function deleteEvidence(caseId: number, evidenceId: number): Promise<void> {
  await api.delete(`/cases/${caseId}/evidence/${evidenceId}`);
}

/** The writes of a case's evidence; each makes its list and the case's queries (its history) stale. */
export function useEvidenceWrites(caseId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: evidenceKeys.ofCase(caseId) }),
      queryClient.invalidateQueries({ queryKey: casesRootKey }),
    ]);
  return {
    create: useMutation({ mutationFn: (input: EvidenceInput) => createEvidence(caseId, input), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: EvidenceInput }) => updateEvidence(caseId, id, input),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteEvidence(caseId, id), onSuccess: refresh }),
  };
}
