import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

/** No browser or proxy keeps an API answer, and a logout clears what the browser stored (decisions §9, Tokens). */
describe('API answers are not kept', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers every API call with Cache-Control: no-store, its errors too, unless the route says otherwise', async () => {
    const { auth } = await createUser(t.app);
    for (const url of ['/api/cases', '/api/profile', '/api/notifications', '/api/cases/999999']) {
      const answer = await t.app.inject({ method: 'GET', url, headers: auth });
      expect(answer.headers['cache-control'], url).toBe('no-store');
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/cases' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['cache-control']).toBe('no-store');
    // The office's name and zone revalidate by their ETag.
    const config = await t.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.headers['cache-control']).toBe('no-cache');
  });

  it('asks the browser to clear its storage on logout', async () => {
    const { auth } = await createUser(t.app);
    const answer = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: auth });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['clear-site-data']).toBe('"storage"');
  });
});
