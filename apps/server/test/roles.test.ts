import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, getProfile, type TestApp } from './helpers';

let testApp: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let staff: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Kejari' });
  staff = await createUser(testApp.app, { role: 'user', username: 'Staf Pidsus' });
});

afterAll(async () => {
  await testApp.close();
});

describe('GET /api/users', () => {
  it('answers 401 with a JSON message when the token is missing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users' });
    expect(response.statusCode).toBe(401);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toEqual({ message: 'Anda belum login. Silakan login terlebih dahulu.' });
  });

  it('answers 401 for a token that was never issued', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { authorization: `Bearer ${'x'.repeat(43)}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Sesi Anda telah berakhir. Silakan login kembali.' });
  });

  it('answers 401 for a malformed authorization header', async () => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: { authorization: `Token ${staff.token}` },
    });
    expect(response.statusCode).toBe(401);
    expect(response.json<{ message: string }>().message).toEqual(expect.stringContaining('login'));
  });

  it('does not take the token from the query string', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api/users?token=${admin.token}` });
    expect(response.statusCode).toBe(401);
  });

  it('answers 403 to a staff user', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users', headers: staff.auth });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'Anda tidak memiliki akses ke halaman ini' });
  });

  it('lists every user for an admin without any password field', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users', headers: admin.auth });
    expect(response.statusCode).toBe(200);
    const users = response.json<Record<string, unknown>[]>();
    expect(users.map((user) => user.id).sort()).toEqual([admin.user.id, staff.user.id].sort());
    for (const user of users) {
      expect(Object.keys(user).sort()).toEqual([
        'avatar_url',
        'email',
        'id',
        'last_login_at',
        'locked_until',
        'notify_all',
        'office',
        'phone',
        'position',
        'role',
        'two_factor',
        'username',
      ]);
    }
    expect(response.body).not.toMatch(/password|argon2/i);
  });

  it('leaves deleted users out of the list', async () => {
    const leaving = await createUser(testApp.app);
    await testApp.app.services.db
      .updateTable('users')
      .set({ deleted_at: new Date().toISOString() })
      .where('id', '=', leaving.user.id)
      .execute();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users', headers: admin.auth });
    expect(response.json<{ id: number }[]>().map((user) => user.id)).not.toContain(leaving.user.id);
  });
});

describe('GET /api/profile', () => {
  it('answers the logged-in user their own data', async () => {
    const response = await getProfile(testApp.app, staff.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      id: staff.user.id,
      username: 'Staf Pidsus',
      email: staff.user.email,
      position: 'Jaksa Fungsional',
      phone: '',
      office: 'Kejari Jakarta Pusat',
      avatar_url: null,
      role: 'user',
      notify_all: false,
      mail_docket: false,
      mail_reminders: false,
      mail_notifications: false,
    });
  });

  it('answers an admin their own data, not another user’s', async () => {
    const response = await getProfile(testApp.app, admin.token);
    expect(response.json<{ id: number; role: string }>()).toMatchObject({ id: admin.user.id, role: 'admin' });
  });

  it('answers 401 when the token is missing', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/profile' });
    expect(response.statusCode).toBe(401);
    expect(Object.keys(response.json<Record<string, unknown>>())).toEqual(['message']);
  });
});
