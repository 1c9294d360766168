import type { Notification } from '@pidsus/shared';
import { expect } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';

/** 08:00 in Jakarta on 10 March 2026. */
export const clock = createTestClock(new Date('2026-03-10T01:00:00.000Z'));
export const TODAY = '2026-03-10';

/**
 * What evidence.test.ts and recoveries.test.ts share (decisions §8.4): each builds an app of its own on this clock,
 * with an admin and three staff accounts, through `beforeAll(openMoneyApp)` and `afterAll(closeMoneyApp)`.
 */
export let testApp: TestApp;
export let admin: Awaited<ReturnType<typeof createUser>>;
export let budi: Awaited<ReturnType<typeof createUser>>;
export let siti: Awaited<ReturnType<typeof createUser>>;
export let other: Awaited<ReturnType<typeof createUser>>;

export async function openMoneyApp() {
  testApp = await createTestApp(
    { SESSION_IDLE_MINUTES: String(7 * 24 * 60), SESSION_MAX_DAYS: '30' },
    { clock: clock.clock },
  );
  admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Kejari' });
  budi = await createUser(testApp.app, { username: 'Budi' });
  siti = await createUser(testApp.app, { username: 'Siti' });
  other = await createUser(testApp.app, { username: 'Lain' });
}

export async function closeMoneyApp() {
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

export async function post<T>(url: string, payload: object, headers = budi.auth): Promise<T> {
  const response = await inject('POST', url, headers, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<T>();
}

export const notificationsOf = async (account: { auth: Record<string, string> }) => {
  await testApp.app.services.events.drain();
  const response = await inject('GET', '/api/notifications?limit=100', account.auth);
  return response.json<Notification[]>().map((n) => n.message);
};

/**
 * Marks the account's notifications read, so that the next change is a notification of its own rather than one
 * more of a group (decisions §10: one person's unread changes to one case gather).
 */
export const readAll = async (account: { auth: Record<string, string> }) => {
  await testApp.app.services.events.drain();
  await inject('PUT', '/api/notifications/read-all', account.auth);
};

export const historyOf = async (caseId: number) => {
  const response = await inject('GET', `/api/cases/${caseId}/history`, budi.auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ action: string; changes: { field: string; from: string | null; to: string | null }[] }[]>();
};

export const trash = (caseId: number) =>
  testApp.app.services.db
    .updateTable('cases')
    .set({ deleted_at: clock.clock().toISOString() })
    .where('id', '=', caseId)
    .execute();
