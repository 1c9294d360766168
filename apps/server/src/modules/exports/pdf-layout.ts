import { createRequire } from 'node:module';
import path from 'node:path';
import type * as PdfMakeModule from 'pdfmake';
import type { Content, TableCell, TDocumentDefinitions } from 'pdfmake/interfaces';
import { messages } from '../../messages';

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
 * What the PDF layout needs, in plain data that crosses to a worker thread (decisions §9): the rows already as the
 * cells' texts, the columns as headings and widths.
 */
export interface PdfJob {
  officeName: string;
  title: string;
  dateText: string;
  lines: string[];
  emptyText: string;
  headings: string[];
  widths: (number | '*')[];
  rows: string[][];
  /** Tables after the rows, each under its title (the monthly report's). */
  sections?: { title: string; headings: string[]; widths: (number | '*')[]; rows: string[][] }[];
}

/** A table whose headings repeat on each page and whose rows never split, in the exports' colours. */
const table = (headings: string[], widths: (number | '*')[], rows: string[][]): Content => ({
  table: {
    headerRows: 1,
    dontBreakRows: true,
    widths,
    body: [headings.map((heading): TableCell => ({ text: heading, style: 'heading' })), ...rows],
  },
  layout: {
    fillColor: (row: number) => (row === 0 ? '#e3eaf3' : row % 2 === 0 ? '#f6f8fb' : null),
    hLineWidth: () => 0.5,
    vLineWidth: () => 0.5,
    hLineColor: () => '#b0b8c4',
    vLineColor: () => '#b0b8c4',
  },
  margin: [0, 8, 0, 0],
});

/**
 * The document as an A4 landscape PDF: the office and the date atop every page, the title and the filter, a table
 * whose headings repeat on each page and whose rows never split, "Halaman X dari Y" below. pdfmake lays out the
 * whole document at once, synchronously: seconds of CPU for a long list, which is why it runs in a worker thread
 * (`workers/heavy-work.ts`) and never on the server's event loop. Bounded by EXPORT_PDF_MAX_ROWS.
 */
export async function layoutPdf(job: PdfJob): Promise<Uint8Array> {
  const document = job;
  const content: Content[] = [
    { text: document.title, style: 'title' },
    ...document.lines.map((line): Content => ({ text: line, style: 'line' })),
  ];
  content.push(
    job.rows.length === 0
      ? { text: document.emptyText, italics: true, margin: [0, 12, 0, 0] }
      : table(job.headings, job.widths, job.rows),
  );
  for (const section of job.sections ?? []) {
    content.push({ text: section.title, style: 'section' }, table(section.headings, section.widths, section.rows));
  }
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
      section: { fontSize: 11, bold: true, margin: [0, 14, 0, 0] },
      heading: { bold: true },
    },
    defaultStyle: { font: 'Roboto', fontSize: 8, lineHeight: 1.1 },
  };
  const pdf = await pdfmake.createPdf(definition).getStream();
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    pdf.on('end', () => resolve());
    pdf.on('error', reject);
  });
  // pdfkit writes the trailer (and ends the stream) once told that the document is complete.
  pdf.end();
  await ended;
  return Buffer.concat(chunks);
}
