import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseDocument, TrashedCaseDocument } from '@pidsus/shared';
import { storedBytesOf } from '../src/modules/content';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';
import { multipart, storeFor, type StoreKind } from './files-support';
import { caseDocumentsApi, createAccounts, type User } from './case-documents-support';

const DAY = 24 * 60 * 60 * 1000;
const MB = 1024 * 1024;
/** Sessions that outlive the days the automatic purge's test moves through. */
const longSessions = { SESSION_IDLE_MINUTES: String(60 * 24 * 60), SESSION_MAX_DAYS: '60' };
const quotaMessage =
  'Ruang penyimpanan Anda tidak cukup (kuota 1 MB). Hapus berkas yang tidak diperlukan lalu coba lagi.';

/**
 * Nothing deleted by one click, documents included (decisions §9, decisions §9): a case document goes to its case's
 * trash, the team or an admin restores it, an admin purges it, the daily purge ends it after TRASH_DAYS; documents
 * count against the uploader's quota, a copy from one's files once.
 */
describe.each<StoreKind>(['local', 's3'])('the case documents\u2019 trash and quota on the %s store', (kind) => {
  let test: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>>;
  const time = createTestClock();
  let ani: User;
  let budi: User;
  let citra: User;
  let admin: User;

  beforeAll(async () => {
    store = await storeFor(kind);
    test = await createTestApp(
      { ...store.env, MAX_UPLOAD_MB: '1', USER_QUOTA_MB: '1', TRASH_DAYS: '30', ...longSessions },
      { clock: time.clock },
    );
    ({ ani, budi, citra, admin } = await createAccounts(test));
  });
  afterAll(async () => {
    await test?.close();
    await store?.close();
  });

  const { createCase, upload, list, remove, copy, history, keyOf, hasKey, uploadOwnFile } = caseDocumentsApi(() => ({
    test,
    store,
    ani,
  }));
  const trash = (user: User, caseId: number) =>
    test.app.inject({ method: 'GET', url: `/api/cases/${caseId}/document-trash`, headers: user.auth });
  const restore = (user: User, caseId: number, docId: number) =>
    test.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/document-trash/${docId}/restore`,
      headers: user.auth,
    });
  const purge = (user: User, caseId: number, docId: number) =>
    test.app.inject({ method: 'DELETE', url: `/api/cases/${caseId}/document-trash/${docId}`, headers: user.auth });
  const names = async (caseId: number) => (await list(ani, caseId)).json<CaseDocument[]>().map((doc) => doc.name);
  const documentActions = async (caseId: number) =>
    (await history(caseId))
      .filter((row) => row.action.startsWith('document_'))
      .map((row) => [row.action, row.actor?.username]);

  it('refuses a staff member outside the case team a delete (403), and the document stays', async () => {
    const caseId = await createCase('Perkara tim', [budi.user.id]);
    const document = (await upload(budi, caseId, 'BAP.pdf', 'isi')).json<CaseDocument>();
    const refused = await remove(citra, caseId, document.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      message: 'Hanya tim kasus atau admin yang dapat menghapus atau memulihkan berkas perkara',
    });
    expect(await names(caseId)).toEqual(['BAP.pdf']);
    expect((await trash(ani, caseId)).json()).toEqual([]);
  });

  it('moves a deleted document to the case\u2019s trash, whose content link is dead, and restores it with history rows', async () => {
    const caseId = await createCase('Perkara sampah', [budi.user.id]);
    const document = (await upload(budi, caseId, 'Surat.pdf', 'isi surat')).json<CaseDocument>();
    expect((await remove(budi, caseId, document.id)).statusCode).toBe(200);
    expect(await names(caseId)).toEqual([]);
    expect((await test.app.inject({ method: 'GET', url: document.url })).statusCode).toBe(403);
    const trashed = await trash(citra, caseId);
    expect(trashed.statusCode).toBe(200);
    expect(trashed.json<TrashedCaseDocument[]>()).toEqual([
      {
        id: document.id,
        name: 'Surat.pdf',
        size: 9,
        mime: 'application/pdf',
        uploaded_by: { id: budi.user.id, username: 'Budi' },
        created_at: document.created_at,
        deleted_at: time.clock().toISOString(),
        deleted_by: { id: budi.user.id, username: 'Budi' },
      },
    ]);
    expect(await hasKey(await keyOf(document.id))).toBe(true);

    // Restoring is for the team and admins, as deleting is.
    expect((await restore(citra, caseId, document.id)).statusCode).toBe(403);
    const restored = await restore(budi, caseId, document.id);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(await names(caseId)).toEqual(['Surat.pdf']);
    expect((await trash(ani, caseId)).json()).toEqual([]);
    const again = await restore(budi, caseId, document.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Berkas tidak ada di Sampah berkas' });
    const [fresh] = (await list(ani, caseId)).json<CaseDocument[]>();
    expect((await test.app.inject({ method: 'GET', url: fresh?.url ?? '' })).body).toBe('isi surat');

    expect((await remove(admin, caseId, document.id)).statusCode).toBe(200);
    expect((await restore(admin, caseId, document.id)).statusCode).toBe(200);
    expect(await documentActions(caseId)).toEqual([
      ['document_added', 'Budi'],
      ['document_deleted', 'Budi'],
      ['document_restored', 'Budi'],
      ['document_deleted', 'Admin'],
      ['document_restored', 'Admin'],
    ]);
  });

  it('lets only an admin purge a trashed document, with its content and a history row', async () => {
    const caseId = await createCase('Perkara purge', [budi.user.id]);
    const document = (await upload(budi, caseId, 'Hapus.pdf', 'isi')).json<CaseDocument>();
    const key = await keyOf(document.id);
    expect((await purge(admin, caseId, document.id)).statusCode).toBe(404);
    await remove(budi, caseId, document.id);
    expect((await purge(budi, caseId, document.id)).statusCode).toBe(403);
    const purged = await purge(admin, caseId, document.id);
    expect(purged.statusCode, purged.body).toBe(200);
    expect((await trash(ani, caseId)).json()).toEqual([]);
    expect(await hasKey(key)).toBe(false);
    expect((await restore(budi, caseId, document.id)).statusCode).toBe(404);
    expect((await documentActions(caseId)).at(-1)).toEqual(['document_purged', 'Admin']);
  });

  it('purges a document in the trash longer than TRASH_DAYS automatically, and keeps a younger one', async () => {
    const caseId = await createCase('Perkara otomatis', [budi.user.id]);
    const old = (await upload(budi, caseId, 'lama.pdf', 'lama')).json<CaseDocument>();
    const young = (await upload(budi, caseId, 'baru.pdf', 'baru')).json<CaseDocument>();
    const oldKey = await keyOf(old.id);
    await remove(budi, caseId, old.id);
    time.advance(10 * DAY);
    await remove(budi, caseId, young.id);
    time.advance(21 * DAY);
    const result = await test.app.services.trashPurge.run();
    expect(result?.documents).toBeGreaterThanOrEqual(1);
    expect((await trash(ani, caseId)).json<TrashedCaseDocument[]>().map((doc) => doc.name)).toEqual(['baru.pdf']);
    expect(await hasKey(oldKey)).toBe(false);
    expect(await hasKey(await keyOf(young.id))).toBe(true);
  });

  it('counts documents against the uploader\u2019s quota: of 5 × 0.9 MB into 1 MB only the first is taken', async () => {
    const user = await createUser(test.app, { username: 'Eka' });
    const caseId = await createCase('Perkara kuota', [user.user.id]);
    const statuses: number[] = [];
    for (let n = 1; n <= 5; n += 1) {
      const response = await upload(user, caseId, `bagian-${n}.pdf`, Buffer.alloc(0.9 * MB, n));
      statuses.push(response.statusCode);
      if (response.statusCode === 413) {
        expect(response.json()).toMatchObject({ message: quotaMessage });
      }
    }
    expect(statuses).toEqual([201, 413, 413, 413, 413]);
    expect(await names(caseId)).toEqual(['bagian-1.pdf']);
    // The file manager counts the documents too; and a trashed document counts until it is purged.
    const [first] = (await list(ani, caseId)).json<CaseDocument[]>();
    await remove(user, caseId, first?.id ?? 0);
    const body = Buffer.alloc(0.5 * MB, 1);
    const file = await uploadFileRaw(user, 'pribadi.pdf', body);
    expect(file.statusCode).toBe(413);
    expect(file.json()).toMatchObject({ message: quotaMessage });
  });

  it('counts a document copied from one\u2019s files once: the same stored object, in as many cases as it is copied to', async () => {
    const user = await createUser(test.app, { username: 'Fani' });
    const own = await uploadOwnFile(user, 'laporan.pdf', 'x'.repeat(600_000));
    const first = await createCase('Perkara salin satu', [user.user.id]);
    const second = await createCase('Perkara salin dua', [user.user.id]);
    for (const caseId of [first, second]) {
      const copied = await copy(user, caseId, own.id);
      expect(copied.statusCode, copied.body).toBe(201);
    }
    expect(await storedBytesOf(test.app.services.db, user.user.id)).toBe(600_000);
    // 600 kB + 300 kB fit the 1 MB quota only when the file and its two copies are counted once.
    expect((await upload(user, first, 'tambahan.pdf', Buffer.alloc(300_000, 2))).statusCode).toBe(201);
    expect((await upload(user, first, 'lebih.pdf', Buffer.alloc(300_000, 3))).statusCode).toBe(413);
  });

  function uploadFileRaw(user: User, filename: string, content: Buffer) {
    const body = multipart([{ name: 'file', filename, content }]);
    return test.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
  }
});
