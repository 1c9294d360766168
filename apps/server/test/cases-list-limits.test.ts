import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewCaseRow } from '../src/db/tables';
import { createTestApp, createUser, type TestApp } from './helpers';

const DAY = '2026-05-04';

const row = (index: number, date: string): NewCaseRow => ({
  title: `Sidang ${index}`,
  date,
  time: `${String(8 + (index % 9)).padStart(2, '0')}:00`,
  description: '',
  parties: '',
  witnesses: '',
  prosecutor: '',
  type: 'penuntutan',
  status: 'Menunggu',
  created_by: null,
  created_at: '2026-05-01T00:00:00.000Z',
  updated_at: '2026-05-01T00:00:00.000Z',
});

/** No list is unbounded: one request must not read every case while the others wait (hardening). */
describe('list limits of cases and the schedule', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = (await createUser(t.app)).auth;
    // 510 hearings on one day and 10 on another: more than a page and more than the schedule's cap.
    const rows = Array.from({ length: 520 }, (_, index) => row(index, index < 510 ? DAY : '2026-05-05'));
    for (let start = 0; start < rows.length; start += 100) {
      await t.app.services.db
        .insertInto('cases')
        .values(rows.slice(start, start + 100))
        .execute();
    }
  });
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

  it('GET /api/cases without a limit answers a page of 50, with the whole count in X-Total-Count', async () => {
    const response = await get('/api/cases');
    expect(response.statusCode).toBe(200);
    expect(response.json<unknown[]>()).toHaveLength(50);
    expect(response.headers['x-total-count']).toBe('520');
    const next = await get('/api/cases?offset=500');
    expect(next.json<unknown[]>()).toHaveLength(20);
  });

  it('GET /api/cases accepts a limit up to 200 and refuses a larger one with 400 and an Indonesian message', async () => {
    expect((await get('/api/cases?limit=200')).json<unknown[]>()).toHaveLength(200);
    const refused = await get('/api/cases?limit=201');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Paling banyak 200 kasus per halaman (parameter limit)' });
  });

  it('GET /api/schedule answers at most 500 hearings of a day, the earliest hours first', async () => {
    const response = await get(`/api/schedule?date=${DAY}`);
    expect(response.statusCode).toBe(200);
    const day = response.json<{ time: string }[]>();
    expect(day).toHaveLength(500);
    expect(day[0]?.time).toBe('08:00');
    expect((await get('/api/schedule?date=2026-05-05')).json<unknown[]>()).toHaveLength(10);
  });
});
