import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Recovery, RecoveryInput } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { casesRootKey } from '../../../lib/query-keys';
import { recoveryKeys } from './keys';

export async function createRecovery(caseId: number, input: RecoveryInput): Promise<Recovery> {
  const response = await api.post<Recovery>(`/cases/${caseId}/recoveries`, input);
  return response.data;
}

export async function deleteRecovery(caseId: number, recoveryId: number): Promise<void> {
  await api.delete(`/cases/${caseId}/recoveries/${recoveryId}`);
}

/** The writes of a case's recoveries; each makes its list and the case (its `recovered_total`, history) stale. */
export function useRecoveryWrites(caseId: number) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: recoveryKeys.ofCase(caseId) }),
      queryClient.invalidateQueries({ queryKey: casesRootKey }),
    ]);
  return {
    create: useMutation({ mutationFn: (input: RecoveryInput) => createRecovery(caseId, input), onSuccess: refresh }),
    remove: useMutation({ mutationFn: (id: number) => deleteRecovery(caseId, id), onSuccess: refresh }),
  };
}
