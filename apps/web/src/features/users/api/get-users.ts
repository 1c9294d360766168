import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { USER_PAGE_DEFAULT, type UserListItem } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { AVATAR_LINK_REFRESH_MS } from '../../../lib/profile';
import { userKeys } from './keys';

/** Accounts per page of the table: one office's accounts fit in the first; more load on request. */
export const USERS_PAGE_SIZE = USER_PAGE_DEFAULT;

export interface UserPage {
  users: UserListItem[];
  total: number;
  offset: number;
}

export async function getUsers(offset: number): Promise<UserPage> {
  const response = await api.get<UserListItem[]>('/users', { params: { limit: USERS_PAGE_SIZE, offset } });
  const total = Number(response.headers?.['x-total-count'] ?? response.data.length);
  return { users: response.data, total, offset };
}

// Refetched like the profile, so that the avatars' signed links never run out on an open screen.
export const usersQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: userKeys.list,
    queryFn: ({ pageParam }) => getUsers(pageParam),
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.users.length;
      return last.users.length > 0 && next < last.total ? next : undefined;
    },
    refetchInterval: AVATAR_LINK_REFRESH_MS,
  });

export const useUsers = () => useInfiniteQuery(usersQueryOptions());
