import type { Redis } from 'ioredis';
import { createLoginAddresses } from './login-addresses';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from './rate-limiters';

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
 * insurance limiter), so that logins go on working through a Redis outage (docs/operations.md, Faults).
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

/** A limiter and the memory that counts for it while Redis cannot be reached, so that both can be cleared. */
function limiterPair(redis: Redis | undefined, keyPrefix: string, points: number, duration: number) {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration });
  const limiter = limiterFor(redis, keyPrefix, points, duration, memory);
  return {
    limiter,
    async forget(key: string): Promise<void> {
      await limiter.delete(key);
      if (limiter !== memory) {
        await memory.delete(key);
      }
    },
  };
}

/** The first wait once an account has used its free failures; each further failure doubles it (decisions §9). */
export const FIRST_WAIT_MS = 30_000;
/** How long an account's failures are remembered, so that a patient attacker keeps meeting the longest wait. */
const FAILURES_KEPT_S = 24 * 60 * 60;

/** What one reserved attempt holds, for `failed` or `succeeded` to settle. */
export type LoginTicket =
  | { kind: 'device'; device: string; account: string; ip: string; left: number }
  | { kind: 'account'; account: string; ip: string; failures: number; gated: boolean };

export type LoginReservation = { waitMs: number; ticket?: undefined } | { waitMs: 0; ticket: LoginTicket };

/**
 * Failed logins slow an account down rather than lock its owner out (decisions §9, OWASP "device cookies"):
 * - per account, from anywhere: `maxAttempts` failures are free; from then on the account answers one attempt every
 *   30 s, doubling with each failure to at most the window (15 min). The account is the email as typed (trimmed,
 *   lowercased), known or not, so that an unknown email is answered exactly as a known one.
 * - a browser that logged into the account before (a valid device cookie, `device`) is not slowed by failures from
 *   elsewhere: it has a budget of its own (`maxAttempts` per window), after which its cookie is distrusted and the
 *   attempt counts as one from anywhere.
 * - per address: `maxAttempts` × 20 failures per window, against spraying many accounts from one address.
 * Each attempt reserves its place atomically *before* the password is checked, so that parallel guesses cannot slip
 * past (the wait is a one-point limiter taken for the wait's length). With Redis the counts are shared by every
 * instance; while it cannot be reached each instance counts on its own.
 */
export function createLoginLimiter(options: { maxAttempts: number; windowMs: number; redis: Redis | undefined }) {
  const { redis, maxAttempts } = options;
  const windowS = Math.ceil(options.windowMs / 1000);
  const failures = limiterPair(redis, 'login-fail-account', Number.MAX_SAFE_INTEGER, FAILURES_KEPT_S);
  const wait = limiterPair(redis, 'login-wait-account', 1, windowS);
  const byIp = limiterPair(redis, 'login-fail-ip', maxAttempts * 20, windowS);
  const byDevice = limiterPair(redis, 'login-fail-device', maxAttempts, windowS);
  const addresses = createLoginAddresses(redis);
  const accountOf = (email: string) => email.trim().toLowerCase();
  /** The wait that follows the `count`th failure: none before `maxAttempts`, then 30 s doubling up to the window. */
  const waitAfter = (count: number) =>
    count < maxAttempts ? 0 : Math.min(FIRST_WAIT_MS * 2 ** (count - maxAttempts), windowS * 1000);

  const reserveOnAccount = async (account: string, ip: string): Promise<LoginReservation> => {
    const counted = await failures.limiter.consume(account);
    const count = counted.consumedPoints;
    const waitMs = waitAfter(count);
    // From the `maxAttempts`th attempt on, each one takes the account's turn for as long as its failure would make
    // the next one wait; an attempt that finds the turn taken waits for it (and is not counted).
    const turn = waitMs > 0 ? await refusal(wait.limiter.consume(account, 1, { customDuration: waitMs / 1000 })) : 0;
    if (turn > 0) {
      await failures.limiter.reward(account);
      return { waitMs: turn };
    }
    // The address last: an account that is waiting does not spend it (colleagues behind one router share it).
    const ipWait = await refusal(byIp.limiter.consume(ip));
    if (ipWait > 0) {
      await Promise.all([failures.limiter.reward(account), waitMs > 0 ? wait.forget(account) : undefined]);
      return { waitMs: ipWait };
    }
    return { waitMs: 0, ticket: { kind: 'account', account, ip, failures: count, gated: waitMs > 0 } };
  };

  /** A right password: its attempt's points back; `whole` (signed in) also clears a device's budget and the wait. */
  const settle = async (ticket: LoginTicket, whole: boolean): Promise<void> => {
    if (ticket.kind === 'device' && !whole) {
      await byDevice.limiter.reward(`${ticket.account}|${ticket.device}`);
      return;
    }
    if (ticket.kind === 'device') {
      await byDevice.forget(`${ticket.account}|${ticket.device}`);
      return;
    }
    await Promise.all([
      failures.limiter.reward(ticket.account),
      byIp.limiter.reward(ticket.ip),
      ticket.gated ? wait.forget(ticket.account) : undefined,
    ]);
  };

  return {
    /**
     * Reserves one attempt for `email` from `ip`, through the device cookie's own budget when the browser holds a valid
     * one for this email (`device`: its id); `waitMs` > 0 says how long to wait instead.
     */
    async reserve(ip: string, email: string, device?: string | null): Promise<LoginReservation> {
      const account = accountOf(email);
      if (device) {
        const spent = await byDevice.limiter.consume(`${account}|${device}`).catch((error: unknown) => {
          if (error instanceof RateLimiterRes) {
            return undefined; // The cookie's budget is spent: it is distrusted, and the attempt is one from anywhere.
          }
          throw error;
        });
        if (spent) {
          return { waitMs: 0, ticket: { kind: 'device', device, account, ip, left: spent.remainingPoints } };
        }
      }
      return reserveOnAccount(account, ip);
    },

    /** A wrong password: the address is noted for an unlock; how many failures are left before a wait. */
    async failed(ticket: LoginTicket): Promise<number> {
      await addresses.add(ticket.account, ticket.ip);
      return ticket.kind === 'device' ? ticket.left : Math.max(0, maxAttempts - ticket.failures);
    },

    /**
     * The right password: the attempt's own point goes back (the address's, the device's, the account's), and the
     * wait it took is lifted. The account's other failures, from elsewhere, stay counted.
     */
    async succeeded(ticket: LoginTicket): Promise<void> {
      return settle(ticket, true);
    },

    /**
     * The right password, the second step still to come (no code sent yet): the attempt's own point goes back, and
     * nothing more. A device cookie's earlier wrong codes stay counted, so that asking for the code again does not
     * buy more guesses.
     */
    async passwordOnly(ticket: LoginTicket): Promise<void> {
      return settle(ticket, false);
    },

    /**
     * Until when each of these emails waits (the admin's list, decisions §9): the end of its current wait, else null.
     * The limiter keeps its own time (rate-limiter-flexible counts on the real clock), so the end is measured on it.
     */
    async lockedUntil(emails: readonly string[]): Promise<(Date | null)[]> {
      return Promise.all(
        emails.map(async (email) => {
          const state = await wait.limiter.get(accountOf(email));
          return state && state.msBeforeNext > 0 ? new Date(Date.now() + state.msBeforeNext) : null;
        }),
      );
    },

    /**
     * An admin's `Buka kunci` (`POST /api/users/:id/unlock`): the account's failures and wait go, and so do the
     * per-address counts of the addresses that failed for it lately, on every instance when the counts are in Redis
     * (and in this instance's insurance memory). The account may log in at once, from any address.
     */
    async unlock(email: string): Promise<void> {
      const account = accountOf(email);
      const recent = await addresses.take(account);
      await Promise.all([failures.forget(account), wait.forget(account), ...recent.map((ip) => byIp.forget(ip))]);
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
