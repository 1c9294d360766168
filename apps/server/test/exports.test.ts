import ExcelJS from 'exceljs';
import { extractText, getDocumentProxy, getMeta } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case } from '@pidsus/shared';
import type { NewCaseRow } from '../src/db/tables';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const TODAY = '2026-11-25';
const DOCKET_DAY = '2026-11-23';
const OFFICE = 'Bidang Tindak Pidana Khusus';

const row = (index: number, fields: Partial<NewCaseRow> = {}): NewCaseRow => ({
  number: `PDS-${String(index).padStart(3, '0')}/Fd.1/11/2026`,
  title: `Perkara ${index}`,
  date: `2026-11-${String(10 + (index % 15)).padStart(2, '0')}`,
  time: index % 4 === 0 ? null : `${String(8 + (index % 9)).padStart(2, '0')}:30`,
  description: '',
  parties: '',
  witnesses: '',
  prosecutor: 'Jaksa Andi',
  location: 'Ruang Sidang Tipikor 2',
  type: 'penyidikan',
  status: 'Menunggu',
  created_by: null,
  created_at: '2026-11-01T00:00:00.000Z',
  updated_at: '2026-11-01T00:00:00.000Z',
  ...fields,
});

/** The workbook read back as a spreadsheet program reads it (conventions §19). */
async function readWorkbook(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) {
    throw new Error('no worksheet');
  }
  const headingRow = sheet.getColumn(1).values.findIndex((value) => value === 'No.');
  const data: { number: string; title: string; date: unknown; time: string; team: string; status: string }[] = [];
  const headings = (sheet.getRow(headingRow).values as unknown[]).slice(1) as string[];
  const column = (name: string) => headings.indexOf(name) + 1;
  sheet.eachRow((each, rowNumber) => {
    if (rowNumber > headingRow && typeof each.getCell(1).value === 'number') {
      data.push({
        number: String(each.getCell(column('Nomor Perkara')).value),
        title: String(each.getCell(column('Judul')).value),
        date: each.getCell(column('Tanggal Sidang')).value,
        time: String(each.getCell(column('Jam')).value),
        team: String(each.getCell(column('Tim')).value ?? ''),
        status: String(each.getCell(column('Status')).value),
      });
    }
  });
  const titleRows = Array.from({ length: headingRow - 1 }, (_, index) =>
    String(sheet.getRow(index + 1).getCell(1).value),
  );
  return { sheet, headingRow, headings, data, titleRows };
}

async function readPdf(payload: Buffer) {
  const pdf = await getDocumentProxy(new Uint8Array(payload));
  const { totalPages, text } = await extractText(pdf, { mergePages: true });
  const { info } = await getMeta(pdf);
  // A long title wraps within its cell: compare the words, not the line breaks.
  return { totalPages, text: text.replace(/\s+/g, ' '), title: (info as { Title?: string }).Title };
}

const iso = (date: Date) => date.toISOString().slice(0, 10);

describe('exports (decisions §7.4)', () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof createUser>>;
  let other: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  beforeAll(async () => {
    const { clock } = createTestClock(new Date(`${TODAY}T01:00:00.000Z`));
    t = await createTestApp({}, { clock });
    staff = await createUser(t.app, { username: 'Rina Aprilia' });
    other = await createUser(t.app, { username: 'Budi Santoso' });
    admin = await createUser(t.app, { role: 'admin' });
    const db = t.app.services.db;
    const rows = [
      ...Array.from({ length: 40 }, (_, index) => row(index)),
      row(100, { title: 'Korupsi dana desa Café’s “Kopi” — pengadaan', status: 'Selesai' }),
      row(101, { title: 'Korupsi pengadaan alat kesehatan', type: 'penuntutan' }),
      row(102, { title: 'Perkara di Sampah', deleted_at: '2026-11-20T00:00:00.000Z' }),
      // The docket: more hearings than one landscape page holds.
      ...Array.from({ length: 45 }, (_, index) =>
        row(200 + index, { date: DOCKET_DAY, title: `Sidang pembuktian ${index} atas nama Andi Nuréa’s` }),
      ),
    ];
    await db.insertInto('cases').values(rows).execute();
    const teamed = await db.selectFrom('cases').select('id').where('title', 'in', ['Perkara 3', 'Perkara 7']).execute();
    await db
      .insertInto('case_team')
      .values(
        teamed.map((each) => ({ case_id: each.id, user_id: staff.user.id, created_at: '2026-11-01T00:00:00.000Z' })),
      )
      .execute();
  });
  afterAll(() => t?.close());

  const get = (url: string, auth: Record<string, string> = staff.auth) =>
    t.app.inject({ method: 'GET', url, headers: auth });
  const list = async (query: string, auth: Record<string, string> = staff.auth) => {
    const response = await get(`/api/cases?${query}&limit=200`, auth);
    expect(response.statusCode).toBe(200);
    return response.json<Case[]>();
  };

  describe('GET /api/cases/export', () => {
    it('answers a real workbook of exactly the filtered list, in its order, named with the day', async () => {
      const response = await get('/api/cases/export?type=penyidikan&format=xlsx');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe(XLSX);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="kasus-penyidikan-${TODAY}.xlsx"`);
      const { sheet, headingRow, headings, data, titleRows } = await readWorkbook(response.rawPayload);
      const expected = await list('type=penyidikan');
      expect(data.map((each) => each.number)).toEqual(expected.map((each) => each.number));
      expect(data.map((each) => each.title)).toEqual(expected.map((each) => each.title));
      expect(data.map((each) => each.title)).not.toContain('Perkara di Sampah');
      expect(data.some((each) => each.title === 'Korupsi dana desa Café’s “Kopi” — pengadaan')).toBe(true);
      // Real date cells, bold Indonesian headings, frozen under the headings, widths set.
      expect(data[0]?.date).toBeInstanceOf(Date);
      expect(data.map((each) => iso(each.date as Date))).toEqual(expected.map((each) => each.date));
      expect(headings).toEqual([
        'No.',
        'Nomor Perkara',
        'Judul',
        'Tersangka/Terdakwa',
        'Kategori',
        'Tanggal Sidang',
        'Jam',
        'Tempat',
        'Jaksa',
        'Tim',
        'Status',
      ]);
      expect(sheet.getRow(headingRow).getCell(2).font?.bold).toBe(true);
      expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: headingRow });
      expect(sheet.getColumn(3).width).toBeGreaterThan(30);
      expect(titleRows[0]).toBe('Daftar Kasus Penyidikan');
      expect(titleRows[1]).toBe(`${OFFICE} · Rabu, 25 November 2026`);
      expect(titleRows[2]).toBe('Filter: kategori Penyidikan · urutan terbaru dulu');
      expect(titleRows[3]).toBe('Diekspor Rabu, 25 November 2026 · 86 kasus');
    });

    it('follows the search, status, "mine" and order of the list, and says so in the title rows', async () => {
      const searched = await get('/api/cases/export?q=korupsi%20pengadaan&format=xlsx&sort=oldest&status=Menunggu');
      const workbook = await readWorkbook(searched.rawPayload);
      const expected = await list('q=korupsi%20pengadaan&sort=oldest&status=Menunggu');
      expect(expected.length).toBeGreaterThan(0);
      expect(workbook.data.map((each) => each.title)).toEqual(expected.map((each) => each.title));
      expect(workbook.titleRows[2]).toBe(
        'Filter: semua kategori · pencarian “korupsi pengadaan” · status Menunggu · urutan terlama dulu',
      );
      expect(searched.headers['content-disposition']).toBe(`attachment; filename="kasus-semua-${TODAY}.xlsx"`);

      // A search of punctuation alone searches nothing: the list is the whole category, and the title says no search.
      const punctuation = await readWorkbook(
        (await get('/api/cases/export?q=%22%20-&format=xlsx&type=penyidikan')).rawPayload,
      );
      expect(punctuation.data.map((each) => each.title)).toEqual(
        (await list('q=%22%20-&type=penyidikan')).map((each) => each.title),
      );
      expect(punctuation.data).toHaveLength((await list('type=penyidikan')).length);
      expect(punctuation.titleRows[2]).toBe('Filter: kategori Penyidikan · urutan terbaru dulu');

      const mine = await get('/api/cases/export?mine=1&sort=upcoming&format=xlsx');
      expect(mine.headers['content-disposition']).toBe(`attachment; filename="kasus-saya-${TODAY}.xlsx"`);
      const mineBook = await readWorkbook(mine.rawPayload);
      expect(mineBook.data.map((each) => each.title)).toEqual(
        (await list('mine=1&sort=upcoming')).map((each) => each.title),
      );
      expect(mineBook.data.map((each) => each.title).sort()).toEqual(['Perkara 3', 'Perkara 7']);
      expect(mineBook.data[0]?.team).toBe('Rina Aprilia');
      expect(mineBook.titleRows[0]).toBe('Kasus Saya');
    });

    it('shows another user and an admin the same list GET /api/cases shows them', async () => {
      for (const auth of [other.auth, admin.auth]) {
        const workbook = await readWorkbook((await get('/api/cases/export?format=xlsx&mine=1', auth)).rawPayload);
        expect(workbook.data.map((each) => each.title)).toEqual((await list('mine=1', auth)).map((each) => each.title));
        const all = await readWorkbook((await get('/api/cases/export?format=xlsx&type=penuntutan', auth)).rawPayload);
        expect(all.data.map((each) => each.title)).toEqual(['Korupsi pengadaan alat kesehatan']);
      }
    });

    it('answers an A4 PDF headed with the office, the day in Indonesian and page numbers, text intact', async () => {
      const response = await get('/api/cases/export?type=penyidikan&format=pdf');
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="kasus-penyidikan-${TODAY}.pdf"`);
      const { text, totalPages, title } = await readPdf(response.rawPayload);
      expect(title).toBe('Daftar Kasus Penyidikan — Rabu, 25 November 2026');
      expect(text).toContain(OFFICE);
      expect(text).toContain('Rabu, 25 November 2026');
      expect(text).toContain('Korupsi dana desa Café’s “Kopi” — pengadaan');
      expect(text).toContain('Nomor Perkara');
      expect(text).toContain(`Halaman ${totalPages} dari ${totalPages}`);
      const pdf = await getDocumentProxy(new Uint8Array(response.rawPayload));
      const viewport = (await pdf.getPage(1)).getViewport({ scale: 1 });
      // A4 landscape: 842 × 595 points.
      expect([Math.round(viewport.width), Math.round(viewport.height)]).toEqual([842, 595]);
    });

    it('says so in the file when nothing matches', async () => {
      const workbook = await readWorkbook((await get('/api/cases/export?q=tidakadasamasekali&format=xlsx')).rawPayload);
      expect(workbook.data).toEqual([]);
      const { text } = await readPdf((await get('/api/cases/export?q=tidakadasamasekali&format=pdf')).rawPayload);
      expect(text).toContain('Tidak ada kasus untuk filter ini.');
    });

    it('refuses a missing or unknown format and bad filters with 400 and an Indonesian message', async () => {
      for (const [query, field, message] of [
        ['type=penyidikan', 'format', 'Format ekspor harus xlsx atau pdf'],
        ['format=docx', 'format', 'Format ekspor harus xlsx atau pdf'],
        ['format=xlsx&type=pidana', 'type', 'Kategori harus penyelidikan, penyidikan, penuntutan, atau eksekusi'],
        ['format=xlsx&mine=ya', 'mine', 'Parameter mine harus 0 atau 1'],
        ['format=pdf&sort=acak', 'sort', 'Urutan harus upcoming, newest, atau oldest'],
        ['format=pdf&status=Batal', 'status', 'Status harus Menunggu, Sedang Proses, Selesai, atau Belum Selesai'],
        [`format=pdf&q=${'a'.repeat(201)}`, 'q', 'Teks terlalu panjang (maksimal 200 karakter)'],
      ] as const) {
        const response = await get(`/api/cases/export?${query}`);
        expect(response.statusCode, query).toBe(400);
        expect(response.json<{ errors: Record<string, string> }>().errors[field], query).toBe(message);
      }
    });

    it('needs a login', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/cases/export?format=xlsx' });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('GET /api/schedule/export', () => {
    it('answers the day’s docket as a landscape PDF over several pages, rows by hour as on the board', async () => {
      const response = await get(`/api/schedule/export?date=${DOCKET_DAY}&format=pdf`);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('application/pdf');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="jadwal-sidang-${DOCKET_DAY}.pdf"`);
      const { text, totalPages, title } = await readPdf(response.rawPayload);
      expect(title).toBe('Jadwal Sidang — Senin, 23 November 2026');
      expect(totalPages).toBeGreaterThan(1);
      expect(text).toContain(`${OFFICE}`);
      expect(text).toContain('Senin, 23 November 2026');
      expect(text).toContain('Andi Nuréa’s');
      for (let page = 1; page <= totalPages; page += 1) {
        expect(text).toContain(`Halaman ${page} dari ${totalPages}`);
      }
      // Every hearing of the board is there, once.
      const board = (await get(`/api/schedule?date=${DOCKET_DAY}`)).json<Case[]>();
      // The 45 of the docket and two of the other cases fall on that day.
      expect(board.length).toBe(47);
      for (const hearing of board) {
        expect(text.split(hearing.number).length - 1, hearing.number).toBe(1);
      }
    });

    it('answers the docket as a workbook equal to GET /api/schedule, "mine" included', async () => {
      const response = await get(`/api/schedule/export?date=${DOCKET_DAY}&format=xlsx`);
      expect(response.headers['content-type']).toBe(XLSX);
      expect(response.headers['content-disposition']).toBe(`attachment; filename="jadwal-sidang-${DOCKET_DAY}.xlsx"`);
      const { data, titleRows } = await readWorkbook(response.rawPayload);
      const board = (await get(`/api/schedule?date=${DOCKET_DAY}`)).json<Case[]>();
      expect(data.map((each) => each.number)).toEqual(board.map((each) => each.number));
      expect(data.map((each) => each.time)).toEqual(board.map((each) => each.time ?? '—'));
      expect(titleRows[0]).toBe('Jadwal Sidang');
      expect(titleRows[1]).toBe(`${OFFICE} · Senin, 23 November 2026`);

      const mine = await readWorkbook(
        (await get(`/api/schedule/export?date=${DOCKET_DAY}&mine=1&format=xlsx`)).rawPayload,
      );
      expect(mine.data).toEqual([]);
      expect(mine.titleRows).toContain('Filter: hanya kasus saya');
    });

    it('takes today in the office zone without a date', async () => {
      const response = await get('/api/schedule/export?format=xlsx');
      expect(response.headers['content-disposition']).toBe(`attachment; filename="jadwal-sidang-${TODAY}.xlsx"`);
    });

    it('refuses a bad date or format with 400 and an Indonesian message', async () => {
      const badDate = await get('/api/schedule/export?date=2026-02-30&format=pdf');
      expect(badDate.statusCode).toBe(400);
      expect(badDate.json<{ errors: Record<string, string> }>().errors.date).toBe('Tanggal tidak valid');
      const badFormat = await get(`/api/schedule/export?date=${DOCKET_DAY}&format=csv`);
      expect(badFormat.statusCode).toBe(400);
      expect(badFormat.json<{ message: string }>().message).toBe('Format ekspor harus xlsx atau pdf');
    });
  });

  describe('the office name', () => {
    it('heads every export with the office name of the admin settings, once an admin changes it', async () => {
      const name = 'Kejaksaan Negeri Contoh — Seksi Pidana Khusus';
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/admin/settings',
        headers: admin.auth,
        payload: { office_name: name, reminder_hour: '07:00', trash_days: 30 },
      });
      expect(saved.statusCode).toBe(200);
      try {
        const pdf = await readPdf((await get(`/api/schedule/export?date=${DOCKET_DAY}&format=pdf`)).rawPayload);
        expect(pdf.text).toContain(name);
        expect(pdf.text).not.toContain(OFFICE);
        const workbook = await readWorkbook((await get('/api/cases/export?type=penuntutan&format=xlsx')).rawPayload);
        expect(workbook.titleRows.join(' ')).toContain(name);
      } finally {
        await t.app.inject({
          method: 'PUT',
          url: '/api/admin/settings',
          headers: admin.auth,
          payload: { office_name: OFFICE, reminder_hour: '07:00', trash_days: 30 },
        });
      }
    });
  });
});
