import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserUpdate } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

/** An empty password is left out of the payload: the server keeps the old one (requirements §5). */
export async function updateUser({ id, input }: { id: number; input: UserUpdate }): Promise<User> {
  const { password, ...rest } = input;
  const response = await api.put<User>(`/users/${id}`, password ? { ...rest, password } : rest);
  return response.data;
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
