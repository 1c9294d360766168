import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** Where a request came from, as an audit row records it (decisions §9). */
export interface RequestOrigin {
  ip: string;
  userAgent: string;
}

const storage = new AsyncLocalStorage<RequestOrigin>();

/**
 * The origin of the request being handled, or undefined outside one (a timer, the CLI). The audit repository reads
 * it, so that every `audit.insert` of every module records the address and the browser without each service
 * passing them down.
 */
export const currentRequestOrigin = (): RequestOrigin | undefined => storage.getStore();

/**
 * Runs the rest of each request (its hooks, handler and what they await) inside its origin. A callback hook:
 * `done` called inside `run` carries the store into everything that follows.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('onRequest', (request, _reply, done) => {
    storage.run({ ip: request.ip.slice(0, 64), userAgent: (request.headers['user-agent'] ?? '').slice(0, 300) }, done);
  });
}
