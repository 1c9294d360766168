import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserActionResponse } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/**
 * Resets an account's two-step sign-in (`DELETE /api/users/:id/2fa`, decisions §9): its secret and recovery codes go,
 * its sessions end. The answer is `{ success, error }`; a false success is a failure too.
 */
export async function resetUserTwoFactor(id: number): Promise<UserActionResponse> {
  const response = await api.delete<UserActionResponse>(`/users/${id}/2fa`);
  if (!response.data.success) {
    throw new Error(response.data.error ?? '');
  }
  return response.data;
}

export function useResetUserTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetUserTwoFactor,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
