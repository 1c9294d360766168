import type { Milestone } from '@pidsus/shared';
import { afterAll, expect, it } from 'vitest';
import { createTestApp, createUser, databaseUrl, sameDatabaseAs, type TestApp } from './helpers';
import { migrations } from '../src/db/migrations';

const apps: TestApp[] = [];

afterAll(async () => {
  for (const app of apps.splice(0).reverse()) {
    await app.close();
  }
});

/**
 * Decisions §8.3: a number never repeats, on every instance at once. 20 milestones requested together, half through
 * each of two instances sharing one database (on PostgreSQL; SQLite, one writer, through one instance), on 20
 * cases so that the case locks do not serialise them: the numbers are distinct and consecutive.
 */
/** Two instances on one database (one on SQLite), an admin who set the office's numbering, and a staff user. */
async function twoInstances(numbering: { satker_code: string; numbering_scope?: 'prefix' | 'form' }) {
  const first = await createTestApp();
  apps.push(first);
  const second = databaseUrl ? await createTestApp(sameDatabaseAs(first)) : first;
  if (second !== first) {
    apps.push(second);
  }
  const admin = await createUser(first.app, { role: 'admin', username: 'Admin' });
  const budi = await createUser(first.app, { username: 'Budi' });
  const settings = await first.app.inject({
    method: 'PUT',
    url: '/api/admin/settings',
    headers: admin.auth,
    payload: { office_name: 'Kejari Surabaya', reminder_hour: '07:00', trash_days: 30, ...numbering },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 5_100)); // the other instance's settings cache
  const addCases = async (count: number) => {
    const ids: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const created = await first.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: budi.auth,
        payload: { title: `Perkara ${index + 1}`, date: '2026-11-02', type: 'penyidikan' },
      });
      ids.push(created.json<{ id: number }>().id);
    }
    return ids;
  };
  return { first, second, budi, addCases };
}

it('gives 20 milestones requested at once on two instances 20 distinct, consecutive numbers', async () => {
  const { first, second, budi, addCases } = await twoInstances({ satker_code: 'L.6.10' });
  const caseIds = await addCases(20);
  const answers = await Promise.all(
    caseIds.map((caseId, index) =>
      (index % 2 === 0 ? first : second).app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/milestones`,
        headers: budi.auth,
        payload: { form_code: 'P-8', date: '2026-11-03' },
      }),
    ),
  );
  for (const answer of answers) {
    expect(answer.statusCode, answer.body).toBe(201);
  }
  const numbers = answers.map((answer) => answer.json<Milestone>().number ?? '');
  expect(new Set(numbers).size).toBe(20);
  const sequence = numbers
    .map((number) => {
      expect(number).toMatch(/^PRINT-\d{2}\/L\.6\.10\/Fd\.1\/11\/2026$/);
      return Number(/^PRINT-(\d+)/.exec(number)?.[1]);
    })
    .sort((a, b) => a - b);
  expect(sequence).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
}, 60_000);

/**
 * Decisions §8.3 with `numbering_scope = form`: P-8 and P-16 (both `PRINT`, both `Fd.1`) run their own sequences that
 * write the same texts. A number is one no milestone ever held: requested at once on two instances, each of the 20
 * gets a distinct number (none refused); one deleted is not given again by the other form's run; typed by hand again
 * (a milestone re-entered), it is accepted. The second part is in 2027, where both runs start at 01.
 */
it('with a sequence per form, never gives a number another form’s milestone holds or held', async () => {
  const { first, second, budi, addCases } = await twoInstances({ satker_code: 'L.6.10', numbering_scope: 'form' });
  const caseIds = await addCases(21);
  const add = (app: TestApp, caseId: number | undefined, payload: object) =>
    app.app.inject({ method: 'POST', url: `/api/cases/${caseId}/milestones`, headers: budi.auth, payload });
  const answers = await Promise.all(
    caseIds
      .slice(0, 20)
      .map((caseId, index) =>
        add(index % 2 === 0 ? first : second, caseId, { form_code: index < 10 ? 'P-8' : 'P-16', date: '2026-12-03' }),
      ),
  );
  for (const answer of answers) {
    expect(answer.statusCode, answer.body).toBe(201);
  }
  const numbers = answers.map((answer) => answer.json<Milestone>().number ?? '');
  expect(new Set(numbers).size).toBe(20);
  for (const number of numbers) {
    expect(number).toMatch(/^PRINT-\d{2}\/L\.6\.10\/Fd\.1\/12\/2026$/);
  }

  const lastCase = caseIds[20];
  const p8 = await add(first, lastCase, { form_code: 'P-8', date: '2027-01-05' });
  expect(p8.json<Milestone>().number).toBe('PRINT-01/L.6.10/Fd.1/01/2027');
  const removed = await first.app.inject({
    method: 'DELETE',
    url: `/api/cases/${lastCase}/milestones/${p8.json<Milestone>().id}`,
    headers: budi.auth,
  });
  expect(removed.statusCode, removed.body).toBe(200);
  const p16 = await add(second, lastCase, { form_code: 'P-16', date: '2027-01-06' });
  expect(p16.statusCode, p16.body).toBe(201);
  expect(p16.json<Milestone>().number).toBe('PRINT-02/L.6.10/Fd.1/01/2027');
  const reentered = await add(first, lastCase, {
    form_code: 'P-8',
    date: '2027-01-05',
    number: 'PRINT-01/L.6.10/Fd.1/01/2027',
  });
  expect(reentered.statusCode, reentered.body).toBe(201);
  expect(reentered.json<Milestone>().number).toBe('PRINT-01/L.6.10/Fd.1/01/2027');
}, 60_000);

it('migration 0032 goes down and back up, and holds the numbers the milestones hold', async () => {
  const { first, budi, addCases } = await twoInstances({ satker_code: 'L.6.10' });
  const [caseId] = await addCases(1);
  expect(caseId).toBeDefined();
  const added = await first.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/milestones`,
    headers: budi.auth,
    payload: { form_code: 'P-8', date: '2026-11-03' },
  });
  expect(added.statusCode, added.body).toBe(201);
  const db = first.app.services.db;
  await migrations['0032-issued-numbers']?.down?.(db);
  await migrations['0032-issued-numbers']?.up(db);
  const issued = await db.selectFrom('issued_numbers').select('number').execute();
  expect(issued).toEqual([{ number: 'PRINT-01/L.6.10/Fd.1/11/2026' }]);
}, 60_000);
