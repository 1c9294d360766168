import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from 'rate-limiter-flexible';

/**
 * Counts failed logins, not logins: staff who log in many times a day are never locked out, while
 * guessing is stopped per IP-and-email and, with a higher ceiling, per IP. With Redis the counts are
 * shared by every instance.
 */
export function createLoginLimiter(options: { maxAttempts: number; windowMs: number; redis: Redis | undefined }) {
  const duration = Math.ceil(options.windowMs / 1000);
  const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
    options.redis
      ? new RateLimiterRedis({ storeClient: options.redis, keyPrefix, points, duration })
      : new RateLimiterMemory({ keyPrefix, points, duration });
  const byIpAndEmail = make('login-fail-ip-email', options.maxAttempts);
  const byIp = make('login-fail-ip', options.maxAttempts * 20);
  const keys = (ip: string, email: string) => [`${ip}|${email.trim().toLowerCase()}`, ip] as const;

  return {
    /** Milliseconds until the next attempt is allowed, or 0 when it is allowed now. */
    async blockedFor(ip: string, email: string): Promise<number> {
      const [pairKey, ipKey] = keys(ip, email);
      const [pair, single] = await Promise.all([byIpAndEmail.get(pairKey), byIp.get(ipKey)]);
      const waits = [
        pair && pair.consumedPoints >= byIpAndEmail.points ? pair.msBeforeNext : 0,
        single && single.consumedPoints >= byIp.points ? single.msBeforeNext : 0,
      ];
      return Math.max(...waits);
    },

    async recordFailure(ip: string, email: string): Promise<void> {
      const [pairKey, ipKey] = keys(ip, email);
      // penalty() adds points without throwing when the limit is passed, unlike consume().
      await Promise.all([byIpAndEmail.penalty(pairKey), byIp.penalty(ipKey)]);
    },

    async recordSuccess(ip: string, email: string): Promise<void> {
      await byIpAndEmail.delete(keys(ip, email)[0]);
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;
