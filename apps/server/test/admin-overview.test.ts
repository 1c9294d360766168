import * as XLSX from 'xlsx';
import { adminOverviewSchema, adminStatsSchema, type AdminOverview, type AdminStats } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, login, type TestApp } from './helpers';

/**
 * 00:30 in Jakarta on Saturday 2 January 2027, still 1 January in UTC: "today" and "this year" are the office's
 * (decisions §10), so a hearing dated 1 January is yesterday's and a recovery of 31 December 2026 last year's.
 */
const NOW = new Date('2027-01-01T17:30:00.000Z');
const TODAY = '2027-01-02';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let budi: Awaited<ReturnType<typeof createUser>>;

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

async function post<T>(url: string, payload: object): Promise<T> {
  const response = await inject('POST', url, budi.auth, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

async function addCase(fields: { title: string; date: string; type: string; status?: string }) {
  const { status, ...rest } = fields;
  const { id } = await post<{ id: number }>('/api/cases', rest);
  if (status) {
    expect((await inject('PUT', `/api/cases/${id}/status`, budi.auth, { status })).statusCode).toBe(200);
  }
  return id;
}

/** A defendant of the case held from `start_date` for `days` (the period ends on start + days − 1). */
async function hold(caseId: number, name: string, start_date: string, days: number) {
  const defendant = await post<{ id: number }>(`/api/cases/${caseId}/defendants`, { name });
  return post<{ id: number; end_date: string }>(`/api/cases/${caseId}/detentions`, {
    defendant_id: defendant.id,
    kind: 'rutan',
    authority: 'penyidik',
    start_date,
    days,
  });
}

const recover = (caseId: number, amount: number, date: string) =>
  post(`/api/cases/${caseId}/recoveries`, { kind: 'pengembalian', amount, date });

async function overview(): Promise<AdminOverview> {
  const response = await inject('GET', '/api/admin/stats/overview', admin.auth);
  expect(response.statusCode, response.body).toBe(200);
  return adminOverviewSchema.parse(response.json());
}

async function stats(query: string): Promise<AdminStats> {
  const response = await inject('GET', `/api/admin/stats${query}`, admin.auth);
  expect(response.statusCode, response.body).toBe(200);
  return adminStatsSchema.parse(response.json());
}

beforeAll(async () => {
  t = await createTestApp(
    { SESSION_IDLE_MINUTES: String(7 * 24 * 60), SESSION_MAX_DAYS: '30', LOGIN_MAX_ATTEMPTS: '2' },
    { clock: () => new Date(NOW) },
  );
  admin = await createUser(t.app, { role: 'admin', username: 'Admin Kejari' });
  budi = await createUser(t.app, { username: 'Budi' });

  // Active per stage: 2 penyidikan (one Sedang Proses), 1 eksekusi; a Selesai case and a trashed one never.
  const today = await addCase({ title: 'Sidang Hari Ini', date: TODAY, type: 'penyidikan' });
  await addCase({ title: 'Sidang Proses', date: TODAY, type: 'penyidikan', status: 'Sedang Proses' });
  await addCase({ title: 'Sidang Kemarin (UTC hari ini)', date: '2027-01-01', type: 'eksekusi' });
  await addCase({ title: 'Selesai Hari Ini', date: TODAY, type: 'penuntutan', status: 'Selesai' });
  const trashed = await addCase({ title: 'Di Sampah', date: TODAY, type: 'penuntutan' });

  // Detention ends: today (counted), in 7 days on 9 January (counted), on the 10th (not), yesterday (not), released
  // (not), extended (the base not; its extension ends far on), and one in a trashed case (not).
  await hold(today, 'Berakhir Hari Ini', '2026-12-24', 10); // ends 2027-01-02
  await hold(today, 'Berakhir Hari Ketujuh', '2026-12-21', 20); // ends 2027-01-09
  await hold(today, 'Berakhir Hari Kedelapan', '2026-12-22', 20); // ends 2027-01-10
  await hold(today, 'Berakhir Kemarin', '2026-12-23', 10); // ends 2027-01-01
  const released = await hold(today, 'Dikeluarkan', '2026-12-30', 5);
  expect(
    (await inject('PUT', `/api/cases/${today}/detentions/${released.id}`, budi.auth, { released_on: TODAY }))
      .statusCode,
  ).toBe(200);
  const extendedDefendant = await post<{ id: number }>(`/api/cases/${today}/defendants`, { name: 'Diperpanjang' });
  const base = await post<{ id: number }>(`/api/cases/${today}/detentions`, {
    defendant_id: extendedDefendant.id,
    kind: 'rutan',
    authority: 'penyidik',
    start_date: '2026-12-30',
    days: 5,
  });
  await post(`/api/cases/${today}/detentions`, {
    defendant_id: extendedDefendant.id,
    kind: 'rutan',
    authority: 'penuntut_umum',
    extends_id: base.id,
    days: 40,
  });
  await hold(trashed, 'Di Sampah', '2026-12-24', 10);
  // One defendant held twice, each period ending within the week (two rows of the list `Masa Penahanan Berakhir`).
  const twice = await hold(today, 'Dua Masa', '2026-12-31', 3); // ends 2027-01-02
  const twiceDefendant = await t.app.services.db
    .selectFrom('case_detentions')
    .select('defendant_id')
    .where('id', '=', twice.id)
    .executeTakeFirstOrThrow();
  await post(`/api/cases/${today}/detentions`, {
    defendant_id: twiceDefendant.defendant_id,
    kind: 'kota',
    authority: 'penyidik',
    start_date: '2027-01-03',
    days: 5,
  }); // ends 2027-01-07

  // Recoveries: this office year's 2027 (1 and 2 January), last year's 31 December not, the trashed case's not.
  await recover(today, 1_250_000, '2027-01-01');
  await recover(today, 7_000, TODAY);
  await recover(today, 125_000_000_000, '2026-12-31');
  await recover(today, 300_000_000, '2026-12-01');
  await recover(trashed, 999, TODAY);

  expect((await inject('DELETE', `/api/cases/${trashed}`, budi.auth)).statusCode).toBe(200);
  await t.app.services.events.drain();
});

afterAll(async () => {
  await t?.close();
});

describe('GET /api/admin/stats/overview (decisions §10)', () => {
  it('is for administrators only: staff get 403, a caller without a session 401', async () => {
    expect((await inject('GET', '/api/admin/stats/overview', budi.auth)).statusCode).toBe(403);
    expect((await inject('GET', '/api/admin/stats/overview', {})).statusCode).toBe(401);
  });

  it('counts on the office day: active cases per stage, hearings today, ends within 7 days, this year, no trash', async () => {
    const figures = await overview();
    expect(figures.today).toBe(TODAY);
    expect(figures.active_cases).toEqual([
      { category: 'penyelidikan', count: 0 },
      { category: 'penyidikan', count: 2 },
      { category: 'penuntutan', count: 0 },
      { category: 'eksekusi', count: 1 },
    ]);
    // Each figure opens its stage's list of the cases not finished, which holds as many.
    for (const { category, count } of figures.active_cases) {
      const listed = await inject(
        'GET',
        `/api/cases?type=${category}&status=${encodeURIComponent('Belum Selesai')}`,
        admin.auth,
      );
      expect(listed.statusCode, listed.body).toBe(200);
      expect(listed.headers['x-total-count'], category).toBe(String(count));
    }
    const every = await inject('GET', '/api/cases?type=penuntutan', admin.auth);
    expect(every.headers['x-total-count']).toBe('1');
    // Three live cases on 2 January (a Selesai one among them); the trashed one and 1 January's not.
    expect(figures.hearings_today).toBe(3);
    // Periods, as the figure's label and its list count them: the two of one defendant are two.
    expect(figures.detentions_ending).toEqual({ until: '2027-01-09', count: 4 });
    const listed = await inject('GET', `/api/detentions?until=${figures.detentions_ending.until}`, admin.auth);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<unknown[]>()).toHaveLength(figures.detentions_ending.count);
    expect(figures.recoveries_year).toEqual({ year: 2027, total: 1_257_000 });
    expect(figures.locked_accounts).toBe(0);
  });

  it('counts the accounts the login limit makes wait, and no more once unlocked', async () => {
    const locked = await createUser(t.app, { username: 'Terkunci' });
    // Two failures are free (LOGIN_MAX_ATTEMPTS), the third starts the account's wait.
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await login(
        t.app,
        { email: locked.user.email, password: `salah-${attempt}` },
        `10.9.0.${attempt}`,
      );
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 2)).toEqual([401, 401]);
    expect((await overview()).locked_accounts).toBe(1);
    expect((await inject('POST', `/api/users/${locked.user.id}/unlock`, admin.auth)).statusCode).toBe(200);
    expect((await overview()).locked_accounts).toBe(0);
  });
});

describe('GET /api/admin/stats with a period (decisions §10)', () => {
  it('counts the hearings in the weeks of a month, cut to it, and its recoveries', async () => {
    const december = await stats('?year=2026&month=12');
    expect(december.period).toEqual({ year: 2026, month: 12, from: '2026-12-01', to: '2026-12-31' });
    expect(december.hearings_per_week.map((week) => [week.start, week.end])).toEqual([
      ['2026-12-01', '2026-12-06'],
      ['2026-12-07', '2026-12-13'],
      ['2026-12-14', '2026-12-20'],
      ['2026-12-21', '2026-12-27'],
      ['2026-12-28', '2026-12-31'],
    ]);
    expect(december.hearings_per_week.every((week) => week.count === 0)).toBe(true);
    expect(december.recoveries).toEqual({
      year: 2026,
      months: [{ month: '2026-12', total: 125_300_000_000 }],
      total: 125_300_000_000,
    });

    const january = await stats('?year=2027&month=1');
    // 1 and 2 January are the Friday and Saturday of the week that began on Monday 28 December.
    expect(january.hearings_per_week[0]).toEqual({ start: '2027-01-01', end: '2027-01-03', offset: 0, count: 4 });
    expect(january.recoveries.total).toBe(1_257_000);
  });

  it('takes the whole year without a month, and keeps the 17 weeks around today without either', async () => {
    const year = await stats('?year=2026');
    expect(year.period).toMatchObject({ year: 2026, month: null });
    expect(year.hearings_per_week).toHaveLength(53);
    expect(year.recoveries.months).toHaveLength(12);
    expect(year.recoveries.total).toBe(125_300_000_000);
    const around = await stats('');
    expect(around.period).toBeNull();
    expect(around.hearings_per_week).toHaveLength(17);
    expect(around.recoveries.year).toBe(2027);
  });

  it('answers 400 with an Indonesian message for a bad year or month', async () => {
    for (const [query, message] of [
      ['?year=2026&month=13', 'Bulan harus antara 1 dan 12'],
      ['?month=0', 'Bulan harus antara 1 dan 12'],
      ['?month=abc', 'Bulan harus antara 1 dan 12'],
      ['?year=1999&month=1', 'Tahun harus antara 2000 dan 2100'],
    ] as const) {
      const response = await inject('GET', `/api/admin/stats${query}`, admin.auth);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toMatchObject({ message });
    }
  });
});

describe('GET /api/admin/stats/export (decisions §10)', () => {
  it('is for administrators only, and checks the period as the figures do', async () => {
    expect((await inject('GET', '/api/admin/stats/export?year=2026', budi.auth)).statusCode).toBe(403);
    const bad = await inject('GET', '/api/admin/stats/export?year=2026&month=13', admin.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Bulan harus antara 1 dan 12' });
  });

  it('is a workbook of the tables of the period, read back by another reader with the same numbers', async () => {
    const response = await inject('GET', '/api/admin/stats/export?year=2026&month=12', admin.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toBe('attachment; filename="statistik-2026-12.xlsx"');
    const workbook = XLSX.read(response.rawPayload, { cellDates: true });
    expect(workbook.SheetNames).toEqual([
      'Kasus per Kategori',
      'Sidang per Minggu',
      'Tenggat',
      'Anggota Tim',
      'Pengguna Aktif',
      'Penyelamatan',
    ]);
    const rows = (sheet: string) =>
      XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[sheet]!, { header: 1, blankrows: false });

    const money = rows('Penyelamatan');
    expect(money[0]).toEqual(['Statistik Sistem — Penyelamatan']);
    expect(String(money[1]?.[0])).toContain('Periode: Desember 2026');
    expect(money.slice(-3)).toEqual([
      ['Bulan', 'Jumlah (Rp)'],
      ['Desember 2026', 125_300_000_000],
      ['Jumlah', 125_300_000_000],
    ]);

    const weeks = rows('Sidang per Minggu');
    const heading = weeks.findIndex((row) => row[0] === 'Minggu mulai');
    expect(weeks[heading + 1]?.[0]).toEqual(new Date('2026-12-01T00:00:00Z'));
    expect(weeks[heading + 5]?.[1]).toEqual(new Date('2026-12-31T00:00:00Z'));
    expect(weeks.at(-1)).toEqual(['Jumlah', '', 0]);

    const cases = rows('Kasus per Kategori');
    expect(cases.find((row) => row[0] === 'Penyidikan')).toEqual(['Penyidikan', 1, 1, 0, 2]);
    expect(cases.find((row) => row[0] === 'Penuntutan')).toEqual(['Penuntutan', 0, 0, 1, 1]);
  });
});
