import type { SettingsChangedEvent } from '@pidsus/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { SETTINGS_CACHE_MS } from '../src/modules/settings/service';
import { createTestApp, createTestClock, createUser, sameDatabaseAs, SECOND, type TestApp } from './helpers';
import { connected, socketRegistry } from './sockets';

const apps: TestApp[] = [];
const sockets = socketRegistry();

afterEach(async () => {
  sockets.closeAll();
  // A second instance borrows the first one's database: it closes first.
  for (const testApp of apps.splice(0).reverse()) {
    await testApp.close();
  }
});

async function start(env: Record<string, string> = {}, clock?: () => Date) {
  const testApp = await createTestApp(env, clock ? { clock } : {});
  apps.push(testApp);
  return testApp;
}

/** The case record's settings (decisions §8.3) have no environment default. */
const caseRecord = { satker_code: '', office_city: '', numbering_scope: 'prefix' };
/** Two-step sign-in (decisions §9): the suites run with `REQUIRE_2FA_ADMIN=false` (test/helpers.ts). */
const twoStep = { require_2fa_admin: false, require_2fa_staff: false };
/** E-mail (decisions §11): no server until an admin sets one; never the password. */
const mail = {
  smtp_host: '',
  smtp_port: null,
  smtp_secure: false,
  smtp_user: '',
  smtp_password_set: false,
  mail_from: 'Jadwal Pidsus <no-reply@localhost>',
  smtp_url_set: false,
};
const defaults = {
  office_name: 'Bidang Tindak Pidana Khusus',
  reminder_hour: '07:00',
  trash_days: 30,
  ...caseRecord,
  ...twoStep,
  ...mail,
};
const valid = { ...defaults, office_name: 'Kejaksaan Negeri Jakarta Pusat', reminder_hour: '06:30', trash_days: 60 };

function put(testApp: TestApp, auth: Record<string, string>, payload: unknown) {
  return testApp.app.inject({ method: 'PUT', url: '/api/admin/settings', headers: auth, payload: payload as object });
}

function get(testApp: TestApp, auth: Record<string, string>) {
  return testApp.app.inject({ method: 'GET', url: '/api/admin/settings', headers: auth });
}

describe('GET /api/admin/settings (decisions §7.4)', () => {
  it('answers the environment defaults until an admin saves: the office name, 07:00 and 30 days', async () => {
    const testApp = await start();
    const admin = await createUser(testApp.app, { role: 'admin' });
    const response = await get(testApp, admin.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual(defaults);
  });

  it('takes its defaults from OFFICE_NAME, REMINDER_HOUR and TRASH_DAYS', async () => {
    const testApp = await start({ OFFICE_NAME: 'Kejati DKI Jakarta', REMINDER_HOUR: '06:00', TRASH_DAYS: '14' });
    const admin = await createUser(testApp.app, { role: 'admin' });
    expect((await get(testApp, admin.auth)).json()).toEqual({
      office_name: 'Kejati DKI Jakarta',
      reminder_hour: '06:00',
      trash_days: 14,
      ...caseRecord,
      ...twoStep,
      ...mail,
    });
  });

  it('is for admins only: staff get 403, no login 401, with Indonesian messages', async () => {
    const testApp = await start();
    const staff = await createUser(testApp.app);
    const forbidden = await get(testApp, staff.auth);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ message: 'Anda tidak memiliki akses ke halaman ini' });
    expect((await put(testApp, staff.auth, valid)).statusCode).toBe(403);
    const anonymous = await testApp.app.inject({ method: 'GET', url: '/api/admin/settings' });
    expect(anonymous.statusCode).toBe(401);
  });
});

const badHour = 'Jam pengingat harus berformat JJ.MM (24 jam), misalnya 07.00';

describe('PUT /api/admin/settings (decisions §7.4)', () => {
  it('saves the three values, which then win over the environment, trims the name, keeps 06.30 as 06:30', async () => {
    const testApp = await start({ OFFICE_NAME: 'Dari Lingkungan' });
    const admin = await createUser(testApp.app, { role: 'admin' });
    // The hour as the office writes it (decisions §7.4); the API keeps it as it always did.
    const written = { office_name: `  ${valid.office_name}  `, reminder_hour: valid.reminder_hour.replace(':', '.') };
    const saved = await put(testApp, admin.auth, { ...valid, ...written });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual(valid);
    expect((await get(testApp, admin.auth)).json()).toEqual(valid);
    expect(await testApp.app.services.settingsService.current()).toEqual(valid);
  });

  it.each([
    [{ ...valid, office_name: '   ' }, 'office_name', 'Nama kantor harus diisi'],
    [{ ...valid, office_name: 'x'.repeat(121) }, 'office_name', 'Nama kantor terlalu panjang (maksimal 120 karakter)'],
    [{ ...valid, office_name: 42 }, 'office_name', 'Nama kantor harus diisi'],
    [{ ...valid, reminder_hour: '7:00' }, 'reminder_hour', badHour],
    [{ ...valid, reminder_hour: '24:00' }, 'reminder_hour', badHour],
    [{ ...valid, reminder_hour: '07:60' }, 'reminder_hour', badHour],
    [{ ...valid, trash_days: 0 }, 'trash_days', 'Masa simpan sampah harus bilangan bulat 1 sampai 3650 hari'],
    [{ ...valid, trash_days: 3651 }, 'trash_days', 'Masa simpan sampah harus bilangan bulat 1 sampai 3650 hari'],
    [{ ...valid, trash_days: 1.5 }, 'trash_days', 'Masa simpan sampah harus bilangan bulat 1 sampai 3650 hari'],
    [{ ...valid, trash_days: '30' }, 'trash_days', 'Masa simpan sampah harus bilangan bulat 1 sampai 3650 hari'],
    [
      { office_name: valid.office_name, reminder_hour: valid.reminder_hour },
      'trash_days',
      'Masa simpan sampah harus bilangan bulat 1 sampai 3650 hari',
    ],
  ])('refuses %j with a 400 naming the field in Indonesian', async (payload, field, message) => {
    const testApp = await start();
    const admin = await createUser(testApp.app, { role: 'admin' });
    const response = await put(testApp, admin.auth, payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({ [field]: message });
    expect((await get(testApp, admin.auth)).json()).toEqual(defaults);
  });

  it('refuses a body that is not JSON with a 400, not a 500', async () => {
    const testApp = await start();
    const admin = await createUser(testApp.app, { role: 'admin' });
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { ...admin.auth, 'content-type': 'application/json' },
      payload: '{"office_name":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Format data tidak valid' });
  });

  it('is audited with what changed, from and to; saving the same values again writes nothing', async () => {
    const testApp = await start();
    const admin = await createUser(testApp.app, { role: 'admin' });
    await put(testApp, admin.auth, { ...defaults, trash_days: 90 });
    await put(testApp, admin.auth, { ...defaults, trash_days: 90 });
    const rows = await testApp.app.services.db
      .selectFrom('audit_log')
      .select(['action', 'actor_id', 'target_user_id', 'changes'])
      .where('action', '=', 'settings.update')
      .execute();
    expect(rows).toEqual([
      {
        action: 'settings.update',
        actor_id: admin.user.id,
        target_user_id: null,
        changes: JSON.stringify({ trash_days: { from: 30, to: 90 } }),
      },
    ]);
  });

  it('tells every open screen the new office name (settings:changed), only when it changed', async () => {
    const testApp = await start();
    const url = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
    const admin = await createUser(testApp.app, { role: 'admin' });
    const staff = await createUser(testApp.app);
    const socket = sockets.open(url, { token: staff.token });
    await connected(socket);
    const heard: SettingsChangedEvent[] = [];
    socket.on('settings:changed', (event) => heard.push(event));
    await put(testApp, admin.auth, valid);
    await expect.poll(() => heard).toEqual([{ office_name: valid.office_name }]);
  });
});

describe('GET /api/config carries the office name (decisions §7.4)', () => {
  it('answers the saved name at once on the instance that saved it, revalidated by ETag instead of kept 300 s', async () => {
    const testApp = await start();
    const admin = await createUser(testApp.app, { role: 'admin' });
    const before = await testApp.app.inject({ method: 'GET', url: '/api/config' });
    expect(before.json()).toEqual({ time_zone: 'Asia/Jakarta', office_name: defaults.office_name });
    expect(before.headers['cache-control']).toBe('no-cache');
    const etag = String(before.headers.etag);
    const unchanged = await testApp.app.inject({
      method: 'GET',
      url: '/api/config',
      headers: { 'if-none-match': etag },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    await put(testApp, admin.auth, valid);
    const after = await testApp.app.inject({ method: 'GET', url: '/api/config', headers: { 'if-none-match': etag } });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ time_zone: 'Asia/Jakarta', office_name: valid.office_name });
    expect(after.headers.etag).not.toBe(etag);
  });
});

describe('propagation to another instance on the same database (decisions §7.4)', () => {
  it('a change saved on A applies on B within the cache time, without a restart: office name, hour, days', async () => {
    const time = createTestClock();
    const a = await start({}, time.clock);
    const b = await start(sameDatabaseAs(a), time.clock);
    const admin = await createUser(a.app, { role: 'admin' });
    // B has read the defaults and keeps them for a moment.
    expect(await b.app.services.settingsService.current()).toEqual(defaults);

    expect((await put(a, admin.auth, valid)).statusCode).toBe(200);
    expect(await a.app.services.settingsService.current()).toEqual(valid);

    time.advance(SETTINGS_CACHE_MS + SECOND);
    expect(await b.app.services.settingsService.current()).toEqual(valid);
    const config = await b.app.inject({ method: 'GET', url: '/api/config' });
    expect(config.json()).toEqual({ time_zone: 'Asia/Jakarta', office_name: valid.office_name });
  });

  it("the admin's screen on another instance reads the database at once, whatever that instance keeps", async () => {
    const time = createTestClock();
    const a = await start({}, time.clock);
    const b = await start(sameDatabaseAs(a), time.clock);
    const admin = await createUser(a.app, { role: 'admin' });
    expect(await b.app.services.settingsService.current()).toEqual(defaults);
    await put(a, admin.auth, valid);
    expect((await get(b, admin.auth)).json()).toEqual(valid);
  });
});

/** 06:30 in Jakarta (UTC+7) on 10 March 2026. */
const HALF_PAST_SIX_WIB = new Date('2026-03-09T23:30:00.000Z');
const HOUR = 60 * 60 * SECOND;
/** Sessions that outlive the days these tests move through. */
const longSessions = { SESSION_IDLE_MINUTES: String(60 * 24 * 60), SESSION_MAX_DAYS: '60' };

async function hearingToday(testApp: TestApp) {
  const staff = await createUser(testApp.app);
  const admin = await createUser(testApp.app, { role: 'admin' });
  const created = await testApp.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: admin.auth,
    payload: { title: 'Sidang tuntutan', date: '2026-03-10', type: 'penuntutan', team_ids: [staff.user.id] },
  });
  expect(created.statusCode, created.body).toBe(201);
  return { staff, admin, caseId: created.json<{ id: number }>().id };
}

describe('the reminder hour moves the morning reminders (decisions §7.4)', () => {
  it('an earlier hour sends the reminder before 07:00, on the instance that did not save it too', async () => {
    const time = createTestClock(HALF_PAST_SIX_WIB);
    const a = await start(longSessions, time.clock);
    const b = await start({ ...longSessions, ...sameDatabaseAs(a) }, time.clock);
    const { admin } = await hearingToday(a);
    // 06:30 with the default 07:00: not yet.
    expect(await b.app.services.notificationsService.runDailyReminder()).toBeUndefined();

    await put(a, admin.auth, { ...defaults, reminder_hour: '06:00' });
    time.advance(SETTINGS_CACHE_MS);
    expect(await b.app.services.notificationsService.runDailyReminder()).toBe(1);
    // Once a day, whichever instance asks.
    expect(await a.app.services.notificationsService.runDailyReminder()).toBeUndefined();
  });

  it('a later hour holds the reminder and the deadline reminders back, then keeps its catch-up window of 5 hours', async () => {
    const time = createTestClock(new Date(HALF_PAST_SIX_WIB.getTime() + HOUR));
    const testApp = await start(longSessions, time.clock);
    const { staff, caseId } = await hearingToday(testApp);
    const deadline = await testApp.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/deadlines`,
      headers: staff.auth,
      payload: { title: 'Pelimpahan berkas', due_date: '2026-03-10' },
    });
    expect(deadline.statusCode, deadline.body).toBe(201);
    const admin = await createUser(testApp.app, { role: 'admin' });
    await put(testApp, admin.auth, { ...defaults, reminder_hour: '09:00' });
    const { notificationsService, deadlinesService } = testApp.app.services;

    // 07:30: due with 07:00, not with 09:00.
    expect(await notificationsService.runDailyReminder()).toBeUndefined();
    expect(await deadlinesService.runReminders()).toBeUndefined();
    // 13:59: still in 09:00's window, which ends at 14:00 (5 hours, as 07:00's ends at noon).
    time.advance(6 * HOUR + 29 * 60 * SECOND);
    expect(await notificationsService.runDailyReminder()).toBe(1);
    expect(await deadlinesService.runReminders()).toBeGreaterThan(0);
  });
});

describe('the trash days setting drives the daily purge (decisions §7.4)', () => {
  it('a case deleted 3 days ago is purged once the admin sets 2 days, though TRASH_DAYS says 30', async () => {
    const time = createTestClock();
    const testApp = await start({ ...longSessions, TRASH_DAYS: '30' }, time.clock);
    const { admin, caseId } = await hearingToday(testApp);
    const deleted = await testApp.app.inject({ method: 'DELETE', url: `/api/cases/${caseId}`, headers: admin.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    time.advance(3 * 24 * HOUR);
    await put(testApp, admin.auth, { ...defaults, trash_days: 2 });
    expect(await testApp.app.services.trashPurge.run()).toEqual({ cases: 1, items: 0, documents: 0 });
  });

  it('with the default 30 days the same case stays', async () => {
    const time = createTestClock();
    const testApp = await start({ ...longSessions, TRASH_DAYS: '30' }, time.clock);
    const { admin, caseId } = await hearingToday(testApp);
    await testApp.app.inject({ method: 'DELETE', url: `/api/cases/${caseId}`, headers: admin.auth });
    time.advance(3 * 24 * HOUR);
    expect(await testApp.app.services.trashPurge.run()).toEqual({ cases: 0, items: 0, documents: 0 });
  });
});

describe('the settings cache when the database is out of reach', () => {
  it('keeps answering what it read last, and reads again once the database is back', async () => {
    const time = createTestClock();
    const testApp = await start({}, time.clock);
    const admin = await createUser(testApp.app, { role: 'admin' });
    await put(testApp, admin.auth, valid);
    const { settingsService, db } = testApp.app.services;
    const find = db.selectFrom.bind(db);
    let down = true;
    // The settings row cannot be read: as a database outage looks to the service.
    db.selectFrom = ((...args: Parameters<typeof find>) => {
      if (down && args[0] === 'settings') {
        throw new Error('connect ECONNREFUSED');
      }
      return find(...args);
    }) as typeof db.selectFrom;
    try {
      time.advance(SETTINGS_CACHE_MS + SECOND);
      expect(await settingsService.current()).toEqual(valid);
      await expect(settingsService.read()).rejects.toThrow('ECONNREFUSED');
    } finally {
      down = false;
      db.selectFrom = find;
    }
    expect(await settingsService.current()).toEqual(valid);
  });
});
