import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, storeFor, type Part, type StoreKind } from './files-support';
import { createTestApp, createUser, type TestApp } from './helpers';

type Auth = { authorization: string };

const EMPTY = 'File kosong tidak dapat diunggah';
const ONE_FILE = 'Upload hanya boleh berisi satu file (dan field "path" opsional sebelum file)';

/** Contract §7.5: an empty (0-byte) upload is refused with 400, and leaves no row, no object, no quota used. */
describe.each<StoreKind>(['local', 's3'])('an empty upload on the %s store', (kind) => {
  let test: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>>;
  let me: Auth;

  beforeAll(async () => {
    store = await storeFor(kind);
    test = await createTestApp({ ...store.env, MAX_UPLOAD_MB: '1', USER_QUOTA_MB: '1' });
    me = (await createUser(test.app)).auth;
  });
  afterAll(async () => {
    await test?.close();
    await store?.close();
  });

  const upload = (parts: Part[], streamed = false) => {
    const body = multipart(parts);
    return test.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...me, ...body.headers },
      // A stream has no Content-Length: the file's end is then known only when its bytes stop.
      payload: streamed ? Readable.from([body.payload]) : body.payload,
    });
  };
  /** The stored files, their size as a number (PostgreSQL's bigint comes back as text). */
  const rows = async () =>
    (await test.app.services.db.selectFrom('files').select(['name', 'size']).execute()).map((row) => ({
      name: row.name,
      size: Number(row.size),
    }));

  it.each([false, true])('is refused with 400 and its message, storing nothing (streamed: %s)', async (streamed) => {
    const response = await upload([{ name: 'file', filename: 'kosong.pdf', content: Buffer.alloc(0) }], streamed);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ success: false, error: EMPTY, message: EMPTY });
    expect(await rows()).toEqual([]);
    expect(await store.keysOf(test)).toEqual([]);
  });

  it('is refused into a folder too, and the whole quota stays free for the next file', async () => {
    expect(
      (await test.app.inject({ method: 'POST', url: '/api/files/folders', headers: me, payload: { name: 'Bukti' } }))
        .statusCode,
    ).toBe(201);
    const refused = await upload([
      { name: 'path', value: '/Bukti' },
      { name: 'file', filename: 'kosong.txt', content: Buffer.alloc(0) },
    ]);
    expect(refused.json()).toMatchObject({ message: EMPTY });
    // 1 MB of quota: a file of exactly that size still fits, so the refusal counted nothing.
    const full = await upload([
      { name: 'path', value: '/Bukti' },
      { name: 'file', filename: 'penuh.bin', content: Buffer.alloc(1024 * 1024, 7) },
    ]);
    expect(full.statusCode, full.body).toBe(201);
    expect(await rows()).toEqual([{ name: 'penuh.bin', size: 1024 * 1024 }]);
    expect(await store.keysOf(test)).toHaveLength(1);
  });

  it('accepts a file of one byte', async () => {
    // The full file of the test before goes, through the API (deleted, then purged from the trash, which
    // counts toward the quota until then), so that its quota is free again.
    const listed = await test.app.inject({ method: 'GET', url: '/api/files?path=%2FBukti', headers: me });
    for (const file of listed.json<{ data: { files: { id: number }[] } }>().data.files) {
      await test.app.inject({ method: 'DELETE', url: `/api/files/files/${file.id}`, headers: me });
      await test.app.inject({ method: 'DELETE', url: `/api/files/trash/files/${file.id}`, headers: me });
    }
    const response = await upload([{ name: 'file', filename: 'satu.txt', content: Buffer.from('x') }], true);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({ success: true, file: { name: 'satu.txt', size: 1 } });
  });

  it('with a second file in the request, is refused as before: one file per upload, nothing stored', async () => {
    const before = await store.keysOf(test);
    const emptyFirst = await upload([
      { name: 'file', filename: 'kosong.txt', content: Buffer.alloc(0) },
      { name: 'file', filename: 'isi.txt', content: Buffer.from('isi') },
    ]);
    expect(emptyFirst.statusCode).toBe(400);
    expect(emptyFirst.json()).toMatchObject({ message: EMPTY });
    const emptySecond = await upload([
      { name: 'file', filename: 'isi.txt', content: Buffer.from('isi') },
      { name: 'file', filename: 'kosong.txt', content: Buffer.alloc(0) },
    ]);
    expect(emptySecond.statusCode).toBe(400);
    expect(emptySecond.json()).toMatchObject({ message: ONE_FILE });
    expect((await rows()).map((row) => row.name)).toEqual(['satu.txt']);
    expect(await store.keysOf(test)).toEqual(before);
  });
});
