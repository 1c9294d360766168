import type { Evidence } from '@pidsus/shared';
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
  other,
  post,
  siti,
  testApp,
  TODAY,
  trash,
} from './money-support';

beforeAll(openMoneyApp);
afterAll(closeMoneyApp);

const evidenceOf = async (caseId: number, headers = admin.auth) => {
  const response = await inject('GET', `/api/cases/${caseId}/evidence`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Evidence[]>();
};

const car = {
  description: ' 1 (satu) unit mobil Toyota Fortuner B 1234 XYZ ',
  quantity: 1,
  unit: 'unit',
  storage_place: 'Rupbasan Jakarta Selatan',
  seizure_number: 'Print-05/M.1.10/Fd.1/03/2026',
  seizure_date: '2026-03-02',
};

describe('evidence of a case (decisions §8.4)', () => {
  it('is added, edited and deleted by staff, each a history row and a notification to the team', async () => {
    const caseId = await addCase('Perkara Barang Bukti', [siti.user.id]);
    await inject('PUT', `/api/cases/${caseId}/follow`, other.auth);
    const added = await post<Evidence>(`/api/cases/${caseId}/evidence`, car);
    // Each change is read before the next, to be told on its own (decisions §10).
    const firstToSiti = await notificationsOf(siti);
    await readAll(siti);
    expect(added).toEqual({
      id: expect.any(Number),
      description: '1 (satu) unit mobil Toyota Fortuner B 1234 XYZ',
      quantity: 1,
      unit: 'unit',
      storage_place: 'Rupbasan Jakarta Selatan',
      seizure_number: 'Print-05/M.1.10/Fd.1/03/2026',
      seizure_date: '2026-03-02',
      status: 'disita',
      status_date: null,
      note: '',
    });
    const gold = await post<Evidence>(`/api/cases/${caseId}/evidence`, {
      description: 'Emas batangan',
      quantity: 2.5,
      unit: 'kg',
    });
    expect(gold).toMatchObject({ quantity: 2.5, unit: 'kg', storage_place: '', seizure_date: null });

    const edited = await inject('PUT', `/api/cases/${caseId}/evidence/${added.id}`, siti.auth, {
      ...car,
      status: 'dirampas_negara',
      status_date: TODAY,
      note: 'Putusan PN Tipikor',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Evidence>()).toMatchObject({ status: 'dirampas_negara', status_date: TODAY });
    expect((await evidenceOf(caseId)).map((item) => item.description)).toEqual([
      '1 (satu) unit mobil Toyota Fortuner B 1234 XYZ',
      'Emas batangan',
    ]);
    // The same again writes nothing.
    const same = await inject('PUT', `/api/cases/${caseId}/evidence/${added.id}`, siti.auth, {
      ...car,
      status: 'dirampas_negara',
      status_date: TODAY,
      note: 'Putusan PN Tipikor',
    });
    expect(same.statusCode).toBe(200);

    await readAll(other);
    const removed = await inject('DELETE', `/api/cases/${caseId}/evidence/${gold.id}`, budi.auth);
    expect(removed.json()).toEqual({ success: true });
    const again = await inject('DELETE', `/api/cases/${caseId}/evidence/${gold.id}`, budi.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Barang bukti tidak ditemukan' });
    expect((await evidenceOf(caseId, budi.auth)).map((item) => item.id)).toEqual([added.id]);

    const history = await historyOf(caseId);
    expect(history.map((event) => event.action)).toEqual([
      'created',
      'evidence_added',
      'evidence_added',
      'evidence_updated',
      'evidence_deleted',
    ]);
    expect(history[2]?.changes).toEqual([
      { field: 'evidence', from: null, to: 'Emas batangan' },
      { field: 'evidence_quantity', from: null, to: '2,5 kg' },
      { field: 'evidence_status', from: null, to: 'disita' },
    ]);
    expect(history[3]?.changes).toEqual([
      {
        field: 'evidence',
        from: '1 (satu) unit mobil Toyota Fortuner B 1234 XYZ',
        to: '1 (satu) unit mobil Toyota Fortuner B 1234 XYZ',
      },
      { field: 'evidence_status', from: 'disita', to: 'dirampas_negara' },
    ]);
    expect(history[4]?.changes).toEqual([{ field: 'evidence', from: 'Emas batangan', to: null }]);

    const toSiti = await notificationsOf(siti);
    expect(firstToSiti).toContain(
      'Budi menambahkan barang bukti "1 (satu) unit mobil Toyota Fortuner B 1234 XYZ" pada kasus "Perkara Barang Bukti"',
    );
    expect(await notificationsOf(other)).toEqual(
      expect.arrayContaining([
        'Siti mengubah status barang bukti "1 (satu) unit mobil Toyota Fortuner B 1234 XYZ" pada kasus "Perkara Barang Bukti" menjadi Dirampas untuk negara',
        'Budi menghapus barang bukti "Emas batangan" dari kasus "Perkara Barang Bukti"',
      ]),
    );
    // Never the actor (Siti's own change), nor someone neither on the team nor following (Budi), nor an admin.
    expect(toSiti.filter((m) => m.startsWith('Siti '))).toEqual([]);
    expect((await notificationsOf(budi)).filter((m) => m.includes('barang bukti'))).toEqual([]);
    expect(await notificationsOf(admin)).toEqual([]);
  });

  it('refuses bad input with an Indonesian 400', async () => {
    const caseId = await addCase('Perkara Validasi BB', []);
    const url = `/api/cases/${caseId}/evidence`;
    const empty = await inject('POST', url, budi.auth, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({
      errors: {
        description: 'Uraian barang bukti harus diisi',
        quantity: 'Jumlah harus angka lebih dari 0 (paling banyak 3 angka di belakang koma)',
      },
    });
    const cases: [object, string][] = [
      [{ description: 'x'.repeat(501), quantity: 1 }, 'Uraian barang bukti maksimal 500 karakter'],
      [{ description: 'X', quantity: 0 }, 'Jumlah harus angka lebih dari 0 (paling banyak 3 angka di belakang koma)'],
      [
        { description: 'X', quantity: 0.1234 },
        'Jumlah harus angka lebih dari 0 (paling banyak 3 angka di belakang koma)',
      ],
      [
        { description: 'X', quantity: '2,5' },
        'Jumlah harus angka lebih dari 0 (paling banyak 3 angka di belakang koma)',
      ],
      [{ description: 'X', quantity: 1, unit: 'x'.repeat(31) }, 'Satuan maksimal 30 karakter'],
      [{ description: 'X', quantity: 1, storage_place: 'x'.repeat(201) }, 'Tempat penyimpanan maksimal 200 karakter'],
      [{ description: 'X', quantity: 1, seizure_number: 'x'.repeat(101) }, 'Nomor penyitaan maksimal 100 karakter'],
      [
        { description: 'X', quantity: 1, status: 'hilang' },
        'Status harus disita, dikembalikan, dirampas_negara, dimusnahkan, atau dipakai_perkara_lain',
      ],
      [{ description: 'X', quantity: 1, seizure_date: '2026-02-30' }, 'Tanggal tidak valid'],
      [
        { description: 'X', quantity: 1, status: 'dikembalikan' },
        'Tanggal status harus diisi bila barang bukti tidak lagi disita',
      ],
      [
        { description: 'X', quantity: 1, status: 'dimusnahkan', status_date: null },
        'Tanggal status harus diisi bila barang bukti tidak lagi disita',
      ],
      [{ description: 'X', quantity: 1, note: 'x'.repeat(1001) }, 'Catatan terlalu panjang (maksimal 1000 karakter)'],
    ];
    for (const [payload, message] of cases) {
      const response = await inject('POST', url, budi.auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
    const future = await inject('POST', url, budi.auth, { description: 'X', quantity: 1, seizure_date: '2026-03-11' });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({
      message: 'Tanggal tidak boleh setelah hari ini',
      errors: { seizure_date: 'Tanggal tidak boleh setelah hari ini' },
    });
    const badId = await inject('PUT', `${url}/abc`, budi.auth, { description: 'X', quantity: 1 });
    expect(badId.json()).toMatchObject({ message: 'ID tidak valid' });
    expect(await evidenceOf(caseId)).toEqual([]);
  });

  it('admins read it but may not write it (403)', async () => {
    const caseId = await addCase('Perkara Admin BB', []);
    const added = await post<Evidence>(`/api/cases/${caseId}/evidence`, { description: 'Uang tunai', quantity: 1 });
    const url = `/api/cases/${caseId}/evidence`;
    for (const response of [
      await inject('POST', url, admin.auth, { description: 'X', quantity: 1 }),
      await inject('PUT', `${url}/${added.id}`, admin.auth, { description: 'X', quantity: 1 }),
      await inject('DELETE', `${url}/${added.id}`, admin.auth),
    ]) {
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Hanya staf yang dapat mengubah barang bukti kasus' });
    }
    expect((await evidenceOf(caseId)).map((item) => item.description)).toEqual(['Uang tunai']);
  });

  it('a missing or trashed case is a 404; a purged case takes its evidence', async () => {
    const missing = await inject('GET', '/api/cases/999999/evidence', budi.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Kasus tidak ditemukan' });
    const caseId = await addCase('Perkara Sampah BB', [budi.user.id]);
    const added = await post<Evidence>(`/api/cases/${caseId}/evidence`, { description: 'Sertifikat', quantity: 3 });
    await trash(caseId);
    const url = `/api/cases/${caseId}/evidence`;
    for (const response of [
      await inject('GET', url, budi.auth),
      await inject('POST', url, budi.auth, { description: 'X', quantity: 1 }),
      await inject('PUT', `${url}/${added.id}`, budi.auth, { description: 'X', quantity: 1 }),
      await inject('DELETE', `${url}/${added.id}`, budi.auth),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Kasus tidak ditemukan' });
    }
    await testApp.app.services.db.deleteFrom('cases').where('id', '=', caseId).execute();
    const left = await testApp.app.services.db
      .selectFrom('case_evidence')
      .select('id')
      .where('case_id', '=', caseId)
      .execute();
    expect(left).toEqual([]);
  });
});
