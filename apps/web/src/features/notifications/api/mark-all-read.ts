import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { readAllResponseSchema } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { markAllNotificationsRead } from '../notifications-cache';
import type { NotificationPages } from './get-notifications';
import { notificationKeys } from './keys';

export type ReadAllResponse = z.infer<typeof readAllResponseSchema>;

export async function markAllRead(): Promise<ReadAllResponse> {
  const response = await api.put<ReadAllResponse>('/notifications/read-all');
  return response.data;
}

/** 'Tandai Dibaca Semua': optimistic like `useMarkRead`, put back on failure, refetched either way. */
export function useMarkAllRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markAllRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      const previous = queryClient.getQueryData<NotificationPages>(notificationKeys.list);
      if (previous) {
        queryClient.setQueryData(notificationKeys.list, markAllNotificationsRead(previous));
      }
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) {
        queryClient.setQueryData(notificationKeys.list, context.previous);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}
