import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp } from './helpers';

/** The answer to a body that is wrong as a whole: no field to name, and none of zod's technical text. */
const invalidBody = {
  message: 'Data yang dikirim tidak valid',
  errors: { _: 'Data yang dikirim tidak valid' },
};

let testApp: TestApp;
let account: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  account = await createUser(testApp.app, { email: 'jaksa.utama@kejaksaan.go.id', username: 'Jaksa Utama' });
});

afterAll(async () => {
  await testApp.close();
});

describe('POST /api/auth/login', () => {
  it('answers a token and the public user fields for the right credentials', async () => {
    const response = await login(testApp.app, { email: account.user.email, password: account.password });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: string; user: Record<string, unknown> }>();
    expect(Object.keys(body).sort()).toEqual(['must_change_password', 'must_set_up_2fa', 'token', 'user']);
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43,}$/);
    expect(body.user).toEqual({
      id: account.user.id,
      username: 'Jaksa Utama',
      email: 'jaksa.utama@kejaksaan.go.id',
      role: 'user',
    });
    // No password or hash leaves the server; the only field that names one is the forced-change flag (decisions §9).
    expect(response.body.replace('"must_change_password":false', '')).not.toMatch(/password/i);
    expect(response.body).not.toContain('$argon2');
  });

  it('gives a new token on every login', async () => {
    const first = await login(testApp.app, { email: account.user.email, password: account.password });
    const second = await login(testApp.app, { email: account.user.email, password: account.password });
    expect(first.json<{ token: string }>().token).not.toBe(second.json<{ token: string }>().token);
  });

  it('stores only the hash of the token', async () => {
    const response = await login(testApp.app, { email: account.user.email, password: account.password });
    const { token } = response.json<{ token: string }>();
    const rows = await testApp.app.services.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.some((row) => row.token_hash === token)).toBe(false);
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    const response = await login(testApp.app, { email: '  JAKSA.Utama@Kejaksaan.GO.ID ', password: account.password });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ user: { id: number } }>().user.id).toBe(account.user.id);
  });

  it('answers a wrong password and an unknown email with the same 401 and body', async () => {
    const wrongPassword = await login(testApp.app, { email: account.user.email, password: 'salah-sekali' }, '10.1.0.1');
    const unknownEmail = await login(
      testApp.app,
      { email: 'tidak.ada@kejaksaan.go.id', password: 'salah-sekali' },
      '10.1.0.2',
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({ message: 'Email atau password salah', tries_left: 4 });
    expect(unknownEmail.body).toBe(wrongPassword.body);
  });

  it('does not accept the password in another case', async () => {
    const response = await login(
      testApp.app,
      { email: account.user.email, password: account.password.toUpperCase() },
      '10.1.0.3',
    );
    expect(response.statusCode).toBe(401);
  });

  it('answers 400 with Indonesian field messages when both fields are missing', async () => {
    const response = await login(testApp.app, {});
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string> }>();
    expect(body.errors.email).toBe('Email harus diisi');
    expect(body.errors.password).toBe('Password harus diisi');
    expect(body.message).toBe('Email harus diisi');
  });

  it('answers 400 when the fields are empty strings', async () => {
    const response = await login(testApp.app, { email: '   ', password: '' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      email: 'Email harus diisi',
      password: 'Password harus diisi',
    });
  });

  it('answers 400 for fields of the wrong type instead of a 500', async () => {
    const response = await login(testApp.app, { email: 42, password: ['a'] });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ errors: Record<string, string> }>().errors).sort()).toEqual([
      'email',
      'password',
    ]);
  });

  it('answers 400 with a plain message for malformed JSON', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@b.c", "password": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Format data tidak valid' });
  });

  it('answers 413, not 500, for a body over 1 MiB', async () => {
    const response = await login(testApp.app, { email: account.user.email, password: 'x'.repeat(1024 * 1024 + 10) });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'Data yang dikirim terlalu besar' });
  });

  it('answers 415 for a content type the server does not read', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login email="a@b.c"/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({ message: 'Jenis data tidak didukung' });
  });

  it('answers 400, not 500, with a plain Indonesian message for a plain-text body', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.c',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidBody);
  });

  it('answers 400 with a plain Indonesian message when there is no body', async () => {
    const response = await testApp.app.inject({ method: 'POST', url: '/api/auth/login' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(invalidBody);
  });

  it('answers 400 with a plain Indonesian message for a JSON body that is not an object', async () => {
    for (const payload of ['null', '[]', '"email"', '42']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual(invalidBody);
    }
  });
});
