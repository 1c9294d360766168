import { useQueryClient, type Query, type QueryClient } from '@tanstack/react-query';
import type { Notification } from '@pidsus/shared';
import { useSocketEvent } from '../../../lib/realtime/realtime-provider';
import type { NotificationPages } from '../api/get-notifications';
import { notificationKeys } from '../api/keys';
import { prependNotification } from '../notifications-cache';

/** Lists waiting for an older page to land before they are fetched again (see `receiveNotification`). */
const refetchAfterLoad = new WeakSet<Query>();

const refetchList = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: notificationKeys.list });

/** Fetches the whole list again once the fetch on its way has settled, whatever its outcome. */
function refetchWhenSettled(queryClient: QueryClient, query: Query): void {
  if (refetchAfterLoad.has(query)) {
    return;
  }
  refetchAfterLoad.add(query);
  const cache = queryClient.getQueryCache();
  const unsubscribe = cache.subscribe((event) => {
    if (event.query !== query) {
      return;
    }
    if (event.type === 'removed') {
      // Logged out meanwhile: nothing to fetch.
      refetchAfterLoad.delete(query);
      unsubscribe();
    } else if (query.state.fetchStatus === 'idle') {
      refetchAfterLoad.delete(query);
      unsubscribe();
      void refetchList(queryClient);
    }
  });
}

/**
 * Puts a notification that arrived over the socket into the cached list.
 * - While the list is being fetched, the answer on its way may predate this notification and would
 *   overwrite it: a (re)load of the list starts again. An older page asked for with 'Muat Lebih Banyak' is
 *   let through instead (the user asked for it), and the list is fetched again after it.
 * - A list not loaded (its first load failed, or is yet to come) is fetched, so that the badge counts it.
 */
export function receiveNotification(queryClient: QueryClient, notification: Notification): void {
  const query = queryClient.getQueryCache().find({ queryKey: notificationKeys.list, exact: true });
  const state = query?.state;
  if (query && state?.fetchStatus === 'fetching') {
    if (state.fetchMeta?.fetchMore) {
      refetchWhenSettled(queryClient, query);
      return;
    }
    // Cancelled first: TanStack would otherwise join a first load in flight rather than start anew.
    void queryClient.cancelQueries({ queryKey: notificationKeys.list }).then(() => refetchList(queryClient));
    return;
  }
  if (state?.data) {
    queryClient.setQueryData<NotificationPages>(notificationKeys.list, (data) =>
      data ? prependNotification(data, notification) : data,
    );
    return;
  }
  void refetchList(queryClient);
}

/** Listens for the `notification` event for as long as the logged-in staff app is shown. */
export function useIncomingNotifications(): void {
  const queryClient = useQueryClient();
  useSocketEvent('notification', (notification) => receiveNotification(queryClient, notification));
}
