import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@pidsus/shared';
import { api } from '../api-client';

export async function getProfile(): Promise<User> {
  const response = await api.get<User>('/profile');
  return response.data;
}

/**
 * Avatar links are signed and valid for one to two hours (docs/operations.md, Security notes): refetching every
 * half hour keeps a fresh one even on a screen left open all day.
 */
export const AVATAR_LINK_REFRESH_MS = 30 * 60_000;

/** The logged-in user's profile: read by the layout and several features, written by the profile feature. */
export const profileQueryKey = ['profile'] as const;

export const profileQueryOptions = () =>
  queryOptions({ queryKey: profileQueryKey, queryFn: getProfile, refetchInterval: AVATAR_LINK_REFRESH_MS });

/** The logged-in user's profile (username, avatar and the rest), shared by the top bar and the profile screens. */
export const useProfile = () => useQuery(profileQueryOptions());
