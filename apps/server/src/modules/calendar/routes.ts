import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  calendarFeedQuerySchema,
  calendarKeyCreatedSchema,
  calendarKeyCreateSchema,
  calendarKeyStatusSchema,
  calendarQuerySchema,
  calendarSchema,
  successResponseSchema,
} from '@pidsus/shared';
import type { Actor } from '../../lib/actor';
import { originOf } from '../../lib/request-context';
import type { CalendarService } from './service';

const tags = ['calendar'];

/**
 * The calendar (decisions §7.4): the web's month and week views, the ICS feed for calendar apps, and the feed key on
 * the caller's profile.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{
  calendarService: CalendarService;
  publicUrl?: string;
  /** Checks the caller's own password (the profile module's, limited like a login): 400 when wrong. */
  confirmPassword: (actor: Actor, password: string, field: string) => Promise<void>;
}> = async (app, { calendarService, publicUrl, confirmPassword }) => {
  /** The address users open: `PUBLIC_URL` when set, else the one this request came through (behind a proxy, with `TRUST_PROXY`). */
  const appUrl = (request: FastifyRequest) =>
    (publicUrl ?? `${request.protocol}://${request.host}`).replace(/\/+$/, '');

  app.get(
    '/api/calendar',
    {
      schema: {
        tags,
        operationId: 'getCalendar',
        summary: 'Sidang dan tenggat terbuka dalam rentang tanggal (paling lama 62 hari)',
        description:
          '`from` dan `to`: tanggal awal dan akhir (termasuk). `mine=1`: hanya kasus yang timnya memuat pengguna atau yang ' +
          'diikutinya. Kasus di Sampah tidak termasuk. Paling banyak 2000 sidang dan 2000 tenggat.',
        querystring: calendarQuerySchema,
        response: { 200: calendarSchema },
      },
    },
    (request) => calendarService.range(request.requireUser().id, request.query),
  );

  app.get(
    '/api/calendar/feed.ics',
    {
      // The feed key is the proof of access: calendar apps send no bearer token (decisions §7.4).
      config: { public: true, clientErrors: [401, 429] },
      schema: {
        tags,
        operationId: 'getCalendarFeed',
        summary: 'Umpan kalender (ICS) untuk Google Calendar, Outlook dan ponsel, dengan kunci kalender',
        description:
          'Sidang dan tenggat terbuka dari 60 hari lalu sampai 365 hari ke depan, semua kasus; `mine=1`: hanya kasus ' +
          'pemilik kunci (tim atau diikuti). Paling banyak 60 permintaan per kunci per jam.',
        security: [],
        querystring: calendarFeedQuerySchema,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) => {
      const body = await calendarService.feed(
        request.query.key,
        request.query.mine ?? false,
        appUrl(request),
        originOf(request),
      );
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="jadwal-pidsus.ics"')
        .header('cache-control', 'private, no-cache')
        .send(body);
    },
  );

  app.get(
    '/api/profile/calendar-key',
    {
      schema: {
        tags,
        operationId: 'getCalendarKeyStatus',
        summary: 'Apakah pengguna memiliki tautan kalender (kuncinya tidak pernah ditampilkan lagi)',
        response: { 200: calendarKeyStatusSchema },
      },
    },
    (request) => calendarService.keyStatus(request.requireUser().id),
  );

  app.post(
    '/api/profile/calendar-key',
    {
      schema: {
        tags,
        operationId: 'createCalendarKey',
        summary: 'Buat tautan kalender baru dengan kata sandi (ditampilkan sekali; tautan lama tidak berlaku lagi)',
        body: calendarKeyCreateSchema,
        response: { 201: calendarKeyCreatedSchema },
      },
      config: { clientErrors: [429] },
    },
    async (request, reply) => {
      const actor = request.requireUser();
      // A stolen token alone must not become a permanent read of every hearing (decisions §9).
      await confirmPassword(actor, request.body.password, 'password');
      const { key, created_at: createdAt } = await calendarService.createKey(actor.id);
      reply.code(201).header('cache-control', 'no-store');
      return { url: `${appUrl(request)}/api/calendar/feed.ics?key=${key}`, created_at: createdAt };
    },
  );

  app.delete(
    '/api/profile/calendar-key',
    {
      schema: {
        tags,
        operationId: 'revokeCalendarKey',
        summary: 'Cabut tautan kalender',
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await calendarService.revokeKey(request.requireUser().id);
      return { success: true };
    },
  );
};
