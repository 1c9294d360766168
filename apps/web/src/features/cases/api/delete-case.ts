import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ownWriteHooks } from '../../../lib/realtime/own-changes';
import { useForgetCase } from './case-cache';

export async function deleteCase(caseId: number): Promise<void> {
  await api.delete(`/cases/${caseId}`);
}

export function useDeleteCase(caseId: number) {
  const forget = useForgetCase(caseId);
  return useMutation({ ...ownWriteHooks, mutationFn: () => deleteCase(caseId), onSuccess: () => forget() });
}
