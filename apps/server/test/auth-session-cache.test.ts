import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, createUser, getProfile, logout, type TestApp } from './helpers';

/**
 * Validated sessions are kept in memory for a few seconds (modules/auth/session-cache.ts, decisions §10): a
 * repeated request costs no session query, and every way a session ends, or its account changes, is seen by the
 * very next request.
 */
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

const sessionQueries = () => vi.spyOn(testApp.app.services.accounts.sessions, 'findActiveByTokenHash');

async function warm(token: string) {
  expect((await getProfile(testApp.app, token)).statusCode).toBe(200);
}

describe('the session cache on one instance', () => {
  it('answers a repeated request without reading the session again', async () => {
    const { token } = await createUser(testApp.app);
    const reads = sessionQueries();
    try {
      await warm(token);
      await warm(token);
      await warm(token);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
    }
  });

  it('refuses a token at once after its logout', async () => {
    const { token } = await createUser(testApp.app);
    await warm(token);
    expect((await logout(testApp.app, token)).statusCode).toBe(200);
    expect((await getProfile(testApp.app, token)).statusCode).toBe(401);
  });

  it('refuses the tokens of an account at once after an admin ends its sessions, deletes it or sets its password', async () => {
    const admin = await createUser(testApp.app, { role: 'admin' });
    const ended = await createUser(testApp.app);
    const deleted = await createUser(testApp.app);
    const reset = await createUser(testApp.app);
    for (const account of [ended, deleted, reset]) {
      await warm(account.token);
    }
    const asAdmin = (method: 'DELETE' | 'PUT', url: string, payload?: object) =>
      testApp.app.inject({ method, url, headers: admin.auth, ...(payload ? { payload } : {}) });

    expect((await asAdmin('DELETE', `/api/users/${ended.user.id}/sessions`)).statusCode).toBe(200);
    expect((await getProfile(testApp.app, ended.token)).statusCode).toBe(401);

    expect((await asAdmin('DELETE', `/api/users/${deleted.user.id}`)).statusCode).toBe(200);
    expect((await getProfile(testApp.app, deleted.token)).statusCode).toBe(401);

    const { id, username, email, position, phone, office } = reset.user;
    const update = { username, email, position, phone, office, password: 'Sandi-Baru-Kuat-2026!' };
    expect((await asAdmin('PUT', `/api/users/${id}`, update)).statusCode).toBe(200);
    expect((await getProfile(testApp.app, reset.token)).statusCode).toBe(401);
  });

  it('lets a session through at once once its forced password change is done (the account changed)', async () => {
    const admin = await createUser(testApp.app, { role: 'admin' });
    const staff = await createUser(testApp.app);
    const { id, username, email, position, phone, office } = staff.user;
    const password = 'Sandi-Dari-Admin-2026!';
    const update = { username, email, position, phone, office, password };
    const asAdmin = { method: 'PUT' as const, url: `/api/users/${id}`, headers: admin.auth, payload: update };
    expect((await testApp.app.inject(asAdmin)).statusCode).toBe(200);
    const login = await testApp.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
    const token = login.json<{ token: string }>().token;
    // The session is kept with its forced change owed.
    expect((await getProfile(testApp.app, token)).statusCode).toBe(403);
    expect((await getProfile(testApp.app, token)).statusCode).toBe(403);

    const changed = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        current_password: password,
        new_password: 'Sandi-Sendiri-Kuat-2026!',
        confirm_password: 'Sandi-Sendiri-Kuat-2026!',
      },
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await getProfile(testApp.app, token)).statusCode).toBe(200);
  });

  it('reads the session again on the next request after an admin edits the account (its name may have changed)', async () => {
    const admin = await createUser(testApp.app, { role: 'admin' });
    const staff = await createUser(testApp.app);
    await warm(staff.token);
    const { id, email, position, phone, office } = staff.user;
    const renamed = await testApp.app.inject({
      method: 'PUT',
      url: `/api/users/${id}`,
      headers: admin.auth,
      payload: { username: 'Nama Baru Sekali', email, position, phone, office },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const reads = sessionQueries();
    try {
      await warm(staff.token);
      await warm(staff.token);
      expect(reads).toHaveBeenCalledTimes(1);
      expect(await reads.mock.results[0]?.value).toMatchObject({ username: 'Nama Baru Sekali' });
    } finally {
      reads.mockRestore();
    }
  });
});
