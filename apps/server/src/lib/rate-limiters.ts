import { createRequire } from 'node:module';
import type * as RateLimiterFlexible from 'rate-limiter-flexible';

const require = createRequire(import.meta.url);

/**
 * The three limiters the app uses, each from its own file of rate-limiter-flexible. The package's index loads
 * every limiter it has (MongoDB, MySQL, DynamoDB, etcd, Prisma…): about 5.6 MiB of resident memory at start
 * for nothing (docs/performance.md). The classes are the very ones the index exports, with its types.
 */
export const RateLimiterMemory =
  require('rate-limiter-flexible/lib/RateLimiterMemory.js') as typeof RateLimiterFlexible.RateLimiterMemory;
export const RateLimiterRedis =
  require('rate-limiter-flexible/lib/RateLimiterRedis.js') as typeof RateLimiterFlexible.RateLimiterRedis;
export const RateLimiterRes =
  require('rate-limiter-flexible/lib/RateLimiterRes.js') as typeof RateLimiterFlexible.RateLimiterRes;
export type RateLimiterAbstract = RateLimiterFlexible.RateLimiterAbstract;
export type RateLimiterRes = RateLimiterFlexible.RateLimiterRes;
