import type { Case, CaseEvent } from '@pidsus/shared';
import { expect } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

/**
 * What the cases*.test.ts files share (they were one file): each file builds an app of its own, with an admin
 * and a staff account, through `beforeAll(openCasesApp)` and `afterAll(closeCasesApp)`.
 */
export let testApp: TestApp;
export let admin: Awaited<ReturnType<typeof createUser>>;
export let staff: Awaited<ReturnType<typeof createUser>>;

export async function openCasesApp() {
  testApp = await createTestApp();
  admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Kejari' });
  staff = await createUser(testApp.app, { role: 'user', username: 'Siti Rahmawati' });
}

export async function closeCasesApp() {
  await testApp.close();
}

type Headers = Record<string, string>;

export const validCase = {
  title: 'Korupsi dana desa Sukamaju',
  date: '2026-03-12',
  time: '09:30',
  description: 'Pemeriksaan saksi dari perangkat desa',
  parties: 'Tersangka: Ahmad Sudirman (Kepala Desa)',
  witnesses: 'Budi Santoso, Rina Marlina',
  prosecutor: 'Dewi Lestari, S.H., M.H.',
  type: 'penyidikan',
};

export function request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: unknown) {
  return testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

export async function createCase(
  headers: Headers = staff.auth,
  overrides: Record<string, unknown> = {},
): Promise<Case> {
  const response = await request('POST', '/api/cases', headers, { ...validCase, ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json<Case>();
}

export async function history(id: number, headers: Headers = staff.auth): Promise<CaseEvent[]> {
  const response = await request('GET', `/api/cases/${id}/history`, headers);
  expect(response.statusCode).toBe(200);
  return response.json<CaseEvent[]>();
}
