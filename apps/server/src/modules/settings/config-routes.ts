import { createHash } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { appConfigSchema, type AppConfig } from '@pidsus/shared';
import type { SettingsService } from './service';

/**
 * `GET /api/config` (decisions §7.5, §7.4), public: what the web needs before it shows a date — the office's zone
 * (`TZ_OFFICE`), in which it shows every date, time, clock and "today", never the browser's — and the office name
 * of the admin settings. The name changes without a restart, so the answer is revalidated on every use (`no-cache`)
 * and an unchanged one costs a `304` by its `ETag`.
 */
export const appConfigRoutes: FastifyPluginAsyncZod<{
  timeZone: string;
  settings: Pick<SettingsService, 'current'>;
}> = async (app, { timeZone, settings }) => {
  app.get(
    '/api/config',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        operationId: 'getAppConfig',
        summary: 'Pengaturan aplikasi untuk web: zona waktu dan nama kantor',
        description:
          'Tanpa login. `time_zone`: zona waktu IANA kantor (TZ_OFFICE). `office_name`: nama kantor dari pengaturan ' +
          'admin. `Cache-Control: no-cache` dengan `ETag`: jawaban yang tidak berubah dijawab 304.',
        security: [],
        response: {
          200: appConfigSchema,
          304: z.null().describe('Tidak berubah sejak ETag yang dikirim (If-None-Match)'),
        },
      },
    },
    async (request, reply) => {
      const { office_name } = await settings.current();
      const body: AppConfig = { time_zone: timeZone, office_name };
      const etag = `"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 22)}"`;
      reply.header('cache-control', 'no-cache');
      reply.header('etag', etag);
      const asked = request.headers['if-none-match'];
      if (typeof asked === 'string' && asked.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
        return reply.code(304).send(null);
      }
      return body;
    },
  );
};
