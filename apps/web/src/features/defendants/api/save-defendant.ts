import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Defendant, DefendantInput } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { casesRootKey, deadlinesRootKey, scheduleRootKey } from '../../../lib/query-keys';

export async function createDefendant(caseId: number, input: DefendantInput): Promise<Defendant> {
  const response = await api.post<Defendant>(`/cases/${caseId}/defendants`, input);
  return response.data;
}

export async function updateDefendant(caseId: number, id: number, input: DefendantInput): Promise<Defendant> {
  const response = await api.put<Defendant>(`/cases/${caseId}/defendants/${id}`, input);
  return response.data;
}

export async function deleteDefendant(caseId: number, id: number): Promise<void> {
  await api.delete(`/cases/${caseId}/defendants/${id}`);
}

/**
 * The writes of a case's defendants. Each makes the case's queries stale (its defendants, its history, the lists
 * and the board that show the names) and the deadlines (a renamed person's detention deadline is renamed).
 */
export function useDefendantWrites(caseId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [casesRootKey, scheduleRootKey, deadlinesRootKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  return {
    create: useMutation({ mutationFn: (input: DefendantInput) => createDefendant(caseId, input), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: DefendantInput }) => updateDefendant(caseId, id, input),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteDefendant(caseId, id), onSuccess: refresh }),
  };
}
