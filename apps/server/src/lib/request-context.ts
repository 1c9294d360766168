import type { FastifyRequest } from 'fastify';
import type { RequestOrigin } from './actor';

/**
 * Where `request` came from, as its audit rows record it (decisions §9), cut to the columns' sizes. Passed down with
 * the actor (`AuthUser.origin`) rather than kept in an `AsyncLocalStorage`: on Node 20 and 22 that turns on promise
 * hooks for the whole process and costs every request about 15 % (docs/performance.md).
 */
export const originOf = (request: FastifyRequest): RequestOrigin => ({
  ip: request.ip.slice(0, 64),
  userAgent: (request.headers['user-agent'] ?? '').slice(0, 300),
});
