import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';
import { multipart, storeFor, type StoreKind } from './files-support';
import { filesApi, type Auth, type ListBody } from './files-api-support';

describe.each<StoreKind>(['local', 's3'])('files on the %s store', (kind) => {
  let test: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>>;
  const time = createTestClock();
  let me: Auth;
  let other: Auth;

  beforeAll(async () => {
    store = await storeFor(kind);
    test = await createTestApp({ ...store.env, MAX_UPLOAD_MB: '3', USER_QUOTA_MB: '8' }, { clock: time.clock });
    me = (await createUser(test.app)).auth;
    other = (await createUser(test.app)).auth;
  });
  afterAll(async () => {
    await test?.close();
    await store?.close();
  });

  const { list, newFolder, uploadFile, fetchUrl } = filesApi(() => test);

  it('creates folders, uploads into them, lists them in the contract shape and serves the content', async () => {
    expect((await newFolder(me, 'Perkara 2026')).statusCode).toBe(201);
    const sub = await newFolder(me, '  Bukti  ', '/Perkara 2026');
    expect(sub.statusCode).toBe(201);
    expect(sub.json()).toEqual({
      success: true,
      folder: { id: expect.any(Number), name: 'Bukti', path: '/Perkara 2026/Bukti', type: 'folder' },
    });

    const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(1996, 7)]);
    const uploaded = await uploadFile(me, 'foto.png', png, '/Perkara 2026/Bukti');
    expect(uploaded.statusCode).toBe(201);
    const body = uploaded.json<{ success: boolean; file: { url: string } }>();
    expect(body).toEqual({
      success: true,
      file: {
        id: expect.any(Number),
        name: 'foto.png',
        size: 2004,
        mime: 'image/png',
        url: expect.stringMatching(/^\/api\/files\/files\/\d+\/content\?expires=\d+&signature=[\w-]{43}$/),
        type: 'file',
        created_at: '2026-03-02T01:00:00.000Z',
      },
    });

    const root = await list(me);
    expect(root.statusCode).toBe(200);
    expect(root.json<ListBody>().data.folders.map((folder) => folder.name)).toEqual(['Perkara 2026']);
    const inside = (await list(me, '/Perkara 2026/Bukti/')).json<ListBody>();
    expect(inside.success).toBe(true);
    expect(inside.data.folders).toEqual([]);
    expect(inside.data.files).toEqual([body.file]);

    // The link needs no bearer token: it is usable in <img src> and for downloads.
    const content = await fetchUrl(body.file.url);
    expect(content.statusCode).toBe(200);
    expect(content.rawPayload.equals(png)).toBe(true);
    expect(content.headers['content-type']).toBe('image/png');
    expect(content.headers['content-disposition']).toBe('inline; filename="foto.png"');
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['cache-control']).toBe('private, no-store');
    expect(content.headers['content-length']).toBe('2004');
    const forced = await fetchUrl(`${body.file.url}&download=1`);
    expect(forced.headers['content-disposition']).toBe('attachment; filename="foto.png"');
    expect(await store.keysOf(test)).toHaveLength(1);
  });

  it('names the content after the original name (RFC 6266) and shows only images and PDFs inline', async () => {
    const pdf = (await uploadFile(me, 'Berita Acara – Saksi “Ani”.pdf', '%PDF-1.4 test')).json<{
      file: { url: string; mime: string };
    }>();
    expect(pdf.file.mime).toBe('application/pdf');
    const pdfContent = await fetchUrl(pdf.file.url);
    expect(pdfContent.headers['content-disposition']).toBe(
      `inline; filename="Berita Acara ? Saksi ?Ani?.pdf"; filename*=UTF-8''Berita%20Acara%20%E2%80%93%20Saksi%20%E2%80%9CAni%E2%80%9D.pdf`,
    );
    for (const [name, type] of [
      ['catatan.html', 'application/octet-stream'],
      ['gambar.svg', 'application/octet-stream'],
      ['tanpa-ekstensi', 'application/octet-stream'],
    ] as const) {
      const file = (await uploadFile(me, name, '<script>alert(1)</script>')).json<{ file: { url: string } }>().file;
      const content = await fetchUrl(file.url);
      expect(content.headers['content-disposition']).toMatch(/^attachment;/);
      expect(content.headers['content-type']).toBe(type);
      expect(content.headers['x-content-type-options']).toBe('nosniff');
      expect(content.headers['content-security-policy']).toContain("default-src 'none'");
    }
  });

  it('keeps two uploads of the same name apart with a numbered name; folders and renames clash with 409', async () => {
    await newFolder(me, 'Duplikat');
    const names: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      names.push(
        (await uploadFile(me, 'surat.docx', `versi ${i}`, '/Duplikat')).json<{ file: { name: string } }>().file.name,
      );
    }
    expect(names).toEqual(['surat.docx', 'surat (1).docx', 'surat (2).docx']);
    const again = await newFolder(me, 'Duplikat');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: 'Folder dengan nama tersebut sudah ada di lokasi ini' });

    const files = (await list(me, '/Duplikat')).json<ListBody>().data.files;
    const second = files.find((file) => file.name === 'surat (1).docx');
    const clash = await test.app.inject({
      method: 'PATCH',
      url: `/api/files/files/${second?.id}`,
      headers: me,
      payload: { name: 'surat.docx' },
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({ message: 'File dengan nama tersebut sudah ada di lokasi ini' });
  });

  it('renames and moves folders and files; the paths under a folder follow it', async () => {
    const a = (await newFolder(me, 'A')).json<{ folder: { id: number } }>().folder;
    const b = (await newFolder(me, 'B', '/A')).json<{ folder: { id: number } }>().folder;
    await newFolder(me, 'C_%', '/A/B');
    const target = (await newFolder(me, 'Arsip')).json<{ folder: { id: number } }>().folder;
    const file = (await uploadFile(me, 'memo.txt', 'isi memo', '/A/B')).json<{ file: { id: number } }>().file;

    const intoItself = await test.app.inject({
      method: 'PATCH',
      url: `/api/files/folders/${a.id}`,
      headers: me,
      payload: { parentId: b.id },
    });
    expect(intoItself.statusCode).toBe(400);
    expect(intoItself.json()).toEqual({
      message: 'Folder tidak dapat dipindahkan ke dalam dirinya sendiri atau subfoldernya',
    });

    const moved = await test.app.inject({
      method: 'PATCH',
      url: `/api/files/folders/${a.id}`,
      headers: me,
      payload: { name: 'A baru', parentId: target.id },
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json()).toEqual({
      success: true,
      folder: { id: a.id, name: 'A baru', path: '/Arsip/A baru', type: 'folder' },
    });
    expect((await list(me, '/A')).statusCode).toBe(404);
    const deep = (await list(me, '/Arsip/A baru/B')).json<ListBody>();
    expect(deep.data.folders.map((folder) => folder.path)).toEqual(['/Arsip/A baru/B/C_%']);
    expect(deep.data.files.map((item) => item.name)).toEqual(['memo.txt']);

    const renamed = await test.app.inject({
      method: 'PATCH',
      url: `/api/files/files/${file.id}`,
      headers: me,
      payload: { name: 'memo final.txt', folderId: null },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await list(me)).json<ListBody>().data.files.map((item) => item.name)).toContain('memo final.txt');

    const tree = await test.app.inject({ method: 'GET', url: '/api/files/folders', headers: me });
    expect(tree.json<{ data: { path: string }[] }>().data.map((folder) => folder.path)).toContain(
      '/Arsip/A baru/B/C_%',
    );
  });

  it('answers 404 to another user for every call on my folders and files, and lists nothing of mine', async () => {
    const folder = (await newFolder(me, 'Rahasia')).json<{ folder: { id: number } }>().folder;
    const file = (await uploadFile(me, 'rahasia.pdf', '%PDF secret', '/Rahasia')).json<{ file: { id: number } }>().file;
    const calls = [
      { method: 'GET', url: `/api/files/files/${file.id}` },
      { method: 'PATCH', url: `/api/files/files/${file.id}`, payload: { name: 'x.pdf' } },
      { method: 'DELETE', url: `/api/files/files/${file.id}` },
      { method: 'PATCH', url: `/api/files/folders/${folder.id}`, payload: { name: 'x' } },
      { method: 'DELETE', url: `/api/files/folders/${folder.id}` },
      { method: 'GET', url: '/api/files?path=/Rahasia' },
      { method: 'POST', url: '/api/files/folders', payload: { name: 'x', path: '/Rahasia' } },
    ] as const;
    for (const call of calls) {
      const response = await test.app.inject({ ...call, headers: other });
      expect(response.statusCode, `${call.method} ${call.url}`).toBe(404);
    }
    const intoMine = await test.app.inject({
      method: 'PATCH',
      url: `/api/files/folders/${(await newFolder(other, 'Milik lain')).json<{ folder: { id: number } }>().folder.id}`,
      headers: other,
      payload: { parentId: folder.id },
    });
    expect(intoMine.statusCode).toBe(404);
    const uploadIntoMine = await uploadFile(other, 'x.txt', 'x', '/Rahasia');
    expect(uploadIntoMine.statusCode).toBe(404);
    expect(uploadIntoMine.json()).toEqual({
      success: false,
      error: 'Folder tidak ditemukan',
      message: 'Folder tidak ditemukan',
    });
    const theirs = (await list(other)).json<ListBody>();
    expect(theirs.data.folders.map((item) => item.name)).toEqual(['Milik lain']);
    expect(theirs.data.files).toEqual([]);
    // Still mine, untouched.
    expect((await list(me, '/Rahasia')).json<ListBody>().data.files).toHaveLength(1);
    // And nothing without a login.
    expect((await test.app.inject({ method: 'GET', url: '/api/files' })).statusCode).toBe(401);
  });
});

describe.each<StoreKind>(['local', 's3'])('upload limits on the %s store', (kind) => {
  let test: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>>;
  let me: Auth;

  beforeAll(async () => {
    store = await storeFor(kind);
    test = await createTestApp({ ...store.env, MAX_UPLOAD_MB: '1', USER_QUOTA_MB: '2' });
    me = (await createUser(test.app)).auth;
  });
  afterAll(async () => {
    await test?.close();
    await store?.close();
  });

  const send = (content: Buffer, streamed: boolean) => {
    const body = multipart([{ name: 'file', filename: 'data.bin', content }]);
    return test.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...me, ...body.headers },
      // A stream has no Content-Length: the limit must then cut the upload while it flows.
      payload: streamed ? Readable.from([body.payload]) : body.payload,
    });
  };
  const count = async () =>
    Number(
      (
        await test.app.services.db
          .selectFrom('files')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each([false, true])('answers 413 above MAX_UPLOAD_MB and keeps nothing (streamed: %s)', async (streamed) => {
    const response = await send(Buffer.alloc(1024 * 1024 + 1), streamed);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      success: false,
      error: 'Ukuran file terlalu besar (maksimal 1 MB)',
      message: 'Ukuran file terlalu besar (maksimal 1 MB)',
    });
    expect(await count()).toBe(0);
    expect(await store.keysOf(test)).toEqual([]);
  });

  it('accepts a file of exactly MAX_UPLOAD_MB, then answers 413 with the quota message once the quota is used', async () => {
    expect((await send(Buffer.alloc(1024 * 1024), false)).statusCode).toBe(201);
    expect((await send(Buffer.alloc(900 * 1024), true)).statusCode).toBe(201);
    const over = await send(Buffer.alloc(200 * 1024), true);
    expect(over.statusCode).toBe(413);
    expect(over.json<{ message: string }>().message).toBe(
      'Ruang penyimpanan Anda tidak cukup (kuota 2 MB). Hapus berkas yang tidak diperlukan lalu coba lagi.',
    );
    expect(await count()).toBe(2);
    expect(await store.keysOf(test)).toHaveLength(2);
  });

  it('answers 400 to an upload without a file part', async () => {
    const body = multipart([{ name: 'path', value: '/' }]);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...me, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: 'Pilih file yang akan diupload' });
    const json = await test.app.inject({ method: 'POST', url: '/api/files/upload', headers: me, payload: {} });
    expect(json.statusCode).toBe(400);
  });
});
