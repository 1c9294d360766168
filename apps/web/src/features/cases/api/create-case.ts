import { useMutation } from '@tanstack/react-query';
import type { Case, CaseInput } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { ownWriteHooks } from '../../../lib/realtime/own-changes';
import { useInvalidateCases } from './case-cache';

export async function createCase(input: CaseInput): Promise<Case> {
  const response = await api.post<Case>('/cases', input);
  return response.data;
}

export function useCreateCase() {
  const invalidate = useInvalidateCases();
  return useMutation({ ...ownWriteHooks, mutationFn: createCase, onSuccess: (created) => invalidate(created.id) });
}
