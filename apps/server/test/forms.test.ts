import type { Form } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCase,
  addMilestone,
  admin,
  budi,
  closeMilestonesApp,
  inject,
  openMilestonesApp,
} from './milestones-support';

beforeAll(openMilestonesApp);
afterAll(closeMilestonesApp);

const formsList = async (headers = budi.auth) => {
  const response = await inject('GET', '/api/forms', headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Form[]>();
};

describe('the forms catalogue (decisions §8.3)', () => {
  it('ships the contract’s forms in the procedure’s order, with their numbering and deadlines', async () => {
    const forms = await formsList();
    expect(forms.map((form) => form.code)).toEqual([
      'P-2',
      'P-5',
      'P-8',
      'Pidsus-18',
      'P-14',
      'P-16',
      'P-17',
      'Tahap I',
      'P-18',
      'P-19',
      'P-20',
      'P-21',
      'Tahap II',
      'P-16A',
      'P-29',
      'P-31',
      'P-41',
      'P-42',
      'Putusan',
      'P-48',
      'Pidsus-38',
    ]);
    const byCode = new Map(forms.map((form) => [form.code, form]));
    expect(byCode.get('Pidsus-18')).toMatchObject({ name: 'Surat Penetapan Tersangka', numbering: 'TAP' });
    expect(byCode.get('P-8')).toEqual({
      code: 'P-8',
      name: 'Surat Perintah Penyidikan',
      stage: 'penyidikan',
      numbering: 'PRINT',
      classification: 'Fd.1',
      starts_deadlines: [],
      has_template: false,
    });
    expect(byCode.get('Tahap I')).toMatchObject({
      name: 'Berkas Tahap I Diterima',
      numbering: null,
      classification: null,
      starts_deadlines: [
        { title: 'Pemberitahuan hasil penelitian berkas (P-18/P-21)', days: 7, counting: 'setelah' },
        { title: 'Batas pengembalian berkas (P-19)', days: 14, counting: 'setelah' },
      ],
    });
    expect(byCode.get('P-19')).toMatchObject({
      name: 'Pengembalian Berkas Perkara untuk Dilengkapi',
      starts_deadlines: [{ title: 'Berkas dikembalikan penyidik', days: 14, counting: 'setelah' }],
    });
    expect(byCode.get('P-42')?.classification).toBe('Ft.1');
    expect(byCode.get('P-48')?.classification).toBe('Fu.1');
    // Admins read it too.
    expect(await formsList(admin.auth)).toHaveLength(forms.length);
  });

  it('is kept by admins: added at the end, edited, deleted; staff get 403', async () => {
    const form = {
      code: 'BA-17',
      name: 'Berita Acara Penitipan Barang Bukti',
      stage: 'penyidikan',
      numbering: 'PLAIN',
      classification: 'Fd.2',
      starts_deadlines: [{ title: 'Cek barang bukti', days: 30, counting: 'masa' }],
    };
    const staff = await inject('POST', '/api/forms', budi.auth, form);
    expect(staff.statusCode).toBe(403);
    const added = await inject('POST', '/api/forms', admin.auth, form);
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toEqual({ ...form, has_template: false });
    expect((await formsList()).at(-1)?.code).toBe('BA-17');

    const twice = await inject('POST', '/api/forms', admin.auth, form);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: 'Kode formulir sudah dipakai formulir lain' });

    expect((await inject('PUT', '/api/forms/BA-17', budi.auth, form)).statusCode).toBe(403);
    const edited = await inject('PUT', '/api/forms/BA-17', admin.auth, {
      name: 'Berita Acara Penitipan Barang Bukti (Rupbasan)',
      stage: 'penuntutan',
      numbering: null,
      classification: '',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toEqual({
      code: 'BA-17',
      name: 'Berita Acara Penitipan Barang Bukti (Rupbasan)',
      stage: 'penuntutan',
      numbering: null,
      classification: null,
      starts_deadlines: [],
      has_template: false,
    });
    const missing = await inject('PUT', '/api/forms/BA-99', admin.auth, { name: 'X', stage: 'penyidikan' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Formulir tidak ditemukan' });

    expect((await inject('DELETE', '/api/forms/BA-17', budi.auth)).statusCode).toBe(403);
    const removed = await inject('DELETE', '/api/forms/BA-17', admin.auth);
    expect(removed.json()).toEqual({ success: true });
    expect((await inject('DELETE', '/api/forms/BA-17', admin.auth)).statusCode).toBe(404);
  });

  it('refuses to delete a form in use (409), and wrong input with Indonesian messages', async () => {
    const caseId = await addCase('Perkara Formulir');
    await addMilestone(caseId, { form_code: 'P-5', date: '2026-03-01' });
    const used = await inject('DELETE', `/api/forms/${encodeURIComponent('P-5')}`, admin.auth);
    expect(used.statusCode).toBe(409);
    expect(used.json()).toEqual({ message: 'Formulir ini dipakai oleh 1 tahapan kasus dan tidak dapat dihapus' });

    const bad = await inject('POST', '/api/forms', admin.auth, {
      code: 'P/1',
      name: '',
      stage: 'sidang',
      numbering: 'X',
      classification: 'Fd/1',
      starts_deadlines: [{ title: '', days: 0, counting: 'kapan' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      code: 'Kode formulir hanya boleh berisi huruf, angka, spasi, titik dan tanda hubung',
      name: 'Nama formulir wajib diisi',
      stage: 'Tahap harus penyelidikan, penyidikan, penuntutan atau eksekusi',
      numbering: 'Penomoran harus PRINT, B, R, TAP, PLAIN atau kosong',
      classification: 'Klasifikasi paling banyak 20 karakter: huruf, angka, titik dan tanda hubung (misalnya Fd.1)',
    });
    const empty = await inject('POST', '/api/forms', admin.auth, {});
    expect(empty.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      code: 'Kode formulir wajib diisi',
      name: 'Nama formulir wajib diisi',
    });
  });

  it('settings gain satker_code, office_city and numbering_scope, checked in Indonesian', async () => {
    const current = (await inject('GET', '/api/admin/settings', admin.auth)).json<object>();
    const bad = await inject('PUT', '/api/admin/settings', admin.auth, {
      ...current,
      satker_code: 'L/6/10',
      office_city: 'x'.repeat(81),
      numbering_scope: 'tahun',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toEqual({
      satker_code: 'Kode satker paling banyak 20 karakter: huruf, angka, titik dan tanda hubung (misalnya L.6.10)',
      office_city: 'Kota kantor paling banyak 80 karakter',
      numbering_scope: 'Urutan nomor harus per awalan atau per formulir',
    });
    const saved = await inject('PUT', '/api/admin/settings', admin.auth, {
      ...current,
      satker_code: ' L.6.10 ',
      office_city: 'Surabaya',
      numbering_scope: 'form',
    });
    expect(saved.json()).toMatchObject({ satker_code: 'L.6.10', office_city: 'Surabaya', numbering_scope: 'form' });
    // An older client sending only the first three keeps them.
    const { office_name, reminder_hour, trash_days } = current as Record<string, unknown>;
    const older = await inject('PUT', '/api/admin/settings', admin.auth, { office_name, reminder_hour, trash_days });
    expect(older.json()).toMatchObject({ satker_code: 'L.6.10', numbering_scope: 'form' });
    await inject('PUT', '/api/admin/settings', admin.auth, { ...current });
  });
});
