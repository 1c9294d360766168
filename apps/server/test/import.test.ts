import fs from 'node:fs';
import os from 'node:os';
import ExcelJS from 'exceljs';
import type { ImportResult } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  admin,
  budi,
  casesTitled,
  closeImportApp,
  countRows,
  csvFile,
  historyOf,
  importFile,
  importForReal,
  openImportApp,
  testApp,
  xlsxFile,
} from './import-support';

beforeAll(openImportApp);
afterAll(closeImportApp);

describe('POST /api/import/cases: headings (decisions §8.7)', () => {
  const synonyms: [string, string][] = [
    ['Nomor', 'number'],
    ['No. Perkara', 'number'],
    ['NOMOR PERKARA', 'number'],
    ['Judul', 'title'],
    ['Perkara', 'title'],
    ['Uraian', 'title'],
    ['Kategori', 'type'],
    ['Tahap', 'type'],
    ['Tanggal', 'date'],
    ['Tgl. Sidang', 'date'],
    ['Tanggal  Sidang', 'date'],
    ['Jam', 'time'],
    ['Tempat', 'location'],
    ['status', 'status'],
    ['Jaksa', 'prosecutor'],
    ['Saksi', 'witnesses'],
    ['Pihak Terkait', 'parties'],
    ['Tersangka', 'defendants'],
    ['Terdakwa', 'defendants'],
    ['Terlapor', 'defendants'],
    ['Terpidana', 'defendants'],
    ['Tersangka/Terdakwa', 'defendants'],
    ['Pasal', 'charges'],
    ['Kerugian Negara', 'state_loss'],
    ['Tanggál', 'date'],
    ['  JAKSA ', 'prosecutor'],
  ];

  it.each(synonyms)('knows %s as %s, case- and accent-insensitively', async (heading, field) => {
    // A second known heading beside it, of another field.
    const other = field === 'title' ? 'Tempat' : 'Judul';
    const response = await importFile(
      await xlsxFile([
        [heading, other],
        ['x', 'y'],
      ]),
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<ImportResult>().headings[0]).toEqual({ heading: heading.trim(), field });
  });

  it('skips the title rows above the first row with two known headings, and ignores unknown columns (No, Tim)', async () => {
    const file = await xlsxFile([
      ['Daftar Perkara Pidsus'],
      ['Kejari Jakarta Pusat', 'Perkara'],
      ['No', 'Judul', 'Tanggal', 'Kategori', 'Tim'],
      [1, 'Judul Pertama', '02/03/2026', 'Penyidikan', 'Budi'],
    ]);
    const result = (await importFile(file)).json<ImportResult>();
    expect(result.headings).toEqual([
      { heading: 'No', field: null },
      { heading: 'Judul', field: 'title' },
      { heading: 'Tanggal', field: 'date' },
      { heading: 'Kategori', field: 'type' },
      { heading: 'Tim', field: null },
    ]);
    expect(result).toMatchObject({ dry_run: true, rows: 1, created: 1, errors: [] });
    expect(result.preview).toEqual([
      { row: 4, values: { title: 'Judul Pertama', date: '02/03/2026', type: 'Penyidikan' }, errors: [] },
    ]);
  });

  it('a mapping overrides the guesses: a column ignored with null, another given a field', async () => {
    const file = await xlsxFile([
      ['Judul', 'Tanggal', 'Kategori', 'Catatan', 'Jaksa'],
      ['Peta Kolom', '2026-03-05', 'penuntutan', 'Sidang lanjutan', 'Rina'],
    ]);
    const result = await importForReal(file, { mapping: { Catatan: 'description', Jaksa: null } });
    expect(result.headings).toContainEqual({ heading: 'Catatan', field: 'description' });
    expect(result.headings).toContainEqual({ heading: 'Jaksa', field: null });
    const [created] = await casesTitled('Peta Kolom');
    expect(created).toMatchObject({ description: 'Sidang lanjutan', prosecutor: '' });
    const bad = await importFile(file, { mapping: { Catatan: 'bukan_field' } as Record<string, string> });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ message: 'Pemetaan kolom tidak valid' });
  });
});

describe('POST /api/import/cases: values', () => {
  it('reads DD/MM/YYYY, DD-MM-YYYY, YYYY-MM-DD and date cells (their UTC day), hours in every usual form', async () => {
    const file = await xlsxFile(
      [
        ['Judul', 'Tanggal', 'Jam', 'Kategori', 'Status'],
        ['Tanggal A', '05/03/2026', '09.00', 'Penyelidikan', 'sedang proses'],
        ['Tanggal B', '6-3-2026', '9:30', 'PENYIDIKAN', 'SELESAI'],
        ['Tanggal C', '2026-03-07', '13:15', 'penuntutan', ''],
        ['Tanggal D', new Date(Date.UTC(2026, 2, 8)), new Date(Date.UTC(1899, 11, 30, 14, 45)), 'Eksekusi', 'Menunggu'],
        ['Tanggal E', new Date(Date.UTC(2026, 2, 9)), 0.375, 'eksekusi', null],
      ],
      (sheet) => {
        sheet.getColumn(2).numFmt = 'dd/mm/yyyy';
        sheet.getCell('C5').numFmt = 'hh:mm';
      },
    );
    const result = await importForReal(file);
    expect(result).toMatchObject({ rows: 5, created: 5, errors: [] });
    const rows = await casesTitled('Tanggal ');
    expect(rows.map(({ date, time, type, status }) => ({ date, time, type, status }))).toEqual([
      { date: '2026-03-05', time: '09:00', type: 'penyelidikan', status: 'Sedang Proses' },
      { date: '2026-03-06', time: '09:30', type: 'penyidikan', status: 'Selesai' },
      { date: '2026-03-07', time: '13:15', type: 'penuntutan', status: 'Menunggu' },
      { date: '2026-03-08', time: '14:45', type: 'eksekusi', status: 'Menunggu' },
      { date: '2026-03-09', time: '09:00', type: 'eksekusi', status: 'Menunggu' },
    ]);
  });

  it('reads a Windows-1252 CSV with `;` (an accented name, byte 0xE9), each defendant with the row’s charges', async () => {
    const file = csvFile(
      [
        'Nomor Perkara;Judul;Tanggal;Kategori;Tersangka;Pasal;Kerugian Negara',
        'PRINT-01/M.1.10/Fd.1/03/2026;Korupsi Dana Désa;02/03/2026;Penyidikan;José Sitompul; Ani Lubis;Pasal 2 ayat (1) jo. Pasal 18 UU 31/1999;Rp 1.250.000.000',
      ].map((line) => line.replace('José Sitompul; Ani Lubis', '"José Sitompul; Ani Lubis"')),
      'latin1',
    );
    expect(file.includes(0xe9)).toBe(true);
    const result = await importForReal(file, { filename: 'register.csv' });
    expect(result).toMatchObject({ rows: 1, created: 1, errors: [] });
    const [created] = await casesTitled('Korupsi Dana D');
    expect(created).toMatchObject({
      number: 'PRINT-01/M.1.10/Fd.1/03/2026',
      title: 'Korupsi Dana Désa',
      state_loss: 1_250_000_000,
      defendants: [
        { name: 'José Sitompul', charges: 'Pasal 2 ayat (1) jo. Pasal 18 UU 31/1999' },
        { name: 'Ani Lubis', charges: 'Pasal 2 ayat (1) jo. Pasal 18 UU 31/1999' },
      ],
    });
    const history = await historyOf(created!.id);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({ action: 'created', actor_id: admin.user.id });
    expect(JSON.parse(history[0]!.changes)).toEqual([
      { field: 'defendant', from: null, to: 'José Sitompul' },
      { field: 'defendant', from: null, to: 'Ani Lubis' },
      { field: 'state_loss', from: null, to: '1250000000' },
    ]);
  });

  it('reads a UTF-8 CSV with a BOM and `,`, quoted cells holding commas', async () => {
    const file = csvFile(
      [
        'Judul,Tanggal,Kategori,Terdakwa,Kerugian Negara',
        '"Suap Perizinan, Tahap II",10-03-2026,Penuntutan,"Rudi Hartono, Sri Wahyuni",1250000',
      ],
      'utf8-bom',
    );
    const result = await importForReal(file, { filename: 'r.csv' });
    expect(result).toMatchObject({ rows: 1, created: 1, errors: [] });
    expect(result.headings[0]).toEqual({ heading: 'Judul', field: 'title' });
    const [created] = await casesTitled('Suap Perizinan');
    expect(created).toMatchObject({ date: '2026-03-10', state_loss: 1_250_000 });
    expect(created!.defendants.map((d) => d.name)).toEqual(['Rudi Hartono', 'Sri Wahyuni']);
  });
});

describe('POST /api/import/cases: who and what', () => {
  it('is for administrators: staff get 403 and nothing is read', async () => {
    const response = await importFile(
      await xlsxFile([
        ['Judul', 'Tanggal'],
        ['x', '02/03/2026'],
      ]),
      { auth: budi.auth },
    );
    expect(response.statusCode).toBe(403);
  });

  it('refuses with 400 what is not a spreadsheet, a file without known headings, and a body without a file', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from([0, 1, 2, 3, 0xff, 0xfe])]);
    const notSheet = await importFile(pdf, { filename: 'surat.pdf' });
    expect(notSheet.statusCode).toBe(400);
    expect(notSheet.json()).toMatchObject({ message: 'File bukan spreadsheet .xlsx atau .csv yang dapat dibaca' });
    const brokenZip = await importFile(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(200, 7)]));
    expect(brokenZip.statusCode).toBe(400);
    const noHeadings = await importFile(csvFile(['a;b;c', '1;2;3']), { filename: 'x.csv' });
    expect(noHeadings.statusCode).toBe(400);
    expect(noHeadings.json<{ message: string }>().message).toMatch(/^Baris judul kolom tidak ditemukan/);
    const noFile = await testApp.app.inject({
      method: 'POST',
      url: '/api/import/cases',
      headers: admin.auth,
      payload: {},
    });
    expect(noFile.statusCode).toBe(400);
  });

  it('leaves no copy of the workbook’s sheets in the temporary folder (they hold case data)', async () => {
    const copies = async () =>
      (await fs.promises.readdir(os.tmpdir())).filter((name) => name.startsWith(`tmp-${process.pid}-`));
    const before = await copies();
    // exceljs writes a workbook's sheets before its shared strings: it keeps each in a temporary file until then.
    const file = await xlsxFile([
      ['Judul', 'Tanggal', 'Kategori'],
      ['Salinan Sementara', '02/03/2026', 'Penyidikan'],
    ]);
    expect((await importFile(file)).statusCode).toBe(200);
    expect((await importForReal(file)).created).toBe(1);
    expect(await copies()).toEqual(before);
  });

  it('refuses a file that breaks past its first batch before writing anything', async () => {
    const lines = ['Judul,Tanggal,Kategori'];
    for (let index = 0; index < 700; index += 1) {
      lines.push(`Rusak Di Ujung ${index},02/03/2026,Penyidikan`);
    }
    const before = await countRows();
    const broken = csvFile(lines).toString() + '"Tanda kutip tak ditutup,02/03/2026,Penyidikan\r\n';
    const response = await importFile(Buffer.from(broken), { filename: 'r.csv', dryRun: false });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'File bukan spreadsheet .xlsx atau .csv yang dapat dibaca' });
    expect(await countRows()).toEqual(before);
  });

  it('past 100,000 errors the answer lists the first 100,000 and counts them all; they download', async () => {
    const lines = ['Judul,Tanggal,Kategori'];
    for (let index = 0; index < 100_003; index += 1) {
      lines.push(`Galat ${index},31/02/2026,Penyidikan`);
    }
    const result = (await importFile(csvFile(lines), { filename: 'r.csv' })).json<ImportResult>();
    expect(result).toMatchObject({ rows: 100_003, created: 0, errors_total: 100_003 });
    expect(result.errors).toHaveLength(100_000);
    expect(result.errors[0]).toEqual({ row: 2, column: 'Tanggal', message: 'Tanggal tidak valid' });
    expect(result.errors.at(-1)).toMatchObject({ row: 100_001 });
    const download = await testApp.app.inject({
      method: 'POST',
      url: '/api/import/cases/errors',
      headers: admin.auth,
      payload: { errors: result.errors },
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toContain('spreadsheetml');
  }, 60_000);

  it('refuses a file over 20 MB with 413', async () => {
    const big = Buffer.alloc(20 * 1024 * 1024 + 10, 'a');
    const response = await importFile(big, { filename: 'besar.csv' });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ message: 'Ukuran file terlalu besar (maksimal 20 MB)' });
  });

  it('gives the errors back as a workbook', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/import/cases/errors',
      headers: admin.auth,
      payload: { errors: [{ row: 7, column: 'Tanggal', message: 'Tanggal tidak valid' }] },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Baris', 'Kolom', 'Pesan']);
    expect(sheet.getRow(2).values).toEqual([undefined, 7, 'Tanggal', 'Tanggal tidak valid']);
    const staff = await testApp.app.inject({
      method: 'POST',
      url: '/api/import/cases/errors',
      headers: budi.auth,
      payload: { errors: [] },
    });
    expect(staff.statusCode).toBe(403);
  });
});
