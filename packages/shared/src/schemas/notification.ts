import { z } from '../zod';
import { validationMessages as m } from '../messages';

/** A notification as it leaves the server (decisions §3); `link` is an app path such as `/case/12`, or null. */
export const notificationSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  link: z.string().nullable(),
  is_read: z.boolean(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.array(notificationSchema);

export const NOTIFICATION_PAGE_MAX = 100;
export const NOTIFICATION_PAGE_DEFAULT = 20;

/**
 * GET /api/notifications: newest first, in pages. The response's `X-Total-Count` header counts all of
 * the user's notifications, `X-Unread-Count` the unread ones (the bell's badge).
 */
export const notificationListQuerySchema = z.object({
  limit: z.coerce
    .number({ error: m.pagingInvalid })
    .int(m.pagingInvalid)
    .min(1, m.pagingInvalid)
    .max(NOTIFICATION_PAGE_MAX, m.pagingInvalid)
    .optional(),
  offset: z.coerce.number({ error: m.pagingInvalid }).int(m.pagingInvalid).min(0, m.pagingInvalid).optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** PUT /api/notifications/read-all: how many were unread and are now read. */
export const readAllResponseSchema = z.object({ updated: z.number().int() });
