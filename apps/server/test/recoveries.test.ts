import type { AdminStats, Case, Recovery } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCase,
  admin,
  budi,
  closeMoneyApp,
  historyOf,
  inject,
  notificationsOf,
  readAll,
  openMoneyApp,
  post,
  siti,
  testApp,
  trash,
} from './money-support';

beforeAll(openMoneyApp);
afterAll(closeMoneyApp);

const caseOf = async (caseId: number) => (await inject('GET', `/api/cases/${caseId}`, budi.auth)).json<Case>();

describe('state money of a case (decisions §8.4)', () => {
  it('the state loss is set and cleared by staff, shown in the case and the list, each a history row', async () => {
    const caseId = await addCase('Perkara Kerugian Negara', [siti.user.id]);
    expect(await caseOf(caseId)).toMatchObject({ state_loss: null, recovered_total: 0 });
    const set = await inject('PUT', `/api/cases/${caseId}/state-loss`, budi.auth, { state_loss: 125_000_000_000 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ state_loss: 125_000_000_000, recovered_total: 0 });
    // Each change is read before the next, to be told on its own (decisions §10).
    const heardFirst = await notificationsOf(siti);
    await readAll(siti);
    await post<Recovery>(`/api/cases/${caseId}/recoveries`, {
      kind: 'uang_pengganti',
      amount: 99_999_999_999_999,
      date: '2026-03-01',
    });
    await readAll(siti);
    await post<Recovery>(`/api/cases/${caseId}/recoveries`, {
      kind: 'pengembalian',
      amount: 1_250_000_000,
      date: '2026-03-10',
      note: 'Dititipkan di RPL',
    });
    // Exactly, on both databases (bigint), in the case and in a list (a query of its own: not a cached answer).
    expect(await caseOf(caseId)).toMatchObject({ state_loss: 125_000_000_000, recovered_total: 100_001_249_999_999 });
    const list = await inject('GET', '/api/cases?q=Kerugian%20Negara', budi.auth);
    expect(list.json<Case[]>().find((row) => row.id === caseId)).toMatchObject({
      state_loss: 125_000_000_000,
      recovered_total: 100_001_249_999_999,
    });

    const same = await inject('PUT', `/api/cases/${caseId}/state-loss`, budi.auth, { state_loss: 125_000_000_000 });
    expect(same.json()).toEqual({ state_loss: 125_000_000_000, recovered_total: 100_001_249_999_999 });
    const cleared = await inject('PUT', `/api/cases/${caseId}/state-loss`, siti.auth, { state_loss: null });
    expect(cleared.json()).toMatchObject({ state_loss: null });
    expect((await caseOf(caseId)).state_loss).toBeNull();

    const history = await historyOf(caseId);
    expect(history.map((event) => event.action)).toEqual([
      'created',
      'state_loss_changed',
      'recovery_added',
      'recovery_added',
      'state_loss_changed',
    ]);
    expect(history[1]?.changes).toEqual([{ field: 'state_loss', from: null, to: '125000000000' }]);
    expect(history[2]?.changes).toEqual([
      { field: 'recovery_kind', from: null, to: 'uang_pengganti' },
      { field: 'recovery_amount', from: null, to: '99999999999999' },
    ]);
    expect(history[4]?.changes).toEqual([{ field: 'state_loss', from: '125000000000', to: null }]);
    expect(heardFirst).toContain(
      'Budi mengubah kerugian keuangan negara pada kasus "Perkara Kerugian Negara" menjadi Rp 125.000.000.000',
    );
    expect(await notificationsOf(siti)).toEqual(
      expect.arrayContaining([
        'Budi mencatat pemulihan keuangan negara Rp 1.250.000.000 (Pengembalian kerugian negara) pada kasus "Perkara Kerugian Negara"',
      ]),
    );
  });

  it('recoveries are listed by date and deleted by staff', async () => {
    const caseId = await addCase('Perkara Pemulihan', [siti.user.id]);
    const late = await post<Recovery>(`/api/cases/${caseId}/recoveries`, {
      kind: 'denda',
      amount: 500_000_000,
      date: '2026-03-05',
    });
    const early = await post<Recovery>(`/api/cases/${caseId}/recoveries`, {
      kind: 'rampasan',
      amount: 75_000_000,
      date: '2026-01-20',
      note: null,
    });
    expect(early).toEqual({
      id: expect.any(Number),
      kind: 'rampasan',
      amount: 75_000_000,
      date: '2026-01-20',
      note: '',
    });
    const listed = (await inject('GET', `/api/cases/${caseId}/recoveries`, admin.auth)).json<Recovery[]>();
    expect(listed.map((row) => row.id)).toEqual([early.id, late.id]);
    const removed = await inject('DELETE', `/api/cases/${caseId}/recoveries/${late.id}`, siti.auth);
    expect(removed.json()).toEqual({ success: true });
    const again = await inject('DELETE', `/api/cases/${caseId}/recoveries/${late.id}`, siti.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Pemulihan keuangan negara tidak ditemukan' });
    expect((await caseOf(caseId)).recovered_total).toBe(75_000_000);
    expect((await historyOf(caseId)).at(-1)).toEqual(
      expect.objectContaining({
        action: 'recovery_deleted',
        changes: [
          { field: 'recovery_kind', from: 'denda', to: null },
          { field: 'recovery_amount', from: '500000000', to: null },
        ],
      }),
    );
    expect(await notificationsOf(budi)).not.toContain(expect.stringContaining('menghapus pemulihan'));
  });

  it('refuses bad input with an Indonesian 400', async () => {
    const caseId = await addCase('Perkara Validasi Uang', []);
    const url = `/api/cases/${caseId}/recoveries`;
    const empty = await inject('POST', url, budi.auth, {});
    expect(empty.json()).toMatchObject({
      errors: {
        kind: 'Jenis harus pengembalian, uang_pengganti, denda, rampasan, atau lainnya',
        amount: 'Jumlah harus bilangan bulat rupiah lebih dari 0',
        date: 'Tanggal harus diisi',
      },
    });
    const base = { kind: 'denda', date: '2026-03-01' };
    for (const [payload, message] of [
      [{ ...base, amount: 0 }, 'Jumlah harus bilangan bulat rupiah lebih dari 0'],
      [{ ...base, amount: 1.5 }, 'Jumlah harus bilangan bulat rupiah lebih dari 0'],
      [{ ...base, amount: '1.250.000' }, 'Jumlah harus bilangan bulat rupiah lebih dari 0'],
      [{ ...base, amount: 2e15 }, 'Jumlah terlalu besar (maksimal Rp 1.000.000.000.000.000)'],
      [{ ...base, amount: 1, kind: 'sita' }, 'Jenis harus pengembalian, uang_pengganti, denda, rampasan, atau lainnya'],
      [{ ...base, amount: 1, date: '2026-02-30' }, 'Tanggal tidak valid'],
      [{ ...base, amount: 1, date: '2026-03-11' }, 'Tanggal tidak boleh setelah hari ini'],
    ] as const) {
      const response = await inject('POST', url, budi.auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const stateLoss = `/api/cases/${caseId}/state-loss`;
    for (const [payload, message] of [
      [{}, 'Kerugian keuangan negara harus bilangan bulat rupiah, 0 atau lebih (kosongkan bila belum diketahui)'],
      [
        { state_loss: -1 },
        'Kerugian keuangan negara harus bilangan bulat rupiah, 0 atau lebih (kosongkan bila belum diketahui)',
      ],
      [
        { state_loss: 10.5 },
        'Kerugian keuangan negara harus bilangan bulat rupiah, 0 atau lebih (kosongkan bila belum diketahui)',
      ],
      [{ state_loss: 2e15 }, 'Jumlah terlalu besar (maksimal Rp 1.000.000.000.000.000)'],
    ] as const) {
      const response = await inject('PUT', stateLoss, budi.auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const zero = await inject('PUT', stateLoss, budi.auth, { state_loss: 0 });
    expect(zero.json()).toEqual({ state_loss: 0, recovered_total: 0 });
  });

  it('admins read it but may not write it (403); a trashed case is a 404', async () => {
    const caseId = await addCase('Perkara Admin Uang', [budi.user.id]);
    const added = await post<Recovery>(`/api/cases/${caseId}/recoveries`, {
      kind: 'lainnya',
      amount: 10,
      date: '2026-03-01',
    });
    for (const response of [
      await inject('PUT', `/api/cases/${caseId}/state-loss`, admin.auth, { state_loss: 1 }),
      await inject('POST', `/api/cases/${caseId}/recoveries`, admin.auth, {
        kind: 'denda',
        amount: 1,
        date: '2026-03-01',
      }),
      await inject('DELETE', `/api/cases/${caseId}/recoveries/${added.id}`, admin.auth),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Hanya staf yang dapat mengubah keuangan negara kasus' });
    }
    expect((await inject('GET', `/api/cases/${caseId}/recoveries`, admin.auth)).json()).toHaveLength(1);
    await trash(caseId);
    for (const response of [
      await inject('GET', `/api/cases/${caseId}/recoveries`, budi.auth),
      await inject('PUT', `/api/cases/${caseId}/state-loss`, budi.auth, { state_loss: 1 }),
      await inject('POST', `/api/cases/${caseId}/recoveries`, budi.auth, {
        kind: 'denda',
        amount: 1,
        date: '2026-03-01',
      }),
      await inject('DELETE', `/api/cases/${caseId}/recoveries/${added.id}`, budi.auth),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Kasus tidak ditemukan' });
    }
    await testApp.app.services.db.deleteFrom('cases').where('id', '=', caseId).execute();
    const left = await testApp.app.services.db
      .selectFrom('case_recoveries')
      .select('id')
      .where('case_id', '=', caseId)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('penyelamatan keuangan negara in the statistics (decisions §8.4)', () => {
  it('sums recoveries of live cases per month of the chosen year, 31 December and 1 January apart', async () => {
    const caseId = await addCase('Perkara Statistik', [budi.user.id]);
    const trashed = await addCase('Perkara Statistik Sampah', [budi.user.id]);
    const add = (id: number, amount: number, date: string) =>
      post<Recovery>(`/api/cases/${id}/recoveries`, { kind: 'uang_pengganti', amount, date });
    await add(caseId, 125_000_000_000, '2025-12-31');
    await add(caseId, 300_000_000, '2025-12-01');
    await add(caseId, 7_000_000, '2026-01-01');
    await add(trashed, 999, '2025-12-31');
    await trash(trashed);
    const read = async (query: string) => {
      const response = await inject('GET', `/api/admin/stats${query}`, admin.auth);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AdminStats>().recoveries;
    };
    const lastYear = await read('?year=2025');
    expect(lastYear.year).toBe(2025);
    expect(lastYear.months).toHaveLength(12);
    expect(lastYear.months[11]).toEqual({ month: '2025-12', total: 125_300_000_000 });
    expect(lastYear.months[0]).toEqual({ month: '2025-01', total: 0 });
    expect(lastYear.total).toBe(125_300_000_000);
    // Without a year: this office year (the test clock's 2026), which holds the recoveries of the other tests too.
    const thisYear = await read('');
    expect(thisYear.year).toBe(2026);
    expect(thisYear.months[0]).toMatchObject({ month: '2026-01', total: expect.any(Number) });
    expect(thisYear.months[0]!.total).toBeGreaterThanOrEqual(7_000_000);
    expect(thisYear.total).toBe(thisYear.months.reduce((sum, row) => sum + row.total, 0));
    const bad = await inject('GET', '/api/admin/stats?year=abad', admin.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Tahun harus antara 2000 dan 2100' });
  });
});
