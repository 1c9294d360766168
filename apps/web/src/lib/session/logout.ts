import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../api-client';
import { clearSession, setLoggingOut } from './session';

export async function logout(): Promise<void> {
  await api.post('/auth/logout');
}

/**
 * Ends the session on the server, then clears local storage and the query cache whatever the
 * server said: a user who asked to log out must not stay logged in on this device.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onMutate: () => setLoggingOut(true),
    onSettled: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
