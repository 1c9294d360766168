import type { Notification } from '@pidsus/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, sameDatabaseAs, type TestApp } from './helpers';

/** 07:00 in Jakarta (UTC+7) on 10 March 2026 is midnight UTC. */
const SEVEN_WIB = new Date('2026-03-10T00:00:00.000Z');
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const apps: TestApp[] = [];

/**
 * Runs the instances' reminders: on PostgreSQL truly at once (the second claim of a row waits for the first to
 * commit); the embedded SQLite is for one instance, two connections in one process cannot wait for each other
 * without blocking it, so there they take turns — the claimed row still decides, not a flag.
 */
async function runAll(instances: TestApp[]) {
  const run = (instance: TestApp) => instance.app.services.deadlinesService.runReminders();
  const first = instances[0] as TestApp;
  if (first.config.database.kind === 'postgres') {
    return Promise.all(instances.map(run));
  }
  const results: (number | undefined)[] = [];
  for (const instance of instances) {
    results.push(await run(instance));
  }
  return results;
}

afterEach(async () => {
  // The second instance borrows the first one's database: it closes first.
  for (const app of apps.splice(0).reverse()) {
    await app.close();
  }
});

const longSessions = { SESSION_IDLE_MINUTES: String(30 * 24 * 60), SESSION_MAX_DAYS: '60' };

async function start(clock: () => Date, env: Record<string, string> = {}) {
  const testApp = await createTestApp({ ...longSessions, ...env }, { clock });
  apps.push(testApp);
  return testApp;
}

async function remindersOf(testApp: TestApp, auth: Record<string, string>) {
  await testApp.app.services.events.drain();
  const response = await testApp.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: auth });
  expect(response.statusCode, response.body).toBe(200);
  return response
    .json<Notification[]>()
    .filter((n) => n.message.startsWith('Tenggat '))
    .map((n) => [n.message, n.link])
    .reverse();
}

describe('deadline reminders (decisions §7.2)', () => {
  it('go to the team and followers 3 days and 1 day before and on the day, once per deadline and day across two instances; none for a done deadline or a trashed case', async () => {
    const time = createTestClock(new Date(SEVEN_WIB.getTime() - 2 * 60 * MINUTE));
    const first = await start(time.clock);
    const second = await start(time.clock, sameDatabaseAs(first));
    const admin = await createUser(first.app, { role: 'admin' });
    const budi = await createUser(first.app, { username: 'Budi' });
    const siti = await createUser(first.app, { username: 'Siti' });
    const follower = await createUser(first.app, { username: 'Pengikut' });
    const outsider = await createUser(first.app, { username: 'Luar' });

    const addCase = async (title: string) => {
      const response = await first.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: budi.auth,
        payload: { title, date: '2026-03-20', type: 'penuntutan', team_ids: [budi.user.id, siti.user.id] },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    };
    const addDeadline = async (caseId: number, title: string, due: string) => {
      const response = await second.app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/deadlines`,
        headers: budi.auth,
        payload: { title, due_date: due },
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ id: number }>().id;
    };
    const caseId = await addCase('Perkara Korupsi Jalan');
    await first.app.inject({ method: 'PUT', url: `/api/cases/${caseId}/follow`, headers: follower.auth });
    await addDeadline(caseId, 'Penahanan penyidik', '2026-03-13'); // 3 days on
    await addDeadline(caseId, 'SPDP', '2026-03-11'); // tomorrow
    await addDeadline(caseId, 'P-19', '2026-03-10'); // today
    await addDeadline(caseId, 'Dua hari', '2026-03-12'); // no reminder on the 10th
    const doneId = await addDeadline(caseId, 'Sudah selesai', '2026-03-10');
    await first.app.inject({
      method: 'PUT',
      url: `/api/cases/${caseId}/deadlines/${doneId}`,
      headers: budi.auth,
      payload: { done: true },
    });
    const trashed = await addCase('Perkara di Sampah');
    await addDeadline(trashed, 'Tenggat sampah', '2026-03-10');
    await first.app.services.db
      .updateTable('cases')
      .set({ deleted_at: time.clock().toISOString() })
      .where('id', '=', trashed)
      .execute();

    // 05:00 in Jakarta: not yet.
    expect(await first.app.services.deadlinesService.runReminders()).toBeUndefined();
    time.advance(2 * 60 * MINUTE);
    const sent = await runAll([first, second, first]);
    // Three deadlines, each to the team (2) and the follower: 9 notifications, whichever instance sent them.
    expect(sent.reduce<number>((sum, count) => sum + (count ?? 0), 0)).toBe(9);

    const link = `/case/${caseId}`;
    const expected = [
      ['Tenggat "Penahanan penyidik" untuk kasus "Perkara Korupsi Jalan" jatuh tempo dalam 3 hari', link],
      ['Tenggat "SPDP" untuk kasus "Perkara Korupsi Jalan" jatuh tempo dalam 1 hari', link],
      ['Tenggat "P-19" untuk kasus "Perkara Korupsi Jalan" jatuh tempo hari ini', link],
    ];
    for (const account of [budi, siti, follower]) {
      expect((await remindersOf(first, account.auth)).sort()).toEqual([...expected].sort());
    }
    expect(await remindersOf(first, outsider.auth)).toEqual([]);
    expect(await remindersOf(first, admin.auth)).toEqual([]);

    // Later that morning, on either instance: nothing again.
    time.advance(30 * MINUTE);
    expect(await second.app.services.deadlinesService.runReminders()).toBe(0);
    expect(await first.app.services.deadlinesService.runReminders()).toBe(0);

    // The next day: "SPDP" is due today, "Dua hari" in 1 day; "Penahanan penyidik" (2 days) gets nothing.
    time.advance(DAY);
    const nextDay = await runAll([second, first]);
    expect(nextDay.reduce<number>((sum, count) => sum + (count ?? 0), 0)).toBe(6);
    const siti2 = await remindersOf(second, siti.auth);
    expect(siti2).toHaveLength(5);
    expect(siti2.map(([message]) => message)).toEqual(
      expect.arrayContaining([
        'Tenggat "SPDP" untuk kasus "Perkara Korupsi Jalan" jatuh tempo hari ini',
        'Tenggat "Dua hari" untuk kasus "Perkara Korupsi Jalan" jatuh tempo dalam 1 hari',
      ]),
    );
  });
});
