import { adminStatsSchema, type AdminStats } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

/** 08:00 in Jakarta on Tuesday 10 March 2026: this week runs from Monday 9 to Sunday 15 March. */
const NOW = new Date('2026-03-10T01:00:00.000Z');
let now = NOW;
const clock = () => new Date(now);

let testApp: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let budi: Awaited<ReturnType<typeof createUser>>;
let siti: Awaited<ReturnType<typeof createUser>>;

const longSessions = { SESSION_IDLE_MINUTES: String(14 * 24 * 60), SESSION_MAX_DAYS: '30' };

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: object, payload?: object) =>
  testApp.app.inject({ method, url, headers: headers as Record<string, string>, ...(payload ? { payload } : {}) });

async function addCase(fields: { title: string; date: string; type: string; status?: string; team?: number[] }) {
  const { team = [], status, ...rest } = fields;
  const response = await inject('POST', '/api/cases', budi.auth, { ...rest, team_ids: team });
  expect(response.statusCode, response.body).toBe(201);
  const id = response.json<{ id: number }>().id;
  if (status) {
    const changed = await inject('PUT', `/api/cases/${id}/status`, budi.auth, { status });
    expect(changed.statusCode, changed.body).toBe(200);
  }
  return id;
}

async function addDeadline(caseId: number, due_date: string, done = false) {
  const response = await inject('POST', `/api/cases/${caseId}/deadlines`, budi.auth, {
    title: `T ${due_date}`,
    due_date,
  });
  expect(response.statusCode, response.body).toBe(201);
  if (done) {
    const id = response.json<{ id: number }>().id;
    const marked = await inject('PUT', `/api/cases/${caseId}/deadlines/${id}`, budi.auth, { done: true });
    expect(marked.statusCode, marked.body).toBe(200);
  }
}

async function readStats(): Promise<AdminStats> {
  const response = await inject('GET', '/api/admin/stats', admin.auth);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['server-timing']).toMatch(/^cases;dur=[\d.]+/);
  return adminStatsSchema.parse(response.json());
}

beforeAll(async () => {
  testApp = await createTestApp(longSessions, { clock });
  admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Kejari' });
  budi = await createUser(testApp.app, { username: 'Budi' });
  siti = await createUser(testApp.app, { username: 'Siti' });
  await createUser(testApp.app, { username: 'Lain' });
  const db = testApp.app.services.db;

  // Last logged in 8 days ago, no session used since: not active.
  const lama = await createUser(testApp.app, { username: 'Lama' });
  await db
    .updateTable('users')
    .set({ last_login_at: '2026-03-02T00:59:59.000Z' })
    .where('id', '=', lama.user.id)
    .execute();
  await db.deleteFrom('sessions').where('user_id', '=', lama.user.id).execute();
  // Last logged in 10 days ago, but its session was used 6 days ago: active.
  const sesi = await createUser(testApp.app, { username: 'Sesi' });
  await db
    .updateTable('users')
    .set({ last_login_at: '2026-02-28T01:00:00.000Z' })
    .where('id', '=', sesi.user.id)
    .execute();
  await db
    .updateTable('sessions')
    .set({ last_used_at: '2026-03-04T01:00:00.000Z' })
    .where('user_id', '=', sesi.user.id)
    .execute();
  // A deleted account is neither listed nor counted.
  const keluar = await createUser(testApp.app, { username: 'Keluar' });
  expect((await inject('DELETE', `/api/users/${keluar.user.id}`, admin.auth)).statusCode).toBe(200);

  const [b, s] = [budi.user.id, siti.user.id];
  const a = await addCase({ title: 'A', date: '2026-03-10', type: 'penyidikan', team: [b, s] });
  const bCase = await addCase({
    title: 'B',
    date: '2026-03-02',
    type: 'penyidikan',
    status: 'Sedang Proses',
    team: [b],
  });
  await addCase({ title: 'C', date: '2026-03-16', type: 'penuntutan', status: 'Selesai', team: [b, s] });
  await addCase({ title: 'D', date: '2026-01-12', type: 'eksekusi' });
  const e = await addCase({ title: 'E', date: '2026-05-10', type: 'penyelidikan', team: [s] });
  await addCase({ title: 'F (before the weeks)', date: '2026-01-11', type: 'penyelidikan' });
  await addCase({ title: 'G (after the weeks)', date: '2026-05-11', type: 'penyidikan' });
  const trashed = await addCase({ title: 'Di Sampah', date: '2026-03-10', type: 'penyidikan', team: [b] });

  await addDeadline(a, '2026-03-09'); // overdue
  await addDeadline(a, '2026-03-10'); // due today: open, not overdue
  await addDeadline(a, '2026-03-01', true); // done: not counted
  await addDeadline(bCase, '2026-02-01'); // overdue
  await addDeadline(e, '2026-04-01');
  await addDeadline(trashed, '2026-03-01'); // its case goes to the trash: not counted
  expect((await inject('DELETE', `/api/cases/${trashed}`, budi.auth)).statusCode).toBe(200);
  await testApp.app.services.events.drain();
});

afterAll(async () => {
  await testApp?.close();
});

describe('GET /api/admin/stats (decisions §7.4)', () => {
  it('is for administrators only: staff get 403, a caller without a session 401', async () => {
    const staff = await inject('GET', '/api/admin/stats', budi.auth);
    expect(staff.statusCode).toBe(403);
    expect(staff.json()).toEqual({ message: 'Anda tidak memiliki akses ke halaman ini' });
    const anonymous = await inject('GET', '/api/admin/stats', {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<{ message: string }>().message).toMatch(/login/);
  });

  it('counts the live cases per category and status, every pair listed (zeros too), the trash never', async () => {
    const stats = await readStats();
    expect(stats.today).toBe('2026-03-10');
    expect(stats.cases_by_category).toEqual([
      { category: 'penyelidikan', by_status: { Menunggu: 2, 'Sedang Proses': 0, Selesai: 0 }, total: 2 },
      { category: 'penyidikan', by_status: { Menunggu: 2, 'Sedang Proses': 1, Selesai: 0 }, total: 3 },
      { category: 'penuntutan', by_status: { Menunggu: 0, 'Sedang Proses': 0, Selesai: 1 }, total: 1 },
      { category: 'eksekusi', by_status: { Menunggu: 1, 'Sedang Proses': 0, Selesai: 0 }, total: 1 },
    ]);
  });

  it('counts hearings in 17 Monday-to-Sunday weeks, 8 back and 8 ahead of this one, zeros included', async () => {
    const { hearings_per_week: weeks } = await readStats();
    expect(weeks).toHaveLength(17);
    expect(weeks[0]).toEqual({ start: '2026-01-12', end: '2026-01-18', offset: -8, count: 1 });
    expect(weeks[8]).toEqual({ start: '2026-03-09', end: '2026-03-15', offset: 0, count: 1 });
    expect(weeks[16]).toEqual({ start: '2026-05-04', end: '2026-05-10', offset: 8, count: 1 });
    expect(weeks.map((week) => week.count)).toEqual([1, 0, 0, 0, 0, 0, 0, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1]);
    expect(weeks.map((week) => week.offset)).toEqual(Array.from({ length: 17 }, (_, i) => i - 8));
  });

  it('counts open deadlines and the overdue ones (due before today), per category, of live cases only', async () => {
    const { deadlines } = await readStats();
    expect(deadlines).toEqual({
      open: 4,
      overdue: 2,
      by_category: [
        { category: 'penyelidikan', open: 1, overdue: 0 },
        { category: 'penyidikan', open: 3, overdue: 2 },
        { category: 'penuntutan', open: 0, overdue: 0 },
        { category: 'eksekusi', open: 0, overdue: 0 },
      ],
    });
  });

  it('lists every live staff account with its open cases, most first, then by name; admins and deleted accounts never', async () => {
    const { cases_per_member: members } = await readStats();
    expect(members.map(({ username, open_cases }) => [username, open_cases])).toEqual([
      ['Budi', 2],
      ['Siti', 2],
      ['Lain', 0],
      ['Lama', 0],
      ['Sesi', 0],
    ]);
    expect(members[0]!.id).toBe(budi.user.id);
  });

  it('counts accounts active in the last 7 days: a login or a session used since then', async () => {
    const { active_users: users } = await readStats();
    expect(users).toEqual({
      days: 7,
      since: '2026-03-03T01:00:00.000Z',
      active: 5,
      total: 6,
      by_role: [
        { role: 'admin', active: 1, total: 1 },
        { role: 'user', active: 4, total: 5 },
      ],
    });
  });
});

describe('GET /api/admin/stats: the office time zone (TZ_OFFICE)', () => {
  it('starts the week and "today" on the office calendar, not on UTC', async () => {
    try {
      // Sunday 8 March, 23:59 in Jakarta (16:59 UTC): the week is 2–8 March.
      now = new Date('2026-03-08T16:59:00.000Z');
      const sunday = await readStats();
      expect(sunday.today).toBe('2026-03-08');
      expect(sunday.hearings_per_week[8]).toMatchObject({ start: '2026-03-02', end: '2026-03-08', count: 1 });
      // Monday 9 March, 00:00 in Jakarta, still Sunday in UTC: the week is 9–15 March.
      now = new Date('2026-03-08T17:00:00.000Z');
      const monday = await readStats();
      expect(monday.today).toBe('2026-03-09');
      expect(monday.hearings_per_week[8]).toMatchObject({ start: '2026-03-09', end: '2026-03-15', count: 1 });
      expect(monday.hearings_per_week[7]).toMatchObject({ start: '2026-03-02', count: 1 });
      // 9 March is today: the deadline due then is open, not overdue; only 1 February's is.
      expect(monday.deadlines).toMatchObject({ open: 4, overdue: 1 });
      // Tuesday 10 March, 00:30 in Jakarta, still 9 March in UTC: the deadline due on 9 March is overdue.
      now = new Date('2026-03-09T17:30:00.000Z');
      const tuesday = await readStats();
      expect(tuesday.today).toBe('2026-03-10');
      expect(tuesday.deadlines).toMatchObject({ open: 4, overdue: 2 });
    } finally {
      now = NOW;
    }
  });
});
