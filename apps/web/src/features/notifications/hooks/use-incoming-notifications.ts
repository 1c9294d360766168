import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Notification } from '@pidsus/shared';
import { useSocketEvent } from '../../../lib/realtime/realtime-provider';
import { notificationsQueryKey, type NotificationPages } from '../api/get-notifications';
import { prependNotification } from '../notifications-cache';

/**
 * Puts a notification that arrived over the socket into the cached list. While the list is being fetched
 * the answer on its way may predate this notification and would overwrite it, so the fetch starts
 * again instead; a list not loaded yet will include it when it loads.
 */
export function receiveNotification(queryClient: QueryClient, notification: Notification): void {
  const state = queryClient.getQueryState<NotificationPages>(notificationsQueryKey);
  if (state?.fetchStatus === 'fetching') {
    // Cancelled first: TanStack would otherwise join a first load in flight rather than start anew.
    void queryClient
      .cancelQueries({ queryKey: notificationsQueryKey })
      .then(() => queryClient.invalidateQueries({ queryKey: notificationsQueryKey }));
    return;
  }
  if (state?.data) {
    queryClient.setQueryData<NotificationPages>(notificationsQueryKey, (data) =>
      data ? prependNotification(data, notification) : data,
    );
  }
}

/** Listens for the `notification` event for as long as the logged-in staff app is shown. */
export function useIncomingNotifications(): void {
  const queryClient = useQueryClient();
  useSocketEvent('notification', (notification) => receiveNotification(queryClient, notification));
}
