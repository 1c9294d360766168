import type { AuditLogEntry } from '@pidsus/shared';
import { expect } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';
import { multipart } from './files-support';

export type User = Awaited<ReturnType<typeof createUser>>;

/** An app on a clock the test moves, with an admin and two staff members. */
export async function openAuditApp(start?: Date) {
  const time = createTestClock(start);
  const test = await createTestApp({}, { clock: time.clock });
  const admin = await createUser(test.app, { role: 'admin', username: 'Admin Audit' });
  const ani = await createUser(test.app, { username: 'Ani' });
  const budi = await createUser(test.app, { username: 'Budi' });
  return { test, time, admin, ani, budi };
}

/** The log as the admin reads it (`GET /api/admin/audit?…`), with its total. */
export async function auditLog(test: TestApp, admin: User, query = '') {
  const response = await test.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: admin.auth });
  expect(response.statusCode, response.body).toBe(200);
  return { entries: response.json<AuditLogEntry[]>(), total: Number(response.headers['x-total-count']) };
}

/** The newest rows of one action. */
export const rowsOf = async (test: TestApp, admin: User, action: string) =>
  (await auditLog(test, admin, `action=${action}&limit=200`)).entries;

export async function createCase(test: TestApp, user: User, title = 'Korupsi Dana Desa Sukamaju') {
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: user.auth,
    payload: { title, number: 'PRINT-12/M.1.10/Fd.1/03/2026', date: '2026-03-10', type: 'penyidikan' },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

export async function uploadDocument(test: TestApp, user: User, caseId: number, filename: string, content: string) {
  const body = multipart([{ name: 'file', filename, content: Buffer.from(content) }]);
  const response = await test.app.inject({
    method: 'POST',
    url: `/api/cases/${caseId}/documents`,
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

export async function uploadFile(test: TestApp, user: User, filename: string, content: string) {
  const body = multipart([{ name: 'file', filename, content: Buffer.from(content) }]);
  const response = await test.app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ file: { id: number } }>().file.id;
}
