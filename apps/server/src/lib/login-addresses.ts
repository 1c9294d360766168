import type { Redis } from 'ioredis';

/** How many of an account's failing addresses are kept, and for how long after its last failure. */
const KEPT = 10;
const KEPT_MS = 24 * 60 * 60 * 1000;
/** The memory copy holds at most this many accounts; the oldest go first. */
const MEMORY_ACCOUNTS = 10_000;

/**
 * The last addresses a login for an account failed from (decisions §9), so that `Buka kunci` can clear the per-address
 * limits of those addresses too. In Redis when there is one (a short list per account, shared by every instance) and
 * always in this instance's memory, which is what counts while Redis cannot be reached.
 */
export function createLoginAddresses(redis: Redis | undefined) {
  const memory = new Map<string, { addresses: string[]; until: number }>();
  const redisKey = (account: string) => `login-addresses:${account}`;

  const remember = (account: string, ip: string) => {
    const known = memory.get(account);
    const addresses = [ip, ...(known?.addresses ?? []).filter((address) => address !== ip)].slice(0, KEPT);
    memory.delete(account);
    memory.set(account, { addresses, until: Date.now() + KEPT_MS });
    if (memory.size > MEMORY_ACCOUNTS) {
      const oldest = memory.keys().next().value;
      if (oldest !== undefined) {
        memory.delete(oldest);
      }
    }
  };

  return {
    /** Notes a failed login for `account` from `ip`. A Redis failure is not the login's: memory still has it. */
    async add(account: string, ip: string): Promise<void> {
      remember(account, ip);
      if (!redis) {
        return;
      }
      await redis
        .multi()
        .lrem(redisKey(account), 0, ip)
        .lpush(redisKey(account), ip)
        .ltrim(redisKey(account), 0, KEPT - 1)
        .pexpire(redisKey(account), KEPT_MS)
        .exec()
        .catch(() => undefined);
    },

    /** The addresses kept for `account` (every instance's when in Redis), and forgets them. */
    async take(account: string): Promise<string[]> {
      const known = memory.get(account);
      memory.delete(account);
      const local = known && known.until > Date.now() ? known.addresses : [];
      if (!redis) {
        return local;
      }
      const shared = await redis
        .multi()
        .lrange(redisKey(account), 0, -1)
        .del(redisKey(account))
        .exec()
        .then((results) => (results?.[0]?.[1] as string[] | undefined) ?? [])
        .catch(() => [] as string[]);
      return [...new Set([...shared, ...local])];
    },
  };
}

export type LoginAddresses = ReturnType<typeof createLoginAddresses>;
