import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type Transaction } from 'kysely';
import type { Database } from '../src/db/tables';
import { createTestApp, createTestClock, createUser, HOUR, type TestApp } from './helpers';
import { multipart } from './files-support';

type User = Awaited<ReturnType<typeof createUser>>;

/** 31 days: past the default TRASH_DAYS (30). */
const PAST_RETENTION = 31 * 24 * HOUR;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The day's purge run while a restore's writes (`restore`, in its own transaction) hold their locks: the restore
 * commits half a second after the purge started. Answers the purge's result.
 */
async function purgeDuringRestore(t: TestApp, restore: (trx: Transaction<Database>) => Promise<void>) {
  let commit!: () => void;
  const held = new Promise<void>((resolve) => {
    commit = resolve;
  });
  let locked!: () => void;
  const isLocked = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const restoring = t.app.services.db.transaction().execute(async (trx) => {
    await restore(trx);
    locked();
    await held;
  });
  await isLocked;
  const purge = t.app.services.trashPurge.run();
  await wait(500);
  commit();
  await restoring;
  return purge;
}

/**
 * The daily purge against a restore that is committing at the same moment (PostgreSQL: several writers at once;
 * SQLite has one). The restore holds its locks while the purge starts; once it commits, the purge must leave the
 * restored item and its content alone, never purge what it listed before the restore.
 */
describe('the daily purge meets a restore in flight (decisions §7.3)', () => {
  let t: TestApp;
  const time = createTestClock();
  let ani: User;
  const askedFor: number[][] = [];

  beforeAll(async () => {
    // Sessions that outlive the 31 days the clock moves, so that Ani stays logged in.
    t = await createTestApp(
      { SESSION_IDLE_MINUTES: String(200 * 24 * 60), SESSION_MAX_DAYS: '200' },
      {
        clock: time.clock,
        listContentKeysOfCases: async (ids) => {
          askedFor.push([...ids]);
          return ids.map((id) => `dokumen-kasus-${id}`);
        },
      },
    );
    ani = await createUser(t.app, { username: 'Ani' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('keeps a case restored while the purge waits for it, and lists none of its content for removal', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: ani.auth,
      payload: { title: 'Perkara dipulihkan tepat waktu', date: '2026-03-10', type: 'penyidikan' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json<{ id: number }>().id;
    expect((await t.app.inject({ method: 'DELETE', url: `/api/cases/${id}`, headers: ani.auth })).statusCode).toBe(200);
    time.advance(PAST_RETENTION);

    const db = t.app.services.db;
    // A restore as the service makes it: the case locked, then brought back; committed only when told.
    const result = await purgeDuringRestore(t, async (trx) => {
      await trx.selectFrom('cases').select('id').where('id', '=', id).forUpdate().execute();
      await trx.updateTable('cases').set({ deleted_at: null, deleted_by: null }).where('id', '=', id).execute();
    });

    expect(result).toEqual({ cases: 0, items: 0, documents: 0 });
    expect(askedFor.flat()).not.toContain(id);
    const row = await db.selectFrom('cases').select(['id', 'deleted_at']).where('id', '=', id).executeTakeFirst();
    expect(row).toEqual({ id, deleted_at: null });
  });

  it('keeps a file restored while the purge waits for its owner, with its content', async () => {
    const body = multipart([{ name: 'file', filename: 'bap-saksi.pdf', content: Buffer.from('%PDF-1.4 bap') }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...ani.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json<{ file: { id: number } }>().file.id;
    expect(
      (await t.app.inject({ method: 'DELETE', url: `/api/files/files/${fileId}`, headers: ani.auth })).statusCode,
    ).toBe(200);
    // The next office day, so that the day's purge has not run yet.
    time.advance(PAST_RETENTION);

    const db = t.app.services.db;
    // A restore as the trash service makes it: the owner's tree locked, then the file brought back into Root.
    const result = await purgeDuringRestore(t, async (trx) => {
      await sql`select pg_advisory_xact_lock(${4_470_001}, ${ani.user.id})`.execute(trx);
      await trx
        .updateTable('files')
        .set({ deleted_at: null, trash_root: null, folder_id: null })
        .where('id', '=', fileId)
        .execute();
    });

    expect(result?.items).toBe(0);
    const row = await db.selectFrom('files').select(['id', 'deleted_at']).where('id', '=', fileId).executeTakeFirst();
    expect(row).toEqual({ id: fileId, deleted_at: null });
    const file = await t.app.inject({ method: 'GET', url: `/api/files/files/${fileId}`, headers: ani.auth });
    expect(file.statusCode, file.body).toBe(200);
    const content = await t.app.inject({ method: 'GET', url: file.json<{ file: { url: string } }>().file.url });
    expect(content.statusCode).toBe(200);
    expect(content.body).toBe('%PDF-1.4 bap');
  });
  it('keeps a case document restored while the purge waits for it, with its content', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: ani.auth,
      payload: { title: 'Perkara berkas dipulihkan', date: '2026-03-10', type: 'penyidikan', team_ids: [ani.user.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json<{ id: number }>().id;
    const body = multipart([{ name: 'file', filename: 'resume.pdf', content: Buffer.from('%PDF-1.4 resume') }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents`,
      headers: { ...ani.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = uploaded.json<{ id: number }>().id;
    const trashed = await t.app.inject({
      method: 'DELETE',
      url: `/api/cases/${caseId}/documents/${documentId}`,
      headers: ani.auth,
    });
    expect(trashed.statusCode, trashed.body).toBe(200);
    time.advance(PAST_RETENTION);

    // A restore as the service makes it: the case locked, then the document brought back; committed when told.
    const result = await purgeDuringRestore(t, async (trx) => {
      await trx.selectFrom('cases').select('id').where('id', '=', caseId).forUpdate().execute();
      await trx.updateTable('case_documents').set({ deleted_at: null }).where('id', '=', documentId).execute();
    });

    expect(result?.documents).toBe(0);
    const listed = await t.app.inject({ method: 'GET', url: `/api/cases/${caseId}/documents`, headers: ani.auth });
    const [document] = listed.json<{ id: number; url: string }[]>();
    expect(document?.id).toBe(documentId);
    const content = await t.app.inject({ method: 'GET', url: document?.url ?? '' });
    expect(content.statusCode).toBe(200);
    expect(content.body).toBe('%PDF-1.4 resume');
  });
});
