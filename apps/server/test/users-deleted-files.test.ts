import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './files-support';
import { createTestApp, createTestClock, createUser, HOUR, type TestApp } from './helpers';

/** 31 days: past the default TRASH_DAYS (30). */
const PAST_RETENTION = 31 * 24 * HOUR;

/**
 * Contract §9, "Secrets die with the credential": deleting an account kills every link to its files at once; the
 * files go to the trash with it and are purged after `TRASH_DAYS`.
 */
describe('a deleted account’s files (decisions §9)', () => {
  let t: TestApp;
  const time = createTestClock();
  beforeAll(async () => {
    t = await createTestApp({}, { clock: time.clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answer no link once the account is deleted, and are purged with its trash', async () => {
    const admin = await createUser(t.app, { role: 'admin', username: 'Admin Berkas' });
    const leaver = await createUser(t.app, { username: 'Pegawai Pindah' });
    const stayer = await createUser(t.app, { username: 'Pegawai Tetap' });
    const upload = async (user: typeof leaver, name: string) => {
      const body = multipart([{ name: 'file', filename: name, content: Buffer.from(`%PDF-1.4 ${name}`) }]);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        headers: { ...user.auth, ...body.headers },
        payload: body.payload,
      });
      expect(response.statusCode, response.body).toBe(201);
      return response.json<{ file: { id: number; url: string } }>().file;
    };
    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/files/folders',
      headers: leaver.auth,
      payload: { name: 'Arsip', parent_id: null },
    });
    expect(folder.statusCode, folder.body).toBe(201);
    const leaving = await upload(leaver, 'catatan.pdf');
    const staying = await upload(stayer, 'tetap.pdf');
    expect((await t.app.inject({ method: 'GET', url: leaving.url })).statusCode).toBe(200);

    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/users/${leaver.user.id}`, headers: admin.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const dead = await t.app.inject({ method: 'GET', url: leaving.url });
    expect(dead.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: staying.url })).statusCode).toBe(200);

    const db = t.app.services.db;
    const keyOf = async (id: number) =>
      (await db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow()).storage_key;
    const leavingKey = await keyOf(leaving.id);
    time.advance(PAST_RETENTION);
    const result = await t.app.services.trashPurge.run();
    expect(result?.items).toBe(2);
    expect(await db.selectFrom('files').select('id').where('owner_id', '=', leaver.user.id).execute()).toEqual([]);
    expect(await db.selectFrom('folders').select('id').where('owner_id', '=', leaver.user.id).execute()).toEqual([]);
    await expect(t.app.core.store.get(leavingKey)).rejects.toThrow();
    await expect(t.app.core.store.get(await keyOf(staying.id))).resolves.toBeDefined();
  });
});
