import type { Milestone } from '@pidsus/shared';
import { expect } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';

/** 08:00 in Jakarta on 10 March 2026. */
export const clock = createTestClock(new Date('2026-03-10T01:00:00.000Z'));

/**
 * What the milestones and forms tests share: an app of their own on this clock, with an admin and two staff
 * accounts, through `beforeAll(openMilestonesApp)` and `afterAll(closeMilestonesApp)`.
 */
export let testApp: TestApp;
export let admin: Awaited<ReturnType<typeof createUser>>;
export let budi: Awaited<ReturnType<typeof createUser>>;
export let siti: Awaited<ReturnType<typeof createUser>>;

export async function openMilestonesApp() {
  testApp = await createTestApp(
    { SESSION_IDLE_MINUTES: String(7 * 24 * 60), SESSION_MAX_DAYS: '30' },
    { clock: clock.clock },
  );
  admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Kejari' });
  budi = await createUser(testApp.app, { username: 'Budi' });
  siti = await createUser(testApp.app, { username: 'Siti' });
}

export async function closeMilestonesApp() {
  await testApp?.close();
}

export const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

export async function addCase(title: string, team: number[] = [], date = '2026-03-10') {
  const response = await inject('POST', '/api/cases', budi.auth, { title, date, type: 'penyidikan', team_ids: team });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

export async function addMilestone(caseId: number, payload: object, headers = budi.auth) {
  const response = await inject('POST', `/api/cases/${caseId}/milestones`, headers, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Milestone>();
}

export async function saveSettings(values: object) {
  const current = await inject('GET', '/api/admin/settings', admin.auth);
  const response = await inject('PUT', '/api/admin/settings', admin.auth, { ...current.json<object>(), ...values });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Record<string, unknown>>();
}
