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
} from './record-support';

// The monthly activity report `lp` (decisions §8.5) across a year's end: the office's months begin at midnight in
// Jakarta (UTC+7), so 31 December 23:59:59 is December's and 1 January 00:00 January's.
beforeAll(openRecordApp);
afterAll(closeRecordApp);

const preview = async (year: number, month: number, headers = budi.auth) => {
  const response = await inject('GET', `/api/registers/lp?year=${year}&month=${month}`, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<RegisterPreview>();
};

async function post(url: string, payload: object) {
  const response = await inject('POST', url, budi.auth, payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>();
}

const STAGE_HEADINGS = ['Tahap', 'Awal Bulan', 'Baru', 'Selesai', 'Akhir Bulan'];

describe('monthly activity report lp (decisions §8.5)', () => {
  beforeAll(async () => {
    // Opened 23:59:59 on 31 December in Jakarta: December's new case, open at the start of January.
    const lastOfYear = await addCase('Dibuka 31 Desember 23.59');
    await setCreated(lastOfYear, '2025-12-31T16:59:59.999Z');
    // Opened 00:00 on 1 January in Jakarta: January's, not December's.
    const firstOfYear = await addCase('Dibuka 1 Januari 00.00');
    await setCreated(firstOfYear, '2025-12-31T17:00:00.000Z');
    // Opened in November, finished 00:30 on 1 January: open all December, finished in January.
    const finishedNewYear = await addCase('Selesai 1 Januari 00.30');
    await setCreated(finishedNewYear, '2025-11-15T03:00:00.000Z');
    await finishAt(finishedNewYear, '2025-12-31T17:30:00.000Z');
    // A prosecution opened and finished in January.
    const prosecution = await addCase('Penuntutan Januari', [], 'penuntutan');
    await setCreated(prosecution, '2026-01-05T03:00:00.000Z');
    await finishAt(prosecution, '2026-01-20T03:00:00.000Z');
    // In the trash: none of it counts.
    const trashed = await addCase('Di Sampah');
    await setCreated(trashed, '2026-01-06T03:00:00.000Z');

    // Milestones: 1 January and 31 January are January's, 1 February is not.
    await post(`/api/cases/${firstOfYear}/milestones`, { form_code: 'P-16', date: '2026-01-01' });
    await post(`/api/cases/${firstOfYear}/milestones`, { form_code: 'P-8', date: '2026-01-31' });
    await post(`/api/cases/${firstOfYear}/milestones`, { form_code: 'P-8', date: '2026-02-01' });
    await post(`/api/cases/${trashed}/milestones`, { form_code: 'P-2', date: '2026-01-10' });

    // Detainees on 31 January: held to the last day counts; ended before it, or released on it, does not.
    const held = await addDefendant(firstOfYear, { name: 'Ahmad Fauzi' });
    const ended = await addDefendant(firstOfYear, { name: 'Bambang Sutrisno' });
    const released = await addDefendant(firstOfYear, { name: 'Citra Lestari' });
    // 12 January for 20 days, the first day counted: to 31 January.
    await addDetention(firstOfYear, { defendant_id: held.id, start_date: '2026-01-12', days: 20 });
    await addDetention(firstOfYear, { defendant_id: ended.id, kind: 'rumah', start_date: '2026-01-01', days: 20 });
    const city = await addDetention(firstOfYear, {
      defendant_id: released.id,
      kind: 'kota',
      start_date: '2026-01-25',
      days: 20,
    });
    const release = await inject('PUT', `/api/cases/${firstOfYear}/detentions/${city.id}`, budi.auth, {
      released_on: '2026-01-31',
    });
    expect(release.statusCode, release.body).toBe(200);
    const trashedPerson = await addDefendant(trashed, { name: 'Dedi di Sampah' });
    await addDetention(trashed, { defendant_id: trashedPerson.id, start_date: '2026-01-20', days: 30 });

    // Money by the day it was recovered.
    await post(`/api/cases/${firstOfYear}/recoveries`, {
      kind: 'pengembalian',
      amount: 1_250_000_000,
      date: '2026-01-31',
    });
    await post(`/api/cases/${firstOfYear}/recoveries`, {
      kind: 'uang_pengganti',
      amount: 500_000_000,
      date: '2026-01-01',
    });
    await post(`/api/cases/${finishedNewYear}/recoveries`, { kind: 'denda', amount: 100_000_000, date: '2025-12-31' });
    await post(`/api/cases/${trashed}/recoveries`, { kind: 'rampasan', amount: 7_000_000, date: '2026-01-15' });
    expect((await inject('DELETE', `/api/cases/${trashed}`, budi.auth)).statusCode).toBe(200);
  });

  it('is listed with the stages’ headings', async () => {
    const response = await inject('GET', '/api/registers', budi.auth);
    const lp = response.json<{ code: string; name: string; columns: string[] }[]>().find((each) => each.code === 'lp');
    expect(lp).toEqual({ code: 'lp', name: 'Laporan Bulanan Kegiatan', columns: STAGE_HEADINGS });
  });

  it('counts the cases of each stage at the month’s start and end, opened and finished, across the year’s end', async () => {
    const december = await preview(2025, 12);
    expect(december.columns).toEqual(STAGE_HEADINGS);
    expect(december.rows).toEqual([
      ['Penyelidikan', '0', '0', '0', '0'],
      ['Penyidikan', '1', '1', '0', '2'],
      ['Penuntutan', '0', '0', '0', '0'],
      ['Eksekusi', '0', '0', '0', '0'],
      ['Jumlah', '1', '1', '0', '2'],
    ]);
    const january = await preview(2026, 1);
    expect(january.period).toBe('Januari 2026');
    expect(january.rows).toEqual([
      ['Penyelidikan', '0', '0', '0', '0'],
      ['Penyidikan', '2', '1', '1', '2'],
      ['Penuntutan', '0', '1', '1', '0'],
      ['Eksekusi', '0', '0', '0', '0'],
      ['Jumlah', '2', '2', '2', '2'],
    ]);
    // Awal Bulan + Baru − Selesai = Akhir Bulan, and the end of one month is the start of the next.
    for (const row of january.rows) {
      const [opening, opened, finished, closing] = row.slice(1).map(Number);
      expect(opening! + opened! - finished!).toBe(closing);
    }
    expect(january.rows.map((row) => row[1])).toEqual(december.rows.map((row) => row[4]));
  });

  it('counts the month’s forms, the detainees held at its end and the money recovered in it, never the trash', async () => {
    const january = await preview(2026, 1);
    expect(january.sections).toEqual([
      {
        title: 'Formulir yang Diterbitkan',
        columns: ['Formulir', 'Jumlah'],
        rows: [
          ['P-8', '1'],
          ['P-16', '1'],
          ['Jumlah', '2'],
        ],
      },
      {
        title: 'Tahanan Akhir Bulan',
        columns: ['Jenis', 'Jumlah'],
        rows: [
          ['Rutan', '1'],
          ['Tahanan rumah', '0'],
          ['Tahanan kota', '0'],
          ['Jumlah', '1'],
        ],
      },
      {
        title: 'Penyelamatan Keuangan Negara',
        columns: ['Jenis', 'Jumlah'],
        rows: [
          ['Pengembalian kerugian negara', 'Rp 1.250.000.000'],
          ['Uang pengganti', 'Rp 500.000.000'],
          ['Denda', 'Rp 0'],
          ['Hasil rampasan', 'Rp 0'],
          ['Lainnya', 'Rp 0'],
          ['Jumlah', 'Rp 1.750.000.000'],
        ],
      },
    ]);
    const december = await preview(2025, 12);
    expect(december.sections[0]?.rows).toEqual([['Jumlah', '0']]);
    expect(december.sections[2]?.rows.at(-1)).toEqual(['Jumlah', 'Rp 100.000.000']);
    const february = await preview(2026, 2);
    expect(february.sections[0]?.rows).toEqual([
      ['P-8', '1'],
      ['Jumlah', '1'],
    ]);
  });

  it('exports the month as a workbook (numbers and money as numbers) and as an A4 PDF', async () => {
    const xlsx = await inject('GET', '/api/registers/lp/export?year=2026&month=1&format=xlsx', admin.auth);
    expect(xlsx.statusCode, xlsx.body).toBe(200);
    expect(xlsx.headers['content-disposition']).toContain('register-lp-2026-01.xlsx');
    const workbook = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
    const grid = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]!]!, {
      header: 1,
      raw: true,
      defval: '',
    });
    expect(String(grid[0]?.[0])).toBe('Laporan Bulanan Kegiatan — Januari 2026');
    const headingAt = grid.findIndex((row) => row[0] === 'Tahap');
    expect(grid[headingAt]).toEqual(STAGE_HEADINGS);
    expect(grid[headingAt + 2]).toEqual(['Penyidikan', 2, 1, 1, 2]);
    const moneyAt = grid.findIndex((row) => row[0] === 'Penyelamatan Keuangan Negara');
    expect(grid[moneyAt + 1]?.slice(0, 2)).toEqual(['Jenis', 'Jumlah']);
    expect(grid[moneyAt + 2]?.slice(0, 2)).toEqual(['Pengembalian kerugian negara', 1_250_000_000]);
    expect(grid[moneyAt + 7]?.slice(0, 2)).toEqual(['Jumlah', 1_750_000_000]);
    expect(grid.some((row) => row[0] === 'Tahanan Akhir Bulan')).toBe(true);

    const pdf = await inject('GET', '/api/registers/lp/export?year=2026&month=1&format=pdf', budi.auth);
    expect(pdf.statusCode, pdf.body).toBe(200);
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
    for (const expected of [
      'Laporan Bulanan Kegiatan',
      'Awal Bulan',
      'Akhir Bulan',
      'Formulir yang Diterbitkan',
      'Tahanan Akhir Bulan',
      'Penyelamatan Keuangan Negara',
      'Rp 1.750.000.000',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('every register and the report export their headings exactly as listed, read back by SheetJS and from the PDF', async () => {
    const listed = (await inject('GET', '/api/registers', budi.auth)).json<
      { code: string; name: string; columns: string[] }[]
    >();
    expect(listed).toHaveLength(7);
    for (const register of listed) {
      const xlsx = await inject(
        'GET',
        `/api/registers/${register.code}/export?year=2026&month=1&format=xlsx`,
        budi.auth,
      );
      expect(xlsx.statusCode, register.code).toBe(200);
      const workbook = XLSX.read(xlsx.rawPayload, { type: 'buffer' });
      const grid = XLSX.utils.sheet_to_json<unknown[]>(workbook.Sheets[workbook.SheetNames[0]!]!, {
        header: 1,
        raw: true,
        defval: '',
      });
      expect(String(grid[0]?.[0]), register.code).toBe(`${register.name} — Januari 2026`);
      expect(
        grid.find((row) => row[0] === register.columns[0]),
        register.code,
      ).toEqual(register.columns);

      const pdf = await inject('GET', `/api/registers/${register.code}/export?year=2026&month=1&format=pdf`, budi.auth);
      expect(pdf.statusCode, register.code).toBe(200);
      const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf.rawPayload)), { mergePages: true });
      expect(text.replace(/\s+/g, ' '), register.code).toContain(`${register.name} — Januari 2026`);
    }
  }, 60_000);
});
