import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileItem, Folder } from '@pidsus/shared';
import { createTestApp, createUser, type TestApp } from './helpers';
import { multipart } from './files-support';

/** More files than one `in (…)` list may hold on SQLite (32,766 parameters; three lists of keys in one statement). */
const MANY = 12_000;

/**
 * A purge takes a folder's content with it whatever its size (decisions §7.3): the stored keys are checked against the
 * rows that still hold them in chunks, so a folder of many thousand files is purged, not answered with a 500 after its
 * rows were deleted (which left every blob behind, held by no row).
 */
describe('purging a folder of many thousand files', () => {
  let t: TestApp;
  let me: { authorization: string };

  beforeAll(async () => {
    t = await createTestApp();
    me = (await createUser(t.app)).auth;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('purges the rows and removes the stored content', async () => {
    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/files/folders',
      headers: me,
      payload: { name: 'Arsip Lama', path: '/' },
    });
    expect(folder.statusCode, folder.body).toBe(201);
    const folderId = folder.json<{ folder: Folder }>().folder.id;
    const body = multipart([
      { name: 'path', value: '/Arsip Lama' },
      { name: 'file', filename: 'nota.pdf', content: Buffer.from('%PDF-1.4 nota dinas') },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...me, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json<{ file: FileItem }>().file;
    const { db } = t.app.services;
    const real = await db.selectFrom('files').selectAll().where('id', '=', file.id).executeTakeFirstOrThrow();
    const { id, ...template } = real;
    expect(id).toBe(file.id);
    for (let start = 0; start < MANY; start += 500) {
      const rows = Array.from({ length: Math.min(500, MANY - start) }, (_, i) => ({
        ...template,
        name: `surat-${start + i}.pdf`,
        storage_key: `${real.storage_key}-salinan-${start + i}`,
        link_secret: `${real.link_secret.slice(0, 40)}${start + i}`,
      }));
      await db.insertInto('files').values(rows).execute();
    }

    const trashed = await t.app.inject({ method: 'DELETE', url: `/api/files/folders/${folderId}`, headers: me });
    expect(trashed.statusCode, trashed.body).toBe(200);
    const purged = await t.app.inject({ method: 'DELETE', url: `/api/files/trash/folders/${folderId}`, headers: me });
    expect(purged.statusCode, purged.body).toBe(200);

    const left = await db
      .selectFrom('files')
      .select((eb) => eb.fn.countAll<number | string>().as('n'))
      .where('owner_id', '=', real.owner_id)
      .executeTakeFirstOrThrow();
    expect(Number(left.n)).toBe(0);
    await expect(t.app.core.store.get(real.storage_key)).rejects.toThrow();
  });
});
