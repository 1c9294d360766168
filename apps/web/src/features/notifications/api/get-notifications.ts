import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import type { Notification } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { notificationKeys } from './keys';

/** Notifications per page of the bell's list; more load with 'Muat Lebih Banyak'. */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationPage {
  items: Notification[];
  /** All of the user's notifications (`X-Total-Count`). */
  total: number;
  /** The unread ones (`X-Unread-Count`): the badge. */
  unread: number;
}

export type NotificationPages = InfiniteData<NotificationPage>;

const headerCount = (value: unknown, fallback: number) => {
  const parsed = Number(value);
  return value !== undefined && value !== null && Number.isFinite(parsed) ? parsed : fallback;
};

export async function getNotifications(offset: number): Promise<NotificationPage> {
  const response = await api.get<Notification[]>('/notifications', {
    params: { limit: NOTIFICATIONS_PAGE_SIZE, offset },
  });
  const items = response.data;
  return {
    items,
    total: headerCount(response.headers['x-total-count'], items.length),
    unread: headerCount(response.headers['x-unread-count'], items.filter((item) => !item.is_read).length),
  };
}

/**
 * The next page starts after everything loaded so far, counted at the time it is asked for: a notification
 * prepended by the socket is also new at the top of the server's list, so the offset stays right.
 */
export function nextNotificationOffset(pages: NotificationPage[]): number | undefined {
  const last = pages.at(-1);
  const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
  const total = pages[0]?.total ?? 0;
  return last && last.items.length > 0 && loaded < total ? loaded : undefined;
}

export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list,
    queryFn: ({ pageParam }) => getNotifications(pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextNotificationOffset(pages),
  });

export const useNotifications = () => useInfiniteQuery(notificationsQueryOptions());
