import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate, User } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { setSessionUsername } from '../../../lib/session/session';
import { profileQueryOptions } from '../../../lib/session/profile';

export async function updateProfile(input: ProfileUpdate): Promise<User> {
  const response = await api.put<User>('/profile', input);
  return response.data;
}

/** Saves one's own profile; the top bar (same query) shows the new name at once. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, user);
      setSessionUsername(user.username);
    },
  });
}
