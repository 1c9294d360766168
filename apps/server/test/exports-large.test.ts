import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_MAX_ROWS, EXPORT_PDF_MAX_ROWS, type Case } from '@pidsus/shared';
import type { NewCaseRow } from '../src/db/tables';
import { createTestApp, createUser, type TestApp } from './helpers';
import { peakRssGrowth } from './memory';

const TOTAL = EXPORT_MAX_ROWS + 50;

const row = (index: number): NewCaseRow => ({
  number: `PDS-${index}/Fd.1/2026`,
  title: `Perkara dugaan korupsi pengadaan barang nomor ${index} pada dinas kesehatan kabupaten`,
  date: `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
  time: `${String(8 + (index % 9)).padStart(2, '0')}:00`,
  description: 'Uraian singkat perkara '.repeat(10),
  parties: '',
  witnesses: '',
  prosecutor: 'Jaksa Penuntut Umum',
  location: 'Ruang Sidang Tipikor 1',
  type: 'penuntutan',
  status: 'Sedang Proses',
  created_by: null,
  created_at: '2026-05-01T00:00:00.000Z',
  updated_at: '2026-05-01T00:00:00.000Z',
});

/** An export of more than EXPORT_MAX_ROWS cases (decisions §7.4): bounded, said so, and read in pages. */
describe('exports of a long list', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = (await createUser(t.app)).auth;
    const rows = Array.from({ length: TOTAL }, (_, index) => row(index));
    for (let start = 0; start < rows.length; start += 500) {
      await t.app.services.db
        .insertInto('cases')
        .values(rows.slice(start, start + 500))
        .execute();
    }
  }, 120_000);
  afterAll(() => t?.close());

  const get = (url: string) => t.app.inject({ method: 'GET', url, headers: auth });

  it('writes the first 10,000 of the list in its order, with "Menampilkan 10.000 dari N kasus"', async () => {
    const { result: response, growthMb } = await peakRssGrowth(() =>
      get('/api/cases/export?type=penuntutan&sort=oldest&format=xlsx'),
    );
    expect(response.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    const titles = [1, 2, 3, 4, 5].map((line) => String(sheet?.getRow(line).getCell(1).value));
    expect(titles).toContain('Menampilkan 10.000 dari 10.050 kasus');
    const numbers: string[] = [];
    sheet?.eachRow((each) => {
      if (typeof each.getCell(1).value === 'number') {
        numbers.push(String(each.getCell(2).value));
      }
    });
    expect(numbers).toHaveLength(EXPORT_MAX_ROWS);
    const at = async (offset: number) =>
      (await get(`/api/cases?type=penuntutan&sort=oldest&limit=1&offset=${offset}`)).json<Case[]>()[0]?.number;
    expect(numbers[0]).toBe(await at(0));
    expect(numbers[4999]).toBe(await at(4999));
    expect(numbers[EXPORT_MAX_ROWS - 1]).toBe(await at(EXPORT_MAX_ROWS - 1));
    console.info(
      `xlsx export of 10,000 cases: ${response.rawPayload.length} bytes, peak RSS growth ${growthMb.toFixed(1)} MB`,
    );
    // Read and written a page at a time (measured: under 30 MB, the payload and the test's own copy included).
    expect(growthMb).toBeLessThan(100);
  }, 120_000);

  it('cuts the PDF at 500 cases, says so, and renders it within the request deadline', async () => {
    const started = Date.now();
    const { result: response, growthMb } = await peakRssGrowth(() => get('/api/cases/export?format=pdf'));
    expect(response.statusCode).toBe(200);
    const seconds = (Date.now() - started) / 1000;
    const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
    const { text, totalPages } = await extractText(pdf, { mergePages: true });
    expect(text).toContain('Menampilkan 500 dari 10.050 kasus');
    expect(text).toContain(`${EXPORT_PDF_MAX_ROWS} PDS-`);
    expect(text).not.toContain(`${EXPORT_PDF_MAX_ROWS + 1} PDS-`);
    console.info(
      `pdf export of ${EXPORT_PDF_MAX_ROWS} cases: ${totalPages} pages, ${response.rawPayload.length} bytes in ` +
        `${seconds.toFixed(1)} s, peak RSS growth ${growthMb.toFixed(1)} MB`,
    );
    expect(seconds).toBeLessThan(60);
  }, 120_000);
});
