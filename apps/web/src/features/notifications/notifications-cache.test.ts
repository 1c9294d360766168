import type { Notification } from '@pidsus/shared';
import { describe, expect, it } from 'vitest';
import { nextNotificationOffset, type NotificationPage, type NotificationPages } from './api/get-notifications';
import {
  markAllNotificationsRead,
  markNotificationRead,
  notificationItems,
  prependNotification,
  unreadCount,
} from './notifications-cache';

const note = (id: number, isRead = false): Notification => ({
  id,
  message: `Pesan ${id}`,
  link: `/case/${id}`,
  is_read: isRead,
  created_at: '2026-11-22T01:00:00.000Z',
});

const pages = (...list: NotificationPage[]): NotificationPages => ({
  pages: list,
  pageParams: list.map((_page, index) => index * 2),
});

describe('the cached notification list (requirements §4: de-duplicated by id and prepended)', () => {
  const loaded = pages(
    { items: [note(5), note(4, true)], total: 4, unread: 2 },
    { items: [note(3), note(2, true)], total: 4, unread: 2 },
  );

  it('puts a new notification first and counts it on the badge', () => {
    const next = prependNotification(loaded, note(6));
    expect(notificationItems(next).map((item) => item.id)).toEqual([6, 5, 4, 3, 2]);
    expect(unreadCount(next)).toBe(3);
    // Every page's total moves, so that the next page is asked for after everything loaded.
    expect(next.pages.map((page) => page.total)).toEqual([5, 5]);
    expect(next.pageParams).toEqual(loaded.pageParams);
  });

  it('ignores a notification it already has, wherever it is, and leaves the badge alone', () => {
    expect(prependNotification(loaded, note(5))).toBe(loaded);
    expect(prependNotification(loaded, note(2, true))).toBe(loaded);
    const once = prependNotification(loaded, note(7));
    const twice = prependNotification(once, note(7));
    expect(twice).toBe(once);
    expect(unreadCount(twice)).toBe(3);
  });

  it('moves to the top a notification that came again with a later change: the count of a colleague’s changes (decisions §10)', () => {
    const gathered = {
      ...note(3),
      message: 'Budi mengubah kasus "X" (3 perubahan)',
      created_at: '2026-11-22T01:09:00.000Z',
    };
    const next = prependNotification(loaded, gathered);
    expect(notificationItems(next).map((item) => item.id)).toEqual([3, 5, 4, 2]);
    expect(notificationItems(next).find((item) => item.id === 3)).toEqual(gathered);
    expect(unreadCount(next)).toBe(2);
    expect(next.pages.map((page) => page.total)).toEqual([4, 4]);
  });

  it('updates in place a notification that came again at the same time (read elsewhere)', () => {
    const next = prependNotification(loaded, { ...note(3), is_read: true, message: 'dibaca di tab lain' });
    expect(notificationItems(next).map((item) => item.id)).toEqual([5, 4, 3, 2]);
    expect(notificationItems(next).find((item) => item.id === 3)?.message).toBe('dibaca di tab lain');
    expect(unreadCount(next)).toBe(1);
  });

  it('does not count a notification that arrives already read', () => {
    expect(unreadCount(prependNotification(loaded, note(8, true)))).toBe(2);
  });

  it('leaves a list with no pages as it is', () => {
    const empty = pages();
    expect(prependNotification(empty, note(1))).toBe(empty);
    expect(unreadCount(undefined)).toBe(0);
  });

  it('marks one read: the flag set in whichever page holds it, the badge one lower', () => {
    const next = markNotificationRead(loaded, 3);
    expect(notificationItems(next).find((item) => item.id === 3)?.is_read).toBe(true);
    expect(unreadCount(next)).toBe(1);
    // Already read or unknown: nothing changes, the badge is not counted down twice.
    expect(markNotificationRead(next, 3)).toBe(next);
    expect(markNotificationRead(loaded, 99)).toBe(loaded);
  });

  it('marks all read and clears the badge', () => {
    const next = markAllNotificationsRead(loaded);
    expect(notificationItems(next).every((item) => item.is_read)).toBe(true);
    expect(unreadCount(next)).toBe(0);
  });

  it('shows each id once even when a page boundary shifted while pages loaded', () => {
    const shifted = pages(
      { items: [note(6), note(5)], total: 5, unread: 2 },
      { items: [note(5), note(4)], total: 5, unread: 2 },
    );
    expect(notificationItems(shifted).map((item) => item.id)).toEqual([6, 5, 4]);
  });
});

describe('the next page of notifications', () => {
  it('starts after everything loaded, including what the socket prepended', () => {
    const first: NotificationPage = { items: [note(3), note(2)], total: 3, unread: 2 };
    expect(nextNotificationOffset([first])).toBe(2);
    const after = prependNotification(pages(first), note(4));
    expect(nextNotificationOffset(after.pages)).toBe(3);
  });

  it('stops when everything is loaded or a page came back empty', () => {
    expect(nextNotificationOffset([{ items: [note(2), note(1)], total: 2, unread: 0 }])).toBeUndefined();
    expect(
      nextNotificationOffset([
        { items: [note(2)], total: 5, unread: 0 },
        { items: [], total: 5, unread: 0 },
      ]),
    ).toBeUndefined();
    expect(nextNotificationOffset([])).toBeUndefined();
  });
});
