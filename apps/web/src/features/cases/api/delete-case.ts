import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export async function deleteCase(caseId: number): Promise<void> {
  await api.delete(`/cases/${caseId}`);
}

export function useDeleteCase(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteCase(caseId),
    onSuccess: () => {
      // The detail is gone: drop it rather than refetch it into a 404 while the screen says goodbye.
      queryClient.removeQueries({ queryKey: ['cases', 'detail', caseId] });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['cases', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['schedule'] }),
      ]);
    },
  });
}
