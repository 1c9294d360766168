import type { RegisterPreview } from '@pidsus/shared';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import {
  addCase,
  addDefendant,
  addDetention,
  admin,
  budi,
  closeRecordApp,
  inject,
  finishAt,
  openRecordApp,
  setCreated,
  siti,
  testApp,
} from './record-support';

/** The register of detainees' headings, as decisions §8.5 lists them. */
const DETAINEE_HEADINGS = [
  'No',
  'Nama',
  'Perkara',
  'Jenis',
  'Oleh',
  'Dasar',
  'Nomor surat',
  'Mulai',
  'Sampai dengan',
  'Perpanjangan dari',
  'Dikeluarkan',
];

beforeAll(openRecordApp);
afterAll(closeRecordApp);

const preview = async (code: string, year: number, month: number, headers = budi.auth) => {
  const response = await inject('GET', `/api/registers/${code}?year=${year}&month=${month}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RegisterPreview>();
};

/** The register's first sheet read back by SheetJS, an independent reader: its heading row and the rows below it. */
function readRegister(payload: Buffer) {
  const workbook = XLSX.read(payload, { type: 'buffer', cellDates: true });
  const sheet = workbook.Sheets[workbook.SheetNames[0]!]!;
  const grid = XLSX.utils.sheet_to_json<unknown[]>(sheet, { header: 1, raw: true, defval: '' });
  const headingAt = grid.findIndex((row) => row[0] === 'No');
  return { title: String(grid[0]?.[0]), headings: grid[headingAt] as string[], rows: grid.slice(headingAt + 1) };
}

describe('registers (decisions §8.5)', () => {
  let dusun: number;
  beforeAll(async () => {
    dusun = await addCase('Korupsi dana desa Sukamaju', [siti.user.id]);
    await inject('PUT', `/api/cases/${dusun}`, budi.auth, {
      title: 'Korupsi dana desa Sukamaju',
      number: 'PDS-01/M.1.10/Fd.1/03/2026',
      date: '2026-03-10',
      type: 'penyidikan',
      team_ids: [siti.user.id],
    });
    const ahmad = await addDefendant(dusun, { name: 'Ahmad Fauzi', charges: 'Pasal 2 ayat (1) UU Tipikor' });
    const bambang = await addDefendant(dusun, { name: 'Bambang Sutrisno', charges: 'Pasal 3 UU Tipikor' });
    for (const milestone of [
      { form_code: 'P-8', date: '2026-03-02', number: 'PRINT-08/M.1.10/Fd.1/03/2026' },
      { form_code: 'P-16', date: '2026-03-05', number: 'PRINT-16/M.1.10/Fd.1/03/2026' },
    ]) {
      const response = await inject('POST', `/api/cases/${dusun}/milestones`, budi.auth, milestone);
      expect(response.statusCode, response.body).toBe(201);
    }
    // Ahmad: held from 20 February for 20 days (to 11 March, first day counted), then extended by 40 days.
    const first = await addDetention(dusun, { defendant_id: ahmad.id, start_date: '2026-02-20', days: 20 });
    await addDetention(dusun, {
      defendant_id: ahmad.id,
      extends_id: first.id,
      days: 40,
      authority: 'penuntut_umum',
      order_number: 'PRINT-20/M.1.10/Ft.1/03/2026',
    });
    // Bambang: held in January only.
    await addDetention(dusun, { defendant_id: bambang.id, kind: 'kota', start_date: '2026-01-10', days: 20 });
    // Evidence: a car seized in March, and money seized in January and returned in February.
    for (const item of [
      {
        description: '1 (satu) unit mobil Toyota Fortuner',
        quantity: 1,
        unit: 'unit',
        storage_place: 'Rupbasan Jakarta Selatan',
        seizure_number: 'Print-05/M.1.10/Fd.1/03/2026',
        seizure_date: '2026-03-02',
      },
      {
        description: 'Emas batangan',
        quantity: 2.5,
        unit: 'kg',
        seizure_date: '2026-01-05',
        status: 'dikembalikan',
        status_date: '2026-02-15',
      },
    ]) {
      const response = await inject('POST', `/api/cases/${dusun}/evidence`, budi.auth, item);
      expect(response.statusCode, response.body).toBe(201);
    }
  });

  it('lists the registers with their headings, the stage naming its defendants and its warrant', async () => {
    const response = await inject('GET', '/api/registers', siti.auth);
    expect(response.statusCode).toBe(200);
    const registers = response.json<{ code: string; name: string; columns: string[] }[]>();
    expect(registers.map((register) => register.code)).toEqual([
      'penyelidikan',
      'penyidikan',
      'penuntutan',
      'eksekusi',
      'rt',
      'bb',
      'lp',
    ]);
    expect(registers.find((register) => register.code === 'penuntutan')?.columns).toEqual([
      'No',
      'Nomor Perkara',
      'Nomor & tanggal surat perintah (P-16A)',
      'Terdakwa',
      'Pasal',
      'Jaksa',
      'Tahap terakhir',
      'Status',
      'Keterangan',
    ]);
    expect(registers.find((register) => register.code === 'rt')?.columns).toEqual(DETAINEE_HEADINGS);
    expect((await inject('GET', '/api/registers', {})).statusCode).toBe(401);
  });

  it('a stage register holds its cases of the month with their defendants, charges, team and warrant', async () => {
    const march = await preview('penyidikan', 2026, 3);
    expect(march.name).toBe('Register Penyidikan');
    expect(march.period).toBe('Maret 2026');
    expect(march.rows.find((row) => row[8] === 'Korupsi dana desa Sukamaju')).toEqual([
      '1',
      'PDS-01/M.1.10/Fd.1/03/2026',
      'PRINT-08/M.1.10/Fd.1/03/2026, 02/03/2026',
      'Ahmad Fauzi; Bambang Sutrisno',
      'Pasal 2 ayat (1) UU Tipikor; Pasal 3 UU Tipikor',
      'Siti',
      'P-16 (05/03/2026)',
      'Menunggu',
      'Korupsi dana desa Sukamaju',
    ]);
    // February: the case was opened on 10 March (the clock), so it is not in February's register.
    expect((await preview('penyidikan', 2026, 2)).rows.some((row) => row[8] === 'Korupsi dana desa Sukamaju')).toBe(
      false,
    );
  });

  it('counts a month on the office calendar: midnight in Jakarta, a case finished before it, the trash', async () => {
    // Opened at 00:00 on 1 March in Jakarta (17:00 UTC the day before): March's, not February's.
    const firstOfMarch = await addCase('Dibuka 1 Maret pukul 00.00');
    await setCreated(firstOfMarch, '2026-02-28T17:00:00.000Z');
    // Opened at 23:59:59 on 28 February in Jakarta: February's, and still open in March.
    const lastOfFebruary = await addCase('Dibuka 28 Februari pukul 23.59');
    await setCreated(lastOfFebruary, '2026-02-28T16:59:59.999Z');
    // Finished at 23:00 on 28 February in Jakarta: February's, not March's.
    const finished = await addCase('Selesai 28 Februari');
    await setCreated(finished, '2026-02-01T03:00:00.000Z');
    await finishAt(finished, '2026-02-28T16:00:00.000Z');
    // Finished at 00:30 on 1 March: still March's (it was active that month).
    const finishedInMarch = await addCase('Selesai 1 Maret');
    await setCreated(finishedInMarch, '2026-02-01T03:00:00.000Z');
    await finishAt(finishedInMarch, '2026-02-28T17:30:00.000Z');
    const trashed = await addCase('Di Sampah');
    await inject('DELETE', `/api/cases/${trashed}`, budi.auth);

    const titles = async (month: number) => (await preview('penyidikan', 2026, month)).rows.map((row) => row[8]);
    const february = await titles(2);
    const march = await titles(3);
    expect(february).toEqual(
      expect.arrayContaining(['Dibuka 28 Februari pukul 23.59', 'Selesai 28 Februari', 'Selesai 1 Maret']),
    );
    expect(february).not.toContain('Dibuka 1 Maret pukul 00.00');
    expect(march).toEqual(
      expect.arrayContaining(['Dibuka 1 Maret pukul 00.00', 'Dibuka 28 Februari pukul 23.59', 'Selesai 1 Maret']),
    );
    expect(march).not.toContain('Selesai 28 Februari');
    expect([...february, ...march]).not.toContain('Di Sampah');
    // Numbered in order, and the count is the whole register's.
    const full = await preview('penyidikan', 2026, 3);
    expect(full.rows.map((row) => row[0])).toEqual(full.rows.map((_, index) => String(index + 1)));
    expect(full.total).toBe(full.rows.length);
  });

  it('the register of detainees holds the periods in force in the month, first day counted, with extensions', async () => {
    const march = await preview('rt', 2026, 3);
    expect(march.rows).toEqual([
      [
        '1',
        'Ahmad Fauzi',
        'PDS-01/M.1.10/Fd.1/03/2026 — Korupsi dana desa Sukamaju',
        'Rutan',
        'Penyidik',
        '',
        '',
        '20/02/2026',
        '11/03/2026',
        '',
        '',
      ],
      [
        '2',
        'Ahmad Fauzi',
        'PDS-01/M.1.10/Fd.1/03/2026 — Korupsi dana desa Sukamaju',
        'Rutan',
        'Penuntut umum',
        '',
        'PRINT-20/M.1.10/Ft.1/03/2026',
        '12/03/2026',
        '20/04/2026',
        '20/02/2026 s/d 11/03/2026',
        '',
      ],
    ]);
    // January's period (10 to 29 January) is January's only; 1 February holds nobody yet.
    expect((await preview('rt', 2026, 1)).rows.map((row) => row[1])).toEqual(['Bambang Sutrisno']);
    expect((await preview('rt', 2026, 2)).rows.map((row) => row[7])).toEqual(['20/02/2026']);
    expect((await preview('rt', 2026, 5)).total).toBe(0);
  });

  it('the register of evidence holds what was held in the month', async () => {
    const march = await preview('bb', 2026, 3);
    expect(march.rows).toEqual([
      [
        '1',
        'PDS-01/M.1.10/Fd.1/03/2026 — Korupsi dana desa Sukamaju',
        '1 (satu) unit mobil Toyota Fortuner',
        '1',
        'unit',
        'Rupbasan Jakarta Selatan',
        'Print-05/M.1.10/Fd.1/03/2026, 02/03/2026',
        'Disita',
        '',
      ],
    ]);
    const february = await preview('bb', 2026, 2);
    expect(february.rows.map((row) => [row[2], row[3], row[7], row[8]])).toEqual([
      ['Emas batangan', '2,5', 'Dikembalikan', '15/02/2026'],
    ]);
  });

  it('an item whose status changed with no day recorded (older data) leaves it after the month it was last written', async () => {
    const db = testApp.app.services.db;
    const undated = async (description: string, updatedAt: string) => {
      const added = await inject('POST', `/api/cases/${dusun}/evidence`, budi.auth, {
        description,
        quantity: 1,
        unit: 'unit',
        seizure_date: '2026-01-05',
      });
      expect(added.statusCode, added.body).toBe(201);
      // As the app stored such an item before a status day was required.
      await db
        .updateTable('case_evidence')
        .set({ status: 'dikembalikan', status_date: null, updated_at: updatedAt })
        .where('id', '=', added.json<{ id: number }>().id)
        .execute();
    };
    // 23:59:59 on 28 February and 00:00 on 1 March in Jakarta (UTC+7).
    await undated('Telepon genggam Februari', '2026-02-28T16:59:59.999Z');
    await undated('Telepon genggam Maret', '2026-02-28T17:00:00.000Z');
    const held = async (month: number) =>
      (await preview('bb', 2026, month)).rows.map((row) => row[2]).filter((name) => name?.startsWith('Telepon'));
    expect(await held(1)).toEqual(['Telepon genggam Februari', 'Telepon genggam Maret']);
    expect(await held(2)).toEqual(['Telepon genggam Februari', 'Telepon genggam Maret']);
    expect(await held(3)).toEqual(['Telepon genggam Maret']);
    expect(await held(4)).toEqual([]);
    await db.deleteFrom('case_evidence').where('description', 'like', 'Telepon genggam%').execute();
  });

  it('exports a month as a workbook with real dates and as an A4 PDF, for staff and admins', async () => {
    const response = await inject('GET', '/api/registers/rt/export?year=2026&month=3&format=xlsx', admin.auth);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="register-rt-2026-03.xlsx"');
    const sheet = readRegister(response.rawPayload);
    expect(sheet.title).toBe('Register Tahanan — Maret 2026');
    expect(sheet.headings).toEqual(DETAINEE_HEADINGS);
    expect(sheet.rows).toHaveLength(2);
    expect(sheet.rows[1]?.slice(0, 2)).toEqual([2, 'Ahmad Fauzi']);
    // Dates are date cells (SheetJS reads them as Dates at midnight UTC of the day).
    expect((sheet.rows[1]?.[7] as Date).toISOString().slice(0, 10)).toBe('2026-03-12');
    expect((sheet.rows[1]?.[8] as Date).toISOString().slice(0, 10)).toBe('2026-04-20');

    const pdf = await inject('GET', '/api/registers/penyidikan/export?year=2026&month=3&format=pdf', budi.auth);
    expect(pdf.statusCode, pdf.body).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const document = await getDocumentProxy(new Uint8Array(pdf.rawPayload));
    const { text } = await extractText(document, { mergePages: true });
    const words = text.replace(/\s+/g, ' ');
    expect(words).toContain('Register Penyidikan — Maret 2026');
    expect(words).toContain('Ahmad Fauzi; Bambang Sutrisno');
    // A long cell wraps inside its column: compare without the breaks.
    expect(words.replace(/ /g, '')).toContain('PRINT-08/M.1.10/Fd.1/03/2026,02/03/2026');
    const page = await document.getPage(1);
    const [, , width, height] = page.view;
    // A4 landscape: 842 × 595 points.
    expect([Math.round(width!), Math.round(height!)]).toEqual([842, 595]);
  });

  it('refuses an unknown register with 404 and a wrong month or year with 400, in Indonesian', async () => {
    const unknown = await inject('GET', '/api/registers/zz?year=2026&month=3', budi.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: 'Register tidak ditemukan' });
    const month = await inject('GET', '/api/registers/rt?year=2026&month=13', budi.auth);
    expect(month.statusCode).toBe(400);
    expect(month.json<{ message: string }>().message).toBe('Bulan harus antara 1 dan 12');
    const year = await inject('GET', '/api/registers/rt/export?year=dua&month=3&format=xlsx', budi.auth);
    expect(year.statusCode).toBe(400);
    expect(year.json<{ message: string }>().message).toBe('Tahun harus antara 2000 dan 2100');
    const format = await inject('GET', '/api/registers/rt/export?year=2026&month=3&format=doc', budi.auth);
    expect(format.statusCode).toBe(400);
  });
});
