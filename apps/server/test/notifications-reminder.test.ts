import type { Notification } from '@pidsus/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp, sameDatabaseAs } from './helpers';
import { connected, socketRegistry } from './sockets';

/** 07:00 in Jakarta (UTC+7) on 10 March 2026 is midnight UTC. */
const SEVEN_WIB = new Date('2026-03-10T00:00:00.000Z');
const MINUTE = 60_000;
const apps: TestApp[] = [];
const sockets = socketRegistry();

afterEach(async () => {
  sockets.closeAll();
  // The second instance borrows the first one's database: it closes first.
  for (const app of apps.splice(0).reverse()) {
    await app.close();
  }
});

/** Sessions that outlive the days these tests move through. */
const longSessions = { SESSION_IDLE_MINUTES: String(7 * 24 * 60), SESSION_MAX_DAYS: '30' };

async function start(clock: () => Date, env: Record<string, string> = {}) {
  const testApp = await createTestApp({ ...longSessions, ...env }, { clock });
  apps.push(testApp);
  return testApp;
}

/** A second instance on the same database (the same PostgreSQL schema, or the same SQLite file). */
async function secondInstance(first: TestApp, clock: () => Date) {
  return start(clock, sameDatabaseAs(first));
}

async function addCase(testApp: TestApp, auth: Record<string, string>, date: string, team: { user: { id: number } }[]) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: auth,
    payload: { title: `Sidang ${date}`, date, type: 'penuntutan', team_ids: team.map((member) => member.user.id) },
  });
  expect(response.statusCode, response.body).toBe(201);
}

/** The account hears of every case (the head of section). */
async function hearsEverything(testApp: TestApp, account: { user: { id: number } }) {
  await testApp.app.services.db.updateTable('users').set({ notify_all: 1 }).where('id', '=', account.user.id).execute();
}

async function remindersOf(testApp: TestApp, auth: Record<string, string>) {
  const response = await testApp.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Notification[]>().filter((n) => n.link?.startsWith('/case-schedule'));
}

const own = (count: number) =>
  expect.objectContaining({ message: `Anda memiliki ${count} sidang hari ini`, link: '/case-schedule?mine=1' });
const office = (count: number) =>
  expect.objectContaining({ message: `${count} kasus dijadwalkan hari ini`, link: '/case-schedule' });

describe('the 07:00 reminder', () => {
  it('waits for 07:00 office time, tells each staff user their own hearings and the notify_all staff the office count, and runs once', async () => {
    const time = createTestClock(new Date(SEVEN_WIB.getTime() - MINUTE));
    const testApp = await start(time.clock);
    const admin = await createUser(testApp.app, { role: 'admin' });
    const budi = await createUser(testApp.app);
    const siti = await createUser(testApp.app);
    const head = await createUser(testApp.app);
    const idle = await createUser(testApp.app);
    await hearsEverything(testApp, head);
    await addCase(testApp, admin.auth, '2026-03-10', [budi]);
    await addCase(testApp, admin.auth, '2026-03-10', [budi, siti]);
    await addCase(testApp, admin.auth, '2026-03-11', [siti]);
    const service = testApp.app.services.notificationsService;

    // 06:59 in Jakarta (23:59 UTC the day before): not yet.
    expect(await service.runDailyReminder()).toBeUndefined();
    expect(await remindersOf(testApp, budi.auth)).toEqual([]);

    time.advance(MINUTE);
    expect(await service.runDailyReminder()).toBe(3);
    expect(await remindersOf(testApp, budi.auth)).toEqual([own(2)]);
    expect(await remindersOf(testApp, siti.auth)).toEqual([own(1)]);
    expect(await remindersOf(testApp, head.auth)).toEqual([office(2)]);
    // No hearings of one's own and not notify_all: nothing; an admin: nothing.
    expect(await remindersOf(testApp, idle.auth)).toEqual([]);
    expect(await remindersOf(testApp, admin.auth)).toEqual([]);

    // Later the same morning: already sent.
    time.advance(30 * MINUTE);
    expect(await service.runDailyReminder()).toBeUndefined();
    expect(await remindersOf(testApp, budi.auth)).toHaveLength(1);

    // The next day has one case, Siti's.
    time.advance(24 * 60 * MINUTE);
    expect(await service.runDailyReminder()).toBe(2);
    expect((await remindersOf(testApp, siti.auth))[0]).toEqual(own(1));
    expect((await remindersOf(testApp, head.auth))[0]).toEqual(office(1));
    expect(await remindersOf(testApp, budi.auth)).toHaveLength(1);
  });

  it('sends nothing on a day without cases, nor after noon when it was missed', async () => {
    const time = createTestClock(SEVEN_WIB);
    const testApp = await start(time.clock);
    const budi = await createUser(testApp.app);
    expect(await testApp.app.services.notificationsService.runDailyReminder()).toBe(0);
    expect(await remindersOf(testApp, budi.auth)).toEqual([]);

    // A server that was down all morning on the 11th does not send it in the afternoon.
    await addCase(testApp, budi.auth, '2026-03-11', [budi]);
    time.advance(24 * 60 * MINUTE + 5 * 60 * MINUTE);
    expect(await testApp.app.services.notificationsService.runDailyReminder()).toBeUndefined();
    expect(await remindersOf(testApp, budi.auth)).toEqual([]);
  });

  it('catches up until just before noon, and leaves deleted accounts out', async () => {
    const time = createTestClock(new Date(SEVEN_WIB.getTime() + 5 * 60 * MINUTE));
    const testApp = await start(time.clock);
    const admin = await createUser(testApp.app, { role: 'admin' });
    const budi = await createUser(testApp.app);
    const gone = await createUser(testApp.app);
    await addCase(testApp, budi.auth, '2026-03-10', [budi, gone]);
    await addCase(testApp, budi.auth, '2026-03-11', [budi, gone]);
    // Handed over to Budi, already on both teams (decisions §8.7).
    await testApp.app.services.usersService.remove(
      gone.user.id,
      { id: admin.user.id, sessionId: 0 },
      { reassignTo: budi.user.id },
    );
    // 12:00 sharp: too late for the 10th.
    expect(await testApp.app.services.notificationsService.runDailyReminder()).toBeUndefined();
    // 11:59 of the 11th (one case that day too): still sent, to Budi only — the removed account left the team.
    time.advance(24 * 60 * MINUTE - MINUTE);
    expect(await testApp.app.services.notificationsService.runDailyReminder()).toBe(1);
    expect(await remindersOf(testApp, budi.auth)).toHaveLength(1);
  });

  it('is due at 07:00 local time on the day the clocks change', async () => {
    // New York moved to summer time on 8 March 2026: 07:00 there is 11:00 UTC (12:00 UTC the day before).
    const time = createTestClock(new Date('2026-03-08T10:59:00.000Z'));
    const testApp = await start(time.clock, { TZ_OFFICE: 'America/New_York' });
    const budi = await createUser(testApp.app);
    const other = await createUser(testApp.app);
    await addCase(testApp, budi.auth, '2026-03-08', [other]);
    expect(await testApp.app.services.notificationsService.runDailyReminder()).toBeUndefined();
    time.advance(MINUTE);
    expect(await testApp.app.services.notificationsService.runDailyReminder()).toBe(1);
    expect((await remindersOf(testApp, other.auth))[0]).toEqual(own(1));
  });

  it('follows the office time zone, not the server’s', async () => {
    // 07:00 in Jayapura (UTC+9) is 05:00 in Jakarta.
    const time = createTestClock(new Date('2026-03-09T22:00:00.000Z'));
    const testApp = await start(time.clock, { TZ_OFFICE: 'Asia/Jayapura' });
    const budi = await createUser(testApp.app);
    const other = await createUser(testApp.app);
    await hearsEverything(testApp, other);
    await addCase(testApp, budi.auth, '2026-03-10', [budi]);
    expect(await testApp.app.services.notificationsService.runDailyReminder()).toBe(2);
    expect((await remindersOf(testApp, other.auth))[0]).toEqual(office(1));
    expect((await remindersOf(testApp, budi.auth))[0]).toEqual(own(1));
  });

  it('is sent once even when two instances on one database run it at the same moment', async () => {
    const time = createTestClock(new Date(SEVEN_WIB.getTime() + MINUTE));
    const first = await start(time.clock);
    const second = await secondInstance(first, time.clock);
    const budi = await createUser(first.app);
    await addCase(first, budi.auth, '2026-03-10', [budi]);
    const run = (instance: TestApp) => instance.app.services.notificationsService.runDailyReminder();
    // PostgreSQL: truly at once (the second insert of the day waits for the first to commit). The
    // embedded SQLite is for one instance; two connections in one process cannot wait for each other
    // without blocking it, so there they take turns — the database row still decides, not a flag.
    const results =
      first.config.database.kind === 'postgres'
        ? await Promise.all([first, second, first, second].map(run))
        : [await run(first), await run(second), await run(first), await run(second)];
    expect(results.filter((sent) => sent !== undefined)).toEqual([1]);
    expect(await remindersOf(second, budi.auth)).toHaveLength(1);
  });

  it('is delivered live, and the timer of a started app sends it without being asked', async () => {
    const time = createTestClock(new Date(SEVEN_WIB.getTime() + 5 * MINUTE));
    const setup = await createTestApp({}, { clock: time.clock });
    const budi = await createUser(setup.app);
    await addCase(setup, budi.auth, '2026-03-10', [budi]);
    // The same database, now started with its timer on (the first app only prepared the data).
    const running = await createTestApp(sameDatabaseAs(setup), { clock: time.clock, dailyReminder: true });
    apps.push(setup, running);
    const url = await running.app.listen({ port: 0, host: '127.0.0.1' });
    const socket = sockets.open(url, { token: budi.token });
    const received = new Promise<Notification>((resolve) => socket.on('notification', resolve));
    await connected(socket);
    // The start-up run may have sent it before the socket connected: then it is in the list.
    const delivered = await Promise.race([
      received,
      (async () => {
        for (;;) {
          const [stored] = await remindersOf(running, budi.auth);
          if (stored) {
            return stored;
          }
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
      })(),
    ]);
    expect(delivered.message).toBe('Anda memiliki 1 sidang hari ini');
  });
});
