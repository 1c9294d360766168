import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FileItem, FileTrashItem, Folder } from '@pidsus/shared';
import { createTestApp, createTestClock, createUser, MINUTE, type TestApp } from './helpers';
import { multipart, storeFor, type StoreKind } from './files-support';

type Auth = { authorization: string };
interface ListBody {
  data: { folders: Folder[]; files: FileItem[] };
}

/**
 * The file manager's trash (decisions §7.3), on both stores: a delete moves a file or a folder (with what it holds)
 * to its owner's trash, where it still counts toward the quota and its links no longer work; restore puts it back
 * (into Root when its folder is gone, with a numbered name on a clash); purge deletes rows and content.
 */
describe.each<StoreKind>(['local', 's3'])('the file trash on the %s store', (kind) => {
  let test: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>>;
  const time = createTestClock();
  let me: Auth;
  let other: Auth;

  beforeAll(async () => {
    store = await storeFor(kind);
    test = await createTestApp({ ...store.env, USER_QUOTA_MB: '1' }, { clock: time.clock });
    me = (await createUser(test.app)).auth;
    other = (await createUser(test.app)).auth;
  });
  afterAll(async () => {
    await test?.close();
    await store?.close();
  });

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, auth: Auth, payload?: object) =>
    test.app.inject({ method, url, headers: auth, ...(payload ? { payload } : {}) });
  const list = async (folder = '/', auth = me) => {
    const response = await call('GET', `/api/files?path=${encodeURIComponent(folder)}`, auth);
    return {
      status: response.statusCode,
      body: response.statusCode === 200 ? response.json<ListBody>().data : undefined,
    };
  };
  const newFolder = async (name: string, at = '/') => {
    const response = await call('POST', '/api/files/folders', me, { name, path: at });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ folder: Folder }>().folder;
  };
  const upload = async (filename: string, content: Buffer | string, at = '/', auth = me) => {
    const body = multipart([
      { name: 'path', value: at },
      { name: 'file', filename, content: Buffer.from(content) },
    ]);
    return test.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };
  const uploaded = async (filename: string, content: Buffer | string, at = '/') => {
    const response = await upload(filename, content, at);
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ file: FileItem }>().file;
  };
  const trash = async (auth = me) => {
    const response = await call('GET', '/api/files/trash', auth);
    expect(response.statusCode).toBe(200);
    return response.json<{ success: true; data: FileTrashItem[] }>().data;
  };
  const remove = (kindOf: 'files' | 'folders', id: number) => call('DELETE', `/api/files/${kindOf}/${id}`, me);
  const restore = (kindOf: 'files' | 'folders', id: number, auth = me) =>
    call('POST', `/api/files/trash/${kindOf}/${id}/restore`, auth);
  const purge = (kindOf: 'files' | 'folders', id: number, auth = me) =>
    call('DELETE', `/api/files/trash/${kindOf}/${id}`, auth);
  const content = (url: string) => test.app.inject({ method: 'GET', url });
  /** A link of a trashed file answers as one of a file that does not exist: 403, the link is not valid. */
  const DEAD_LINK = 403;

  it('moves a file to the trash, kills its link, and restores it into its folder', async () => {
    const folder = await newFolder('Laporan');
    const file = await uploaded('laporan.pdf', '%PDF-1.4 isi', '/Laporan');
    expect((await content(file.url)).statusCode).toBe(200);
    const keys = (await store.keysOf(test)).length;

    const deleted = await remove('files', file.id);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await list('/Laporan')).body?.files).toEqual([]);
    expect((await content(file.url)).statusCode).toBe(DEAD_LINK);
    expect((await call('GET', `/api/files/files/${file.id}`, me)).statusCode).toBe(404);
    expect(await store.keysOf(test)).toHaveLength(keys);
    expect(await trash()).toEqual([
      {
        id: file.id,
        kind: 'files',
        name: 'laporan.pdf',
        size: 12,
        original_path: '/Laporan',
        deleted_at: time.clock().toISOString(),
      },
    ]);

    const restored = await restore('files', file.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toMatchObject({ success: true, file: { id: file.id, name: 'laporan.pdf' } });
    expect((await list('/Laporan')).body?.files.map((item) => item.name)).toEqual(['laporan.pdf']);
    expect((await content(restored.json<{ file: FileItem }>().file.url)).statusCode).toBe(200);
    expect(await trash()).toEqual([]);
    expect((await restore('files', file.id)).statusCode).toBe(404);
    expect((await purge('files', file.id)).statusCode).toBe(404);
    await remove('folders', folder.id);
    await purge('folders', folder.id);
  });

  it('moves a folder with its whole subtree; a new folder may take its name; restore numbers it', async () => {
    const arsip = await newFolder('Arsip');
    await newFolder('Sub', '/Arsip');
    const inner = await uploaded('bukti.txt', 'bukti', '/Arsip/Sub');
    const direct = await uploaded('catatan.txt', 'catatan', '/Arsip');

    expect((await remove('folders', arsip.id)).statusCode).toBe(200);
    expect((await list('/Arsip')).status).toBe(404);
    expect((await list('/Arsip/Sub')).status).toBe(404);
    expect((await list('/')).body?.folders.map((item) => item.name)).not.toContain('Arsip');
    expect((await content(inner.url)).statusCode).toBe(DEAD_LINK);
    expect((await content(direct.url)).statusCode).toBe(DEAD_LINK);
    expect((await call('GET', '/api/files/folders', me)).json<{ data: Folder[] }>().data).toEqual([]);
    // Only the folder is listed: what it holds goes and comes back with it.
    expect(await trash()).toEqual([
      expect.objectContaining({ id: arsip.id, kind: 'folders', name: 'Arsip', size: 12, original_path: '/' }),
    ]);
    // Its name is free again, and nothing can be put into the trashed folder.
    const fresh = await newFolder('Arsip');
    expect((await upload('lain.txt', 'x', '/Arsip/Sub')).statusCode).toBe(404);

    const restored = await restore('folders', arsip.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json()).toEqual({
      success: true,
      folder: { id: arsip.id, name: 'Arsip (1)', path: '/Arsip (1)', type: 'folder' },
    });
    expect((await list('/Arsip (1)/Sub')).body?.files.map((item) => item.name)).toEqual(['bukti.txt']);
    expect((await list('/Arsip (1)')).body?.files.map((item) => item.name)).toEqual(['catatan.txt']);
    expect((await list('/Arsip')).body).toEqual({ folders: [], files: [] });
    const relinked = (await call('GET', `/api/files/files/${inner.id}`, me)).json<{ file: FileItem }>().file;
    expect((await content(relinked.url)).statusCode).toBe(200);

    for (const folder of [arsip, fresh]) {
      await remove('folders', folder.id);
      expect((await purge('folders', folder.id)).statusCode).toBe(200);
    }
  });

  it('restores into Root when the folder is purged or itself in the trash, with a numbered name on a clash', async () => {
    const gone = await newFolder('Sementara');
    const lost = await uploaded('surat.txt', 'surat', '/Sementara');
    const trashedToo = await newFolder('Ikut');
    const alsoLost = await uploaded('nota.txt', 'nota', '/Ikut');
    await remove('files', lost.id);
    await remove('files', alsoLost.id);
    await remove('folders', gone.id);
    await remove('folders', trashedToo.id);
    expect((await purge('folders', gone.id)).statusCode).toBe(200);
    // The file deleted by itself stayed in the trash when its old folder was purged.
    expect((await trash()).map((item) => item.name).sort()).toEqual(['Ikut', 'nota.txt', 'surat.txt']);

    const clash = await uploaded('surat.txt', 'baru', '/');
    expect((await restore('files', lost.id)).json()).toMatchObject({ file: { name: 'surat (1).txt' } });
    expect((await restore('files', alsoLost.id)).json()).toMatchObject({ file: { name: 'nota.txt' } });
    expect((await list('/')).body?.files.map((item) => item.name)).toEqual(['nota.txt', 'surat (1).txt', 'surat.txt']);

    for (const id of [clash.id, lost.id, alsoLost.id]) {
      await remove('files', id);
      await purge('files', id);
    }
    await purge('folders', trashedToo.id);
    expect(await trash()).toEqual([]);
  });

  it('purges rows and stored content; counts the trash toward the quota until then', async () => {
    const before = (await store.keysOf(test)).length;
    // 1 MB of quota: 700 KB fits once.
    const big = await uploaded('besar.bin', Buffer.alloc(700 * 1024, 1));
    expect(await store.keysOf(test)).toHaveLength(before + 1);
    await remove('files', big.id);
    const refused = await upload('lagi.bin', Buffer.alloc(700 * 1024, 2));
    expect(refused.statusCode).toBe(413);
    expect(refused.json<{ message: string }>().message).toMatch(/Ruang penyimpanan Anda tidak cukup/);

    expect((await purge('files', big.id)).statusCode).toBe(200);
    expect(await store.keysOf(test)).toHaveLength(before);
    expect(await test.app.services.db.selectFrom('files').select('id').where('id', '=', big.id).execute()).toEqual([]);
    const accepted = await upload('lagi.bin', Buffer.alloc(700 * 1024, 2));
    expect(accepted.statusCode).toBe(201);

    const folder = await newFolder('Penuh');
    await remove('files', accepted.json<{ file: FileItem }>().file.id);
    await purge('files', accepted.json<{ file: FileItem }>().file.id);
    await uploaded('a.txt', 'a', '/Penuh');
    await uploaded('b.txt', 'b', '/Penuh');
    await remove('folders', folder.id);
    expect(await store.keysOf(test)).toHaveLength(before + 2);
    expect((await purge('folders', folder.id)).statusCode).toBe(200);
    expect(await store.keysOf(test)).toHaveLength(before);
    expect(await test.app.services.db.selectFrom('files').select('id').execute()).toEqual([]);
  });

  it("answers 404 for another owner's items and 400 for an unknown kind", async () => {
    const mine = await uploaded('rahasia.txt', 'rahasia');
    await remove('files', mine.id);
    expect(await trash(other)).toEqual([]);
    expect((await restore('files', mine.id, other)).statusCode).toBe(404);
    expect((await purge('files', mine.id, other)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/files/files/${mine.id}`, other)).statusCode).toBe(404);
    const bad = await call('POST', `/api/files/trash/semua/${mine.id}/restore`, me);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ message: string }>().message).toBe('Jenis item harus files atau folders');
    expect(await trash()).toHaveLength(1);
    await purge('files', mine.id);
    time.advance(MINUTE);
  });
});
