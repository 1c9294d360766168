import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database';

/** The probe of the proxy and the service manager: public, and healthy only while the database answers. */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        operationId: 'getHealth',
        summary: 'Pemeriksaan kesehatan',
        security: [],
        response: { 200: z.object({ status: z.literal('ok') }) },
      },
    },
    async () => {
      await sql`select 1`.execute(db);
      return { status: 'ok' as const };
    },
  );
};
