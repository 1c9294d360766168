import type { Milestone } from '@pidsus/shared';
import { afterAll, expect, it } from 'vitest';
import { createTestApp, createUser, databaseUrl, sameDatabaseAs, type TestApp } from './helpers';

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
it('gives 20 milestones requested at once on two instances 20 distinct, consecutive numbers', async () => {
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
    payload: { office_name: 'Kejari Surabaya', reminder_hour: '07:00', trash_days: 30, satker_code: 'L.6.10' },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 5_100)); // the other instance's settings cache

  const caseIds: number[] = [];
  for (let index = 0; index < 20; index += 1) {
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: budi.auth,
      payload: { title: `Perkara ${index + 1}`, date: '2026-11-02', type: 'penyidikan' },
    });
    caseIds.push(created.json<{ id: number }>().id);
  }
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
