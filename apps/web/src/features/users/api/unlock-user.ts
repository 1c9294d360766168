import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserActionResponse } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/**
 * Lifts the per-account login limit's lock (`POST /api/users/:id/unlock`, decisions §7.5). The answer is
 * `{ success, error }`; a false success is a failure too.
 */
export async function unlockUser(id: number): Promise<UserActionResponse> {
  const response = await api.post<UserActionResponse>(`/users/${id}/unlock`);
  if (!response.data.success) {
    throw new Error(response.data.error ?? '');
  }
  return response.data;
}

/** Refreshes the list either way: a refusal may mean the lock had already run out or been lifted. */
export function useUnlockUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unlockUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
