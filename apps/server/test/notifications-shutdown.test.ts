import type { Notification } from '@pidsus/shared';
import { afterEach, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, sameDatabaseAs } from './helpers';

const apps: TestApp[] = [];

afterEach(async () => {
  for (const app of apps.splice(0).reverse()) {
    await app.close();
  }
});

it('a change answered just before a graceful shutdown still notifies (the close waits for it)', async () => {
  const first = await createTestApp();
  const budi = await createUser(first.app, { username: 'Budi' });
  const siti = await createUser(first.app, { username: 'Siti' });
  const response = await first.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: siti.auth,
    payload: { title: 'Korupsi Dana Desa', date: '2026-04-02', type: 'penyidikan', team_ids: [budi.user.id] },
  });
  expect(response.statusCode).toBe(201);
  // What SIGTERM does, at once; the data must outlive this instance.
  await first.app.close();

  const second = await createTestApp(sameDatabaseAs(first));
  apps.push(first, second);
  const list = await second.app.inject({ method: 'GET', url: '/api/notifications', headers: budi.auth });
  expect(list.json<Notification[]>().map((n) => n.message)).toEqual([
    'Siti menambahkan kasus "Korupsi Dana Desa" (Penyidikan) untuk 2 April 2026',
  ]);
});
