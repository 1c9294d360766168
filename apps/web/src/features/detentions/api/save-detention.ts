import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Detention, DetentionInput } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { casesRootKey, deadlinesRootKey, scheduleRootKey } from '../../../lib/query-keys';

export async function createDetention(caseId: number, input: DetentionInput): Promise<Detention> {
  const response = await api.post<Detention>(`/cases/${caseId}/detentions`, input);
  return response.data;
}

export async function updateDetention(caseId: number, id: number, input: Partial<DetentionInput>): Promise<Detention> {
  const response = await api.put<Detention>(`/cases/${caseId}/detentions/${id}`, input);
  return response.data;
}

export async function deleteDetention(caseId: number, id: number): Promise<void> {
  await api.delete(`/cases/${caseId}/detentions/${id}`);
}

/**
 * The writes of a case's detention periods. Each makes stale the case's queries (its periods, its history), the
 * deadlines (each period keeps one) and the board (its detainee marker); "Masa Penahanan Berakhir" lives under the
 * cases' root.
 */
export function useDetentionWrites(caseId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(
      [casesRootKey, scheduleRootKey, deadlinesRootKey].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
  return {
    create: useMutation({ mutationFn: (input: DetentionInput) => createDetention(caseId, input), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, input }: { id: number; input: Partial<DetentionInput> }) => updateDetention(caseId, id, input),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteDetention(caseId, id), onSuccess: refresh }),
  };
}
