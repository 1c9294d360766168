import { createRequire } from 'node:module';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type * as PdfMakeModule from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { messages } from '../../messages';
import { formatShortDay, type ExportDocument } from './document';

type PdfMake = typeof PdfMakeModule;

const require = createRequire(import.meta.url);
// pdfmake's Node entry is one CommonJS instance (no named exports for an ESM import to find).
const pdfmake = require('pdfmake') as PdfMake;
/** The Roboto TTFs that ship with pdfmake: they carry 'é', '’', '“' and the rest of what Indonesian texts hold. */
const fontsDir = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');
pdfmake.setFonts({
  Roboto: {
    normal: path.join(fontsDir, 'Roboto-Regular.ttf'),
    bold: path.join(fontsDir, 'Roboto-Medium.ttf'),
    italics: path.join(fontsDir, 'Roboto-Italic.ttf'),
    bolditalics: path.join(fontsDir, 'Roboto-MediumItalic.ttf'),
  },
});
// A document holds only our texts: it may read the fonts above and nothing else, and fetch no URL.
pdfmake.setLocalAccessPolicy((file) => path.resolve(file).startsWith(fontsDir + path.sep));
pdfmake.setUrlAccessPolicy(() => false);

const t = messages.exports;

/**
 * The document as an A4 landscape PDF: the office and the date atop every page, the title and the filter, a table
 * whose headings repeat on each page and whose rows never split, "Halaman X dari Y" below. pdfmake lays out the
 * whole document before writing a byte, so the definition is in memory: the rows are read page by page into it
 * directly (one copy of them, as table cells; the cases themselves are dropped with each page), then the bytes
 * are streamed out. Bounded by EXPORT_MAX_ROWS.
 */
export async function renderPdf(document: ExportDocument): Promise<Readable> {
  const columns = document.columns.filter((column) => column.inPdf !== false);
  const body: TableCell[][] = [columns.map((column) => ({ text: column.heading, style: 'heading' }))];
  let index = 0;
  for await (const page of document.pages) {
    for (const item of page) {
      body.push(
        columns.map((column) => {
          const value = column.value(item, index);
          return column.kind === 'date' && typeof value === 'string' ? formatShortDay(value) : String(value);
        }),
      );
      index += 1;
    }
  }
  const content: Content[] = [
    { text: document.title, style: 'title' },
    ...document.lines.map((line): Content => ({ text: line, style: 'line' })),
  ];
  content.push(
    index === 0
      ? { text: document.emptyText, italics: true, margin: [0, 12, 0, 0] }
      : {
          table: {
            headerRows: 1,
            dontBreakRows: true,
            widths: columns.map((column) => column.pdfWidth),
            body,
          },
          layout: {
            fillColor: (row: number) => (row === 0 ? '#e3eaf3' : row % 2 === 0 ? '#f6f8fb' : null),
            hLineWidth: () => 0.5,
            vLineWidth: () => 0.5,
            hLineColor: () => '#b0b8c4',
            vLineColor: () => '#b0b8c4',
          },
          margin: [0, 8, 0, 0],
        },
  );
  const definition: TDocumentDefinitions = {
    pageSize: 'A4',
    pageOrientation: 'landscape',
    pageMargins: [32, 48, 32, 40],
    info: { title: `${document.title} — ${document.dateText}`, author: document.officeName, creator: 'Jadwal Pidsus' },
    header: {
      columns: [
        { text: document.officeName, bold: true },
        { text: document.dateText, alignment: 'right' },
      ],
      margin: [32, 20, 32, 0],
      fontSize: 9,
    },
    footer: (page: number, pages: number) => ({
      text: t.page(page, pages),
      alignment: 'center',
      fontSize: 8,
      margin: [32, 12, 32, 0],
    }),
    content,
    styles: {
      title: { fontSize: 15, bold: true, margin: [0, 0, 0, 4] },
      line: { fontSize: 9, color: '#333333' },
      heading: { bold: true },
    },
    defaultStyle: { font: 'Roboto', fontSize: 8, lineHeight: 1.1 },
  };
  const pdf = await pdfmake.createPdf(definition).getStream();
  // pdfkit writes the trailer (and ends the stream) once told that the document is complete.
  pdf.end();
  return pdf as unknown as Readable;
}
