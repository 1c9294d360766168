import type { Deadline, Notification } from '@pidsus/shared';
import { expect } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';

/** 08:00 in Jakarta on 10 March 2026. */
export const clock = createTestClock(new Date('2026-03-10T01:00:00.000Z'));
export const TODAY = '2026-03-10';

/**
 * What deadlines.test.ts and deadlines-templates.test.ts share (they were one file): each builds an app of its
 * own on this clock, with an admin and three staff accounts, through `beforeAll(openDeadlinesApp)` and
 * `afterAll(closeDeadlinesApp)`.
 */
export let testApp: TestApp;
export let admin: Awaited<ReturnType<typeof createUser>>;
export let budi: Awaited<ReturnType<typeof createUser>>;
export let siti: Awaited<ReturnType<typeof createUser>>;
export let other: Awaited<ReturnType<typeof createUser>>;

const longSessions = { SESSION_IDLE_MINUTES: String(7 * 24 * 60), SESSION_MAX_DAYS: '30' };

export async function openDeadlinesApp() {
  testApp = await createTestApp(longSessions, { clock: clock.clock });
  admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Kejari' });
  budi = await createUser(testApp.app, { username: 'Budi' });
  siti = await createUser(testApp.app, { username: 'Siti' });
  other = await createUser(testApp.app, { username: 'Lain' });
}

export async function closeDeadlinesApp() {
  await testApp?.close();
}

export const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

export async function addCase(title: string, team: number[], date = TODAY) {
  const response = await inject('POST', '/api/cases', budi.auth, { title, date, type: 'penyidikan', team_ids: team });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

export async function addDeadline(caseId: number, payload: object, headers = budi.auth) {
  const response = await inject('POST', `/api/cases/${caseId}/deadlines`, headers, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Deadline>();
}

export const deadlinesOf = async (caseId: number) => {
  const response = await inject('GET', `/api/cases/${caseId}/deadlines`, admin.auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Deadline[]>();
};

export const notificationsOf = async (account: { auth: Record<string, string> }) => {
  await testApp.app.services.events.drain();
  const response = await inject('GET', '/api/notifications?limit=100', account.auth);
  return response.json<Notification[]>().map((n) => n.message);
};

export const trash = (caseId: number) =>
  testApp.app.services.db
    .updateTable('cases')
    .set({ deleted_at: clock.clock().toISOString() })
    .where('id', '=', caseId)
    .execute();
