import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, getProfile, login, type TestApp } from './helpers';

let testApp: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let staff: Awaited<ReturnType<typeof createUser>>;
let otherStaff: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Kejari' });
  staff = await createUser(testApp.app, { username: 'Staf Satu' });
  otherStaff = await createUser(testApp.app, { username: 'Staf Dua' });
});

afterAll(async () => {
  await testApp.close();
});

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  auth?: { authorization: string },
  payload?: object,
) => testApp.app.inject({ method, url, ...(auth ? { headers: auth } : {}), ...(payload ? { payload } : {}) });

let counter = 0;
const newUser = (overrides: Record<string, unknown> = {}) => {
  counter += 1;
  return {
    username: `Pegawai Baru ${counter}`,
    email: `baru${counter}@kejaksaan.go.id`,
    password: 'sandi-awal-123',
    position: 'Jaksa Muda',
    phone: '0812345678',
    office: 'Kejari Bandung',
    ...overrides,
  };
};

describe('authorization matrix of /api/users*', () => {
  const calls = () => [
    { method: 'GET' as const, url: '/api/users' },
    { method: 'POST' as const, url: '/api/users', payload: newUser() },
    { method: 'PUT' as const, url: `/api/users/${otherStaff.user.id}`, payload: newUser() },
    { method: 'DELETE' as const, url: `/api/users/${otherStaff.user.id}` },
    { method: 'DELETE' as const, url: `/api/users/${otherStaff.user.id}/sessions` },
    { method: 'POST' as const, url: `/api/users/${otherStaff.user.id}/unlock` },
    { method: 'GET' as const, url: `/api/users/${otherStaff.user.id}/history` },
  ];

  it('answers 401 to anonymous callers on every route', async () => {
    for (const call of calls()) {
      const response = await inject(call.method, call.url, undefined, call.payload);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(401);
    }
  });

  it('answers 403 to staff on every route, also about themselves or another staff user', async () => {
    for (const call of [
      ...calls(),
      { method: 'PUT' as const, url: `/api/users/${staff.user.id}`, payload: newUser({ role: 'admin' }) },
      { method: 'DELETE' as const, url: `/api/users/${staff.user.id}` },
    ]) {
      const response = await inject(call.method, call.url, staff.auth, call.payload);
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(403);
      expect(response.json()).toMatchObject({ message: 'Anda tidak memiliki akses ke halaman ini' });
    }
    // Nothing changed: the other staff user is untouched and still logged in.
    expect((await getProfile(testApp.app, otherStaff.token)).json()).toMatchObject({ username: 'Staf Dua' });
  });
});

describe('POST /api/users', () => {
  it('creates a staff user by default, who can then log in', async () => {
    const input = newUser();
    const response = await inject('POST', '/api/users', admin.auth, input);
    expect(response.statusCode).toBe(201);
    const created = response.json<Record<string, unknown>>();
    expect(created).toMatchObject({ username: input.username, email: input.email, role: 'user', avatar_url: null });
    expect(response.body).not.toMatch(/password|argon2/i);
    const loggedIn = await login(testApp.app, { email: input.email, password: input.password }, '10.40.0.1');
    expect(loggedIn.statusCode).toBe(200);
  });

  it('creates an admin when the role is sent', async () => {
    const response = await inject('POST', '/api/users', admin.auth, newUser({ role: 'admin' }));
    expect(response.json()).toMatchObject({ role: 'admin' });
  });

  it('answers the shared schema messages for each field', async () => {
    const response = await inject('POST', '/api/users', admin.auth, { username: ' ', email: 'bukan-email' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      username: 'Username harus diisi',
      email: 'Format email tidak valid',
      password: 'Password harus diisi untuk pengguna baru',
    });
    const empty = await inject('POST', '/api/users', admin.auth, { username: 'A', email: '', password: 'x' });
    expect(empty.json<{ errors: Record<string, string> }>().errors).toEqual({
      email: 'Email harus diisi',
      password: 'Password minimal 10 karakter',
    });
    const role = await inject('POST', '/api/users', admin.auth, newUser({ role: 'root' }));
    expect(role.json<{ errors: Record<string, string> }>().errors).toEqual({ role: 'Peran harus admin atau user' });
  });

  it('answers 409 for an email in use', async () => {
    const response = await inject('POST', '/api/users', admin.auth, newUser({ email: staff.user.email.toUpperCase() }));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Email sudah digunakan', errors: { email: 'Email sudah digunakan' } });
  });
});

describe('PUT /api/users/:id', () => {
  it('edits the fields and keeps the password when it is empty', async () => {
    const target = await createUser(testApp.app);
    const response = await inject('PUT', `/api/users/${target.user.id}`, admin.auth, {
      username: 'Nama Diubah',
      email: target.user.email,
      password: '',
      position: 'Kasi Penyidikan',
      phone: '021-555',
      office: 'Kejati DKI',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'Nama Diubah', position: 'Kasi Penyidikan', role: 'user' });
    // Same password, session untouched.
    expect((await getProfile(testApp.app, target.token)).statusCode).toBe(200);
    expect(
      (await login(testApp.app, { email: target.user.email, password: target.password }, '10.40.0.2')).statusCode,
    ).toBe(200);
  });

  it('resets the password and ends the account’s sessions', async () => {
    const target = await createUser(testApp.app);
    const response = await inject('PUT', `/api/users/${target.user.id}`, admin.auth, {
      ...newUser({ email: target.user.email, username: target.user.username }),
      password: 'sandi-reset-456',
    });
    expect(response.statusCode).toBe(200);
    expect((await getProfile(testApp.app, target.token)).statusCode).toBe(401);
    expect(
      (await login(testApp.app, { email: target.user.email, password: 'sandi-reset-456' }, '10.40.0.3')).statusCode,
    ).toBe(200);
  });

  it('refuses a too short new password, an email in use, an unknown id and a malformed id', async () => {
    const target = await createUser(testApp.app);
    const short = await inject('PUT', `/api/users/${target.user.id}`, admin.auth, newUser({ password: 'pendek' }));
    expect(short.json<{ errors: Record<string, string> }>().errors).toEqual({
      password: 'Password minimal 10 karakter',
    });
    const taken = await inject('PUT', `/api/users/${target.user.id}`, admin.auth, newUser({ email: staff.user.email }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Email sudah digunakan', errors: { email: 'Email sudah digunakan' } });
    expect((await inject('PUT', '/api/users/999999', admin.auth, newUser())).statusCode).toBe(404);
    expect((await inject('PUT', '/api/users/abc', admin.auth, newUser())).statusCode).toBe(400);
  });

  it('promotes and demotes another user: the role applies at once and the account logs in anew', async () => {
    const target = await createUser(testApp.app);
    const body = { username: target.user.username, email: target.user.email };
    const logIn = async () => {
      const response = await inject('POST', '/api/auth/login', undefined, {
        email: target.user.email,
        password: target.password,
      });
      return response.json<{ token: string; user: { role: string } }>();
    };
    expect(
      (await inject('PUT', `/api/users/${target.user.id}`, admin.auth, { ...body, role: 'admin' })).json(),
    ).toMatchObject({ role: 'admin' });
    // The browser kept the old role: its session ends, and the next login carries the new one.
    expect((await inject('GET', '/api/users', target.auth)).statusCode).toBe(401);
    const promoted = await logIn();
    expect(promoted.user.role).toBe('admin');
    expect((await inject('GET', '/api/users', { authorization: `Bearer ${promoted.token}` })).statusCode).toBe(200);
    expect(
      (await inject('PUT', `/api/users/${target.user.id}`, admin.auth, { ...body, role: 'user' })).json(),
    ).toMatchObject({ role: 'user' });
    const demoted = await logIn();
    expect((await inject('GET', '/api/users', { authorization: `Bearer ${demoted.token}` })).statusCode).toBe(403);
  });

  it('does not let an admin change their own role', async () => {
    const response = await inject('PUT', `/api/users/${admin.user.id}`, admin.auth, {
      username: admin.user.username,
      email: admin.user.email,
      role: 'user',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Anda tidak dapat mengubah peran akun Anda sendiri' });
  });
});

describe('DELETE /api/users/:id', () => {
  it('marks the account deleted, answers { success, error } and ends its sessions and sockets', async () => {
    const target = await createUser(testApp.app, { username: 'Akan Dihapus' });
    const ended: number[][] = [];
    const original = testApp.app.realtime.endSessions.bind(testApp.app.realtime);
    testApp.app.realtime.endSessions = (ids) => {
      ended.push(ids);
      original(ids);
    };
    const response = await inject('DELETE', `/api/users/${target.user.id}`, admin.auth);
    testApp.app.realtime.endSessions = original;
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, error: null });
    expect(ended).toHaveLength(1);
    expect(ended[0]).toHaveLength(1);
    expect((await getProfile(testApp.app, target.token)).statusCode).toBe(401);
    expect(
      (await login(testApp.app, { email: target.user.email, password: target.password }, '10.40.0.4')).statusCode,
    ).toBe(401);
    const list = await inject('GET', '/api/users', admin.auth);
    expect(list.json<{ id: number }[]>().map((user) => user.id)).not.toContain(target.user.id);
    // The row stays, with its name, for histories.
    const row = await testApp.app.services.db
      .selectFrom('users')
      .select(['username', 'deleted_at'])
      .where('id', '=', target.user.id)
      .executeTakeFirstOrThrow();
    expect(row.username).toBe('Akan Dihapus');
    expect(row.deleted_at).not.toBeNull();
    // A second delete finds nothing.
    const again = await inject('DELETE', `/api/users/${target.user.id}`, admin.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({
      success: false,
      error: 'Pengguna tidak ditemukan',
      message: 'Pengguna tidak ditemukan',
    });
  });

  it('does not let an admin delete themselves', async () => {
    const response = await inject('DELETE', `/api/users/${admin.user.id}`, admin.auth);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, error: 'Anda tidak dapat menghapus akun Anda sendiri' });
    expect((await getProfile(testApp.app, admin.token)).statusCode).toBe(200);
  });
});

describe('ending a user’s sessions and the audit trail', () => {
  it('ends every session of the account', async () => {
    const target = await createUser(testApp.app);
    const response = await inject('DELETE', `/api/users/${target.user.id}/sessions`, admin.auth);
    expect(response.json()).toEqual({ success: true, error: null });
    expect((await getProfile(testApp.app, target.token)).statusCode).toBe(401);
  });

  it('records who did what to which account, without passwords', async () => {
    const created = await inject('POST', '/api/users', admin.auth, newUser({ username: 'Diaudit' }));
    const id = created.json<{ id: number; email: string }>().id;
    await inject('PUT', `/api/users/${id}`, admin.auth, {
      username: 'Diaudit Ubah',
      email: created.json<{ email: string }>().email,
      password: 'sandi-rahasia-999',
    });
    await inject('DELETE', `/api/users/${id}`, admin.auth);
    const history = await inject('GET', `/api/users/${id}/history`, admin.auth);
    expect(history.statusCode).toBe(200);
    const entries = history.json<{ action: string; actor: { id: number }; changes: Record<string, unknown> }[]>();
    expect(entries.map((entry) => entry.action)).toEqual(['user.delete', 'user.update', 'user.create']);
    expect(entries.every((entry) => entry.actor.id === admin.user.id)).toBe(true);
    expect(entries[1]?.changes).toMatchObject({
      username: { from: 'Diaudit', to: 'Diaudit Ubah' },
      password: { from: null, to: 'changed' },
    });
    expect(history.body).not.toContain('sandi-rahasia-999');
    expect(history.body).not.toContain('sandi-baru-123');
  });
});
