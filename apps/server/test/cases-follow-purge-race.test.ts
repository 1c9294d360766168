import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Reader from '../src/modules/cases/reader';
import { createTestApp, createUser, type TestApp } from './helpers';

/** Case ids whose next read is answered as it was an instant before: live, though purged since. */
const stale = vi.hoisted(() => ({ reads: new Map<number, unknown>() }));

vi.mock('../src/modules/cases/reader', async (importOriginal) => {
  const real = await importOriginal<typeof Reader>();
  return {
    ...real,
    createCaseReader: (...args: Parameters<typeof real.createCaseReader>) => {
      const reader = real.createCaseReader(...args);
      return {
        ...reader,
        getOrThrow: async (...read: Parameters<typeof reader.getOrThrow>) => {
          const before = stale.reads.get(read[0]);
          if (before) {
            stale.reads.delete(read[0]);
            return before as Awaited<ReturnType<typeof reader.getOrThrow>>;
          }
          return reader.getOrThrow(...read);
        },
      };
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * A row written about a case (a follow, here) while an administrator purges that case: the read that found it live
 * came first, the purge between it and the write. The database refuses the row (foreign key); the answer says the
 * case is gone (404), never a 500.
 */
describe('writing about a case purged meanwhile', () => {
  it('answers 404 Kasus tidak ditemukan when following a case purged after it was read', async () => {
    const admin = await createUser(t.app, { role: 'admin' });
    const budi = await createUser(t.app, { username: 'Budi Pengikut' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: admin.auth,
      payload: { title: 'Perkara yang dimusnahkan', date: '2026-03-10', type: 'penyidikan' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json<{ id: number }>().id;
    const read = await t.app.inject({ method: 'GET', url: `/api/cases/${caseId}`, headers: budi.auth });
    expect(read.statusCode).toBe(200);
    stale.reads.set(caseId, read.json());

    const trashed = await t.app.inject({ method: 'DELETE', url: `/api/cases/${caseId}`, headers: admin.auth });
    expect(trashed.statusCode, trashed.body).toBe(200);
    const purged = await t.app.inject({ method: 'DELETE', url: `/api/trash/cases/${caseId}`, headers: admin.auth });
    expect(purged.statusCode, purged.body).toBe(200);

    const followed = await t.app.inject({ method: 'PUT', url: `/api/cases/${caseId}/follow`, headers: budi.auth });
    expect(followed.statusCode, followed.body).toBe(404);
    expect(followed.json()).toEqual({ message: 'Kasus tidak ditemukan' });
    expect(stale.reads.size).toBe(0);
  });
});
