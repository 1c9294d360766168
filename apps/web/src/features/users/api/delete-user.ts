import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserActionResponse } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** `DELETE /api/users/:id` answers `{ success, error }` (requirements §7); a false success is a failure too. */
export async function deleteUser(id: number): Promise<UserActionResponse> {
  const response = await api.delete<UserActionResponse>(`/users/${id}`);
  if (!response.data.success) {
    throw new Error(response.data.error ?? '');
  }
  return response.data;
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
