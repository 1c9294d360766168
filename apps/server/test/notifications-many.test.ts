import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, createUser, userRow, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp.close();
});

it('a change notifies every one of a large staff that hears of everything (written in chunks of 500, none lost at the boundaries)', async () => {
  const staff = Array.from({ length: 1_300 }, (_, index) => ({
    ...userRow(`staf${index}@kejaksaan.go.id`),
    notify_all: 1,
  }));
  await testApp.app.services.db.insertInto('users').values(staff.slice(0, 650)).execute();
  await testApp.app.services.db.insertInto('users').values(staff.slice(650)).execute();
  const actor = await createUser(testApp.app);
  const sent = await testApp.app.services.notificationsService.notifyCaseChanged({
    action: 'status',
    case: {
      id: 1,
      number: '',
      title: 'Korupsi Dana Desa',
      date: '2026-04-02',
      time: null,
      location: '',
      description: '',
      parties: '',
      witnesses: '',
      prosecutor: '',
      last_milestone: null,
      type: 'penyidikan',
      status: 'Selesai',
      team: [],
      following: false,
      created_at: '2026-04-01T00:00:00.000Z',
      updated_at: '2026-04-01T00:00:00.000Z',
      state_loss: null,
      recovered_total: 0,
    },
    actor: { id: actor.user.id, username: 'Budi' },
    audience: [],
  });
  expect(sent).toBe(1_300);
  const stored = await testApp.app.services.db
    .selectFrom('notifications')
    .select((eb) => eb.fn.count<number | string>('recipient_id').distinct().as('recipients'))
    .executeTakeFirstOrThrow();
  expect(Number(stored.recipients)).toBe(1_300);
});
