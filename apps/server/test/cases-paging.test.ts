import type { Case } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

let testApp: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;

/** Dates and hours in a scrambled order, with ties and hearings without an hour. */
const hearings: [string, string | null, string][] = [
  ['2026-03-10', '13:00', 'penyidikan'],
  ['2026-03-11', null, 'penyidikan'],
  ['2026-03-10', null, 'penuntutan'],
  ['2026-03-10', '08:30', 'penyidikan'],
  ['2026-03-12', '09:00', 'penyelidikan'],
  ['2026-03-10', '08:30', 'penyidikan'],
  ['2025-12-31', '23:59', 'eksekusi'],
  ['2026-03-11', '07:00', 'penyidikan'],
  ['2026-03-10', null, 'penyidikan'],
  ['2026-03-10', '00:00', 'penuntutan'],
  ['2027-01-01', '10:00', 'penyidikan'],
  ['2026-03-10', '13:00', 'penyidikan'],
];
let created: Case[] = [];

beforeAll(async () => {
  testApp = await createTestApp();
  staff = await createUser(testApp.app);
  created = [];
  for (const [index, [date, time, type]] of hearings.entries()) {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: staff.auth,
      payload: { title: `Perkara ${index + 1}`, date, time, type },
    });
    expect(response.statusCode).toBe(201);
    created.push(response.json<Case>());
  }
});

afterAll(async () => {
  await testApp.close();
});

async function list(query: string) {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/cases${query}`, headers: staff.auth });
  expect(response.statusCode, response.body).toBe(200);
  return { cases: response.json<Case[]>(), total: Number(response.headers['x-total-count']) };
}

/** The expected order, computed independently: newest date first, then by hour (none last), then by id. */
function expectedOrder(cases: Case[]): number[] {
  return [...cases]
    .sort(
      (a, b) =>
        b.date.localeCompare(a.date) ||
        (a.time === null ? 1 : 0) - (b.time === null ? 1 : 0) ||
        (a.time ?? '').localeCompare(b.time ?? '') ||
        a.id - b.id,
    )
    .map((item) => item.id);
}

describe('GET /api/cases order and paging', () => {
  it('sorts by date (newest first), then hour (none last), then id', async () => {
    const { cases, total } = await list('');
    expect(total).toBe(hearings.length);
    expect(cases.map((item) => item.id)).toEqual(expectedOrder(created));
    // The order the sort promises, spelled out for the busy day.
    const day = cases.filter((item) => item.date === '2026-03-10').map((item) => item.time);
    expect(day).toEqual(['00:00', '08:30', '08:30', '13:00', '13:00', null, null]);
    expect(cases[0]?.date).toBe('2027-01-01');
    expect(cases.at(-1)?.date).toBe('2025-12-31');
  });

  it('pages through every case exactly once, whatever the page size', async () => {
    const all = expectedOrder(created);
    for (const limit of [1, 2, 5, 7, 12, 20]) {
      const seen: number[] = [];
      for (let offset = 0; offset < all.length; offset += limit) {
        const page = await list(`?limit=${limit}&offset=${offset}`);
        expect(page.total).toBe(all.length);
        expect(page.cases.length).toBe(Math.min(limit, all.length - offset));
        seen.push(...page.cases.map((item) => item.id));
      }
      expect(seen, `limit ${limit}`).toEqual(all);
    }
  });

  it('answers an empty page past the end, still with the total', async () => {
    const { cases, total } = await list(`?limit=5&offset=${hearings.length}`);
    expect(cases).toEqual([]);
    expect(total).toBe(hearings.length);
  });

  it('accepts an offset without a limit and a limit without an offset', async () => {
    const all = expectedOrder(created);
    expect((await list('?offset=10')).cases.map((item) => item.id)).toEqual(all.slice(10));
    expect((await list('?limit=3')).cases.map((item) => item.id)).toEqual(all.slice(0, 3));
  });

  it('pages within a category, counting only that category', async () => {
    const inCategory = expectedOrder(created.filter((item) => item.type === 'penyidikan'));
    const first = await list('?type=penyidikan&limit=4');
    const rest = await list('?type=penyidikan&limit=4&offset=4');
    expect(first.total).toBe(inCategory.length);
    expect(rest.total).toBe(inCategory.length);
    expect([...first.cases, ...rest.cases].map((item) => item.id)).toEqual(inCategory);
    const none = await list('?type=eksekusi&offset=1');
    expect(none).toEqual({ cases: [], total: 1 });
  });

  it('keeps the order after a case moves to another day', async () => {
    const moved = created[0]!;
    const response = await testApp.app.inject({
      method: 'PUT',
      url: `/api/cases/${moved.id}`,
      headers: staff.auth,
      payload: { title: moved.title, date: '2028-06-01', time: moved.time, type: moved.type },
    });
    expect(response.statusCode).toBe(200);
    const { cases } = await list('?limit=1');
    expect(cases[0]?.id).toBe(moved.id);
  });
});
