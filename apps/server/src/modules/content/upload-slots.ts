import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

/** Gives back a slot taken by `UploadSlots.take`. */
export type ReleaseSlot = () => Promise<void>;

/**
 * How many uploads each user has streaming at once (decisions §6). With Redis the count is shared by every
 * instance; without it, it is this process's.
 */
export interface UploadSlots {
  /** A slot for one more upload of `userId`, or null when the user already has `max` running. */
  take(userId: number, max: number): Promise<ReleaseSlot | null>;
}

/** Counts in this process: enough for one instance. */
export function createMemoryUploadSlots(): UploadSlots {
  const running = new Map<number, number>();
  return {
    take: async (userId, max) => {
      const count = running.get(userId) ?? 0;
      if (count >= max) {
        return null;
      }
      running.set(userId, count + 1);
      let released = false;
      return async () => {
        if (released) {
          return;
        }
        released = true;
        const left = (running.get(userId) ?? 1) - 1;
        if (left > 0) {
          running.set(userId, left);
        } else {
          running.delete(userId);
        }
      };
    },
  };
}

/**
 * Drops the leases that ran out (an instance that crashed mid-upload never gives its slots back), then adds
 * this one when fewer than ARGV[3] remain. One script, so that two instances cannot both take the last slot.
 */
const TAKE_SCRIPT = `
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', ARGV[1])
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  return 0
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[4])
redis.call('PEXPIRE', KEYS[1], ARGV[5])
return 1
`;

/**
 * Counts in Redis, across instances: a sorted set per user of running uploads, each scored by when its
 * lease runs out. A running upload renews its lease; a crashed instance's leases lapse after `leaseMs`.
 * When Redis cannot be reached, this instance falls back to its own count (the limit per instance, as
 * without Redis) rather than refusing every upload.
 */
export function createRedisUploadSlots(
  redis: Redis,
  log: Pick<FastifyBaseLogger, 'warn'>,
  options: { leaseMs?: number; now?: () => number; name?: string } = {},
): UploadSlots {
  const leaseMs = options.leaseMs ?? 120_000;
  const now = options.now ?? Date.now;
  const local = createMemoryUploadSlots();
  // The same counting serves the running exports too (decisions §9): `name` keeps their keys apart.
  const key = (userId: number) => `${options.name ?? 'uploads'}:running:${userId}`;
  return {
    take: async (userId, max) => {
      const id = randomUUID();
      let taken: unknown;
      try {
        const at = now();
        taken = await redis.eval(TAKE_SCRIPT, 1, key(userId), at, at + leaseMs, max, id, leaseMs * 2);
      } catch (error) {
        log.warn({ err: error }, `Redis unavailable: ${options.name ?? 'uploads'} counted per instance`);
        return local.take(userId, max);
      }
      if (Number(taken) !== 1) {
        return null;
      }
      // Renewed well before it lapses, for as long as the upload runs (a large file on a slow line).
      const renew = setInterval(() => {
        redis.zadd(key(userId), 'XX', now() + leaseMs, id).catch(() => undefined);
      }, leaseMs / 3);
      renew.unref();
      let released = false;
      return async () => {
        if (released) {
          return;
        }
        released = true;
        clearInterval(renew);
        // Lost with Redis, the lease lapses by itself.
        await redis.zrem(key(userId), id).catch(() => undefined);
      };
    },
  };
}
