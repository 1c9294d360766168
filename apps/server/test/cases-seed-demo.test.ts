import { addCalendarDays, periodEnd, type Case, type CaseEvent } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DemoDataExistsError, seedDemo, type SeedDemoResult } from '../src/cli/demo-data';
import { createUsersRepository } from '../src/modules/users/repository';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';

// 18:00 UTC on the 10th is 01:00 on the 11th in the office (Asia/Jakarta).
const clock = createTestClock(new Date('2026-03-10T18:00:00.000Z'));
let testApp: TestApp;
let result: SeedDemoResult;
let viewer: Awaited<ReturnType<typeof createUser>>;

function seed(options: { force?: boolean; count?: number; today?: number; seed?: number } = {}) {
  const { db, usersService } = testApp.app.services;
  return seedDemo({
    db,
    users: createUsersRepository(db),
    usersService,
    clock: clock.clock,
    officeTimeZone: testApp.config.officeTimeZone,
    ...options,
  });
}

async function get<T>(url: string): Promise<{ body: T; total: number }> {
  const response = await testApp.app.inject({ method: 'GET', url, headers: viewer.auth });
  expect(response.statusCode, response.body).toBe(200);
  return { body: response.json<T>(), total: Number(response.headers['x-total-count']) };
}

/** Every case, a page of 200 (the most one page may hold) at a time. */
async function allCases(): Promise<Case[]> {
  const cases: Case[] = [];
  for (let total = Infinity; cases.length < total;) {
    const page = await get<Case[]>(`/api/cases?limit=200&offset=${cases.length}`);
    expect(page.body.length).toBeGreaterThan(0);
    cases.push(...page.body);
    total = page.total;
  }
  return cases;
}

beforeAll(async () => {
  // The seed writes behind the app's back, as `npm run seed:demo` does from its own process: the lists' version kept in
  // memory would see it only after LIST_VERSION_MAX_AGE_MS (list-version.ts), so a list read right after a quick seed
  // could answer from before it. Here every list reads the version again.
  testApp = await createTestApp({ TZ_OFFICE: 'Asia/Jakarta' }, { clock: clock.clock, listVersionMaxAgeMs: 0 });
  // No bound on its time here: a timed test fails on a busy machine (it took 12.7 s beside the browser suite);
  // speed is for the benchmarks.
  result = await seed();
  viewer = await createUser(testApp.app, { role: 'admin' });
});

afterAll(async () => {
  await testApp.close();
});

describe('seed:demo', () => {
  it('fills a few hundred cases across the four stages, some of them today in the office zone', async () => {
    expect(result.cases).toBe(328);
    expect(result.today).toBe(8);
    expect(result.date).toBe('2026-03-11');
    const all = await get<Case[]>('/api/cases?limit=1');
    expect(all.total).toBe(328);
    for (const type of ['penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi'] as const) {
      const { total } = await get<Case[]>(`/api/cases?type=${type}&limit=1`);
      expect(total, type).toBe(result.byType[type]);
      expect(total, type).toBeGreaterThan(10);
    }
    expect(Object.values(result.byStatus).reduce((sum, number) => sum + number, 0)).toBe(328);
  });

  it('puts today’s hearings on the board, sorted by hour', async () => {
    const { body } = await get<Case[]>('/api/schedule');
    expect(body).toHaveLength(8);
    expect(body.every((item) => item.date === '2026-03-11')).toBe(true);
    const hours = body.map((item) => item.time);
    const withHour = hours.filter((hour): hour is string => hour !== null);
    expect(withHour).toEqual([...withHour].sort());
    expect(hours.slice(withHour.length).every((hour) => hour === null)).toBe(true);
  });

  it('writes realistic cases: Indonesian texts, the accused, witnesses, prosecutors', async () => {
    const body = await allCases();
    for (const item of body) {
      expect(item.title.length).toBeGreaterThan(10);
      expect(item.parties).toMatch(/^(Terlapor|Tersangka|Terdakwa|Terpidana): /);
      expect(item.time === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(item.time)).toBe(true);
    }
    const prosecutors = body.map((item) => item.prosecutor).filter(Boolean);
    expect(prosecutors.length).toBeGreaterThan(body.length * 0.8);
    expect(prosecutors.every((name) => /, S\.H\./.test(name))).toBe(true);
    expect(body.filter((item) => item.witnesses.includes(',')).length).toBeGreaterThan(50);
    const subjects = ['dana desa', 'alat kesehatan', 'pencucian uang', 'penyalahgunaan wewenang', 'gratifikasi'];
    for (const subject of subjects.concat(['perpajakan', 'kepabeanan'])) {
      expect(
        body.some((item) => item.title.toLowerCase().includes(subject)),
        subject,
      ).toBe(true);
    }
    // The search finds them.
    expect((await get<Case[]>('/api/cases?q=korupsi&limit=1')).total).toBeGreaterThan(20);
  });

  it('gives statuses that fit the dates: past hearings mostly done, future ones not', async () => {
    const body = await allCases();
    const past = body.filter((item) => item.date < '2026-02-25');
    const future = body.filter((item) => item.date > '2026-03-11');
    expect(past.length).toBeGreaterThan(100);
    expect(future.length).toBeGreaterThan(50);
    expect(past.filter((item) => item.status === 'Selesai').length).toBeGreaterThan(past.length * 0.75);
    expect(future.some((item) => item.status === 'Selesai')).toBe(false);
    expect(future.filter((item) => item.status === 'Menunggu').length).toBeGreaterThan(future.length / 2);
  });

  it('records a history for every case: created, then each status step, never in the future', async () => {
    const body = await allCases();
    for (const item of body.filter((_, index) => index % 23 === 0)) {
      const { body: events } = await get<CaseEvent[]>(`/api/cases/${item.id}/history`);
      expect(events[0]?.action).toBe('created');
      expect(events[0]?.actor?.username).toBeTruthy();
      expect(events[0]?.created_at).toBe(item.created_at);
      // Deadlines added with the case (decisions §7.2) sit between; the status steps follow in order.
      const steps = events
        .slice(1)
        .filter((event) => event.action === 'status')
        .map((event) => event.changes[0]?.to);
      expect(steps).toEqual(
        { Menunggu: [], 'Sedang Proses': ['Sedang Proses'], Selesai: ['Sedang Proses', 'Selesai'] }[item.status],
      );
      expect(events.at(-1)?.created_at).toBe(item.updated_at);
      for (const event of events) {
        expect(event.created_at <= clock.clock().toISOString()).toBe(true);
      }
    }
  });

  it('gives some open cases near today deadlines from the templates, some overdue and some done (decisions §7.2)', async () => {
    const { body: open } = await get<{ due_date: string; title: string }[]>('/api/deadlines');
    const today = testApp.app.services.casesService.today();
    expect(open.some((deadline) => deadline.due_date < today)).toBe(true);
    expect(open.some((deadline) => deadline.due_date >= today)).toBe(true);
    const fromTemplates = open.filter((deadline) => !deadline.title.startsWith('Penahanan '));
    expect(fromTemplates.length).toBeGreaterThan(0);
    expect(fromTemplates.every((deadline) => deadline.title.includes('Pasal'))).toBe(true);
    const done = await testApp.app.services.db
      .selectFrom('case_deadlines')
      .select('id')
      .where('done_at', 'is not', null)
      .execute();
    expect(done.length).toBeGreaterThan(0);
  });

  it('names defendants on most cases and holds some of them, counted as the law counts, each held period with its deadline (decisions §8.1, §8.2)', async () => {
    const { db } = testApp.app.services;
    const today = testApp.app.services.casesService.today();
    const defendants = await db.selectFrom('case_defendants').select(['case_id', 'name', 'nik']).execute();
    expect(new Set(defendants.map((row) => row.case_id)).size).toBeGreaterThan(150);
    expect(defendants.every((row) => /^\d{16}$/.test(row.nik))).toBe(true);
    const periods = await db.selectFrom('case_detentions').selectAll().execute();
    expect(periods.length).toBeGreaterThan(10);
    for (const period of periods) {
      expect(period.end_date, `${period.start_date} + ${period.days}`).toBe(periodEnd(period.start_date, period.days));
    }
    // An extension starts the day after the period it extends.
    const extensions = periods.filter((period) => period.extends_id !== null);
    expect(extensions.length).toBeGreaterThan(0);
    for (const extension of extensions) {
      const extended = periods.find((period) => period.id === extension.extends_id)!;
      expect(extension.start_date).toBe(addCalendarDays(extended.end_date, 1));
    }
    // The periods in force: one open deadline each on its last day; the dashboard's week has some.
    const { body: held } = await get<{ id: number; end_date: string }[]>('/api/detentions');
    expect(held.length).toBeGreaterThan(0);
    expect(held.some((period) => period.end_date <= addCalendarDays(today, 7))).toBe(true);
    const open = await db
      .selectFrom('case_deadlines')
      .select(['detention_id', 'due_date'])
      .where('detention_id', 'is not', null)
      .where('done_at', 'is', null)
      .execute();
    expect(open.map((row) => row.detention_id).sort()).toEqual(held.map((period) => period.id).sort());
  });

  it('creates staff accounts when there were none, and they can log in', async () => {
    expect(result.accounts).toHaveLength(4);
    const [account] = result.accounts;
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account!.email, password: account!.password },
    });
    expect(login.statusCode).toBe(200);
  });

  it('gives most prosecution hearings a courtroom, and no inquiry a place (decisions §7.5)', async () => {
    const body = await allCases();
    const rooms = ['Ruang Sidang Tipikor 1', 'Ruang Sidang Tipikor 2', 'Ruang Sidang Utama', 'Ruang Sidang Cakra'];
    const prosecution = body.filter((item) => item.type === 'penuntutan');
    const placed = prosecution.filter((item) => item.location !== '');
    expect(placed.length / prosecution.length).toBeGreaterThan(0.7);
    expect(placed.every((item) => rooms.includes(item.location))).toBe(true);
    expect(new Set(placed.map((item) => item.location)).size).toBe(rooms.length);
    expect(body.filter((item) => item.type === 'penyelidikan').every((item) => item.location === '')).toBe(true);
    // The search finds them by their room.
    expect((await get<Case[]>('/api/cases?q=cakra&limit=1')).total).toBeGreaterThan(5);
  });

  it('gives most cases a number in the office style and a team of demo staff; the head of section hears everything', async () => {
    const body = await allCases();
    const numbered = body.filter((item) => item.number !== '');
    expect(numbered.length / body.length).toBeGreaterThan(0.7);
    for (const item of numbered) {
      expect(item.number).toMatch(/^(PRINT|PDS)-\d+\/M\.1\.10\/F[dtu]\.\d\/\d{2}\/\d{4}$/);
    }
    const staffNames = result.accounts.map((account) => account.username);
    const withTeam = body.filter((item) => item.team.length > 0);
    expect(withTeam.length / body.length).toBeGreaterThan(0.8);
    expect(withTeam.every((item) => item.team.every((member) => staffNames.includes(member.username)))).toBe(true);
    // A prosecutor with an account is on the team of the cases that name them.
    const rina = body.filter((item) => item.prosecutor.startsWith('Rina Kusumawardani'));
    expect(rina.length).toBeGreaterThan(0);
    expect(rina.every((item) => item.team.some((member) => member.username === 'Rina Kusumawardani'))).toBe(true);
    const head = result.accounts.find((account) => account.position === 'Kepala Seksi Pidana Khusus')!;
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: head.email, password: head.password },
    });
    const token = login.json<{ token: string }>().token;
    const profile = await testApp.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(profile.json()).toMatchObject({ notify_all: true });
    const mine = await testApp.app.inject({
      method: 'GET',
      url: '/api/cases?mine=1&limit=1',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(Number(mine.headers['x-total-count'])).toBeGreaterThan(10);
  });

  it('numbers the milestones and the seizures with the satker of the case numbers', async () => {
    const { db } = testApp.app.services;
    const numbers = [
      ...(await db.selectFrom('case_milestones').select('number').where('number', 'is not', null).execute()),
      ...(await db.selectFrom('case_evidence').select('seizure_number as number').execute()),
    ].map((row) => row.number);
    expect(numbers.length).toBeGreaterThan(50);
    expect(numbers.filter((number) => !number?.includes('/M.1.10/'))).toEqual([]);
  });

  it('refuses to run again on a database with cases, unless forced', async () => {
    await expect(seed()).rejects.toBeInstanceOf(DemoDataExistsError);
    await expect(seed()).rejects.toThrow(
      'Basis data ini sudah berisi 328 kasus; data demo tidak ditambahkan. Jalankan dengan --force untuk tetap menambahkannya.',
    );
    expect((await get<Case[]>('/api/cases?limit=1')).total).toBe(328);

    const again = await seed({ force: true, count: 10, today: 2, seed: 7 });
    expect(again.cases).toBe(12);
    // Staff exist now: no new accounts.
    expect(again.accounts).toEqual([]);
    expect((await get<Case[]>('/api/cases?limit=1')).total).toBe(340);
    expect((await get<Case[]>('/api/schedule')).body).toHaveLength(10);
  });
});

describe('seed:demo determinism', () => {
  it('gives the same office for the same seed and day', async () => {
    const titles: string[][] = [];
    for (let run = 0; run < 2; run += 1) {
      const other = await createTestApp({}, { clock: clock.clock });
      try {
        const { db, usersService } = other.app.services;
        await seedDemo({
          db,
          users: createUsersRepository(db),
          usersService,
          clock: clock.clock,
          officeTimeZone: 'Asia/Jakarta',
          count: 30,
          seed: 42,
        });
        const rows = await db.selectFrom('cases').select(['title', 'date', 'time']).orderBy('id').execute();
        titles.push(rows.map((row) => `${row.date} ${row.time ?? '-'} ${row.title}`));
      } finally {
        await other.close();
      }
    }
    expect(titles[0]).toHaveLength(38);
    expect(titles[1]).toEqual(titles[0]);
  });
});
