import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, sameDatabaseAs, type TestApp } from './helpers';

/**
 * Runs only with REDIS_URL: the per-account login limit (decisions §2) is kept in Redis, so guesses
 * spread over two instances, each from its own address, count together.
 */
describe('the per-account login limit across two instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const prefix = `test:${randomUUID()}:`;
    first = await createTestApp({ LOGIN_MAX_ACCOUNT_ATTEMPTS: '6' }, { redisPrefix: prefix });
    second = await createTestApp(
      { ...sameDatabaseAs(first), LOGIN_MAX_ACCOUNT_ATTEMPTS: '6' },
      { redisPrefix: prefix },
    );
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('closes the account after six failures spread over both, on both, with Retry-After', async () => {
    const { user, password } = await createUser(first.app);
    const statuses: number[] = [];
    for (let guess = 0; guess < 8; guess += 1) {
      const instance = guess % 2 === 0 ? first : second;
      const response = await instance.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: `tebakan-${guess}` },
        remoteAddress: `10.50.0.${guess + 1}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    for (const instance of [first, second]) {
      const response = await instance.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: '10.50.1.1',
      });
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(14 * 60);
    }
  });
});
