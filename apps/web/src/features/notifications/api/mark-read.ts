import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { markNotificationRead } from '../notifications-cache';
import type { NotificationPages } from './get-notifications';
import { notificationKeys } from './keys';

export async function markRead(notificationId: number): Promise<Notification> {
  const response = await api.put<Notification>(`/notifications/${notificationId}/read`);
  return response.data;
}

/**
 * Marks one notification read. The list and badge change at once; a failure puts them back, and either
 * way the list is fetched again so that it matches the server.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: async (notificationId: number) => {
      await queryClient.cancelQueries({ queryKey: notificationKeys.list });
      const previous = queryClient.getQueryData<NotificationPages>(notificationKeys.list);
      if (previous) {
        queryClient.setQueryData(notificationKeys.list, markNotificationRead(previous, notificationId));
      }
      return { previous };
    },
    onError: (_error, _notificationId, context) => {
      if (context?.previous) {
        queryClient.setQueryData(notificationKeys.list, context.previous);
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}
