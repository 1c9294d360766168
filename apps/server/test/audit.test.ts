import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOUR, MINUTE, login, logout } from './helpers';
import { auditLog, createCase, openAuditApp, rowsOf, uploadDocument, uploadFile } from './audit-support';
import { multipart } from './files-support';

let t: Awaited<ReturnType<typeof openAuditApp>>;

beforeAll(async () => {
  t = await openAuditApp();
});

afterAll(async () => {
  await t?.test.close();
});

const inject = (options: InjectOptions) => t.test.app.inject(options);
const browser = { 'user-agent': 'Mozilla/5.0 (Audit Test)' };

describe('decisions §9: logins and logouts are audit rows, with the address and the browser', () => {
  it('records a login with its account, address and browser, and a logout', async () => {
    const { password } = t.ani;
    const response = await inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: t.ani.user.email, password },
      headers: browser,
      remoteAddress: '10.20.30.40',
    });
    expect(response.statusCode, response.body).toBe(200);
    const [row] = await rowsOf(t.test, t.admin, 'login.success');
    expect(row).toMatchObject({
      kind: 'change',
      actor: { id: t.ani.user.id, username: 'Ani' },
      ip: '10.20.30.40',
      user_agent: 'Mozilla/5.0 (Audit Test)',
    });
    expect((await logout(t.test.app, response.json<{ token: string }>().token)).statusCode).toBe(200);
    expect((await rowsOf(t.test, t.admin, 'logout'))[0]).toMatchObject({ actor: { id: t.ani.user.id } });
  });

  it('records a wrong password with the account and an unknown email as typed, never the password', async () => {
    expect(
      (await login(t.test.app, { email: t.budi.user.email, password: 'salah-sekali-1' }, '10.0.0.7')).statusCode,
    ).toBe(401);
    expect(
      (await login(t.test.app, { email: 'Siapa@Contoh.id', password: 'rahasia-tebakan-9' }, '10.0.0.8')).statusCode,
    ).toBe(401);
    const [unknown, known] = await rowsOf(t.test, t.admin, 'login.failure');
    expect(known).toMatchObject({
      actor: { id: t.budi.user.id },
      ip: '10.0.0.7',
      details: { email: t.budi.user.email },
    });
    expect(unknown).toMatchObject({ actor: null, ip: '10.0.0.8', details: { email: 'Siapa@Contoh.id' } });
    const stored = await t.test.app.services.db.selectFrom('audit_log').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain('rahasia-tebakan-9');
    expect(JSON.stringify(stored)).not.toContain('salah-sekali-1');
  });

  it('logs in when the audit row cannot be written (the table gone), instead of a 500', async () => {
    const { db } = t.test.app.services;
    const { sql } = await import('kysely');
    await sql`alter table audit_log rename to audit_log_away`.execute(db);
    try {
      const response = await login(t.test.app, { email: 'tidak.ada@contoh.id', password: 'apa-saja-123' });
      expect(response.statusCode).toBe(401);
      const again = await inject({ method: 'GET', url: '/api/profile', headers: t.budi.auth });
      expect(again.statusCode).toBe(200);
    } finally {
      await sql`alter table audit_log_away rename to audit_log`.execute(db);
    }
  });
});

describe('decisions §9: unlocks, settings and purges are audit rows', () => {
  it('records an unlock and a settings change with the admin’s address', async () => {
    const unlock = await inject({
      method: 'POST',
      url: `/api/users/${t.budi.user.id}/unlock`,
      headers: { ...t.admin.auth, ...browser },
      remoteAddress: '10.9.9.9',
    });
    expect(unlock.statusCode, unlock.body).toBe(200);
    expect((await rowsOf(t.test, t.admin, 'user.unlock'))[0]).toMatchObject({
      actor: { id: t.admin.user.id },
      target_user: { id: t.budi.user.id, username: 'Budi' },
      ip: '10.9.9.9',
      user_agent: browser['user-agent'],
    });
    const current = await inject({ method: 'GET', url: '/api/admin/settings', headers: t.admin.auth });
    const saved = await inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: t.admin.auth,
      payload: { ...current.json<object>(), trash_days: 45 },
      remoteAddress: '10.9.9.8',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await rowsOf(t.test, t.admin, 'settings.update'))[0]).toMatchObject({
      ip: '10.9.9.8',
      details: { trash_days: { from: 30, to: 45 } },
    });
  });

  it('records an admin’s purge of a case with its number and title as they were', async () => {
    const caseId = await createCase(t.test, t.ani, 'Perkara Untuk Dihapus');
    expect((await inject({ method: 'DELETE', url: `/api/cases/${caseId}`, headers: t.ani.auth })).statusCode).toBe(200);
    const purged = await inject({ method: 'DELETE', url: `/api/trash/cases/${caseId}`, headers: t.admin.auth });
    expect(purged.statusCode, purged.body).toBe(200);
    expect((await rowsOf(t.test, t.admin, 'case.purge'))[0]).toMatchObject({
      actor: { id: t.admin.user.id },
      object: { type: 'case', id: String(caseId), label: 'PRINT-12/M.1.10/Fd.1/03/2026 · Perkara Untuk Dihapus' },
    });
  });

  it('records the purge of a file from one’s trash; a refused purge records nothing', async () => {
    const fileId = await uploadFile(t.test, t.budi, 'catatan-pribadi.txt', 'isi');
    expect(
      (await inject({ method: 'DELETE', url: `/api/files/files/${fileId}`, headers: t.budi.auth })).statusCode,
    ).toBe(200);
    const refused = await inject({ method: 'DELETE', url: `/api/files/trash/files/${fileId}`, headers: t.ani.auth });
    expect(refused.statusCode).toBe(404);
    expect(await rowsOf(t.test, t.admin, 'file.purge')).toEqual([]);
    const purged = await inject({ method: 'DELETE', url: `/api/files/trash/files/${fileId}`, headers: t.budi.auth });
    expect(purged.statusCode, purged.body).toBe(200);
    expect(await rowsOf(t.test, t.admin, 'file.purge')).toEqual([
      expect.objectContaining({
        actor: { id: t.budi.user.id, username: 'Budi' },
        object: expect.objectContaining({ label: 'catatan-pribadi.txt' }),
      }),
    ]);
  });
});

describe('decisions §9: opening a case, a case document or an export is a read', () => {
  it('records a case opened once per 10 minutes per user and case', async () => {
    const caseId = await createCase(t.test, t.ani, 'Perkara Yang Dibuka');
    const open = (user: typeof t.ani) => inject({ method: 'GET', url: `/api/cases/${caseId}`, headers: user.auth });
    const reads = async () =>
      (await auditLog(t.test, t.admin, `kind=read&action=case.read&limit=200`)).entries.filter(
        (row) => row.object?.id === String(caseId),
      );
    for (let index = 0; index < 3; index += 1) {
      expect((await open(t.budi)).statusCode).toBe(200);
    }
    expect(await reads()).toHaveLength(1);
    expect((await reads())[0]).toMatchObject({
      kind: 'read',
      actor: { id: t.budi.user.id },
      object: { type: 'case', id: String(caseId), label: 'PRINT-12/M.1.10/Fd.1/03/2026 · Perkara Yang Dibuka' },
    });
    await open(t.ani);
    expect(await reads()).toHaveLength(2);
    t.time.advance(9 * MINUTE);
    await open(t.budi);
    expect(await reads()).toHaveLength(2);
    t.time.advance(2 * MINUTE);
    await open(t.budi);
    expect(await reads()).toHaveLength(3);
    // A case that cannot be opened is no read.
    expect((await inject({ method: 'GET', url: '/api/cases/999999', headers: t.budi.auth })).statusCode).toBe(404);
    expect((await auditLog(t.test, t.admin, 'kind=read')).entries.some((row) => row.object?.id === '999999')).toBe(
      false,
    );
  });

  it('records a case document’s content opened through the link made for that user; a forged viewer is refused', async () => {
    t.time.advance(HOUR);
    const caseId = await createCase(t.test, t.ani, 'Perkara Berkas');
    const docId = await uploadDocument(t.test, t.ani, caseId, 'BAP Saksi.pdf', '%PDF-1.4 bap');
    const listed = await inject({ method: 'GET', url: `/api/cases/${caseId}/documents`, headers: t.budi.auth });
    const url = listed.json<{ id: number; url: string }[]>()[0]?.url ?? '';
    expect(url).toContain(`viewer=${t.budi.user.id}`);
    expect((await inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await inject({ method: 'GET', url, headers: { range: 'bytes=0-3' } })).statusCode).toBe(206);
    const forged = url.replace(`viewer=${t.budi.user.id}`, `viewer=${t.ani.user.id}`);
    expect((await inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect(await rowsOf(t.test, t.admin, 'case_document.read')).toEqual([
      expect.objectContaining({
        kind: 'read',
        actor: { id: t.budi.user.id, username: 'Budi' },
        object: { type: 'case_document', id: String(docId), label: 'BAP Saksi.pdf' },
        details: { case_id: caseId },
      }),
    ]);
  });

  it('records a document opened from the answer that added it (upload or copy from one’s files), for its uploader', async () => {
    t.time.advance(HOUR);
    const caseId = await createCase(t.test, t.ani, 'Perkara Unggahan Dibuka');
    const body = multipart([{ name: 'file', filename: 'Surat Dakwaan.pdf', content: Buffer.from('%PDF-1.4 dakwaan') }]);
    const uploaded = await inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents`,
      headers: { ...t.ani.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const document = uploaded.json<{ id: number; url: string }>();
    expect(document.url).toContain(`viewer=${t.ani.user.id}`);
    expect((await inject({ method: 'GET', url: document.url })).statusCode).toBe(200);

    const fileId = await uploadFile(t.test, t.ani, 'Resume.pdf', '%PDF-1.4 resume');
    const copied = await inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents/from-file`,
      headers: t.ani.auth,
      payload: { file_id: fileId },
    });
    expect(copied.statusCode, copied.body).toBe(201);
    const copy = copied.json<{ id: number; url: string }>();
    expect((await inject({ method: 'GET', url: copy.url })).statusCode).toBe(200);

    const reads = (await rowsOf(t.test, t.admin, 'case_document.read')).filter(
      (row) => row.details?.case_id === caseId,
    );
    expect(reads.map((row) => [row.actor?.id, row.object?.label])).toEqual([
      [t.ani.user.id, 'Resume.pdf'],
      [t.ani.user.id, 'Surat Dakwaan.pdf'],
    ]);
  });

  it('records an export downloaded, by kind and format', async () => {
    const response = await inject({ method: 'GET', url: '/api/cases/export?format=xlsx', headers: t.ani.auth });
    expect(response.statusCode).toBe(200);
    const schedule = await inject({ method: 'GET', url: '/api/schedule/export?format=pdf', headers: t.ani.auth });
    expect(schedule.statusCode).toBe(200);
    const rows = await rowsOf(t.test, t.admin, 'export.read');
    expect(rows.map((row) => [row.actor?.id, row.object?.id])).toEqual([
      [t.ani.user.id, 'schedule.pdf'],
      [t.ani.user.id, 'cases.xlsx'],
    ]);
    expect(rows[1]?.object?.label).toMatch(/^kasus-semua-\d{4}-\d{2}-\d{2}\.xlsx$/);
  });
});
