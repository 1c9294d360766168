import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from '../../lib/rate-limiters';

/**
 * Requests per feed key and hour (decisions §7.4): counted in Redis when there is one, so that every instance sees the
 * same count, and in each instance's memory while Redis cannot be reached (the insurance limiter), as the login
 * limits do (modules/auth/login-limiter.ts). A calendar app asks every few minutes to hours; far more is a leaked key
 * in a loop.
 */
export function createFeedLimiter(options: { redis: Redis | undefined; perHour: number }) {
  const keyPrefix = 'calendar-feed';
  const memory = new RateLimiterMemory({ keyPrefix, points: options.perHour, duration: 3600 });
  const limiter: RateLimiterAbstract = options.redis
    ? new RateLimiterRedis({
        storeClient: options.redis,
        keyPrefix,
        points: options.perHour,
        duration: 3600,
        insuranceLimiter: memory,
      })
    : memory;
  return {
    /** Counts one request of this key (its hash); 0 when it may go ahead, else the milliseconds until it may. */
    consume: async (keyHash: string): Promise<number> => {
      try {
        await limiter.consume(keyHash);
        return 0;
      } catch (error) {
        if (error instanceof RateLimiterRes) {
          return Math.max(error.msBeforeNext, 1);
        }
        throw error;
      }
    },
  };
}

export type FeedLimiter = ReturnType<typeof createFeedLimiter>;
