import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, sameDatabaseAs, type TestApp } from './helpers';

/**
 * Runs only with REDIS_URL: the per-account login limit (decisions §2, §9) is kept in Redis, so guesses
 * spread over two instances, each from its own address, count together, and the wait is one for both.
 */
describe('the per-account login limit across two instances', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const prefix = `test:${randomUUID()}:`;
    first = await createTestApp({ LOGIN_MAX_ATTEMPTS: '6' }, { redisPrefix: prefix });
    second = await createTestApp({ ...sameDatabaseAs(first), LOGIN_MAX_ATTEMPTS: '6' }, { redisPrefix: prefix });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('makes the account wait after six failures spread over both, on both, with Retry-After', async () => {
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
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(response.headers['retry-after'])).toBeLessThanOrEqual(30);
    }
  });
});

describe('the admin unlocking an account locked across two instances (decisions §7.5)', () => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const prefix = `test:${randomUUID()}:`;
    first = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3' }, { redisPrefix: prefix });
    second = await createTestApp({ ...sameDatabaseAs(first), LOGIN_MAX_ATTEMPTS: '3' }, { redisPrefix: prefix });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  const lockedUntil = async (instance: TestApp, auth: { authorization: string }, email: string) => {
    const response = await instance.app.inject({ method: 'GET', url: '/api/users?limit=200', headers: auth });
    return response.json<{ email: string; locked_until: string | null }[]>().find((user) => user.email === email)
      ?.locked_until;
  };

  it('shows the lock on both, and an unlock on one lets the account in through the other at once', async () => {
    const admin = await createUser(first.app, { role: 'admin' });
    const { user, password } = await createUser(first.app);
    for (let guess = 0; guess < 3; guess += 1) {
      const instance = guess % 2 === 0 ? first : second;
      await instance.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: `tebakan-${guess}` },
        remoteAddress: `10.60.0.${guess + 1}`,
      });
    }
    expect(await lockedUntil(first, admin.auth, user.email)).toEqual(expect.any(String));
    expect(await lockedUntil(second, admin.auth, user.email)).toEqual(expect.any(String));

    const unlock = await first.app.inject({
      method: 'POST',
      url: `/api/users/${user.id}/unlock`,
      headers: admin.auth,
    });
    expect(unlock.json()).toEqual({ success: true, error: null });
    expect(await lockedUntil(second, admin.auth, user.email)).toBeNull();
    const response = await second.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password },
      remoteAddress: '10.60.1.1',
    });
    expect(response.statusCode).toBe(200);
  });
});
