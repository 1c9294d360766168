import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Deadline, DeadlineInput } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { casesRootKey } from '../../../lib/query-keys';
import { deadlineKeys } from './keys';

/** What a write changes: the deadline itself, or its done flag. */
export type DeadlineChange = Partial<DeadlineInput> & { done?: boolean };

export async function createDeadline(caseId: number, input: DeadlineInput): Promise<Deadline> {
  const response = await api.post<Deadline>(`/cases/${caseId}/deadlines`, input);
  return response.data;
}

export async function updateDeadline(caseId: number, deadlineId: number, change: DeadlineChange): Promise<Deadline> {
  const response = await api.put<Deadline>(`/cases/${caseId}/deadlines/${deadlineId}`, change);
  return response.data;
}

export async function deleteDeadline(caseId: number, deadlineId: number): Promise<void> {
  await api.delete(`/cases/${caseId}/deadlines/${deadlineId}`);
}

/**
 * The writes of a case's deadlines. Each makes every deadline list stale (the case's, the dashboard's) and the
 * case's queries (its history gains a row; the board its marker); the `cases:changed` echo does so in other tabs.
 */
export function useDeadlineWrites(caseId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: deadlineKeys.all }),
      queryClient.invalidateQueries({ queryKey: casesRootKey }),
    ]);
  return {
    create: useMutation({ mutationFn: (input: DeadlineInput) => createDeadline(caseId, input), onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, change }: { id: number; change: DeadlineChange }) => updateDeadline(caseId, id, change),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: (id: number) => deleteDeadline(caseId, id), onSuccess: refresh }),
  };
}
