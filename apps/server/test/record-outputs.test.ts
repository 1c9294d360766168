import ExcelJS from 'exceljs';
import ICAL from 'ical.js';
import { extractText, getDocumentProxy } from 'unpdf';
import type { CalendarData } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCase, addDefendant, budi, closeRecordApp, inject, openRecordApp, testApp, TODAY } from './record-support';

beforeAll(openRecordApp);
afterAll(closeRecordApp);

/** The first sheet's rows as a spreadsheet program reads them, by heading. */
async function readRows(payload: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(payload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const headingRow = sheet?.getColumn(1).values.findIndex((value) => value === 'No.') ?? -1;
  const headings = ((sheet?.getRow(headingRow).values ?? []) as unknown[]).slice(1).map(String);
  const rows: Record<string, string>[] = [];
  sheet?.eachRow((row, number) => {
    if (number > headingRow) {
      rows.push(
        Object.fromEntries(headings.map((heading, index) => [heading, String(row.getCell(index + 1).value ?? '')])),
      );
    }
  });
  return rows;
}

async function pdfText(payload: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(payload)), { mergePages: true });
  return text;
}

describe('what is made from the cases shows their defendants (decisions §8.1)', () => {
  let caseId: number;
  beforeAll(async () => {
    caseId = await addCase('Perkara Keluaran Tersangka', [budi.user.id], 'penuntutan');
    await addDefendant(caseId, { name: 'Rahmat Hidayat' });
    await addDefendant(caseId, { name: 'Lestari Putri' });
  });

  it('in the case list and the docket exports, workbook and PDF', async () => {
    const list = await inject('GET', '/api/cases/export?format=xlsx&q=keluaran', budi.auth);
    expect(list.statusCode).toBe(200);
    const [row] = await readRows(list.rawPayload);
    expect(row).toMatchObject({
      Judul: 'Perkara Keluaran Tersangka',
      'Tersangka/Terdakwa': 'Rahmat Hidayat; Lestari Putri',
    });
    const docket = await inject('GET', `/api/schedule/export?date=${TODAY}&format=xlsx`, budi.auth);
    const entry = (await readRows(docket.rawPayload)).find((each) => each.Judul === 'Perkara Keluaran Tersangka');
    expect(entry?.['Tersangka/Terdakwa']).toBe('Rahmat Hidayat; Lestari Putri');
    const pdf = await inject('GET', `/api/schedule/export?date=${TODAY}&format=pdf`, budi.auth);
    const text = await pdfText(pdf.rawPayload);
    // The heading wraps in its column: compare the words, not the line breaks.
    expect(text.replace(/\s+/g, ' ')).toContain('Tersangka/ Terdakwa');
    expect(text.replace(/\s+/g, ' ')).toContain('Rahmat Hidayat; Lestari Putri');
  });

  it('on the web calendar and in the calendar feed, named as the stage names them', async () => {
    const calendar = await inject('GET', `/api/calendar?from=${TODAY}&to=${TODAY}`, budi.auth);
    const hearing = calendar.json<CalendarData>().hearings.find((each) => each.case_id === caseId);
    expect(hearing?.defendants?.map((each) => each.name)).toEqual(['Rahmat Hidayat', 'Lestari Putri']);
    const { url } = (await inject('POST', '/api/profile/calendar-key', budi.auth, { password: budi.password })).json<{
      url: string;
    }>();
    const parsed = new URL(url);
    const feed = await testApp.app.inject({ method: 'GET', url: `${parsed.pathname}${parsed.search}` });
    const events = new ICAL.Component(ICAL.parse(feed.body))
      .getAllSubcomponents('vevent')
      .map((v) => new ICAL.Event(v));
    const event = events.find((each) => each.uid === `case-${caseId}@jadwal-pidsus`);
    expect(event?.description).toContain('Terdakwa: Rahmat Hidayat, Lestari Putri');
  });
});
