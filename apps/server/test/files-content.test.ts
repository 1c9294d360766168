import fs from 'node:fs';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, MINUTE, type TestApp } from './helpers';
import { multipart, storeFor, walk, type StoreKind } from './files-support';
import { filesApi, type Auth, type ListBody } from './files-api-support';

describe.each<StoreKind>(['local', 's3'])('files on the %s store: links, ranges, names and deletion', (kind) => {
  let test: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>>;
  const time = createTestClock();
  let me: Auth;

  beforeAll(async () => {
    store = await storeFor(kind);
    test = await createTestApp({ ...store.env, MAX_UPLOAD_MB: '3', USER_QUOTA_MB: '8' }, { clock: time.clock });
    me = (await createUser(test.app)).auth;
  });
  afterAll(async () => {
    await test?.close();
    await store?.close();
  });

  const { list, newFolder, uploadFile, fetchUrl } = filesApi(() => test);

  it('refuses a tampered, foreign, expired or stale content link with 403', async () => {
    const first = (await uploadFile(me, 'satu.txt', 'satu')).json<{ file: { id: number; url: string } }>().file;
    const second = (await uploadFile(me, 'dua.txt', 'dua')).json<{ file: { id: number; url: string } }>().file;
    const url = new URL(first.url, 'http://x');
    const signature = url.searchParams.get('signature') ?? '';
    const expires = Number(url.searchParams.get('expires'));
    const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
    const refused = [
      `/api/files/files/${first.id}/content?expires=${expires}&signature=${flipped}`,
      `/api/files/files/${first.id}/content?expires=${expires + 3600}&signature=${signature}`,
      `/api/files/files/${second.id}/content?expires=${expires}&signature=${signature}`,
    ];
    for (const bad of refused) {
      const response = await fetchUrl(bad);
      expect(response.statusCode, bad).toBe(403);
      expect(response.json()).toEqual({ message: 'Tautan berkas tidak valid atau sudah kedaluwarsa' });
    }
    expect((await fetchUrl(`/api/files/files/${first.id}/content?expires=x&signature=y`)).statusCode).toBe(400);
    expect((await fetchUrl(first.url)).statusCode).toBe(200);

    time.advance(16 * MINUTE);
    expect((await fetchUrl(first.url)).statusCode).toBe(403);
    // A fresh link for the same file works again.
    const fresh = (await test.app.inject({ method: 'GET', url: `/api/files/files/${first.id}`, headers: me })).json<{
      file: { url: string };
    }>();
    expect((await fetchUrl(fresh.file.url)).body).toBe('satu');

    await test.app.inject({ method: 'DELETE', url: `/api/files/files/${first.id}`, headers: me });
    expect((await fetchUrl(fresh.file.url)).statusCode).toBe(403);
  });

  it('serves single byte ranges (206), refuses unsatisfiable ones (416) and sends the whole file otherwise', async () => {
    const digits = '0123456789abcdefghij';
    const file = (await uploadFile(me, 'rentang.txt', digits)).json<{ file: { url: string } }>().file;
    const first = await fetchUrl(file.url, { range: 'bytes=0-9' });
    expect(first.statusCode).toBe(206);
    expect(first.body).toBe('0123456789');
    expect(first.headers['content-range']).toBe('bytes 0-9/20');
    expect(first.headers['content-length']).toBe('10');
    const suffix = await fetchUrl(file.url, { range: 'bytes=-5' });
    expect(suffix.statusCode).toBe(206);
    expect(suffix.body).toBe('fghij');
    const open = await fetchUrl(file.url, { range: 'bytes=15-' });
    expect(open.body).toBe('fghij');
    const beyond = await fetchUrl(file.url, { range: 'bytes=50-60' });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe('bytes */20');
    expect(beyond.json()).toEqual({ message: 'Rentang data yang diminta tidak tersedia' });
    const several = await fetchUrl(file.url, { range: 'bytes=0-1,5-6' });
    expect(several.statusCode).toBe(200);
    expect(several.body).toBe(digits);
    const stale = await fetchUrl(file.url, { range: 'bytes=0-1', 'if-range': '"not-the-etag"' });
    expect(stale.statusCode).toBe(200);
    expect(first.headers['accept-ranges']).toBe('bytes');
  });

  it('refuses hostile folder names and paths with 400, and stores hostile upload names as plain names', async () => {
    for (const name of ['..', '.', 'a/b', '../etc', 'a\\b', 'nul\u0000byte', '   ', 'x'.repeat(256)]) {
      const response = await newFolder(me, name);
      expect(response.statusCode, JSON.stringify(name)).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/^(Nama|Nama folder)/);
    }
    for (const bad of ['/../etc', '/a/../../b', 'relatif', '/a\\..\\b', '/a\u0000']) {
      const response = await list(me, bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Lokasi folder tidak valid' });
    }
    const badPath = await uploadFile(me, 'x.txt', 'x', '/../../tmp');
    expect(badPath.statusCode).toBe(400);

    const stored: string[] = [];
    for (const filename of ['../../../../etc/passwd', '..\\..\\boot.ini', '/abs/path/evil.sh', '..', 'a\u0001b.txt']) {
      const response = await uploadFile(me, filename, 'hostile');
      expect(response.statusCode, filename).toBe(201);
      stored.push(response.json<{ file: { name: string } }>().file.name);
    }
    expect(stored).toEqual(['passwd', 'boot.ini', 'evil.sh', 'berkas', 'ab.txt']);

    // Nothing lands outside the store: DATA_DIR holds the database and, for the local store, only
    // generated keys under files/ (no user-chosen name anywhere); nothing appeared beside DATA_DIR.
    const dataDir = test.config.dataDir;
    for (const entry of walk(dataDir)) {
      expect(entry).toMatch(/^(pidsus\.sqlite(-wal|-shm)?|files\/[0-9a-f]{2}\/[0-9a-f-]{36})$/);
    }
    for (const escaped of ['passwd', 'boot.ini', 'evil.sh', 'etc']) {
      expect(fs.existsSync(path.join(dataDir, '..', escaped)), escaped).toBe(false);
      expect(fs.existsSync(path.join(dataDir, escaped)), escaped).toBe(false);
    }
  });

  it('deletes a folder with everything under it, blobs included', async () => {
    const before = (await store.keysOf(test)).length;
    await newFolder(me, 'Hapus');
    await newFolder(me, 'Dalam', '/Hapus');
    await uploadFile(me, 'a.txt', 'a', '/Hapus');
    await uploadFile(me, 'b.txt', 'b', '/Hapus/Dalam');
    expect(await store.keysOf(test)).toHaveLength(before + 2);
    const hapus = (await list(me)).json<ListBody>().data.folders.find((folder) => folder.name === 'Hapus');
    const deleted = await test.app.inject({ method: 'DELETE', url: `/api/files/folders/${hapus?.id}`, headers: me });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    // In the trash (decisions §7.3): gone from the tree at once, the content kept until it is purged.
    expect(await store.keysOf(test)).toHaveLength(before + 2);
    expect((await list(me, '/Hapus/Dalam')).statusCode).toBe(404);
    const purged = await test.app.inject({
      method: 'DELETE',
      url: `/api/files/trash/folders/${hapus?.id}`,
      headers: me,
    });
    expect(purged.statusCode).toBe(200);
    expect(await store.keysOf(test)).toHaveLength(before);
    const again = await test.app.inject({ method: 'DELETE', url: `/api/files/folders/${hapus?.id}`, headers: me });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Item tidak ditemukan' });

    const single = (await uploadFile(me, 'c.txt', 'c')).json<{ file: { id: number } }>().file;
    expect(
      (await test.app.inject({ method: 'DELETE', url: `/api/files/files/${single.id}`, headers: me })).json(),
    ).toEqual({ success: true });
    expect(await store.keysOf(test)).toHaveLength(before + 1);
    expect(
      (await test.app.inject({ method: 'DELETE', url: `/api/files/trash/files/${single.id}`, headers: me })).statusCode,
    ).toBe(200);
    expect(await store.keysOf(test)).toHaveLength(before);
  });

  it('gives a renamed file the type of its new name', async () => {
    const file = (await uploadFile(me, 'ganti-jenis.txt', '%PDF-1.4')).json<{ file: { id: number } }>().file;
    const renamed = await test.app.inject({
      method: 'PATCH',
      url: `/api/files/files/${file.id}`,
      headers: me,
      payload: { name: 'ganti-jenis.pdf' },
    });
    expect(renamed.json<{ file: { mime: string } }>().file.mime).toBe('application/pdf');
  });

  it('accepts uploads far above the 1 MiB JSON body limit, streamed without a Content-Length', async () => {
    const big = Buffer.alloc(2.5 * 1024 * 1024, 0x61);
    const body = multipart([{ name: 'file', filename: 'besar.bin', content: big }]);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...me, ...body.headers },
      payload: Readable.from([body.payload.subarray(0, 1000), body.payload.subarray(1000)]),
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ file: { size: number } }>().file.size).toBe(big.length);
  });

  it("answers 404, not 500, when the store has lost a file's content", async () => {
    const file = (await uploadFile(me, 'hilang.txt', 'isi')).json<{ file: { url: string } }>().file;
    await store.clear(test);
    const response = await fetchUrl(file.url);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Item tidak ditemukan' });
  });
});
