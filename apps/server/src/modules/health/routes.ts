import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database';
import { messages } from '../../messages';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../../lib/errors';
import type { BlobStore } from '../../storage';

/** How long readiness waits for each service before it counts it as unreachable. */
export const READY_CHECK_TIMEOUT_MS = 2000;

const check = z.enum(['ok', 'unavailable']);
const checks = z.object({
  database: check,
  /** `off` when the deployment has no Redis (REDIS_URL unset). */
  redis: z.enum(['ok', 'unavailable', 'off']),
  storage: check,
});
type Checks = z.infer<typeof checks>;

/** Resolves 'ok' when `probe` succeeds within the bound, 'unavailable' when it fails or takes longer. */
async function probeWithin(probe: () => Promise<unknown>): Promise<'ok' | 'unavailable'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'unavailable'>((resolve) => {
    timer = setTimeout(() => resolve('unavailable'), READY_CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([
      probe().then(
        () => 'ok' as const,
        () => 'unavailable' as const,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The probes of the proxy and the service manager, both public (docs/deployment.md, "Several instances behind nginx"):
 * - `GET /api/health`, liveness: the process answers and its database does;
 * - `GET /api/health/ready`, readiness: the database, Redis (when configured) and the file store all answer
 *   within 2 s each; 503 with the failing ones otherwise. During a graceful shutdown every new request,
 *   this one included, is answered 503 (lib/graceful-shutdown.ts).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ db: Db; redis: Redis | undefined; store: BlobStore }> = async (
  app,
  { db, redis, store },
) => {
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

  app.get(
    '/api/health/ready',
    {
      config: { public: true },
      schema: {
        tags: ['system'],
        operationId: 'getReadiness',
        summary: 'Kesiapan melayani (database, Redis, penyimpanan berkas)',
        security: [],
        response: {
          200: z.object({ status: z.literal('ready'), checks }),
          // Without `checks` when the instance is shutting down (app.ts answers before the route runs).
          503: z.object({ message: z.string(), checks: checks.optional() }),
        },
      },
    },
    async (_request, reply) => {
      const [database, redisCheck, storage] = await Promise.all([
        probeWithin(() => sql`select 1`.execute(db)),
        redis
          ? // A client that is reconnecting would queue the PING: not ready is known at once.
            redis.status === 'ready'
            ? probeWithin(() => redis.ping())
            : Promise.resolve('unavailable' as const)
          : Promise.resolve('off' as const),
        probeWithin(() => store.check()),
      ]);
      const result: Checks = { database, redis: redisCheck, storage };
      if (Object.values(result).includes('unavailable')) {
        return reply
          .code(503)
          .header('Retry-After', String(UNAVAILABLE_RETRY_AFTER_SECONDS))
          .send({ message: messages.http.unavailable, checks: result });
      }
      return { status: 'ready' as const, checks: result };
    },
  );
};
