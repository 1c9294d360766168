import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserListItem } from '@pidsus/shared';
import { USER_PAGE_MAX } from '@pidsus/shared/constants';
import { api } from '../../../lib/api-client';
import { auditKeys } from './keys';

/** The accounts for the user filter: one office's accounts fit in one page of `GET /api/users`. */
export async function getAuditUsers(): Promise<{ id: number; username: string }[]> {
  const response = await api.get<UserListItem[]>('/users', { params: { limit: USER_PAGE_MAX } });
  return response.data.map((user) => ({ id: user.id, username: user.username }));
}

export const auditUsersQueryOptions = () =>
  queryOptions({ queryKey: auditKeys.users(), queryFn: getAuditUsers, staleTime: 5 * 60_000 });

export const useAuditUsers = () => useQuery(auditUsersQueryOptions());
