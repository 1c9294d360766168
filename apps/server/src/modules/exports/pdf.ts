import { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import type { HeavyWork } from '../../workers/jobs';
import { cellText, type ExportDocument } from './document';

/**
 * The document as a PDF (decisions §7.4): its rows are read page by page into the cells' texts here, one copy of
 * them (the cases themselves are dropped with each page), and pdfmake lays them out in a worker thread (decisions
 * §9, `pdf-layout.ts`); the bytes come back whole and are sent. Bounded by EXPORT_PDF_MAX_ROWS.
 */
export async function renderPdf<Row>(document: ExportDocument<Row>, heavyWork: HeavyWork): Promise<Readable> {
  const columns = document.columns.filter((column) => column.inPdf !== false);
  const rows: string[][] = [];
  for await (const page of document.pages) {
    for (const item of page) {
      const index = rows.length;
      rows.push(columns.map((column) => cellText(column, column.value(item, index))));
    }
    // A turn for the other requests between pages (as the workbook's writer).
    await nextTurn();
  }
  const bytes = await heavyWork.run('pdf', {
    officeName: document.officeName,
    title: document.title,
    dateText: document.dateText,
    lines: document.lines,
    emptyText: document.emptyText,
    headings: columns.map((column) => column.heading),
    widths: columns.map((column) => column.pdfWidth),
    rows,
    sections: (document.sections ?? []).map((section) => ({
      title: section.title,
      headings: section.columns.map((column) => column.heading),
      widths: section.columns.map((column) => column.pdfWidth),
      rows: section.rows.map((item, index) =>
        section.columns.map((column) => cellText(column, column.value(item, index))),
      ),
    })),
  });
  return Readable.from([Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)]);
}
