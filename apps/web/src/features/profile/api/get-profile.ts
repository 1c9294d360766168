import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@pidsus/shared';
import { api } from '../../../lib/api-client';

export async function getProfile(): Promise<User> {
  const response = await api.get<User>('/profile');
  return response.data;
}

export const profileQueryOptions = () => queryOptions({ queryKey: ['profile'], queryFn: getProfile });

/** The logged-in user's profile (username, avatar and the rest), shared by the top bar and the profile screens. */
export const useProfile = () => useQuery(profileQueryOptions());
