import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { appConfigSchema, type AppConfig } from '@pidsus/shared';

/** A browser or proxy may keep the answer this long: the zone changes only with a restart of the server. */
export const APP_CONFIG_MAX_AGE_SECONDS = 300;

/**
 * `GET /api/config` (contract §7.5), public: what the web needs before it shows a date — the office's zone
 * (`TZ_OFFICE`), in which it shows every date, time, clock and "today", never the browser's.
 */
export const appConfigRoutes: FastifyPluginAsyncZod<{ appConfig: AppConfig }> = async (app, { appConfig }) => {
  app.get(
    '/api/config',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        operationId: 'getAppConfig',
        summary: 'Pengaturan aplikasi untuk web: zona waktu kantor',
        description: `Tanpa login. \`time_zone\`: zona waktu IANA kantor (TZ_OFFICE). Boleh disimpan ${APP_CONFIG_MAX_AGE_SECONDS} detik.`,
        security: [],
        response: { 200: appConfigSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', `public, max-age=${APP_CONFIG_MAX_AGE_SECONDS}`);
      return appConfig;
    },
  );
};
