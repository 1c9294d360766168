import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDocument, CaseEvent } from '@pidsus/shared';
import { createTestApp, createTestClock, createUser, MINUTE, type TestApp } from './helpers';
import { multipart, slowUpload, storeFor, walk, type StoreKind } from './files-support';

type User = Awaited<ReturnType<typeof createUser>>;

describe.each<StoreKind>(['local', 's3'])('case documents on the %s store (contract §7.2)', (kind) => {
  let test: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>>;
  const time = createTestClock();
  let ani: User;
  let budi: User;
  let citra: User;
  let dodi: User;
  let admin: User;

  beforeAll(async () => {
    store = await storeFor(kind);
    test = await createTestApp({ ...store.env, MAX_UPLOAD_MB: '1' }, { clock: time.clock });
    ani = await createUser(test.app, { username: 'Ani' });
    budi = await createUser(test.app, { username: 'Budi' });
    citra = await createUser(test.app, { username: 'Citra' });
    dodi = await createUser(test.app, { username: 'Dodi' });
    admin = await createUser(test.app, { role: 'admin', username: 'Admin' });
  });
  afterAll(async () => {
    await test?.close();
    await store?.close();
  });

  const createCase = async (title: string, teamIds: number[] = []) => {
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: ani.auth,
      payload: { title, date: '2026-03-10', type: 'penyidikan', team_ids: teamIds },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const upload = (user: User, caseId: number, filename: string, content: Buffer | string) => {
    const body = multipart([{ name: 'file', filename, content: Buffer.from(content) }]);
    return test.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents`,
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
  };
  const list = (user: User, caseId: number) =>
    test.app.inject({ method: 'GET', url: `/api/cases/${caseId}/documents`, headers: user.auth });
  const remove = (user: User, caseId: number, docId: number) =>
    test.app.inject({ method: 'DELETE', url: `/api/cases/${caseId}/documents/${docId}`, headers: user.auth });
  const copy = (user: User, caseId: number, fileId: unknown) =>
    test.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents/from-file`,
      headers: user.auth,
      payload: { file_id: fileId },
    });
  const history = async (caseId: number) =>
    test.app
      .inject({ method: 'GET', url: `/api/cases/${caseId}/history`, headers: ani.auth })
      .then((response) => response.json<CaseEvent[]>());
  const storedKeys = () => store.keysOf(test);
  const keyOf = async (docId: number) =>
    (
      await test.app.services.db
        .selectFrom('case_documents')
        .select('storage_key')
        .where('id', '=', docId)
        .executeTakeFirstOrThrow()
    ).storage_key;
  const hasKey = async (key: string) => (await storedKeys()).some((stored) => stored.includes(key));

  it('uploads, lists newest first with the uploader, serves the content through its link, and deletes', async () => {
    const caseId = await createCase('Perkara berkas');
    const first = await upload(ani, caseId, 'surat-perintah.pdf', '%PDF-1.4 isi');
    expect(first.statusCode, first.body).toBe(201);
    const document = first.json<CaseDocument>();
    expect(document).toEqual({
      id: expect.any(Number),
      name: 'surat-perintah.pdf',
      size: 12,
      mime: 'application/pdf',
      url: expect.stringMatching(
        new RegExp(`^/api/cases/${caseId}/documents/${document.id}/content\\?expires=\\d+&signature=[\\w-]{43}$`),
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
    // The link dies with its document, and so does the content.
    const stale = await test.app.inject({ method: 'GET', url: document.url });
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ message: 'Tautan berkas tidak valid atau sudah kedaluwarsa' });
    expect(await hasKey(key)).toBe(false);
    expect((await remove(budi, caseId, document.id)).statusCode).toBe(404);
  });

  it('serves only images and PDF inline; anything else as an inert attachment', async () => {
    const caseId = await createCase('Perkara jenis berkas');
    const script = (await upload(ani, caseId, 'x.js', 'alert(1)')).json<CaseDocument>();
    const html = (await upload(ani, caseId, 'x.html', '<script>alert(1)</script>')).json<CaseDocument>();
    const image = (await upload(ani, caseId, 'foto.jpg', 'jpeg')).json<CaseDocument>();
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

  it('lets an administrator read and open documents, but not add or delete them (403)', async () => {
    const caseId = await createCase('Perkara admin');
    const document = (await upload(ani, caseId, 'a.pdf', 'isi')).json<CaseDocument>();
    const listed = await list(admin, caseId);
    expect(listed.statusCode).toBe(200);
    expect(listed.json<CaseDocument[]>()).toHaveLength(1);
    expect((await upload(admin, caseId, 'b.pdf', 'isi')).statusCode).toBe(403);
    expect((await remove(admin, caseId, document.id)).statusCode).toBe(403);
    expect((await copy(admin, caseId, 1)).statusCode).toBe(403);
    expect((await list(ani, caseId)).json<CaseDocument[]>()).toHaveLength(1);
  });

  const uploadOwnFile = async (user: User, filename: string, content: string) => {
    const body = multipart([{ name: 'file', filename, content: Buffer.from(content) }]);
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ file: { id: number } }>().file;
  };

  it('copies a file of the caller\u2019s own into the case; the copy outlives the private file; another\u2019s is 404', async () => {
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
    expect(await keyOf(document.id)).not.toBe(fileKey);
    const deletedFile = await test.app.inject({
      method: 'DELETE',
      url: `/api/files/files/${own.id}`,
      headers: budi.auth,
    });
    expect(deletedFile.statusCode).toBe(200);
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

  it('writes a history row naming the document for each addition and deletion', async () => {
    const caseId = await createCase('Perkara riwayat');
    const document = (await upload(budi, caseId, 'Surat Dakwaan.pdf', 'isi')).json<CaseDocument>();
    await remove(citra, caseId, document.id);
    const rows = (await history(caseId)).filter((row) => row.action.startsWith('document_'));
    expect(rows.map((row) => [row.action, row.actor?.username, row.changes])).toEqual([
      ['document_added', 'Budi', [{ field: 'document', from: null, to: 'Surat Dakwaan.pdf' }]],
      ['document_deleted', 'Citra', [{ field: 'document', from: 'Surat Dakwaan.pdf', to: null }]],
    ]);
  });

  it('notifies the team and followers, never the actor nor admins, and tells open pages (cases:changed)', async () => {
    const caseId = await createCase('Perkara kabar', [budi.user.id, ani.user.id]);
    await test.app.inject({ method: 'PUT', url: `/api/cases/${caseId}/follow`, headers: citra.auth });
    await test.app.services.events.drain();
    const changed: { action: string; id: number }[] = [];
    test.app.services.events.on('case.changed', (event) => {
      changed.push({ action: event.action, id: event.case.id });
    });
    const unread = async (user: User) =>
      (await test.app.inject({ method: 'GET', url: '/api/notifications?limit=100', headers: user.auth })).json<
        { message: string; link: string | null }[]
      >();
    const before = {
      ani: (await unread(ani)).length,
      dodi: (await unread(dodi)).length,
      admin: (await unread(admin)).length,
    };

    const document = (await upload(ani, caseId, 'BAP.pdf', 'isi')).json<CaseDocument>();
    await test.app.services.events.drain();
    for (const user of [budi, citra]) {
      expect((await unread(user))[0]).toMatchObject({
        message: 'Ani menambahkan berkas "BAP.pdf" ke kasus "Perkara kabar"',
        link: `/case/${caseId}`,
      });
    }
    await remove(budi, caseId, document.id);
    await test.app.services.events.drain();
    expect((await unread(ani))[0]).toMatchObject({
      message: 'Budi menghapus berkas "BAP.pdf" dari kasus "Perkara kabar"',
      link: `/case/${caseId}`,
    });
    expect((await unread(citra))[0]?.message).toBe('Budi menghapus berkas "BAP.pdf" dari kasus "Perkara kabar"');
    expect((await unread(ani)).length).toBe(before.ani + 1);
    expect((await unread(dodi)).length).toBe(before.dodi);
    expect((await unread(admin)).length).toBe(before.admin);
    expect(changed).toEqual([
      { action: 'document_added', id: caseId },
      { action: 'document_deleted', id: caseId },
    ]);
  });

  it('gives the purge of trashed cases their documents\u2019 storage keys (listStorageKeysOfCases)', async () => {
    const { createCaseDocumentsRepository } = await import('../src/modules/case-documents/repository');
    const repository = createCaseDocumentsRepository(test.app.services.db);
    const caseId = await createCase('Perkara kunci');
    const a = (await upload(ani, caseId, 'a.pdf', 'a')).json<CaseDocument>();
    const b = (await upload(ani, caseId, 'b.pdf', 'b')).json<CaseDocument>();
    expect((await repository.listStorageKeysOfCases([caseId])).sort()).toEqual(
      [await keyOf(a.id), await keyOf(b.id)].sort(),
    );
    expect(await repository.listStorageKeysOfCases([])).toEqual([]);
  });

  it('keeps a trashed case\u2019s documents and deadlines for its restore; an admin\u2019s purge removes their content', async () => {
    const caseId = await createCase('Perkara sampah berkas');
    const document = (await upload(ani, caseId, 'sprint.pdf', '%PDF-1.4 sprint')).json<CaseDocument>();
    const key = await keyOf(document.id);
    const deadline = await test.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/deadlines`,
      headers: ani.auth,
      payload: { title: 'Penahanan penyidik', due_date: '2026-03-20' },
    });
    expect(deadline.statusCode, deadline.body).toBe(201);

    expect(
      (await test.app.inject({ method: 'DELETE', url: `/api/cases/${caseId}`, headers: ani.auth })).statusCode,
    ).toBe(200);
    expect((await list(ani, caseId)).statusCode).toBe(404);
    expect(await hasKey(key)).toBe(true);
    const restored = await test.app.inject({
      method: 'POST',
      url: `/api/trash/cases/${caseId}/restore`,
      headers: budi.auth,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await list(ani, caseId)).json<CaseDocument[]>().map((each) => each.name)).toEqual(['sprint.pdf']);
    const deadlines = await test.app.inject({
      method: 'GET',
      url: `/api/cases/${caseId}/deadlines`,
      headers: ani.auth,
    });
    expect(deadlines.json<{ title: string }[]>().map((each) => each.title)).toEqual(['Penahanan penyidik']);

    expect(
      (await test.app.inject({ method: 'DELETE', url: `/api/cases/${caseId}`, headers: ani.auth })).statusCode,
    ).toBe(200);
    const purged = await test.app.inject({ method: 'DELETE', url: `/api/trash/cases/${caseId}`, headers: admin.auth });
    expect(purged.statusCode, purged.body).toBe(200);
    expect(await hasKey(key)).toBe(false);
    const db = test.app.services.db;
    expect(await db.selectFrom('case_documents').select('id').where('case_id', '=', caseId).execute()).toEqual([]);
    expect(await db.selectFrom('case_deadlines').select('id').where('case_id', '=', caseId).execute()).toEqual([]);
  });

  it('lets the daily purge remove the documents\u2019 content of a case trashed longer than TRASH_DAYS', async () => {
    const caseId = await createCase('Perkara sampah lama');
    const document = (await upload(ani, caseId, 'bap.pdf', '%PDF-1.4 bap')).json<CaseDocument>();
    const key = await keyOf(document.id);
    expect(
      (await test.app.inject({ method: 'DELETE', url: `/api/cases/${caseId}`, headers: ani.auth })).statusCode,
    ).toBe(200);
    time.advance(31 * 24 * 60 * MINUTE);
    const result = await test.app.services.trashPurge.run();
    expect(result?.cases).toBeGreaterThanOrEqual(1);
    expect(await hasKey(key)).toBe(false);
    expect(await test.app.services.db.selectFrom('cases').select('id').where('id', '=', caseId).execute()).toEqual([]);
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
