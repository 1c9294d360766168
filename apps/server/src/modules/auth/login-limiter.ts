import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from '../../lib/rate-limiters';

/**
 * Limits failed logins per IP-and-email, with a higher ceiling per IP, and per account whatever the
 * address (decisions §2): an attacker with many addresses, or one who forges `X-Forwarded-For` past a
 * misconfigured proxy, still gets at most `maxAccountAttempts` guesses per account and window. The
 * account is the email as typed (trimmed, lowercased), known or not, so that the limiter answers an
 * unknown email exactly as a known one and reveals nothing. Each attempt reserves a point atomically
 * *before* the password is checked, so that parallel guesses cannot all slip past a check; a successful
 * login gives its points back, so staff who log in often are never locked out. With Redis the counts
 * are shared by every instance.
 */
/** 0 when the consumption went through, else the milliseconds until it may; store errors propagate. */
async function refusal(consumption: Promise<RateLimiterRes>): Promise<number> {
  try {
    await consumption;
    return 0;
  } catch (error) {
    if (error instanceof RateLimiterRes) {
      return Math.max(error.msBeforeNext, 1);
    }
    throw error;
  }
}

/**
 * Counts in Redis when there is one, so that every instance sees the same failures; while Redis cannot be reached
 * (the client does not queue commands: app.ts), each instance counts on its own instead (rate-limiter-flexible's
 * insurance limiter), so that logins go on working through a Redis outage (README, Resilience).
 */
function limiterFor(
  redis: Redis | undefined,
  keyPrefix: string,
  points: number,
  duration: number,
  memory = new RateLimiterMemory({ keyPrefix, points, duration }),
): RateLimiterAbstract {
  return redis
    ? new RateLimiterRedis({ storeClient: redis, keyPrefix, points, duration, insuranceLimiter: memory })
    : memory;
}

export function createLoginLimiter(options: {
  maxAttempts: number;
  maxAccountAttempts: number;
  windowMs: number;
  redis: Redis | undefined;
}) {
  const duration = Math.ceil(options.windowMs / 1000);
  const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
    limiterFor(options.redis, keyPrefix, points, duration);
  const byIpAndEmail = make('login-fail-ip-email', options.maxAttempts);
  // Its memory is kept at hand, so that an unlock also clears what this instance counted during a Redis outage.
  const accountMemory = new RateLimiterMemory({
    keyPrefix: 'login-fail-account',
    points: options.maxAccountAttempts,
    duration,
  });
  const byAccount = limiterFor(
    options.redis,
    'login-fail-account',
    options.maxAccountAttempts,
    duration,
    accountMemory,
  );
  const byIp = make('login-fail-ip', options.maxAttempts * 20);
  const keys = (ip: string, email: string) => {
    const account = email.trim().toLowerCase();
    return { pair: `${ip}|${account}`, account, ip };
  };

  return {
    /**
     * Reserves one attempt; returns 0 when it may go ahead, else the milliseconds until it may.
     * While Redis cannot be reached the insurance limiter counts in this instance's memory (limiterFor).
     */
    async reserve(ip: string, email: string): Promise<number> {
      const key = keys(ip, email);
      // The IP-and-email limit first: retries on an account that is already blocked stop here and do
      // not use up the account's or the IP's budget (colleagues behind the same router share the IP).
      const pairWait = await refusal(byIpAndEmail.consume(key.pair));
      if (pairWait > 0) {
        return pairWait;
      }
      // Then the account: a refusal here leaves the IP's budget untouched too.
      const accountWait = await refusal(byAccount.consume(key.account));
      if (accountWait > 0) {
        await byIpAndEmail.reward(key.pair);
        return accountWait;
      }
      const ipWait = await refusal(byIp.consume(key.ip));
      if (ipWait > 0) {
        await Promise.all([byIpAndEmail.reward(key.pair), byAccount.reward(key.account)]);
      }
      return ipWait;
    },

    /**
     * A successful login clears its IP-and-email count, gives back its point on the IP, and takes off
     * the account's count only what this address spent on it (its typos, now proven the owner's): the
     * failures from other addresses stay counted.
     */
    async release(ip: string, email: string): Promise<void> {
      const key = keys(ip, email);
      const [pair, account] = await Promise.all([byIpAndEmail.get(key.pair), byAccount.get(key.account)]);
      const giveBack = Math.min(pair?.consumedPoints ?? 1, account?.consumedPoints ?? 0);
      await Promise.all([
        byIpAndEmail.delete(key.pair),
        byIp.reward(key.ip),
        giveBack > 0 ? byAccount.reward(key.account, giveBack) : undefined,
      ]);
    },

    /**
     * Until when the per-account limit refuses each of these emails (the admin's list, contract §7.5): the
     * time its window ends once `maxAccountAttempts` are spent, else null. The limiter keeps its own time
     * (rate-limiter-flexible counts on the real clock), so the end is measured on it too.
     */
    async lockedUntil(emails: readonly string[]): Promise<(Date | null)[]> {
      return Promise.all(
        emails.map(async (email) => {
          const state = await byAccount.get(keys('', email).account);
          if (!state || state.consumedPoints < options.maxAccountAttempts || state.msBeforeNext <= 0) {
            return null;
          }
          return new Date(Date.now() + state.msBeforeNext);
        }),
      );
    },

    /**
     * An admin opens the account again (`POST /api/users/:id/unlock`): its per-account count goes, on every
     * instance when the counts are in Redis (and in this instance's insurance memory, which counts during a
     * Redis outage). The per-address counts stay: they only slow one address, never the account everywhere.
     */
    async unlock(email: string): Promise<void> {
      const account = keys('', email).account;
      await byAccount.delete(account);
      if (byAccount !== accountMemory) {
        await accountMemory.delete(account);
      }
    },
  };
}

export type LoginLimiter = ReturnType<typeof createLoginLimiter>;

/**
 * Limits wrong *current* passwords when someone changes their own password, per account: a session left
 * open must not become a way to guess the password at leisure. Same window and ceiling as logins.
 */
export function createPasswordCheckLimiter(options: {
  maxAttempts: number;
  windowMs: number;
  redis: Redis | undefined;
}) {
  const duration = Math.ceil(options.windowMs / 1000);
  const keyPrefix = 'password-check-fail';
  const limiter = limiterFor(options.redis, keyPrefix, options.maxAttempts, duration);
  return {
    /** Reserves one attempt for the account; 0 when it may go ahead, else the milliseconds to wait. */
    reserve: (userId: number): Promise<number> => refusal(limiter.consume(String(userId))),
    /** The right password clears the account's count. */
    release: async (userId: number): Promise<void> => {
      await limiter.delete(String(userId));
    },
  };
}

export type PasswordCheckLimiter = ReturnType<typeof createPasswordCheckLimiter>;
