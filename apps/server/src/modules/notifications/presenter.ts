import type { Notification } from '@pidsus/shared';
import type { NotificationRow } from '../../db/tables';

/** The stored `read_at` becomes the contract's `is_read`. */
export function presentNotification(row: NotificationRow): Notification {
  return {
    id: row.id,
    message: row.message,
    link: row.link,
    is_read: row.read_at !== null,
    created_at: row.created_at,
  };
}
