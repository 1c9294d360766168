import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, getProfile, type TestApp } from './helpers';

/** Rules added after the review of the users-and-profiles work. */
describe('account rules', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const edit = (auth: Record<string, string>, id: number, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/users/${id}`, headers: auth, payload });

  it("refuses an admin's own new password through the users table: it needs the current one, on the profile", async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const response = await edit(admin.auth, admin.user.id, {
      username: admin.user.username,
      email: admin.user.email,
      password: 'sandi-baru-yang-panjang',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json<{ message: string }>().message).toMatch(/halaman profil/);
    // The old password still works.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: admin.user.email, password: admin.password },
    });
    expect(again.statusCode).toBe(200);
  });

  it('ends the sessions of an account whose role changes, so that its browser starts with the new role', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const staff = await createUser(t.app);
    expect((await getProfile(t.app, staff.token)).statusCode).toBe(200);
    const response = await edit(admin.auth, staff.user.id, {
      username: staff.user.username,
      email: staff.user.email,
      role: 'admin',
    });
    expect(response.statusCode).toBe(200);
    expect((await getProfile(t.app, staff.token)).statusCode).toBe(401);
  });

  it('keeps the sessions when an edit changes neither role nor password', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const staff = await createUser(t.app);
    const response = await edit(admin.auth, staff.user.id, {
      username: 'Nama Baru',
      email: staff.user.email,
      role: 'user',
    });
    expect(response.statusCode).toBe(200);
    expect((await getProfile(t.app, staff.token)).statusCode).toBe(200);
  });

  it('drops NUL characters from names instead of storing them', async () => {
    const staff = await createUser(t.app);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: staff.auth,
      payload: { username: 'Budi\u0000 Santoso', email: staff.user.email, office: 'Kejari\u0000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'Budi Santoso', office: 'Kejari' });
  });

  it('answers an avatar upload cut off mid-file with a 400, not a 500', async () => {
    const staff = await createUser(t.app);
    const boundary = '----pidsus-cut';
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.alloc(2048, 1),
    ]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: { ...staff.auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false });
  });
});

describe('guessing the current password on a password change', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_ATTEMPTS: '3' });
  });
  afterAll(() => t.close());

  const change = (auth: Record<string, string>, current: string) =>
    t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: auth,
      payload: { current_password: current, new_password: 'sandi-baru-99', confirm_password: 'sandi-baru-99' },
    });

  it('is stopped with 429 after the login limit of wrong tries, per account', async () => {
    const guesser = await createUser(t.app);
    const colleague = await createUser(t.app);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await change(guesser.auth, `tebakan-${attempt}`)).statusCode).toBe(400);
    }
    const blocked = await change(guesser.auth, guesser.password);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json<{ message: string }>().message).toMatch(/Terlalu banyak percobaan/);
    // Another account is not affected.
    expect((await change(colleague.auth, colleague.password)).statusCode).toBe(200);
  });

  it('forgets earlier wrong tries once the right password is given', async () => {
    const staff = await createUser(t.app);
    expect((await change(staff.auth, 'salah-1')).statusCode).toBe(400);
    expect((await change(staff.auth, 'salah-2')).statusCode).toBe(400);
    expect((await change(staff.auth, staff.password)).statusCode).toBe(200);
    for (let attempt = 0; attempt < 2; attempt += 1) {
      expect((await change(staff.auth, `salah-lagi-${attempt}`)).statusCode).toBe(400);
    }
    // The current password is now the one just set; a new one (not the same again) is taken.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: staff.auth,
      payload: { current_password: 'sandi-baru-99', new_password: 'Danau-Toba-31', confirm_password: 'Danau-Toba-31' },
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});
