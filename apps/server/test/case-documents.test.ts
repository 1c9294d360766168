import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDocument } from '@pidsus/shared';
import { createTestApp, createTestClock, createUser, MINUTE, type TestApp } from './helpers';
import { multipart, slowUpload, storeFor, walk, type StoreKind } from './files-support';
import { caseDocumentsApi, createAccounts, type User } from './case-documents-support';

describe.each<StoreKind>(['local', 's3'])('case documents on the %s store (decisions §7.2)', (kind) => {
  let test: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>>;
  const time = createTestClock();
  let ani: User;
  let budi: User;
  let citra: User;
  let admin: User;

  beforeAll(async () => {
    store = await storeFor(kind);
    test = await createTestApp({ ...store.env, MAX_UPLOAD_MB: '1' }, { clock: time.clock });
    ({ ani, budi, citra, admin } = await createAccounts(test));
  });
  afterAll(async () => {
    await test?.close();
    await store?.close();
  });

  const current = () => ({ test, store, ani });
  const { createCase, upload, list, remove, copy, storedKeys, keyOf, hasKey, uploadOwnFile } =
    caseDocumentsApi(current);

  it('uploads, lists newest first with the uploader, serves the content through its link, and deletes', async () => {
    const caseId = await createCase('Perkara berkas', [budi.user.id]);
    const first = await upload(ani, caseId, 'surat-perintah.pdf', '%PDF-1.4 isi');
    expect(first.statusCode, first.body).toBe(201);
    const document = first.json<CaseDocument>();
    expect(document).toEqual({
      id: expect.any(Number),
      name: 'surat-perintah.pdf',
      size: 12,
      mime: 'application/pdf',
      url: expect.stringMatching(
        new RegExp(
          `^/api/cases/${caseId}/documents/${document.id}/content\\?expires=\\d+&signature=[\\w-]{43}&viewer=${ani.user.id}$`,
        ),
      ),
      uploaded_by: { id: ani.user.id, username: 'Ani' },
      created_at: time.clock().toISOString(),
    });
    time.advance(MINUTE);
    const second = (await upload(budi, caseId, 'BAP saksi.png', 'png-bytes')).json<CaseDocument>();

    const listed = await list(citra, caseId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<CaseDocument[]>().map((item) => [item.name, item.uploaded_by.username])).toEqual([
      ['BAP saksi.png', 'Budi'],
      ['surat-perintah.pdf', 'Ani'],
    ]);

    const content = await test.app.inject({ method: 'GET', url: document.url });
    expect(content.statusCode).toBe(200);
    expect(content.body).toBe('%PDF-1.4 isi');
    expect(content.headers['content-type']).toBe('application/pdf');
    expect(content.headers['content-disposition']).toMatch(/^inline;/);
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    const download = await test.app.inject({ method: 'GET', url: `${document.url}&download=1` });
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);

    const key = await keyOf(document.id);
    expect(await hasKey(key)).toBe(true);
    const deleted = await remove(budi, caseId, document.id);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    expect((await list(ani, caseId)).json<CaseDocument[]>().map((item) => item.id)).toEqual([second.id]);
    // The link dies with its document; the content waits in the case's trash (decisions §9, test/case-documents-trash).
    const stale = await test.app.inject({ method: 'GET', url: document.url });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ message: 'Tautan berkas tidak valid atau sudah kedaluwarsa' });
    expect(await hasKey(key)).toBe(true);
    expect((await remove(budi, caseId, document.id)).statusCode).toBe(404);
  });

  it('serves only images and PDF inline; anything else as an inert attachment', async () => {
    const caseId = await createCase('Perkara jenis berkas');
    const script = (await upload(ani, caseId, 'x.js', 'alert(1)')).json<CaseDocument>();
    const html = (await upload(ani, caseId, 'x.html', '<script>alert(1)</script>')).json<CaseDocument>();
    const image = (await upload(ani, caseId, 'foto.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).json<CaseDocument>();
    for (const inert of [script, html]) {
      const response = await test.app.inject({ method: 'GET', url: inert.url });
      expect(response.headers['content-type']).toBe('application/octet-stream');
      expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    }
    const shown = await test.app.inject({ method: 'GET', url: image.url });
    expect(shown.headers['content-type']).toBe('image/jpeg');
    expect(shown.headers['content-disposition']).toMatch(/^inline;/);
  });

  it('refuses a link that expired, was altered or points at another document', async () => {
    const caseId = await createCase('Perkara tautan');
    const a = (await upload(ani, caseId, 'a.pdf', 'aaa')).json<CaseDocument>();
    const b = (await upload(ani, caseId, 'b.pdf', 'bbb')).json<CaseDocument>();
    const swapped = b.url.replace(`/documents/${b.id}/`, `/documents/${a.id}/`);
    expect((await test.app.inject({ method: 'GET', url: swapped })).statusCode).toBe(403);
    const otherCase = a.url.replace(`/cases/${caseId}/`, `/cases/${caseId + 1000}/`);
    expect((await test.app.inject({ method: 'GET', url: otherCase })).statusCode).toBe(403);
    time.advance(16 * MINUTE);
    expect((await test.app.inject({ method: 'GET', url: a.url })).statusCode).toBe(403);
    // A fresh list gives fresh links.
    const fresh = (await list(ani, caseId)).json<CaseDocument[]>().find((item) => item.id === a.id);
    expect((await test.app.inject({ method: 'GET', url: fresh?.url ?? '' })).statusCode).toBe(200);
  });

  it('refuses an empty file and one over MAX_UPLOAD_MB, storing nothing', async () => {
    const caseId = await createCase('Perkara ditolak');
    const before = (await storedKeys()).length;
    const empty = await upload(ani, caseId, 'kosong.pdf', '');
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ message: 'File kosong tidak dapat diunggah' });
    const large = await upload(ani, caseId, 'besar.pdf', Buffer.alloc(1024 * 1024 + 10, 1));
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ message: 'Ukuran file terlalu besar (maksimal 1 MB)' });
    const none = await test.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents`,
      headers: { ...ani.auth, 'content-type': 'application/json' },
      payload: {},
    });
    expect(none.statusCode).toBe(400);
    expect((await storedKeys()).filter((key) => !key.startsWith('tmp'))).toHaveLength(before);
    expect((await list(ani, caseId)).json()).toEqual([]);
  });

  it('answers 404 "Kasus tidak ditemukan" for a missing case and a trashed one, whose links stop working', async () => {
    const caseId = await createCase('Perkara di sampah');
    const document = (await upload(ani, caseId, 'a.pdf', 'isi')).json<CaseDocument>();
    const { id: fileId } = await uploadOwnFile(ani, 'punya-ani.pdf', 'isi');
    await test.app.services.db
      .updateTable('cases')
      .set({ deleted_at: time.clock().toISOString(), deleted_by: ani.user.id })
      .where('id', '=', caseId)
      .execute();
    for (const id of [caseId, 999_999]) {
      for (const response of [
        await list(ani, id),
        await upload(ani, id, 'b.pdf', 'isi'),
        await remove(ani, id, document.id),
        await copy(ani, id, fileId),
      ]) {
        expect(response.statusCode, response.body).toBe(404);
        expect(response.json()).toMatchObject({ message: 'Kasus tidak ditemukan' });
      }
    }
    expect((await test.app.inject({ method: 'GET', url: document.url })).statusCode).toBe(403);
  });

  it('lets an administrator read, open and delete documents (to the trash), but not add them (403)', async () => {
    const caseId = await createCase('Perkara admin');
    const document = (await upload(ani, caseId, 'a.pdf', 'isi')).json<CaseDocument>();
    const listed = await list(admin, caseId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<CaseDocument[]>()).toHaveLength(1);
    expect((await upload(admin, caseId, 'b.pdf', 'isi')).statusCode).toBe(403);
    expect((await copy(admin, caseId, 1)).statusCode).toBe(403);
    expect((await list(ani, caseId)).json<CaseDocument[]>()).toHaveLength(1);
    expect((await remove(admin, caseId, document.id)).statusCode).toBe(200);
    expect((await list(ani, caseId)).json<CaseDocument[]>()).toHaveLength(0);
  });

  it('copies a file of the caller\u2019s own into the case, sharing its stored object, which outlives the private file; another\u2019s is 404', async () => {
    const caseId = await createCase('Perkara salinan');
    const own = await uploadOwnFile(budi, 'Laporan Budi.pdf', 'isi laporan');
    const copied = await copy(budi, caseId, own.id);
    expect(copied.statusCode, copied.body).toBe(201);
    const document = copied.json<CaseDocument>();
    expect(document).toMatchObject({
      name: 'Laporan Budi.pdf',
      size: 11,
      mime: 'application/pdf',
      uploaded_by: { id: budi.user.id, username: 'Budi' },
    });
    const fileKey = (
      await test.app.services.db
        .selectFrom('files')
        .select('storage_key')
        .where('id', '=', own.id)
        .executeTakeFirstOrThrow()
    ).storage_key;
    // One stored object for both (decisions §9): the quota counts it once.
    expect(await keyOf(document.id)).toBe(fileKey);
    const deletedFile = await test.app.inject({
      method: 'DELETE',
      url: `/api/files/files/${own.id}`,
      headers: budi.auth,
    });
    expect(deletedFile.statusCode).toBe(200);
    const purgedFile = await test.app.inject({
      method: 'DELETE',
      url: `/api/files/trash/files/${own.id}`,
      headers: budi.auth,
    });
    expect(purgedFile.statusCode, purgedFile.body).toBe(200);
    expect(await hasKey(fileKey)).toBe(true);
    const content = await test.app.inject({ method: 'GET', url: document.url });
    expect(content.statusCode).toBe(200);
    expect(content.body).toBe('isi laporan');

    const others = await uploadOwnFile(citra, 'punya-citra.pdf', 'rahasia');
    for (const response of [await copy(budi, caseId, others.id), await copy(budi, caseId, 987_654)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ message: 'File tidak ditemukan di Berkas Saya' });
    }
    const bad = await copy(budi, caseId, 'abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Pilih file dari Berkas Saya' });
  });
});

describe('case document uploads share the file manager\u2019s cap of running uploads (MAX_CONCURRENT_UPLOADS)', () => {
  let test: TestApp;
  let ani: User;
  beforeAll(async () => {
    test = await createTestApp({ MAX_CONCURRENT_UPLOADS: '1' });
    ani = await createUser(test.app);
  });
  afterAll(async () => {
    await test?.close();
  });

  it('answers 429 with Retry-After while the user\u2019s other upload is still arriving, and takes it once it ends', async () => {
    const created = await test.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: ani.auth,
      payload: { title: 'Perkara antre', date: '2026-03-10', type: 'penyidikan' },
    });
    const caseId = created.json<{ id: number }>().id;
    const send = () => {
      const body = multipart([{ name: 'file', filename: 'a.pdf', content: Buffer.from('isi') }]);
      return test.app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/documents`,
        headers: { ...ani.auth, ...body.headers },
        payload: body.payload,
      });
    };
    const arriving = () =>
      walk(path.join(test.config.dataDir, 'files', 'tmp')).filter((name) => name.endsWith('.part'));
    const slow = slowUpload(test.app, ani.auth, 'lambat.bin');
    for (let waited = 0; arriving().length < 1; waited += 20) {
      expect(waited).toBeLessThan(10_000);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('Terlalu banyak upload') });
    slow.end();
    expect((await slow.response).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
  });
});
