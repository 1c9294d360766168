import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  notificationListQuerySchema,
  notificationListSchema,
  notificationSchema,
  readAllResponseSchema,
} from '@pidsus/shared';
import type { NotificationsService } from './service';

const tags = ['notifications'];

/** Each user's own notifications (decisions §2): nobody reads or marks another's. */
export const notificationsRoutes: FastifyPluginAsyncZod<{ notificationsService: NotificationsService }> = async (
  app,
  { notificationsService },
) => {
  app.get(
    '/api/notifications',
    {
      config: { responseHeaders: ['X-Total-Count', 'X-Unread-Count'] },
      schema: {
        tags,
        operationId: 'listNotifications',
        summary: 'Notifikasi saya, terbaru lebih dulu',
        description: 'Header X-Total-Count: jumlah seluruhnya; X-Unread-Count: jumlah yang belum dibaca.',
        querystring: notificationListQuerySchema,
        response: { 200: notificationListSchema },
      },
    },
    async (request, reply) => {
      const { notifications, total, unread } = await notificationsService.list(request.requireUser().id, request.query);
      reply.header('x-total-count', String(total)).header('x-unread-count', String(unread));
      return notifications;
    },
  );

  app.put(
    '/api/notifications/read-all',
    {
      schema: {
        tags,
        operationId: 'markAllNotificationsRead',
        summary: 'Tandai semua notifikasi dibaca',
        response: { 200: readAllResponseSchema },
      },
    },
    (request) => notificationsService.markAllRead(request.requireUser().id),
  );

  app.put(
    '/api/notifications/:id/read',
    {
      schema: {
        tags,
        operationId: 'markNotificationRead',
        summary: 'Tandai satu notifikasi dibaca',
        params: idParamsSchema,
        response: { 200: notificationSchema },
      },
    },
    (request) => notificationsService.markRead(request.requireUser().id, request.params.id),
  );
};
