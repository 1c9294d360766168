import fp from 'fastify-plugin';
import { healthRoutes } from './routes';

/** `GET /api/health` (liveness) and `/api/health/ready` (the database, Redis and the file store). */
export const healthModule = fp(
  async (app) => {
    const { db, redis, store } = app.core;
    await app.register(healthRoutes, { db, redis, store });
  },
  { name: 'health', dependencies: ['core'] },
);
