import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

let testApp: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;
let caseId: number;

const validCase = { title: 'Perkara uji', date: '2026-03-12', time: '09:30', type: 'penyidikan' };
const oddValues: unknown[] = [null, 0, 123, -1, true, false, {}, [], ['x'], 'x', '', ' ', '\u0000', 'a'.repeat(300)];

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await createUser(testApp.app);
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: staff.auth,
    payload: validCase,
  });
  caseId = created.json<{ id: number }>().id;
});

afterAll(async () => {
  await testApp.close();
});

/** A 4xx answer carries an Indonesian message: no English from the validator leaks through. */
function expectIndonesian(response: { statusCode: number; body: string }) {
  expect(response.statusCode, response.body).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const body = JSON.parse(response.body) as { message: string; errors?: Record<string, string> };
    for (const text of [body.message, ...Object.values(body.errors ?? {})]) {
      expect(text, response.body).not.toMatch(/invalid|expected|received|required|must|too (big|small)/i);
    }
  }
}

describe('odd input never gives a 500 or an English message', () => {
  const fields = [
    'title',
    'date',
    'time',
    'description',
    'parties',
    'witnesses',
    'prosecutor',
    'type',
    'status',
    'updated_at',
  ];

  it.each(fields)('in the field %s of POST and PUT', async (field) => {
    for (const value of oddValues) {
      const payload = { ...validCase, [field]: value };
      expectIndonesian(await testApp.app.inject({ method: 'POST', url: '/api/cases', headers: staff.auth, payload }));
      expectIndonesian(
        await testApp.app.inject({ method: 'PUT', url: `/api/cases/${caseId}`, headers: staff.auth, payload }),
      );
    }
  });

  it('in the status body', async () => {
    for (const value of oddValues) {
      expectIndonesian(
        await testApp.app.inject({
          method: 'PUT',
          url: `/api/cases/${caseId}/status`,
          headers: staff.auth,
          payload: { status: value },
        }),
      );
    }
  });

  it('in the query strings, repeated parameters included', async () => {
    for (const query of [
      'type=penyidikan&type=eksekusi',
      'limit=1&limit=2',
      'offset=1&offset=2',
      'q=a&q=b',
      'limit=',
      'offset=',
      'type=',
      'limit=1e400',
      'limit=0x10',
      'q=%00',
      'q=%F0%9F%99%82',
    ]) {
      expectIndonesian(await testApp.app.inject({ method: 'GET', url: `/api/cases?${query}`, headers: staff.auth }));
    }
    for (const query of ['date=2026-03-12&date=2026-03-13', 'date=', 'date=%00', 'date=2026-02-29']) {
      expectIndonesian(await testApp.app.inject({ method: 'GET', url: `/api/schedule?${query}`, headers: staff.auth }));
    }
  });
});
