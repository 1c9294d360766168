import type { Case } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, HOUR, MINUTE, type TestApp } from './helpers';

// The office is in Asia/Jakarta (UTC+7, no daylight saving). The root script `npm run test:tz` runs this
// file with the server process in TZ=UTC and TZ=America/New_York: "today" must not depend on it.
const clock = createTestClock(new Date('2026-03-10T16:59:00.000Z'));
let testApp: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  testApp = await createTestApp(
    // The clock jumps a day ahead below; the session must outlive that.
    { TZ_OFFICE: 'Asia/Jakarta', SESSION_IDLE_MINUTES: String(3 * 24 * 60) },
    { clock: clock.clock },
  );
  staff = await createUser(testApp.app);
});

afterAll(async () => {
  await testApp.close();
});

async function addCase(date: string, time: string | null, title = `Sidang ${date} ${time ?? '-'}`) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: staff.auth,
    payload: { title, date, time, type: 'penuntutan' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<Case>();
}

async function schedule(query = '') {
  const response = await testApp.app.inject({ method: 'GET', url: `/api/schedule${query}`, headers: staff.auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Case[]>();
}

describe('GET /api/schedule', () => {
  let tenth: Case[];
  let eleventh: Case[];

  beforeAll(async () => {
    // Created out of order on purpose.
    tenth = [await addCase('2026-03-10', '14:00'), await addCase('2026-03-10', '08:00')];
    eleventh = [
      await addCase('2026-03-11', null),
      await addCase('2026-03-11', '13:30'),
      await addCase('2026-03-11', '09:00'),
      await addCase('2026-03-11', '09:00'),
      await addCase('2026-03-11', null),
    ];
    await addCase('2026-03-12', '08:00');
  });

  it('at 23:59 in Jakarta (16:59 UTC) shows the 10th', async () => {
    clock.moveTo(0);
    expect((await schedule()).map((item) => item.id)).toEqual([tenth[1]!.id, tenth[0]!.id]);
  });

  it('at 00:30 in Jakarta (17:30 UTC, still the 10th in UTC and New York) shows the 11th', async () => {
    clock.moveTo(31 * MINUTE);
    const cases = await schedule();
    expect(cases.every((item) => item.date === '2026-03-11')).toBe(true);
    expect(cases).toHaveLength(eleventh.length);
  });

  it('switches exactly at midnight in Jakarta (17:00 UTC)', async () => {
    clock.moveTo(MINUTE - 1);
    expect((await schedule()).every((item) => item.date === '2026-03-10')).toBe(true);
    clock.moveTo(MINUTE);
    expect((await schedule()).every((item) => item.date === '2026-03-11')).toBe(true);
  });

  it('stays on the 11th until 16:59 UTC, even after midnight UTC', async () => {
    clock.moveTo(8 * HOUR); // 2026-03-11T00:59Z, 07:59 in Jakarta
    expect((await schedule()).map((item) => item.date)).toEqual(Array(eleventh.length).fill('2026-03-11'));
    clock.moveTo(24 * HOUR); // 2026-03-11T16:59Z, 23:59 in Jakarta
    expect((await schedule()).map((item) => item.date)).toEqual(Array(eleventh.length).fill('2026-03-11'));
    clock.moveTo(24 * HOUR + MINUTE); // 2026-03-11T17:00Z: the 12th in Jakarta
    expect((await schedule()).map((item) => item.date)).toEqual(['2026-03-12']);
  });

  it('sorts a day by hour, hearings without an hour last, ties by creation', async () => {
    clock.moveTo(31 * MINUTE);
    const cases = await schedule();
    expect(cases.map((item) => item.time)).toEqual(['09:00', '09:00', '13:30', null, null]);
    const [noHourFirst, at1330, at0900, at0900b, noHourSecond] = eleventh;
    expect(cases.map((item) => item.id)).toEqual([
      at0900!.id,
      at0900b!.id,
      at1330!.id,
      noHourFirst!.id,
      noHourSecond!.id,
    ]);
  });

  it('answers a given day whatever the clock says', async () => {
    clock.moveTo(0);
    expect((await schedule('?date=2026-03-11')).map((item) => item.id).sort((a, b) => a - b)).toEqual(
      eleventh.map((item) => item.id).sort((a, b) => a - b),
    );
    expect(await schedule('?date=2026-03-13')).toEqual([]);
  });

  it('follows another office zone', async () => {
    // 16:59 UTC on the 10th is 01:59 on the 11th in Jayapura (UTC+9), 11:59 in New York.
    const east = await createTestApp({ TZ_OFFICE: 'Asia/Jayapura' }, { clock: () => new Date('2026-03-10T16:59Z') });
    try {
      const user = await createUser(east.app);
      await east.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: user.auth,
        payload: { title: 'Sidang di Papua', date: '2026-03-11', time: '10:00', type: 'penuntutan' },
      });
      const response = await east.app.inject({ method: 'GET', url: '/api/schedule', headers: user.auth });
      expect(response.json<Case[]>().map((item) => item.title)).toEqual(['Sidang di Papua']);
    } finally {
      await east.close();
    }
  });

  it.each(['2026-02-30', '2026-3-1', 'today', '11-03-2026', ''])('refuses the date %j with 400', async (date) => {
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/schedule?date=${encodeURIComponent(date)}`,
      headers: staff.auth,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toMatch(/^Tanggal/);
  });

  it('needs a login', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/schedule' })).statusCode).toBe(401);
  });
});
