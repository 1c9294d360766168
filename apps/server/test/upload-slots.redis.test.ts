import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRedisUploadSlots } from '../src/modules/content';
import { multipart, slowUpload } from './files-support';
import { createTestApp, createUser, redisUrl, sameDatabaseAs, type TestApp } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quietLog = { warn: () => undefined };

/** Runs only with REDIS_URL: MAX_CONCURRENT_UPLOADS counts a user's uploads on every instance together. */
describe('upload slots in Redis', () => {
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl ?? '', { keyPrefix: `test:${randomUUID()}:` });
  });
  afterAll(() => redis.disconnect());

  it('two clients (two instances) share one count per user', async () => {
    const one = createRedisUploadSlots(redis, quietLog);
    const two = createRedisUploadSlots(redis, quietLog);
    const first = await one.take(7, 2);
    const second = await two.take(7, 2);
    expect(first).not.toBeNull();
    expect(second).not.toBeNull();
    expect(await one.take(7, 2)).toBeNull();
    expect(await two.take(7, 2)).toBeNull();
    await second?.();
    expect(await one.take(7, 2)).not.toBeNull();
  });

  it('a lease of an instance that crashed mid-upload lapses, so the user is not locked out for good', async () => {
    let clock = 1_000_000;
    const crashed = createRedisUploadSlots(redis, quietLog, { leaseMs: 60_000, now: () => clock });
    const alive = createRedisUploadSlots(redis, quietLog, { leaseMs: 60_000, now: () => clock });
    expect(await crashed.take(8, 1)).not.toBeNull(); // never released
    expect(await alive.take(8, 1)).toBeNull();
    clock += 60_001;
    expect(await alive.take(8, 1)).not.toBeNull();
  });
});

describe('POST /api/files/upload on two instances: MAX_CONCURRENT_UPLOADS counts both', () => {
  let first: TestApp;
  let second: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    const prefix = `test:${randomUUID()}:`;
    first = await createTestApp({ MAX_CONCURRENT_UPLOADS: '2' }, { redisPrefix: prefix });
    second = await createTestApp({ ...sameDatabaseAs(first), MAX_CONCURRENT_UPLOADS: '2' }, { redisPrefix: prefix });
    auth = (await createUser(first.app)).auth;
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
  });

  const slow = (instance: TestApp, filename: string) => slowUpload(instance.app, auth, filename);
  const whole = (instance: TestApp, filename: string) => {
    const body = multipart([{ name: 'file', filename, content: Buffer.from('isi') }]);
    return instance.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };
  const running = async () => {
    const keys = await redis.keys('*uploads:running:*');
    const counts = await Promise.all(keys.map((key) => redis.zcard(key)));
    return counts.reduce((sum, count) => sum + count, 0);
  };
  let redis: Redis;
  beforeAll(() => {
    redis = new Redis(redisUrl ?? '');
  });
  afterAll(() => redis.disconnect());

  it('one upload running on each instance: a third on either is a 429; once one ends, uploads go through', async () => {
    const before = await running();
    const a = slow(first, 'satu.bin');
    const b = slow(second, 'dua.bin');
    for (let waited = 0; (await running()) < before + 2; waited += 20) {
      expect(waited).toBeLessThan(10_000);
      await sleep(20);
    }
    const third = await whole(first, 'tiga.txt');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('5');
    expect((await whole(second, 'empat.txt')).statusCode).toBe(429);
    a.end();
    expect((await a.response).statusCode).toBe(201);
    expect((await whole(second, 'lima.txt')).statusCode).toBe(201);
    b.end();
    expect((await b.response).statusCode).toBe(201);
  });
});
