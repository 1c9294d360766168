import type { Notification } from '@pidsus/shared';
import type { NotificationPages } from './api/get-notifications';

/**
 * Pure updates of the cached notification list (TanStack's InfiniteData of pages). Each returns the
 * same object when nothing changes, so that TanStack Query skips the re-render.
 */

const contains = (data: NotificationPages, notificationId: number) =>
  data.pages.some((page) => page.items.some((item) => item.id === notificationId));

/**
 * Requirements §4: an incoming notification is de-duplicated by id and prepended; the badge counts it when it is
 * unread. The totals of every page move with it, so that the next page's offset stays right.
 */
export function prependNotification(data: NotificationPages, notification: Notification): NotificationPages {
  const [first, ...rest] = data.pages;
  if (!first) {
    return data;
  }
  if (contains(data, notification.id)) {
    return replaceNotification(data, notification);
  }
  const total = first.total + 1;
  return {
    ...data,
    pages: [
      {
        items: [notification, ...first.items],
        total,
        unread: first.unread + (notification.is_read ? 0 : 1),
      },
      ...rest.map((page) => ({ ...page, total })),
    ],
  };
}

/**
 * A notification that came again with the same id: one that gathers a colleague's changes to a case (decisions §10,
 * `… (3 perubahan)`) now counts one more. With a later time it goes to the top of the list, as the server orders by
 * time (contract §3: newest first); else it is updated where it is. The badge moves only if its read flag changed.
 */
function replaceNotification(data: NotificationPages, notification: Notification): NotificationPages {
  const current = data.pages.flatMap((page) => page.items).find((item) => item.id === notification.id);
  if (
    !current ||
    (current.message === notification.message &&
      current.created_at === notification.created_at &&
      current.is_read === notification.is_read)
  ) {
    return data;
  }
  const unreadChange = current.is_read === notification.is_read ? 0 : notification.is_read ? -1 : 1;
  const newer = notification.created_at > current.created_at;
  return {
    ...data,
    pages: data.pages.map((page, index) => {
      const items = newer
        ? page.items.filter((item) => item.id !== notification.id)
        : page.items.map((item) => (item.id === notification.id ? notification : item));
      return {
        ...page,
        items: newer && index === 0 ? [notification, ...items] : items,
        unread: index === 0 ? Math.max(0, page.unread + unreadChange) : page.unread,
      };
    }),
  };
}

/** One notification read: its flag set, the badge down by one if it was unread. */
export function markNotificationRead(data: NotificationPages, notificationId: number): NotificationPages {
  const wasUnread = data.pages.some((page) => page.items.some((item) => item.id === notificationId && !item.is_read));
  if (!wasUnread) {
    return data;
  }
  return {
    ...data,
    pages: data.pages.map((page, index) => ({
      ...page,
      items: page.items.map((item) => (item.id === notificationId ? { ...item, is_read: true } : item)),
      unread: index === 0 ? Math.max(0, page.unread - 1) : page.unread,
    })),
  };
}

/** 'Tandai Dibaca Semua': every loaded item read and the badge at zero. */
export function markAllNotificationsRead(data: NotificationPages): NotificationPages {
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.is_read ? item : { ...item, is_read: true })),
      unread: 0,
    })),
  };
}

/** The badge: the unread count the server reported, kept current by the updates above. */
export const unreadCount = (data: NotificationPages | undefined): number => data?.pages[0]?.unread ?? 0;

/** The list to show, newest first, each id once (a page boundary can shift while pages load). */
export function notificationItems(data: NotificationPages | undefined): Notification[] {
  const seen = new Set<number>();
  const items: Notification[] = [];
  for (const page of data?.pages ?? []) {
    for (const item of page.items) {
      if (!seen.has(item.id)) {
        seen.add(item.id);
        items.push(item);
      }
    }
  }
  return items;
}
