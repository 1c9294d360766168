import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DeletedAccountFiles } from '@pidsus/shared';
import { auditLog } from './audit-support';
import { multipart } from './files-support';
import { createTestApp, createTestClock, createUser, HOUR, type TestApp } from './helpers';

type User = Awaited<ReturnType<typeof createUser>>;
const DAY = 24 * HOUR;

/**
 * Contract §9: a deleted account's files go to the trash with it and are purged after `TRASH_DAYS`; "an admin may
 * purge sooner". `GET /api/trash/accounts` lists what waits, `DELETE /api/trash/accounts/:id` purges it now.
 */
describe('an administrator purges a deleted account’s files sooner (contract §9)', () => {
  let t: TestApp;
  const time = createTestClock(new Date('2026-12-31T20:00:00.000Z'));
  let admin: User;
  let staff: User;

  beforeAll(async () => {
    // Sessions that outlive the days the clock moves.
    t = await createTestApp(
      { SESSION_IDLE_MINUTES: String(200 * 24 * 60), SESSION_MAX_DAYS: '200' },
      { clock: time.clock, dailyTrashPurge: false },
    );
    admin = await createUser(t.app, { role: 'admin', username: 'Admin Berkas' });
    staff = await createUser(t.app, { username: 'Staf Biasa' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = async (user: User, name: string, content: string) => {
    const body = multipart([{ name: 'file', filename: name, content: Buffer.from(content) }]);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ file: { id: number; url: string } }>().file;
  };
  const list = async (user: User = admin) =>
    t.app.inject({ method: 'GET', url: '/api/trash/accounts', headers: user.auth });
  const purge = (id: number, user: User = admin) =>
    t.app.inject({ method: 'DELETE', url: `/api/trash/accounts/${id}`, headers: user.auth });
  const removeAccount = async (id: number) => {
    const deleted = await t.app.inject({ method: 'DELETE', url: `/api/users/${id}`, headers: admin.auth });
    expect(deleted.statusCode, deleted.body).toBe(200);
  };
  const keyOf = async (id: number) =>
    (await t.app.services.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow())
      .storage_key;

  it('lists the deleted accounts still holding files, with when the daily purge takes them', async () => {
    const leaver = await createUser(t.app, { username: 'Pegawai Mutasi', email: 'mutasi@kejaksaan.go.id' });
    const empty = await createUser(t.app, { username: 'Pegawai Tanpa Berkas' });
    const folder = await t.app.inject({
      method: 'POST',
      url: '/api/files/folders',
      headers: leaver.auth,
      payload: { name: 'Arsip', parent_id: null },
    });
    expect(folder.statusCode, folder.body).toBe(201);
    await upload(leaver, 'catatan.pdf', '%PDF-1.4 catatan');
    await upload(leaver, 'nota.pdf', '%PDF-1.4 nota dinas');
    await removeAccount(leaver.user.id);
    await removeAccount(empty.user.id);

    const answer = await list();
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['x-total-count']).toBe('1');
    expect(answer.json<DeletedAccountFiles[]>()).toEqual([
      {
        id: leaver.user.id,
        username: 'Pegawai Mutasi',
        email: 'mutasi@kejaksaan.go.id',
        deleted_at: '2026-12-31T20:00:00.000Z',
        files: 2,
        folders: 1,
        size: '%PDF-1.4 catatan'.length + '%PDF-1.4 nota dinas'.length,
        // 30 days (TRASH_DAYS) after the deletion, across the year's end.
        purge_after: '2027-01-30T20:00:00.000Z',
      },
    ]);

    // The trash's days as the admin sets them now.
    const current = await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: admin.auth });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { ...current.json<object>(), trash_days: 7 },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await list()).json<DeletedAccountFiles[]>()[0]?.purge_after).toBe('2027-01-07T20:00:00.000Z');
  });

  it('purges them now, with their content, keeping what a case document shares, and audits it', async () => {
    const leaver = await createUser(t.app, { username: 'Pegawai Pensiun' });
    const own = await upload(leaver, 'pribadi.pdf', '%PDF-1.4 pribadi');
    const shared = await upload(leaver, 'bap.pdf', '%PDF-1.4 bap saksi');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: leaver.auth,
      payload: { title: 'Perkara berkas bersama', date: '2026-12-10', type: 'penyidikan' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json<{ id: number }>().id;
    const copied = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents/from-file`,
      headers: leaver.auth,
      payload: { file_id: shared.id },
    });
    expect(copied.statusCode, copied.body).toBe(201);
    const ownKey = await keyOf(own.id);
    await removeAccount(leaver.user.id);
    time.advance(2 * DAY);

    const purged = await purge(leaver.user.id);
    expect(purged.statusCode, purged.body).toBe(200);
    expect(purged.json()).toEqual({ success: true });
    const db = t.app.services.db;
    expect(await db.selectFrom('files').select('id').where('owner_id', '=', leaver.user.id).execute()).toEqual([]);
    await expect(t.app.core.store.get(ownKey)).rejects.toThrow();
    // The case's copy keeps the stored object it shared with the purged file.
    const documents = await t.app.inject({ method: 'GET', url: `/api/cases/${caseId}/documents`, headers: admin.auth });
    const [document] = documents.json<{ url: string }[]>();
    const content = await t.app.inject({ method: 'GET', url: document?.url ?? '' });
    expect(content.statusCode, content.body).toBe(200);
    expect(content.body).toBe('%PDF-1.4 bap saksi');
    expect((await list()).json<DeletedAccountFiles[]>().map((account) => account.id)).not.toContain(leaver.user.id);

    const [audited] = (await auditLog(t, admin, 'action=user.files_purge')).entries;
    expect(audited).toMatchObject({
      action: 'user.files_purge',
      actor: { id: admin.user.id },
      target_user: { id: leaver.user.id, username: 'Pegawai Pensiun' },
      object: { type: 'user', id: String(leaver.user.id), label: 'Pegawai Pensiun' },
      details: { items: 2 },
    });

    // Twice: nothing is left.
    const again = await purge(leaver.user.id);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ message: 'Akun ini sudah tidak memiliki berkas' });
  });

  it('refuses a live account, a missing one, and a staff member', async () => {
    const live = await upload(staff, 'milik-staf.pdf', '%PDF-1.4 staf');
    const refused = await purge(staff.user.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'Berkas akun ini hanya dapat dihapus permanen setelah akunnya dihapus',
    });
    expect((await t.app.inject({ method: 'GET', url: live.url })).statusCode).toBe(200);
    const missing = await purge(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ message: 'Pengguna tidak ditemukan' });
    expect((await list(staff)).statusCode).toBe(403);
    expect((await purge(admin.user.id, staff)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'DELETE', url: '/api/trash/accounts/abc', headers: admin.auth })).statusCode,
    ).toBe(400);
  });
});
