import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDocument } from '@pidsus/shared';
import { createTestApp, createTestClock, MINUTE, type TestApp } from './helpers';
import { storeFor, type StoreKind } from './files-support';
import { caseDocumentsApi, createAccounts, type User } from './case-documents-support';

describe.each<StoreKind>(['local', 's3'])('case documents on the %s store (decisions §7.2): effects', (kind) => {
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
    ({ ani, budi, citra, dodi, admin } = await createAccounts(test));
  });
  afterAll(async () => {
    await test?.close();
    await store?.close();
  });

  const { createCase, upload, list, remove, history, keyOf, hasKey } = caseDocumentsApi(() => ({ test, store, ani }));

  it('writes a history row naming the document for each addition and deletion', async () => {
    const caseId = await createCase('Perkara riwayat', [citra.user.id]);
    const document = (await upload(budi, caseId, 'Surat Dakwaan.pdf', 'isi')).json<CaseDocument>();
    expect((await remove(citra, caseId, document.id)).statusCode).toBe(200);
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
