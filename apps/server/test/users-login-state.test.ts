import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserListItem } from '@pidsus/shared';
import { createTestApp, createTestClock, createUser, login, MINUTE, type TestApp } from './helpers';

/**
 * Contract §7.5 and §9, accounts for the admin: the list tells when each account last logged in and until when it
 * waits after too many failed logins (decisions §9), and the admin can lift that wait. With REDIS_URL set the
 * limit counts in Redis, so this file checks both stores of the limiter.
 */
const testClock = createTestClock(new Date('2026-03-02T01:00:00.000Z'));
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3' }, { clock: testClock.clock });
  admin = await createUser(t.app, { role: 'admin', username: 'Admin Kejari' });
});
afterAll(() => t.close());

async function listed(email: string): Promise<UserListItem> {
  const response = await t.app.inject({ method: 'GET', url: '/api/users?limit=200', headers: admin.auth });
  expect(response.statusCode).toBe(200);
  const found = response.json<UserListItem[]>().find((user) => user.email === email);
  expect(found).toBeDefined();
  return found!;
}

/** Wrong passwords for the account, each from an address of its own (so only the per-account limit counts). */
async function guess(email: string, times: number, network: number) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    const response = await login(t.app, { email, password: `tebakan-${attempt}` }, `10.${network}.0.${attempt + 1}`);
    statuses.push(response.statusCode);
  }
  return statuses;
}

const unlock = (id: number | string, auth = admin.auth) =>
  t.app.inject({ method: 'POST', url: `/api/users/${id}/unlock`, headers: auth });

describe('GET /api/users: last_login_at', () => {
  it('is null for an account that never logged in, and the time of its latest successful login after', async () => {
    const created = await t.app.services.usersService.create({
      username: 'Belum Pernah Masuk',
      email: 'belum.masuk@kejaksaan.go.id',
      password: 'sandi-awal-123',
      role: 'user',
      position: '',
      phone: '',
      office: '',
    });
    expect(await listed(created.email)).toMatchObject({ last_login_at: null, locked_until: null });

    testClock.advance(5 * MINUTE);
    expect((await login(t.app, { email: created.email, password: 'sandi-awal-123' }, '10.1.0.1')).statusCode).toBe(200);
    const first = testClock.clock().toISOString();
    expect((await listed(created.email)).last_login_at).toBe(first);

    // A failed login leaves it; the next successful one moves it.
    testClock.advance(MINUTE);
    expect((await login(t.app, { email: created.email, password: 'salah-sekali' }, '10.1.0.1')).statusCode).toBe(401);
    expect((await listed(created.email)).last_login_at).toBe(first);
    testClock.advance(MINUTE);
    expect((await login(t.app, { email: created.email, password: 'sandi-awal-123' }, '10.1.0.2')).statusCode).toBe(200);
    expect((await listed(created.email)).last_login_at).toBe(testClock.clock().toISOString());
  });
});

describe('GET /api/users: locked_until', () => {
  it('is null below the free failures, and the end of the wait as soon as the account waits', async () => {
    const { user } = await createUser(t.app);
    expect(await guess(user.email, 2, 2)).toEqual([401, 401]);
    expect((await listed(user.email)).locked_until).toBeNull();

    const before = Date.now();
    expect(await guess(user.email, 2, 3)).toEqual([401, 429]);
    const lockedUntil = (await listed(user.email)).locked_until;
    expect(lockedUntil).not.toBeNull();
    // 30 s after the third failure, on the real clock (rate-limiter-flexible's), never the old 15 minutes.
    const end = Date.parse(lockedUntil!);
    expect(end).toBeGreaterThan(before + 25_000);
    expect(end).toBeLessThanOrEqual(Date.now() + 30_000 + 1000);
  });

  it('counts the email as typed in any case, like the limiter', async () => {
    const { user } = await createUser(t.app);
    expect(await guess(user.email.toUpperCase(), 3, 4)).toEqual([401, 401, 401]);
    expect((await listed(user.email)).locked_until).not.toBeNull();
  });
});

describe('POST /api/users/:id/unlock', () => {
  it('lifts the lock: the account logs in at once, the list shows it open, the history records it', async () => {
    const target = await createUser(t.app);
    expect(await guess(target.user.email, 4, 5)).toEqual([401, 401, 401, 429]);
    expect((await login(t.app, { email: target.user.email, password: target.password }, '10.5.1.1')).statusCode).toBe(
      429,
    );

    const response = await unlock(target.user.id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, error: null });
    expect((await listed(target.user.email)).locked_until).toBeNull();
    expect((await login(t.app, { email: target.user.email, password: target.password }, '10.5.1.2')).statusCode).toBe(
      200,
    );

    const history = await t.app.inject({
      method: 'GET',
      url: `/api/users/${target.user.id}/history`,
      headers: admin.auth,
    });
    expect(history.json<{ action: string; actor: { id: number } }[]>()[0]).toMatchObject({
      action: 'user.unlock',
      actor: { id: admin.user.id },
    });
  });

  it('gives the account a whole new budget of attempts', async () => {
    const target = await createUser(t.app);
    expect(await guess(target.user.email, 3, 6)).toEqual([401, 401, 401]);
    expect((await unlock(target.user.id)).statusCode).toBe(200);
    expect(await guess(target.user.email, 4, 7)).toEqual([401, 401, 401, 429]);
  });

  it('answers an account that is not locked with success too, and changes nothing', async () => {
    const target = await createUser(t.app);
    expect((await unlock(target.user.id)).json()).toEqual({ success: true, error: null });
    expect((await listed(target.user.email)).locked_until).toBeNull();
  });

  it('is refused to staff (403), and answers 404 for an unknown or deleted account and 400 for a bad id', async () => {
    const staff = await createUser(t.app);
    const target = await createUser(t.app);
    await guess(target.user.email, 3, 8);
    const refused = await unlock(target.user.id, staff.auth);
    expect(refused.statusCode).toBe(403);
    expect((await listed(target.user.email)).locked_until).not.toBeNull();

    const unknown = await unlock(999_999);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, error: 'Pengguna tidak ditemukan' });
    const deleted = await createUser(t.app);
    await t.app.inject({ method: 'DELETE', url: `/api/users/${deleted.user.id}`, headers: admin.auth });
    expect((await unlock(deleted.user.id)).statusCode).toBe(404);
    expect((await unlock('abc')).statusCode).toBe(400);
  });
});
