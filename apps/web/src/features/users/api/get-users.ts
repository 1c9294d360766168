import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@pidsus/shared';
import { api } from '../../../lib/api-client';

export async function getUsers(): Promise<User[]> {
  const response = await api.get<User[]>('/users');
  return response.data;
}

export const usersQueryOptions = () => queryOptions({ queryKey: ['users'], queryFn: getUsers });

export const useUsers = () => useQuery(usersQueryOptions());
