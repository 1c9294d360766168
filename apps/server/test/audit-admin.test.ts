import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { DAY_MS } from './audit-days';
import { HOUR } from './helpers';
import { auditLog, createCase, openAuditApp } from './audit-support';

let t: Awaited<ReturnType<typeof openAuditApp>>;

// 2026-03-02 08:00 in Jakarta (UTC+7).
beforeAll(async () => {
  t = await openAuditApp(new Date('2026-03-02T01:00:00.000Z'));
});

afterAll(async () => {
  await t?.test.close();
});

const get = (url: string, auth = t.admin.auth) => t.test.app.inject({ method: 'GET', url, headers: auth });
const insert = (action: string, at: Date, actorId: number | null = t.ani.user.id) =>
  t.test.app.services.db
    .insertInto('audit_log')
    .values({
      actor_id: actorId,
      actor_name: '',
      action,
      target_user_id: null,
      changes: '{}',
      created_at: at.toISOString(),
    })
    .execute();

describe('GET /api/admin/audit (decisions §9)', () => {
  it('is for admins only: staff get 403 on the list and the export, no login 401', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/export.xlsx']) {
      const response = await get(url, t.ani.auth);
      expect(response.statusCode).toBe(403);
      expect(response.json<{ message: string }>().message).toMatch(/akses/i);
      expect((await t.test.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });

  it('answers newest first with X-Total-Count, paged, filtered by kind, user and action', async () => {
    const caseId = await createCase(t.test, t.ani);
    t.time.advance(HOUR);
    expect((await get(`/api/cases/${caseId}`, t.budi.auth)).statusCode).toBe(200);
    t.time.advance(HOUR);
    expect((await get(`/api/cases/${caseId}`, t.ani.auth)).statusCode).toBe(200);

    const reads = await auditLog(t.test, t.admin, 'kind=read');
    expect(reads.total).toBe(2);
    expect(reads.entries.map((row) => row.actor?.username)).toEqual(['Ani', 'Budi']);
    const budi = await auditLog(t.test, t.admin, `kind=read&user_id=${t.budi.user.id}`);
    expect(budi.entries.map((row) => row.action)).toEqual(['case.read']);
    const changes = await auditLog(t.test, t.admin, 'kind=change&action=login.success');
    expect(changes.total).toBe(3);
    expect(changes.entries.every((row) => row.kind === 'change' && row.action === 'login.success')).toBe(true);
    const page = await auditLog(t.test, t.admin, 'action=login.success&limit=1&offset=1');
    expect(page).toEqual({ entries: [changes.entries[1]], total: 3 });
    // Empty query values are no filter (the screen sends them).
    expect((await auditLog(t.test, t.admin, 'kind=&user_id=&action=&from=&to=')).total).toBe(5);
  });

  it('takes from/to as days of the office zone, both included', async () => {
    // 2026-04-10 23:30 in Jakarta is 16:30 UTC; 2026-04-11 00:30 in Jakarta is 2026-04-10 17:30 UTC.
    await insert('2fa.enable', new Date('2026-04-10T16:30:00.000Z'));
    await insert('2fa.disable', new Date('2026-04-10T17:30:00.000Z'));
    await insert('2fa.reset', new Date('2026-04-11T16:59:59.000Z'));
    const tenth = await auditLog(t.test, t.admin, 'from=2026-04-10&to=2026-04-10');
    expect(tenth.entries.map((row) => row.action)).toEqual(['2fa.enable']);
    const eleventh = await auditLog(t.test, t.admin, 'from=2026-04-11&to=2026-04-11');
    expect(eleventh.entries.map((row) => row.action)).toEqual(['2fa.reset', '2fa.disable']);
    expect((await auditLog(t.test, t.admin, 'from=2026-04-11')).total).toBe(2);
    expect((await auditLog(t.test, t.admin, 'action=2fa.reset')).entries).toHaveLength(1);
  });

  it('refuses a bad filter with an Indonesian 400', async () => {
    const cases: [string, string, string][] = [
      ['kind=semua', 'kind', 'Jenis log harus read atau change'],
      ['action=case.hapus', 'action', 'Aksi tidak dikenal'],
      ['user_id=abc', 'user_id', 'Pengguna tidak valid'],
      ['from=2026-02-30', 'from', 'Tanggal tidak valid'],
      ['from=2026-03-05&to=2026-03-01', 'to', 'Tanggal akhir tidak boleh sebelum tanggal awal'],
      ['limit=500', 'limit', 'Paling banyak 200 baris per halaman (parameter limit)'],
    ];
    for (const [query, field, message] of cases) {
      const response = await get(`/api/admin/audit?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    }
  });
});

describe('GET /api/admin/audit/export.xlsx (decisions §9)', () => {
  it('exports the filtered rows as a workbook that SheetJS reads back, in Indonesian words', async () => {
    await insert('login.failure', new Date('2026-04-12T03:04:05.000Z'), null);
    await t.test.app.services.db
      .updateTable('audit_log')
      .set({ changes: JSON.stringify({ email: 'orang.asing@contoh.id' }), ip: '10.1.1.1' })
      .where('action', '=', 'login.failure')
      .execute();
    const response = await get('/api/admin/audit/export.xlsx?from=2026-04-10&to=2026-04-12');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="log-audit-\d{4}-\d{2}-\d{2}\.xlsx"$/,
    );
    const workbook = XLSX.read(response.rawPayload, { cellDates: true });
    expect(workbook.SheetNames).toEqual(['Log Audit']);
    const sheet = workbook.Sheets['Log Audit'];
    if (!sheet) {
      throw new Error('no sheet');
    }
    const rows = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, blankrows: false });
    expect(rows[0]).toEqual(['Log Audit']);
    const headingIndex = rows.findIndex((row) => row[0] === 'Waktu');
    expect(rows[headingIndex]).toEqual([
      'Waktu',
      'Jenis',
      'Pengguna',
      'Aksi',
      'Objek',
      'Rincian',
      'Alamat IP',
      'Peramban',
    ]);
    const data = rows.slice(headingIndex + 1);
    expect(data.map((row) => row[3])).toEqual([
      'Gagal masuk',
      'Mereset verifikasi dua langkah',
      'Menonaktifkan verifikasi dua langkah',
      'Mengaktifkan verifikasi dua langkah',
    ]);
    const [failure] = data;
    // 03:04:05 UTC is 10:04:05 on the office's wall clock, a real date cell.
    expect(failure?.[0]).toBeInstanceOf(Date);
    const seconds = Math.round((failure?.[0] as Date).getTime() / 1000) * 1000;
    expect(new Date(seconds).toISOString()).toBe('2026-04-12T10:04:05.000Z');
    expect(failure?.slice(1, 7)).toEqual([
      'Perubahan',
      '(tidak dikenal: orang.asing@contoh.id)',
      'Gagal masuk',
      '',
      'email: orang.asing@contoh.id',
      '10.1.1.1',
    ]);
  });
});

describe('decisions §9: reads are kept for a year, changes for good', () => {
  it('deletes the reads older than 365 days with the daily purge, and keeps the changes', async () => {
    const start = t.time.clock();
    await insert('case.read', new Date(start.getTime() - 366 * DAY_MS));
    await insert('case.read', new Date(start.getTime() - 364 * DAY_MS));
    await insert('user.update', new Date(start.getTime() - 900 * DAY_MS));
    await t.test.app.services.db
      .updateTable('audit_log')
      .set({ kind: 'read' as never })
      .where('action', '=', 'case.read')
      .where('object_type', 'is', null)
      .execute();
    const old = (await auditLog(t.test, t.admin, 'kind=read&limit=200')).total;
    expect(await t.test.app.services.trashPurge.run()).toBeDefined();
    const after = await auditLog(t.test, t.admin, 'kind=read&limit=200');
    expect(after.total).toBe(old - 1);
    expect(after.entries.some((row) => row.created_at === new Date(start.getTime() - 364 * DAY_MS).toISOString())).toBe(
      true,
    );
    expect(
      (await auditLog(t.test, t.admin, 'action=user.update')).entries.some((row) => row.created_at.startsWith('2023')),
    ).toBe(true);
  });
});
