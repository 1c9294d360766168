import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** Revokes the caller's feed key: calendars subscribed with it stop updating. */
export async function revokeCalendarKey(): Promise<void> {
  await api.delete('/profile/calendar-key');
}

export function useRevokeCalendarKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeCalendarKey,
    onSuccess: () => queryClient.setQueryData(profileKeys.calendarKey(), { created_at: null }),
  });
}
