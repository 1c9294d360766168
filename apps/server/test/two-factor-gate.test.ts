import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';
import { auditActions, disableTwoFactor, enrol, loginWith, startTwoFactor } from './two-factor-support';

const testClock = createTestClock();
let testApp: TestApp;

beforeAll(async () => {
  // As on a fresh machine: admins must set up two-step sign-in (the other suites turn it off, test/helpers.ts).
  testApp = await createTestApp({ REQUIRE_2FA_ADMIN: 'true' }, { clock: testClock.clock });
});

afterAll(async () => {
  await testApp.close();
});

const now = () => testClock.clock();
const get = (url: string, auth: Record<string, string>) => testApp.app.inject({ method: 'GET', url, headers: auth });
const gateMessage = { message: 'Aktifkan verifikasi dua langkah terlebih dahulu' };

/** An admin with two-step sign-in on, who may use the admin routes. */
async function readyAdmin() {
  const admin = await createUser(testApp.app, { role: 'admin' });
  await enrol(testApp.app, admin.auth, now());
  return admin;
}

describe('an account that must set up two-step sign-in (require_2fa_admin, default true)', () => {
  it('logs in, hears must_set_up_2fa, and gets 403 everywhere but me, logout and the 2FA routes', async () => {
    const admin = await createUser(testApp.app, { role: 'admin' });
    const login = await loginWith(testApp.app, { email: admin.user.email, password: admin.password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ must_set_up_2fa: true });
    const me = await get('/api/auth/me', admin.auth);
    expect(me.statusCode).toBe(200);
    expect(me.json()).toEqual({
      user: { id: admin.user.id, username: admin.user.username, email: admin.user.email, role: 'admin' },
      must_change_password: false,
      must_set_up_2fa: true,
    });
    for (const url of ['/api/users', '/api/admin/settings', '/api/cases', '/api/profile']) {
      const refused = await get(url, admin.auth);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json(), url).toEqual(gateMessage);
    }
    expect((await get('/api/profile/2fa', admin.auth)).json()).toEqual({ enabled: false, required: true });
    await enrol(testApp.app, admin.auth, now());
    expect((await get('/api/users', admin.auth)).statusCode).toBe(200);
    expect((await get('/api/auth/me', admin.auth)).json()).toMatchObject({ must_set_up_2fa: false });
  });

  it('lets an admin whose password an admin set change it first, then set up two-step sign-in', async () => {
    const creator = await readyAdmin();
    const input = {
      username: 'Admin Baru Gerbang',
      email: `admin.gerbang.${Date.now()}@kejaksaan.go.id`,
      password: 'kopi-tubruk-pagi-7',
      role: 'admin',
    };
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: creator.auth,
      payload: input,
    });
    expect(created.statusCode, created.body).toBe(201);
    const login = await loginWith(testApp.app, { email: input.email, password: input.password });
    expect(login.json()).toMatchObject({ must_change_password: true, must_set_up_2fa: true });
    const auth = { authorization: `Bearer ${login.json<{ token: string }>().token}` };
    // The 2FA set-up waits for the password; the password change must not wait for the 2FA set-up.
    expect((await startTwoFactor(testApp.app, auth)).json()).toEqual({
      message: 'Ganti kata sandi Anda terlebih dahulu',
    });
    const change = await testApp.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: auth,
      payload: {
        current_password: input.password,
        new_password: 'teh-manis-sore-27',
        confirm_password: 'teh-manis-sore-27',
      },
    });
    expect(change.statusCode, change.body).toBe(200);
    expect((await get('/api/auth/me', auth)).json()).toMatchObject({
      must_change_password: false,
      must_set_up_2fa: true,
    });
    expect((await get('/api/users', auth)).json()).toEqual(gateMessage);
    expect((await startTwoFactor(testApp.app, auth)).statusCode).toBe(200);
  });

  it('lets a gated account log out', async () => {
    const admin = await createUser(testApp.app, { role: 'admin' });
    const logout = await testApp.app.inject({ method: 'POST', url: '/api/auth/logout', headers: admin.auth });
    expect(logout.statusCode).toBe(200);
    expect((await get('/api/auth/me', admin.auth)).statusCode).toBe(401);
  });

  it('refuses to turn it off with 403 where it is required, even with the right password', async () => {
    const admin = await readyAdmin();
    const refused = await disableTwoFactor(testApp.app, admin.auth, admin.password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({
      message: 'Verifikasi dua langkah wajib untuk akun ini dan tidak dapat dimatikan',
    });
    expect((await get('/api/profile/2fa', admin.auth)).json()).toEqual({ enabled: true, required: true });
  });

  it('leaves staff alone unless require_2fa_staff is set; then they are gated too, at once on this instance', async () => {
    const admin = await readyAdmin();
    const staff = await createUser(testApp.app);
    expect((await get('/api/cases', staff.auth)).statusCode).toBe(200);
    const settings = (await get('/api/admin/settings', admin.auth)).json<Record<string, unknown>>();
    expect(settings).toMatchObject({ require_2fa_admin: true, require_2fa_staff: false });
    const saved = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { ...settings, require_2fa_staff: true },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const refused = await get('/api/cases', staff.auth);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(gateMessage);
      expect((await get('/api/auth/me', staff.auth)).json()).toMatchObject({ must_set_up_2fa: true });
      expect((await startTwoFactor(testApp.app, staff.auth)).statusCode).toBe(200);
    } finally {
      await testApp.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.auth,
        payload: { ...settings, require_2fa_staff: false },
      });
    }
    expect((await get('/api/cases', staff.auth)).statusCode).toBe(200);
    expect(await auditActions(testApp.app, staff.user.id)).toEqual([]);
  });

  it('refuses a setting that is not yes or no with a 400 naming the field', async () => {
    const admin = await readyAdmin();
    const settings = (await get('/api/admin/settings', admin.auth)).json<Record<string, unknown>>();
    const refused = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { ...settings, require_2fa_admin: 'ya' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual({ require_2fa_admin: 'Pilihan harus ya atau tidak' });
  });
});

describe('DELETE /api/users/:id/2fa (admin)', () => {
  it('resets the account: its sessions and feed key end, its login asks no code, the list shows it, audited', async () => {
    const admin = await readyAdmin();
    const staff = await createUser(testApp.app);
    await enrol(testApp.app, staff.auth, now());
    const key = await testApp.app.inject({
      method: 'POST',
      url: '/api/profile/calendar-key',
      headers: staff.auth,
      payload: { password: staff.password },
    });
    expect(key.statusCode, key.body).toBe(201);
    const listed = async () =>
      (await get('/api/users', admin.auth))
        .json<{ id: number; two_factor: boolean }[]>()
        .find((u) => u.id === staff.user.id)?.two_factor;
    expect(await listed()).toBe(true);

    expect(
      (await testApp.app.inject({ method: 'DELETE', url: `/api/users/${staff.user.id}/2fa`, headers: staff.auth }))
        .statusCode,
    ).toBe(403);
    const reset = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/users/${staff.user.id}/2fa`,
      headers: admin.auth,
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toEqual({ success: true, error: null });
    expect((await get('/api/auth/me', staff.auth)).statusCode).toBe(401);
    const keys = await testApp.app.services.db
      .selectFrom('calendar_keys')
      .select('user_id')
      .where('user_id', '=', staff.user.id)
      .execute();
    expect(keys).toEqual([]);
    expect(await listed()).toBe(false);
    const login = await loginWith(testApp.app, { email: staff.user.email, password: staff.password });
    expect(login.statusCode).toBe(200);
    // The secret and its recovery codes are gone: a new enrolment starts from nothing.
    const left = await testApp.app.services.db
      .selectFrom('two_factor_recovery_codes')
      .select('id')
      .where('user_id', '=', staff.user.id)
      .execute();
    expect(left).toEqual([]);
    expect(await auditActions(testApp.app, staff.user.id)).toEqual(['2fa.enable', '2fa.reset']);
    const again = await testApp.app.inject({
      method: 'DELETE',
      url: `/api/users/${staff.user.id}/2fa`,
      headers: admin.auth,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'Akun ini belum memakai verifikasi dua langkah' });
    const missing = await testApp.app.inject({ method: 'DELETE', url: '/api/users/999999/2fa', headers: admin.auth });
    expect(missing.statusCode).toBe(404);
  });
});
