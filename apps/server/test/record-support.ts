import type { Defendant, Detention } from '@pidsus/shared';
import { expect } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';

/** 08:00 in Jakarta on 10 March 2026. */
export const clock = createTestClock(new Date('2026-03-10T01:00:00.000Z'));
export const TODAY = '2026-03-10';

/**
 * What the case record's tests share (decisions §8.1, §8.2): an app on this clock with an admin and three staff
 * accounts, through `beforeAll(openRecordApp)` and `afterAll(closeRecordApp)`.
 */
export let testApp: TestApp;
export let admin: Awaited<ReturnType<typeof createUser>>;
export let budi: Awaited<ReturnType<typeof createUser>>;
export let siti: Awaited<ReturnType<typeof createUser>>;
export let other: Awaited<ReturnType<typeof createUser>>;

export async function openRecordApp() {
  testApp = await createTestApp(
    { SESSION_IDLE_MINUTES: String(7 * 24 * 60), SESSION_MAX_DAYS: '30' },
    { clock: clock.clock },
  );
  admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Kejari' });
  budi = await createUser(testApp.app, { username: 'Budi' });
  siti = await createUser(testApp.app, { username: 'Siti' });
  other = await createUser(testApp.app, { username: 'Lain' });
}

export async function closeRecordApp() {
  await testApp?.close();
}

export const inject = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

export async function addCase(title: string, team: number[] = [], type = 'penyidikan', date = TODAY) {
  const response = await inject('POST', '/api/cases', budi.auth, { title, date, type, team_ids: team });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

export async function addDefendant(caseId: number, payload: object, headers = budi.auth) {
  const response = await inject('POST', `/api/cases/${caseId}/defendants`, headers, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Defendant>();
}

export async function addDetention(caseId: number, payload: object, headers = budi.auth) {
  const response = await inject('POST', `/api/cases/${caseId}/detentions`, headers, {
    kind: 'rutan',
    authority: 'penyidik',
    ...payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Detention>();
}

/** The deadlines of a case as the deadlines API shows them. */
export const deadlinesOf = async (caseId: number) => {
  const response = await inject('GET', `/api/cases/${caseId}/deadlines`, admin.auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ id: number; title: string; due_date: string; done_at: string | null }[]>();
};

/** Moves a case's creation to the instant `at` (a register's month is read from it). */
export const setCreated = (caseId: number, at: string) =>
  testApp.app.services.db.updateTable('cases').set({ created_at: at }).where('id', '=', caseId).execute();

/** A case finished (status Selesai) at the instant `at`, as its history says. */
export async function finishAt(caseId: number, at: string) {
  const response = await inject('PUT', `/api/cases/${caseId}/status`, budi.auth, { status: 'Selesai' });
  expect(response.statusCode, response.body).toBe(200);
  await testApp.app.services.db
    .updateTable('case_events')
    .set({ created_at: at })
    .where('case_id', '=', caseId)
    .where('changes', 'like', '%"to":"Selesai"%')
    .execute();
}
