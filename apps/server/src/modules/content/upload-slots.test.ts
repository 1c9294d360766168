import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import { createMemoryUploadSlots, createRedisUploadSlots } from './upload-slots';

describe('upload slots in this process', () => {
  it('gives each user at most `max`, and a released slot back once', async () => {
    const slots = createMemoryUploadSlots();
    const first = await slots.take(1, 2);
    const second = await slots.take(1, 2);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(await slots.take(1, 2)).toBeNull();
    // Another user has slots of their own.
    expect(await slots.take(2, 2)).not.toBeNull();
    await first?.();
    await first?.(); // a second release gives nothing more back
    expect(await slots.take(1, 2)).not.toBeNull();
    expect(await slots.take(1, 2)).toBeNull();
  });
});

describe('upload slots in Redis, when Redis cannot be reached', () => {
  it('falls back to this instance’s count and says so in the log, instead of refusing every upload', async () => {
    // Nothing listens on port 1: every command fails at once.
    const redis = new Redis({ port: 1, lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 0 });
    redis.on('error', () => undefined);
    const warnings: string[] = [];
    const slots = createRedisUploadSlots(redis, {
      warn: (_object: unknown, message?: string) => warnings.push(message ?? ''),
    });
    try {
      const first = await slots.take(1, 1);
      expect(first).not.toBeNull();
      expect(await slots.take(1, 1)).toBeNull();
      await first?.();
      expect(await slots.take(1, 1)).not.toBeNull();
      expect(warnings[0]).toBe('Redis unavailable: uploads counted per instance');
    } finally {
      redis.disconnect();
    }
  });
});
