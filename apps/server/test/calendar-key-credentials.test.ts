import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CalendarKeyCreated } from '@pidsus/shared';
import { createTestApp, createUser, type TestApp } from './helpers';

/** A calendar feed key is a credential: it asks for the password and dies with the others (decisions §9). */
describe('calendar feed keys and the account credentials', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const feedOpens = async (url: string) => {
    const parsed = new URL(url);
    return (await inject('GET', `${parsed.pathname}${parsed.search}`)).statusCode === 200;
  };
  const newKey = async (account: Awaited<ReturnType<typeof createUser>>) => {
    const created = await inject('POST', '/api/profile/calendar-key', account.auth, { password: account.password });
    expect(created.statusCode, created.body).toBe(201);
    const { url } = created.json<CalendarKeyCreated>();
    expect(await feedOpens(url)).toBe(true);
    return url;
  };

  it('asks for the password: none, or a wrong one, makes no key', async () => {
    const staff = await createUser(t.app);
    const missing = await inject('POST', '/api/profile/calendar-key', staff.auth, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({
      errors: { password: 'Masukkan kata sandi Anda untuk membuat tautan kalender' },
    });
    const wrong = await inject('POST', '/api/profile/calendar-key', staff.auth, { password: 'bukan-sandinya' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { password: 'Password saat ini salah' } });
    const status = await inject('GET', '/api/profile/calendar-key', staff.auth);
    expect(status.json()).toEqual({ created_at: null });
  });

  it('dies with a password change', async () => {
    const staff = await createUser(t.app);
    const url = await newKey(staff);
    const changed = await inject('PUT', '/api/profile/password', staff.auth, {
      current_password: staff.password,
      new_password: 'Kata-Sandi-Baru-2026',
      confirm_password: 'Kata-Sandi-Baru-2026',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await feedOpens(url)).toBe(false);
  });

  it("dies with an admin's 'Akhiri sesi', a reset by the admin, a role change and a deletion", async () => {
    type Account = Awaited<ReturnType<typeof createUser>>;
    const edit = (account: Account, change: object) =>
      inject('PUT', `/api/users/${account.user.id}`, admin.auth, {
        username: account.user.username,
        email: account.user.email,
        ...change,
      });
    const steps: ((account: Account) => Promise<number>)[] = [
      async (account) => (await inject('DELETE', `/api/users/${account.user.id}/sessions`, admin.auth)).statusCode,
      async (account) => (await edit(account, { password: 'Sandi-Dari-Admin-2026' })).statusCode,
      async (account) => (await edit(account, { role: 'admin' })).statusCode,
      async (account) => (await inject('DELETE', `/api/users/${account.user.id}`, admin.auth)).statusCode,
    ];
    for (const step of steps) {
      const staff = await createUser(t.app);
      const url = await newKey(staff);
      const status = await step(staff);
      expect(status).toBeLessThan(300);
      expect(await feedOpens(url), step.toString()).toBe(false);
    }
  });

  it('dies with a reset from the command line (usersService.resetPassword)', async () => {
    const staff = await createUser(t.app);
    const url = await newKey(staff);
    await t.app.services.usersService.resetPassword(staff.user.email, 'Sandi-Dari-CLI-2026');
    expect(await feedOpens(url)).toBe(false);
  });
});
