import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CalendarKeyCreated } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { profileKeys } from './keys';

/** Makes a new feed key with one's password (the old one stops working); its URL is in this answer only. */
export async function createCalendarKey(password: string): Promise<CalendarKeyCreated> {
  const response = await api.post<CalendarKeyCreated>('/profile/calendar-key', { password });
  return response.data;
}

export function useCreateCalendarKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarKey,
    onSuccess: (created) => queryClient.setQueryData(profileKeys.calendarKey(), { created_at: created.created_at }),
  });
}
