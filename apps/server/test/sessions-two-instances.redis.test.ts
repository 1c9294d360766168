import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, getProfile, logout, sameDatabaseAs, type TestApp } from './helpers';

/**
 * Runs only with REDIS_URL (and, in CI, DATABASE_URL): two instances of one deployment, each keeping the sessions it
 * validated in memory (modules/auth/session-cache.ts). A session ended through one is refused by the other within
 * 1 s (decisions §10): the eviction travels as an instance signal through Redis.
 */
let instanceA: TestApp;
let instanceB: TestApp;

beforeAll(async () => {
  const prefix = `test:${randomUUID()}:`;
  instanceA = await createTestApp({}, { redisPrefix: prefix });
  instanceB = await createTestApp(sameDatabaseAs(instanceA), { redisPrefix: prefix });
  // Both subscriptions are up (the caches are used only then).
  for (let tries = 0; !(instanceA.app.core.signals.listening() && instanceB.app.core.signals.listening()); tries += 1) {
    if (tries > 100) {
      throw new Error('the instance signals never subscribed');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
});

afterAll(async () => {
  await instanceB.close();
  await instanceA.close();
});

/** Polls B every 50 ms until it refuses the token; answers how long that took (ms). */
async function refusedOnB(token: string): Promise<number> {
  const start = performance.now();
  await expect
    .poll(async () => (await getProfile(instanceB.app, token)).statusCode, { timeout: 1000, interval: 50 })
    .toBe(401);
  return performance.now() - start;
}

/** B has the session in memory: a further request reads no session row. */
async function keptOnB(token: string) {
  expect((await getProfile(instanceB.app, token)).statusCode).toBe(200);
  const reads = vi.spyOn(instanceB.app.services.accounts.sessions, 'findActiveByTokenHash');
  try {
    expect((await getProfile(instanceB.app, token)).statusCode).toBe(200);
    expect(reads).not.toHaveBeenCalled();
  } finally {
    reads.mockRestore();
  }
}

describe('sessions across two instances behind one load balancer', () => {
  it('a logout through A is refused by B within 1 s, although B kept the session in memory', async () => {
    const { token } = await createUser(instanceA.app);
    await keptOnB(token);
    expect((await logout(instanceA.app, token)).statusCode).toBe(200);
    expect(await refusedOnB(token)).toBeLessThan(1000);
  });

  it('sessions an admin ends through A are refused by B within 1 s', async () => {
    const admin = await createUser(instanceA.app, { role: 'admin' });
    const staff = await createUser(instanceA.app);
    await keptOnB(staff.token);
    const ended = await instanceA.app.inject({
      method: 'DELETE',
      url: `/api/users/${staff.user.id}/sessions`,
      headers: admin.auth,
    });
    expect(ended.statusCode).toBe(200);
    expect(await refusedOnB(staff.token)).toBeLessThan(1000);
  });

  it('an account changed through A is read again by B within 1 s (a forced password change done)', async () => {
    const admin = await createUser(instanceA.app, { role: 'admin' });
    const staff = await createUser(instanceA.app);
    const { id, username, email, position, phone, office } = staff.user;
    const password = 'Sandi-Dari-Admin-2026!';
    const set = await instanceA.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: admin.auth,
      payload: { username, email, position, phone, office, password },
    });
    expect(set.statusCode, set.body).toBe(200);
    const login = await instanceA.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const token = login.json<{ token: string }>().token;
    // B keeps the session with its change owed: 403 everywhere but the few routes of decisions §9.
    expect((await getProfile(instanceB.app, token)).statusCode).toBe(403);
    expect((await getProfile(instanceB.app, token)).statusCode).toBe(403);
    const newPassword = 'Sandi-Sendiri-Kuat-2026!';
    const changed = await instanceA.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { current_password: password, new_password: newPassword, confirm_password: newPassword },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await expect
      .poll(async () => (await getProfile(instanceB.app, token)).statusCode, { timeout: 1000, interval: 50 })
      .toBe(200);
  });
});
