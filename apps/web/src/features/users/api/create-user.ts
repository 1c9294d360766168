import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User, UserCreate } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { userKeys } from './keys';

export async function createUser(input: UserCreate): Promise<User> {
  const response = await api.post<User>('/users', input);
  return response.data;
}

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.all }),
  });
}
