import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UserListItem } from '@pidsus/shared';
import { createTestApp, createUser, redisUrl, type TestApp } from './helpers';

/**
 * Contract §9, "a lock that protects the owner, not the attacker" (decisions §9): failures from anywhere slow the
 * account (30 s after five, doubling), a browser that logged in before is not slowed by them, and `Buka kunci`
 * clears every limit on the account. On PostgreSQL + Redis the counts are in Redis.
 */

type Answer = Awaited<ReturnType<TestApp['app']['inject']>>;

function loginFrom(t: TestApp, payload: { email: string; password: string }, ip: string, cookie?: string) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload,
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
  });
}

/** The `name=value` of the device cookie a successful login set. */
function deviceCookieOf(response: Answer): string {
  const header = response.headers['set-cookie'];
  expect(typeof header).toBe('string');
  return String(header).split(';')[0]!;
}

/**
 * Lets `seconds` pass for the limiter: rate-limiter-flexible counts on Date in memory (moved here), on Redis's own
 * clock with Redis (waited for, at most 30 s).
 */
async function letPass(seconds: number) {
  if (redisUrl) {
    await new Promise((resolve) => setTimeout(resolve, seconds * 1000 + 200));
    return;
  }
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() });
  vi.setSystemTime(Date.now() + seconds * 1000 + 200);
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the owner and the attacker (decisions §9 scenario)', () => {
  it('4 addresses × 5 wrong passwords: the known browser logs in at once, a new one within 30 s, any after Buka kunci', async () => {
    const t = await createTestApp();
    try {
      const admin = await createUser(t.app, { role: 'admin' });
      const { user, password } = await createUser(t.app);
      const owner = { email: user.email, password };
      // The owner's own browser logged in before: it holds a device cookie.
      const earlier = await loginFrom(t, owner, '10.80.0.1');
      expect(earlier.statusCode).toBe(200);
      const cookie = deviceCookieOf(earlier);

      const statuses: number[] = [];
      for (let address = 1; address <= 4; address += 1) {
        for (let guess = 0; guess < 5; guess += 1) {
          const response = await loginFrom(
            t,
            { email: user.email, password: `tebakan-${guess}` },
            `203.0.113.${address}`,
          );
          statuses.push(response.statusCode);
        }
      }
      expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
      expect(statuses.slice(5).every((status) => status === 429)).toBe(true);

      // The owner's known browser: at once.
      expect((await loginFrom(t, owner, '10.80.0.1', cookie)).statusCode).toBe(200);
      // A new browser: waits at most 30 s, not 15 minutes; then it is in.
      const waiting = await loginFrom(t, owner, '10.80.0.2');
      expect(waiting.statusCode).toBe(429);
      const retryAfter = Number(waiting.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(30);
      expect(waiting.json<{ message: string }>().message).toBe(
        `Terlalu banyak percobaan login. Silakan coba lagi dalam ${retryAfter} detik.`,
      );
      await letPass(retryAfter);
      expect((await loginFrom(t, owner, '10.80.0.2')).statusCode).toBe(200);

      // The attacker goes on: the account waits again, and the admin sees it.
      vi.useRealTimers();
      await loginFrom(t, { email: user.email, password: 'lagi-salah' }, '203.0.113.9');
      expect((await loginFrom(t, owner, '10.80.0.3')).statusCode).toBe(429);
      const list = await t.app.inject({ method: 'GET', url: '/api/users?limit=200', headers: admin.auth });
      const listed = list.json<UserListItem[]>().find((item) => item.id === user.id);
      expect(listed?.locked_until).toEqual(expect.any(String));

      // Buka kunci: the owner logs in at once from any address, an attacker's included.
      const unlock = await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/unlock`, headers: admin.auth });
      expect(unlock.json()).toEqual({ success: true, error: null });
      expect((await loginFrom(t, owner, '203.0.113.1')).statusCode).toBe(200);
      expect((await loginFrom(t, owner, '10.80.0.4')).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('the device cookie', () => {
  it('is HttpOnly, SameSite=Strict, for the login only, and Secure when the app is reached over https', async () => {
    const t = await createTestApp({ TRUST_PROXY: '1' });
    try {
      const { user, password } = await createUser(t.app);
      const plain = await loginFrom(t, { email: user.email, password }, '10.81.0.1');
      const header = String(plain.headers['set-cookie']);
      expect(header).toMatch(/^pidsus_device_[A-Za-z0-9_-]+=[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+;/);
      expect(header).toContain('HttpOnly');
      expect(header).toContain('SameSite=Strict');
      expect(header).toContain('Path=/api/auth/login');
      expect(header).not.toContain('Secure');
      const secure = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password },
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-proto': 'https', 'x-forwarded-for': '198.51.100.1' },
      });
      expect(String(secure.headers['set-cookie'])).toContain('Secure');
    } finally {
      await t.close();
    }
  });

  it('is worth nothing altered or for another account, and is distrusted after its own five failures', async () => {
    const t = await createTestApp();
    try {
      const owner = await createUser(t.app);
      const colleague = await createUser(t.app);
      const own = deviceCookieOf(
        await loginFrom(t, { email: owner.user.email, password: owner.password }, '10.82.0.1'),
      );
      const theirs = deviceCookieOf(
        await loginFrom(t, { email: colleague.user.email, password: colleague.password }, '10.82.0.1'),
      );
      for (let guess = 0; guess < 5; guess += 1) {
        await loginFrom(t, { email: owner.user.email, password: `tebakan-${guess}` }, `203.0.113.${guess + 20}`);
      }
      const right = { email: owner.user.email, password: owner.password };
      const [name, value] = own.split('=') as [string, string];
      const altered = `${name}=${value.slice(0, -2)}${value.endsWith('AA') ? 'BB' : 'AA'}`;
      expect((await loginFrom(t, right, '10.82.0.2', altered)).statusCode).toBe(429);
      expect((await loginFrom(t, right, '10.82.0.2', theirs)).statusCode).toBe(429);

      // The owner's own typos on that browser: counted on it, with the tries left; then it is a browser like any.
      const typos: unknown[] = [];
      for (let typo = 0; typo < 5; typo += 1) {
        const response = await loginFrom(t, { email: owner.user.email, password: `typo-${typo}` }, '10.82.0.1', own);
        typos.push([response.statusCode, response.json<{ tries_left: number }>().tries_left]);
      }
      expect(typos).toEqual([
        [401, 4],
        [401, 3],
        [401, 2],
        [401, 1],
        [401, 0],
      ]);
      expect((await loginFrom(t, right, '10.82.0.1', own)).statusCode).toBe(429);
    } finally {
      await t.close();
    }
  });
});

describe('Buka kunci clears the per-address limits of the addresses that failed for the account', () => {
  it('lets the owner in at once from an address that had reached its ceiling', async () => {
    // One failure per account, twenty per address.
    const t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '1' });
    try {
      const admin = await createUser(t.app, { role: 'admin' });
      const { user, password } = await createUser(t.app);
      const shared = '10.83.0.1';
      for (let guess = 0; guess < 19; guess += 1) {
        await loginFrom(t, { email: `acak${guess}@kejaksaan.go.id`, password: 'x' }, shared);
      }
      expect((await loginFrom(t, { email: user.email, password: 'salah' }, shared)).statusCode).toBe(401);
      expect((await loginFrom(t, { email: user.email, password }, shared)).statusCode).toBe(429);

      await t.app.inject({ method: 'POST', url: `/api/users/${user.id}/unlock`, headers: admin.auth });
      expect((await loginFrom(t, { email: user.email, password }, shared)).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  });
});
