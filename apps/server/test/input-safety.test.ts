import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp } from './helpers';

/** Input that no schema anticipated must still be a 4xx, on PostgreSQL (which refuses NUL bytes) too. */
describe('input the database refuses', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = (await createUser(t.app)).auth;
  });
  afterAll(() => t.close());

  it('a NUL character in the login email is a client error, not a 500', async () => {
    const response = await login(t.app, { email: 'budi\u0000@kejaksaan.go.id', password: 'apa-saja-123' });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.json()).toHaveProperty('message');
  });

  it('a NUL character in a search is a client error or an empty result, not a 500', async () => {
    const response = await t.app.inject({ url: '/api/cases?q=korupsi%00', headers: auth });
    expect(response.statusCode).toBeLessThan(500);
  });

  it('a number where a text belongs is named as the wrong kind of value, not as too long', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: auth,
      payload: { title: 'Suap', date: '2026-03-10', type: 'penyidikan', parties: 42 },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { parties: 'Isian harus berupa teks' } });
  });
});
