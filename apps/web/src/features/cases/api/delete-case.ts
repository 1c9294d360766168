import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function deleteCase(caseId: number): Promise<void> {
  await api.delete(`/cases/${caseId}`);
}

export function useDeleteCase(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCase(caseId),
    // The detail query is left alone: the screen still shows the case (its actions disabled) for the second
    // before it returns to the list; refetching it now would only turn it into a 404.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cases', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['schedule'] }),
        queryClient.invalidateQueries({ queryKey: ['cases', 'history', caseId] }),
      ]),
  });
}
