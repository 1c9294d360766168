import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** Turns two-step sign-in off with one's password. */
export async function disableTwoFactor(password: string): Promise<void> {
  await api.delete('/profile/2fa', { data: { password } });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.twoFactor() }),
  });
}
