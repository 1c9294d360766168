import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});
it('probe', async () => {
  const ani = await createUser(t.app, { username: 'Ani' });
  for (const title of ['Korupsi dana desa', 'Suap pejabat']) {
    const r = await t.app.inject({ method: 'POST', url: '/api/cases', headers: ani.auth, payload: { title, date: '2026-03-10', type: 'penyidikan' } });
    expect(r.statusCode).toBe(201);
  }
  for (const q of ['"', '%', '_', '-', '""', ' " ', 'a"', '*']) {
    for (const url of [`/api/cases?type=penyidikan&q=${encodeURIComponent(q)}`, `/api/search?q=${encodeURIComponent(q)}`]) {
      const r = await t.app.inject({ method: 'GET', url, headers: ani.auth });
      console.log(JSON.stringify(q), url.split('?')[0], r.statusCode, r.headers['x-total-count'], r.body.slice(0, 150));
    }
  }
});
