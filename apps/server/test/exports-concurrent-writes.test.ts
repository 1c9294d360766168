import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewCaseRow } from '../src/db/tables';
import { createTestApp, createUser, type TestApp } from './helpers';

/** More than one page of the export's reads (EXPORT_PAGE_SIZE, 500). */
const TOTAL = 1_200;

const row = (index: number, date: string): NewCaseRow => ({
  number: `PDS-${index}/Fd.1/2026`,
  title: `Perkara ${index}`,
  date,
  time: '09:00',
  description: '',
  parties: '',
  witnesses: '',
  prosecutor: '',
  location: '',
  type: 'penuntutan',
  status: 'Sedang Proses',
  created_by: null,
  created_at: '2026-05-01T00:00:00.000Z',
  updated_at: '2026-05-01T00:00:00.000Z',
});

async function numbersOf(payload: Buffer): Promise<string[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const numbers: string[] = [];
  workbook.worksheets[0]?.eachRow((each) => {
    if (typeof each.getCell(1).value === 'number') {
      numbers.push(String(each.getCell(2).value));
    }
  });
  return numbers;
}

/**
 * An export of a long list while others write (decisions §7.4): its pages are read after the list's order was taken
 * once, so a case created or deleted meanwhile never repeats a row or drops one that stayed.
 */
describe('an export while cases are written', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = (await createUser(t.app)).auth;
    const rows = Array.from({ length: TOTAL }, (_, index) =>
      row(index, `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`),
    );
    for (let start = 0; start < rows.length; start += 500) {
      await t.app.services.db
        .insertInto('cases')
        .values(rows.slice(start, start + 500))
        .execute();
    }
  }, 60_000);
  afterAll(() => t?.close());

  it('holds every case that stayed exactly once, whatever is created or deleted between its pages', async () => {
    const db = t.app.services.db;
    const service = t.app.services.casesService;
    const list = service.list.bind(service);
    let reads = 0;
    let deleted = '';
    // After the export's first read, someone adds the newest case of all and deletes one of the second page.
    service.list = async (...args: Parameters<typeof list>) => {
      const answer = await list(...args);
      reads += 1;
      if (reads === 1) {
        await db.insertInto('cases').values(row(9_001, '2026-12-31')).execute();
        const second = await list({ type: 'penuntutan', sort: 'newest', limit: 1, offset: 700 }, 0);
        const gone = second.cases[0];
        if (gone) {
          deleted = gone.number;
          await db
            .updateTable('cases')
            .set({ deleted_at: '2026-05-02T00:00:00.000Z' })
            .where('id', '=', gone.id)
            .execute();
        }
      }
      return answer;
    };
    try {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/cases/export?type=penuntutan&sort=newest&format=xlsx',
        headers: auth,
      });
      expect(response.statusCode).toBe(200);
      const numbers = await numbersOf(response.rawPayload);
      expect(deleted).not.toBe('');
      expect(new Set(numbers).size).toBe(numbers.length);
      const stayed = Array.from({ length: TOTAL }, (_, index) => `PDS-${index}/Fd.1/2026`).filter(
        (number) => number !== deleted,
      );
      const shown = new Set(numbers);
      expect(stayed.filter((number) => !shown.has(number))).toEqual([]);
    } finally {
      service.list = list;
    }
  }, 60_000);
});
