import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { AVATAR_LINK_REFRESH_MS } from '../../../lib/profile';
import { userKeys } from './keys';

export async function getUsers(): Promise<User[]> {
  const response = await api.get<User[]>('/users');
  return response.data;
}

// Refetched like the profile, so that the avatars' signed links never run out on an open screen.
export const usersQueryOptions = () =>
  queryOptions({ queryKey: userKeys.all, queryFn: getUsers, refetchInterval: AVATAR_LINK_REFRESH_MS });

export const useUsers = () => useQuery(usersQueryOptions());
