import ICAL from 'ical.js';
import type { CalendarData, CalendarKeyCreated, CalendarKeyStatus } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';

/** 08:00 in Jakarta on 10 March 2026. */
const clock = createTestClock(new Date('2026-03-10T01:00:00.000Z'));
let testApp: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let budi: Awaited<ReturnType<typeof createUser>>;
let siti: Awaited<ReturnType<typeof createUser>>;

const longSessions = { SESSION_IDLE_MINUTES: String(7 * 24 * 60), SESSION_MAX_DAYS: '30' };

beforeAll(async () => {
  testApp = await createTestApp(
    { ...longSessions, PUBLIC_URL: 'https://pidsus.kejaksaan.go.id' },
    { clock: clock.clock },
  );
  admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Kejari' });
  budi = await createUser(testApp.app, { username: 'Budi' });
  siti = await createUser(testApp.app, { username: 'Siti' });
});

afterAll(async () => {
  await testApp?.close();
});

const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string> = {},
  payload?: object,
) => testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });

async function addCase(fields: { title: string; date: string; time?: string; team?: number[]; location?: string }) {
  const response = await inject('POST', '/api/cases', budi.auth, {
    title: fields.title,
    date: fields.date,
    time: fields.time ?? '',
    location: fields.location ?? '',
    type: 'penuntutan',
    team_ids: fields.team ?? [],
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

async function addDeadline(caseId: number, title: string, dueDate: string) {
  const response = await inject('POST', `/api/cases/${caseId}/deadlines`, budi.auth, { title, due_date: dueDate });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const createKey = async (account: { auth: Record<string, string>; password: string }) => {
  // A new feed key asks for one's password (decisions §9).
  const response = await inject('POST', '/api/profile/calendar-key', account.auth, { password: account.password });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CalendarKeyCreated>();
};

/** The path and query of a feed URL, for `inject`. */
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};
const keyOf = (url: string) => new URL(url).searchParams.get('key') ?? '';

/** The feed read back with ical.js, as a calendar app reads it: its VEVENTs by UID. */
function parseFeed(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return new Map(
    calendar.getAllSubcomponents('vevent').map((vevent) => {
      const event = new ICAL.Event(vevent);
      return [event.uid, { event, vevent }] as const;
    }),
  );
}

describe('GET /api/calendar', () => {
  it('answers the hearings and open deadlines of the range, without trashed cases or done deadlines', async () => {
    const inRange = await addCase({
      title: 'Sidang Kalender A',
      date: '2026-03-12',
      time: '09:30',
      location: 'Ruang 2',
    });
    const outside = await addCase({ title: 'Sidang Kalender Jauh', date: '2026-06-12' });
    const trashed = await addCase({ title: 'Sidang Kalender Terhapus', date: '2026-03-13' });
    const open = await addDeadline(inRange, 'Penahanan Kalender', '2026-03-20');
    const done = await addDeadline(inRange, 'Tenggat Selesai Kalender', '2026-03-21');
    await addDeadline(trashed, 'Tenggat Kasus Terhapus', '2026-03-22');
    expect((await inject('PUT', `/api/cases/${inRange}/deadlines/${done}`, budi.auth, { done: true })).statusCode).toBe(
      200,
    );
    expect((await inject('DELETE', `/api/cases/${trashed}`, budi.auth)).statusCode).toBe(200);

    const response = await inject('GET', '/api/calendar?from=2026-03-01&to=2026-03-31', siti.auth);
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json<CalendarData>();
    expect(body.hearings.find((hearing) => hearing.case_id === inRange)).toEqual({
      case_id: inRange,
      title: 'Sidang Kalender A',
      number: '',
      type: 'penuntutan',
      status: 'Menunggu',
      date: '2026-03-12',
      time: '09:30',
      location: 'Ruang 2',
      defendants: [],
    });
    const caseIds = body.hearings.map((hearing) => hearing.case_id);
    expect(caseIds).not.toContain(outside);
    expect(caseIds).not.toContain(trashed);
    expect(body.deadlines.map((deadline) => deadline.id)).toEqual([open]);
    expect(body.deadlines[0]).toEqual({
      id: open,
      case_id: inRange,
      case_title: 'Sidang Kalender A',
      case_type: 'penuntutan',
      title: 'Penahanan Kalender',
      due_date: '2026-03-20',
    });
  });

  it('with mine=1 keeps the cases whose team holds the caller or that they follow', async () => {
    const team = await addCase({ title: 'Kasus Tim Siti', date: '2026-04-02', team: [siti.user.id] });
    const followed = await addCase({ title: 'Kasus Diikuti Siti', date: '2026-04-03' });
    const others = await addCase({ title: 'Kasus Orang Lain', date: '2026-04-04' });
    expect((await inject('PUT', `/api/cases/${followed}/follow`, siti.auth)).statusCode).toBe(200);
    const mine = (
      await inject('GET', '/api/calendar?from=2026-04-01&to=2026-04-30&mine=1', siti.auth)
    ).json<CalendarData>();
    expect(mine.hearings.map((hearing) => hearing.case_id)).toEqual([team, followed]);
    const all = (await inject('GET', '/api/calendar?from=2026-04-01&to=2026-04-30', siti.auth)).json<CalendarData>();
    expect(all.hearings.map((hearing) => hearing.case_id)).toEqual([team, followed, others]);
    const adminMine = (
      await inject('GET', '/api/calendar?from=2026-04-01&to=2026-04-30&mine=1', admin.auth)
    ).json<CalendarData>();
    expect(adminMine.hearings).toEqual([]);
  });

  it('refuses a missing, reversed, invalid or too long range with a 400 in Indonesian', async () => {
    const cases = [
      ['/api/calendar?from=2026-03-01&to=2026-05-15', 'Rentang kalender paling lama 62 hari'],
      ['/api/calendar?from=2026-03-10&to=2026-03-01', 'Tanggal akhir tidak boleh sebelum tanggal awal'],
      ['/api/calendar?from=2026-02-30&to=2026-03-01', 'Tanggal tidak valid'],
      ['/api/calendar?to=2026-03-01', 'Tanggal harus diisi'],
      ['/api/calendar?from=2026-03-01&to=2026-03-02&mine=ya', 'Parameter mine harus 0 atau 1'],
    ] as const;
    for (const [url, message] of cases) {
      const response = await inject('GET', url, budi.auth);
      expect(response.statusCode, url).toBe(400);
      expect(Object.values(response.json<{ errors: Record<string, string> }>().errors)).toContain(message);
    }
    expect((await inject('GET', '/api/calendar?from=2026-03-01&to=2026-05-01', budi.auth)).statusCode).toBe(200);
  });

  it('needs a login', async () => {
    expect((await inject('GET', '/api/calendar?from=2026-03-01&to=2026-03-02')).statusCode).toBe(401);
  });
});

describe('the calendar feed key (decisions §7.4)', () => {
  it('is made and shown once, opens the feed, is replaced by a new one and revoked', async () => {
    expect((await inject('GET', '/api/profile/calendar-key', budi.auth)).json<CalendarKeyStatus>()).toEqual({
      created_at: null,
    });
    const first = await createKey(budi);
    expect(first.url).toMatch(/^https:\/\/pidsus\.kejaksaan\.go\.id\/api\/calendar\/feed\.ics\?key=[A-Za-z0-9_-]{43}$/);
    // At least 128 bits: 43 base64url characters are 256.
    expect(keyOf(first.url).length).toBeGreaterThanOrEqual(22);
    const status = (await inject('GET', '/api/profile/calendar-key', budi.auth)).json<CalendarKeyStatus>();
    expect(status).toEqual({ created_at: first.created_at });
    expect(JSON.stringify(status)).not.toContain(keyOf(first.url));

    const feed = await inject('GET', pathOf(first.url));
    expect(feed.statusCode, feed.body).toBe(200);
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8');

    const second = await createKey(budi);
    expect(keyOf(second.url)).not.toBe(keyOf(first.url));
    const replaced = await inject('GET', pathOf(first.url));
    expect(replaced.statusCode).toBe(401);
    expect(replaced.json<{ message: string }>().message).toContain('Tautan kalender tidak berlaku');
    expect((await inject('GET', pathOf(second.url))).statusCode).toBe(200);

    const revoked = await inject('DELETE', '/api/profile/calendar-key', budi.auth);
    expect(revoked.statusCode).toBe(200);
    expect([401, 404]).toContain((await inject('GET', pathOf(second.url))).statusCode);
    expect((await inject('GET', '/api/profile/calendar-key', budi.auth)).json<CalendarKeyStatus>()).toEqual({
      created_at: null,
    });
  });

  it('is no bearer token: it opens no other endpoint', async () => {
    const { url } = await createKey(siti);
    const asBearer = { authorization: `Bearer ${keyOf(url)}` };
    for (const path of [
      '/api/profile',
      '/api/cases',
      '/api/calendar?from=2026-03-01&to=2026-03-02',
      '/api/notifications',
    ]) {
      expect((await inject('GET', path, asBearer)).statusCode, path).toBe(401);
    }
    expect((await inject('POST', '/api/profile/calendar-key', asBearer)).statusCode).toBe(401);
    expect((await inject('DELETE', '/api/profile/calendar-key', asBearer)).statusCode).toBe(401);
    // Nor does a session token open the feed.
    expect((await inject('GET', `/api/calendar/feed.ics?key=${budi.token}`)).statusCode).toBe(401);
  });

  it('of a removed account opens nothing', async () => {
    const leaving = await createUser(testApp.app, { username: 'Pindah Tugas' });
    const { url } = await createKey(leaving);
    expect((await inject('GET', pathOf(url))).statusCode).toBe(200);
    expect((await inject('DELETE', `/api/users/${leaving.user.id}`, admin.auth)).statusCode).toBe(200);
    expect((await inject('GET', pathOf(url))).statusCode).toBe(401);
  });

  it('is stored hashed: the table holds no plaintext key', async () => {
    const { url } = await createKey(admin);
    const key = keyOf(url);
    const rows = await testApp.app.services.db.selectFrom('calendar_keys').selectAll().execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(JSON.stringify(row)).not.toContain(key);
      expect(row.key_hash).toMatch(/^[0-9a-f]{64}$/);
    }
  });

  it('needs a login to make, read or revoke, and a key for the feed (400 without)', async () => {
    expect((await inject('POST', '/api/profile/calendar-key')).statusCode).toBe(401);
    expect((await inject('DELETE', '/api/profile/calendar-key')).statusCode).toBe(401);
    expect((await inject('GET', '/api/profile/calendar-key')).statusCode).toBe(401);
    const missing = await inject('GET', '/api/calendar/feed.ics');
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ message: string }>().message).toBeTruthy();
    expect((await inject('GET', '/api/calendar/feed.ics?key=bukan-kunci')).statusCode).toBe(401);
  });
});

describe('GET /api/calendar/feed.ics: the ICS, read back with ical.js', () => {
  it('holds hearings at their office hour (UTC), all-day ones, open deadlines, stable UIDs, no trashed cases', async () => {
    const timed = await addCase({
      title: 'Sidang Feed Jam',
      date: '2026-03-16',
      time: '09:30',
      location: 'Ruang Tipikor',
    });
    const allDay = await addCase({ title: 'Sidang Feed Tanpa Jam', date: '2026-03-17' });
    const trashed = await addCase({ title: 'Sidang Feed Terhapus', date: '2026-03-18', time: '10:00' });
    const farPast = await addCase({ title: 'Sidang Feed Lama', date: '2025-11-01' });
    const deadline = await addDeadline(allDay, 'Tenggat Feed', '2026-03-25');
    expect((await inject('DELETE', `/api/cases/${trashed}`, budi.auth)).statusCode).toBe(200);

    const { url } = await createKey(budi);
    const first = await inject('GET', pathOf(url));
    expect(first.statusCode, first.body).toBe(200);
    const events = parseFeed(first.body);

    const hearing = events.get(`case-${timed}@jadwal-pidsus`);
    expect(hearing).toBeDefined();
    expect(hearing?.event.summary).toBe('Sidang: Sidang Feed Jam');
    expect(hearing?.event.location).toBe('Ruang Tipikor');
    expect(hearing?.event.startDate.isDate).toBe(false);
    // 09:30 in Asia/Jakarta (UTC+7) is 02:30 UTC.
    expect(hearing?.event.startDate.toJSDate().toISOString()).toBe('2026-03-16T02:30:00.000Z');
    expect(hearing?.event.description).toContain(`https://pidsus.kejaksaan.go.id/case/${timed}`);

    const noHour = events.get(`case-${allDay}@jadwal-pidsus`);
    expect(noHour?.event.startDate.isDate).toBe(true);
    expect(noHour?.event.startDate.toString()).toBe('2026-03-17');

    const due = events.get(`deadline-${deadline}@jadwal-pidsus`);
    expect(due?.event.summary).toBe('Tenggat: Tenggat Feed — Sidang Feed Tanpa Jam');
    expect(due?.event.startDate.isDate).toBe(true);
    expect(due?.event.startDate.toString()).toBe('2026-03-25');
    expect(due?.event.description).toContain(`https://pidsus.kejaksaan.go.id/case/${allDay}`);

    expect(events.has(`case-${trashed}@jadwal-pidsus`)).toBe(false);
    // More than 60 days back is outside the feed's window.
    expect(events.has(`case-${farPast}@jadwal-pidsus`)).toBe(false);

    const second = await inject('GET', pathOf(url));
    expect([...parseFeed(second.body).keys()].sort()).toEqual([...events.keys()].sort());
  });

  it('with mine=1 holds only the key owner’s cases', async () => {
    const own = await addCase({ title: 'Feed Milik Siti', date: '2026-03-19', team: [siti.user.id] });
    const notOwn = await addCase({ title: 'Feed Bukan Milik Siti', date: '2026-03-19' });
    const { url } = await createKey(siti);
    const mine = parseFeed((await inject('GET', `${pathOf(url)}&mine=1`)).body);
    expect(mine.has(`case-${own}@jadwal-pidsus`)).toBe(true);
    expect(mine.has(`case-${notOwn}@jadwal-pidsus`)).toBe(false);
    const all = parseFeed((await inject('GET', pathOf(url))).body);
    expect(all.has(`case-${notOwn}@jadwal-pidsus`)).toBe(true);
  });

  it('answers a key’s 61st request within the hour with a 429 in Indonesian, and other keys still work', async () => {
    const { url } = await createKey(budi);
    for (let count = 0; count < 60; count += 1) {
      expect((await inject('GET', pathOf(url))).statusCode).toBe(200);
    }
    const refused = await inject('GET', pathOf(url));
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^Terlalu banyak permintaan kalender dengan tautan ini\. Silakan coba lagi dalam \d+ menit\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const other = await createKey(siti);
    expect((await inject('GET', pathOf(other.url))).statusCode).toBe(200);
  });

  it('never logs the key', async () => {
    const { redactUrl } = await import('../src/lib/log-redaction');
    expect(redactUrl('/api/calendar/feed.ics?key=rahasia&mine=1')).toBe('/api/calendar/feed.ics?key=[REDACTED]&mine=1');
  });
});
