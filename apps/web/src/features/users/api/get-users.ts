import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { UserListItem } from '@pidsus/shared';
import { USER_PAGE_DEFAULT } from '@pidsus/shared/constants';
import { api } from '../../../lib/api-client';
import { AVATAR_LINK_REFRESH_MS } from '../../../lib/session/profile';
import { userKeys } from './keys';

/** Accounts per page of the table: one office's accounts fit in the first; more load on request. */
export const USERS_PAGE_SIZE = USER_PAGE_DEFAULT;

export interface UserPage {
  users: UserListItem[];
  total: number;
  offset: number;
}

/** A page of the accounts; `q` (decisions §10 `Cari pengguna`) asks the server for those that hold it. */
export async function getUsers(offset: number, q = ''): Promise<UserPage> {
  const params = q ? { limit: USERS_PAGE_SIZE, offset, q } : { limit: USERS_PAGE_SIZE, offset };
  const response = await api.get<UserListItem[]>('/users', { params });
  const total = Number(response.headers?.['x-total-count'] ?? response.data.length);
  return { users: response.data, total, offset };
}

// Refetched like the profile, so that the avatars' signed links never run out on an open screen. While another
// search loads, the accounts of the last one stay on the screen.
export const usersQueryOptions = (q = '') =>
  infiniteQueryOptions({
    queryKey: [...userKeys.list, q],
    queryFn: ({ pageParam }) => getUsers(pageParam, q),
    placeholderData: keepPreviousData,
    initialPageParam: 0,
    getNextPageParam: (last) => {
      const next = last.offset + last.users.length;
      return last.users.length > 0 && next < last.total ? next : undefined;
    },
    refetchInterval: AVATAR_LINK_REFRESH_MS,
  });

export const useUsers = (q = '') => useInfiniteQuery(usersQueryOptions(q));
