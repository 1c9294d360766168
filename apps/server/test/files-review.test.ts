import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { multipart, storeFor, type Part, type StoreKind } from './files-support';

type Auth = { authorization: string };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const NO_FILE = 'Pilih file yang akan diupload';
const INCOMPLETE = 'Upload terputus sebelum selesai. Silakan coba lagi.';
const PATH_AFTER_FILE = 'Lokasi folder (field "path") harus dikirim sebelum file, bukan sesudahnya';

describe.each<StoreKind>(['local', 's3'])('malformed uploads, races and content edge cases on the %s store', (kind) => {
  let test: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>>;
  let me: Auth;

  beforeAll(async () => {
    store = await storeFor(kind);
    test = await createTestApp(store.env);
    me = (await createUser(test.app)).auth;
  });
  afterAll(async () => {
    await test?.close();
    await store?.close();
  });

  const post = (headers: Record<string, string>, payload: Buffer | string | Readable) =>
    test.app.inject({ method: 'POST', url: '/api/files/upload', headers: { ...me, ...headers }, payload });
  const upload = (parts: Part[]) => {
    const body = multipart(parts);
    return post(body.headers, body.payload);
  };
  const rows = () => test.app.services.db.selectFrom('files').select(['name', 'folder_id']).execute();
  /** Nothing of a refused upload stays behind: no row and no blob (the store holds `blobs` in all). */
  const expectNothingKept = async (before: { rows: number; blobs: number }) => {
    await sleep(50);
    expect(await rows()).toHaveLength(before.rows);
    expect(await store.keysOf(test)).toHaveLength(before.blobs);
  };
  const snapshot = async () => ({ rows: (await rows()).length, blobs: (await store.keysOf(test)).length });

  it('answers 400, not 500, to a multipart body without a boundary or cut short, and keeps nothing', async () => {
    const before = await snapshot();
    const noBoundary = await post({ 'content-type': 'multipart/form-data' }, 'isi');
    expect(noBoundary.statusCode).toBe(400);
    expect(noBoundary.json()).toEqual({ success: false, error: NO_FILE, message: NO_FILE });

    const body = multipart([{ name: 'file', filename: 'terpotong.txt', content: Buffer.alloc(5000, 0x61) }]);
    // Cut before the closing `--`, inside the closing boundary, mid-file, and inside the part's headers; in one piece and streamed.
    for (const cut of [4, 10, 30, 2000, body.payload.length - 60]) {
      const payload = body.payload.subarray(0, body.payload.length - cut);
      for (const streamed of [false, true]) {
        const response = await post(
          body.headers,
          streamed ? Readable.from([payload.subarray(0, 150), payload.subarray(150)]) : payload,
        );
        expect(response.statusCode, `cut ${cut}, streamed ${streamed}`).toBe(400);
        const message = response.json<{ message: string }>().message;
        expect([NO_FILE, INCOMPLETE]).toContain(message);
        expect(response.json()).toEqual({ success: false, error: message, message });
      }
    }
    await expectNothingKept(before);
  });

  it('refuses a `path` field sent after the file with 400, however the body is cut into chunks', async () => {
    await test.app.inject({
      method: 'POST',
      url: '/api/files/folders',
      headers: me,
      payload: { name: 'Sesudah', path: '/' },
    });
    const before = await snapshot();
    const body = multipart([
      { name: 'file', filename: 'urutan.txt', content: Buffer.from('isi berkas') },
      { name: 'path', value: '/Sesudah' },
    ]);
    const fileEnd = body.payload.indexOf('isi berkas') + 'isi berkas'.length;
    for (const chunks of [
      [body.payload],
      [body.payload.subarray(0, fileEnd + 2), body.payload.subarray(fileEnd + 2)],
      [body.payload.subarray(0, fileEnd - 3), body.payload.subarray(fileEnd - 3)],
    ]) {
      const response = await post(body.headers, Readable.from(chunks));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, error: PATH_AFTER_FILE, message: PATH_AFTER_FILE });
    }
    await expectNothingKept(before);
    // Before the file, the field is honoured.
    const ordered = await upload([
      { name: 'path', value: '/Sesudah' },
      { name: 'file', filename: 'urutan.txt', content: Buffer.from('isi berkas') },
    ]);
    expect(ordered.statusCode).toBe(201);
    // Two locations for one file are refused, not guessed.
    const twice = await upload([
      { name: 'path', value: '/Sesudah' },
      { name: 'path', value: '/' },
      { name: 'file', filename: 'dua.txt', content: Buffer.from('isi') },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ success: false, error: 'Lokasi folder tidak valid' });
    // A second file, or more fields than an upload has, is refused with its own message.
    const tooMany = 'Upload hanya boleh berisi satu file (dan field "path" opsional sebelum file)';
    const second = await upload([
      { name: 'file', filename: 'satu.txt', content: Buffer.from('1') },
      { name: 'file', filename: 'dua.txt', content: Buffer.from('2') },
    ]);
    expect(second.statusCode).toBe(400);
    expect(second.json()).toEqual({ success: false, error: tooMany, message: tooMany });
    const fields = await upload([
      ...['a', 'b', 'c', 'd', 'e', 'f'].map((name) => ({ name, value: '1' })),
      { name: 'file', filename: 'tiga.txt', content: Buffer.from('3') },
    ]);
    expect(fields.statusCode).toBe(400);
    expect(fields.json()).toEqual({ success: false, error: tooMany, message: tooMany });
    expect(await rows()).toHaveLength(before.rows + 1);
    expect(await store.keysOf(test)).toHaveLength(before.blobs + 1);
  });

  it('gives four uploads of the same 255-character name four distinct names', async () => {
    const name = `${'n'.repeat(251)}.pdf`;
    const names: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const response = await upload([{ name: 'file', filename: name, content: Buffer.from(`versi ${i}`) }]);
      expect(response.statusCode, `upload ${i + 1}`).toBe(201);
      names.push(response.json<{ file: { name: string } }>().file.name);
    }
    expect(new Set(names).size).toBe(4);
    expect(names[0]).toBe(name);
    expect(names[3]).toBe(`${'n'.repeat(247)} (3).pdf`);
    for (const each of names) {
      expect(Array.from(each)).toHaveLength(255);
    }
  });

  it('answers 404 with the folder message when the folder is deleted while its upload arrives', async () => {
    const folder = (
      await test.app.inject({
        method: 'POST',
        url: '/api/files/folders',
        headers: me,
        payload: { name: 'Hilang', path: '/' },
      })
    ).json<{ folder: { id: number } }>().folder;
    const before = await snapshot();
    const body = multipart([
      { name: 'path', value: '/Hilang' },
      { name: 'file', filename: 'yatim.txt', content: Buffer.alloc(4000, 0x62) },
    ]);
    const deleteFolder = () =>
      test.app.inject({ method: 'DELETE', url: `/api/files/folders/${folder.id}`, headers: me });
    const payload = Readable.from(
      (async function* () {
        yield body.payload.subarray(0, body.payload.length - 1000);
        // The upload has found its folder and is streaming into the store: the folder goes now.
        await sleep(200);
        expect((await deleteFolder()).statusCode).toBe(200);
        yield body.payload.subarray(body.payload.length - 1000);
      })(),
    );
    const response = await post(body.headers, payload);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      success: false,
      error: 'Folder tidak ditemukan',
      message: 'Folder tidak ditemukan',
    });
    await expectNothingKept(before);
  });

  it('serves a suffix range longer than the file whole (206) and ignores a range that ends before it starts', async () => {
    const text = 'tiga puluh delapan byte isi berkas ini';
    expect(Buffer.byteLength(text)).toBe(38);
    const file = (await upload([{ name: 'file', filename: 'pendek.txt', content: Buffer.from(text) }])).json<{
      file: { url: string };
    }>().file;
    const get = (range: string) => test.app.inject({ method: 'GET', url: file.url, headers: { range } });
    const suffix = await get('bytes=-500');
    expect(suffix.statusCode).toBe(206);
    expect(suffix.headers['content-range']).toBe('bytes 0-37/38');
    expect(suffix.body).toBe(text);
    const exact = await get('bytes=-38');
    expect(exact.statusCode).toBe(206);
    expect(exact.headers['content-range']).toBe('bytes 0-37/38');
    const backwards = await get('bytes=5-2');
    expect(backwards.statusCode).toBe(200);
    expect(backwards.body).toBe(text);
    expect((await get('bytes=40-50')).statusCode).toBe(416);
    expect((await get('bytes=-0')).statusCode).toBe(416);
  });

  it('gives Content-Disposition a pure-ASCII filename= next to filename*=UTF-8', async () => {
    const file = (
      await upload([{ name: 'file', filename: 'laporan akhir ü.pdf', content: Buffer.from('%PDF-1.4') }])
    ).json<{ file: { url: string; name: string } }>().file;
    expect(file.name).toBe('laporan akhir ü.pdf');
    const response = await test.app.inject({ method: 'GET', url: `${file.url}&download=1` });
    const header = response.headers['content-disposition'] as string;
    expect(header).toMatch(/^[\x20-\x7e]*$/);
    expect(header).toBe(`attachment; filename="laporan akhir u.pdf"; filename*=UTF-8''laporan%20akhir%20%C3%BC.pdf`);
  });
});
