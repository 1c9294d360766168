import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { casesRootKey } from '../../../lib/query-keys';

/** Sets the case's state loss in whole rupiah; null clears it. */
export async function setStateLoss(caseId: number, stateLoss: number | null): Promise<void> {
  await api.put(`/cases/${caseId}/state-loss`, { state_loss: stateLoss });
}

export function useSetStateLoss(caseId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (stateLoss: number | null) => setStateLoss(caseId, stateLoss),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: casesRootKey }),
  });
}
