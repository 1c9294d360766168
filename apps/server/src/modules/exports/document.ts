import type { Case } from '@pidsus/shared';
import { messages } from '../../messages';

const t = messages.exports;

/** One column of an export: its Indonesian heading, its widths and how a row (a case, unless told) fills it. */
export interface ExportColumn<Row = Case> {
  key: string;
  heading: string;
  /** Width in the workbook, in characters. */
  width: number;
  /** Width in the PDF: points, or '*' for a share of what is left. */
  pdfWidth: number | '*';
  /**
   * `date`: a `YYYY-MM-DD` written as a real date cell in the workbook; `money`: whole rupiah, a number cell shown
   * `Rp 1.234.567` (and so in the PDF).
   */
  kind?: 'date' | 'number' | 'money';
  /** false: in the workbook only (the docket's day, which the PDF's heading already says). */
  inPdf?: boolean;
  value: (row: Row, index: number) => string | number;
}

/**
 * What an export holds, whatever its format: a title, the lines under it (the filter, the day, the count), the
 * columns, and the rows as pages read one after the other (never one array of them all, decisions §7.4).
 */
export interface ExportDocument<Row = Case> {
  officeName: string;
  title: string;
  /** The date the document is headed with, in Indonesian ('Senin, 23 November 2026'). */
  dateText: string;
  lines: string[];
  sheetName: string;
  columns: ExportColumn<Row>[];
  emptyText: string;
  pages: AsyncIterable<Row[]>;
  /** Small tables after the rows, each under its own title (the monthly report's, decisions §8.5). */
  sections?: ExportSection[];
}

/** A row of a section: its cells in the order of the section's columns. */
export type SectionRow = (string | number)[];

/** A table after a document's rows: a title, its columns and its rows, whole (a few dozen at most). */
export interface ExportSection {
  title: string;
  columns: ExportColumn<SectionRow>[];
  rows: SectionRow[];
}

/** A section's column: its heading and widths, the cell of its position. */
export const sectionColumn = (
  position: number,
  heading: string,
  width: number,
  pdfWidth: number | '*',
  kind?: ExportColumn['kind'],
): ExportColumn<SectionRow> => ({
  key: `s${position}`,
  heading,
  width,
  pdfWidth,
  kind,
  value: (row) => row[position] ?? '',
});

/** 'Senin, 23 November 2026' for a `YYYY-MM-DD` calendar date. */
const fullDay = new Intl.DateTimeFormat('id-ID', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const thousands = new Intl.NumberFormat('id-ID');

/** A `YYYY-MM-DD` calendar date as a Date at midnight UTC (what a spreadsheet's date cell holds). */
export const calendarDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

export const formatFullDay = (day: string): string => fullDay.format(calendarDate(day));

/** '23/11/2026', as the PDF writes a hearing's date. */
export const formatShortDay = (day: string): string => {
  const [year, month, date] = day.split('-');
  return `${date ?? ''}/${month ?? ''}/${year ?? ''}`;
};

/** 10000 → '10.000'. */
export const formatCount = (count: number): string => thousands.format(count);

/** 1234567 → 'Rp 1.234.567' (whole rupiah). */
export const formatRupiah = (amount: number): string => `Rp ${thousands.format(amount)}`;

/** A cell's value as a PDF (or a preview) writes it: dates `23/11/2026`, money in rupiah. */
export function cellText<Row>(column: ExportColumn<Row>, value: string | number): string {
  if (column.kind === 'date' && typeof value === 'string') {
    return value === '' ? '' : formatShortDay(value);
  }
  if (column.kind === 'money' && typeof value === 'number') {
    return formatRupiah(value);
  }
  // 2,5 kg; 1.250 rows.
  return typeof value === 'number' ? thousands.format(value) : value;
}

const column = {
  no: { key: 'no', heading: t.columns.no, width: 6, pdfWidth: 24, kind: 'number', value: (_row, index) => index + 1 },
  number: { key: 'number', heading: t.columns.number, width: 24, pdfWidth: 90, value: (row) => row.number },
  title: { key: 'title', heading: t.columns.title, width: 48, pdfWidth: '*', value: (row) => row.title },
  category: {
    key: 'category',
    heading: t.columns.category,
    width: 14,
    pdfWidth: 62,
    value: (row) => t.categories[row.type],
  },
  date: { key: 'date', heading: t.columns.date, width: 15, pdfWidth: 54, kind: 'date', value: (row) => row.date },
  time: { key: 'time', heading: t.columns.time, width: 8, pdfWidth: 30, value: (row) => row.time ?? t.noTime },
  location: { key: 'location', heading: t.columns.location, width: 24, pdfWidth: 72, value: (row) => row.location },
  prosecutor: {
    key: 'prosecutor',
    heading: t.columns.prosecutor,
    width: 24,
    pdfWidth: 72,
    value: (row) => row.prosecutor,
  },
  team: {
    key: 'team',
    heading: t.columns.team,
    width: 28,
    pdfWidth: 72,
    value: (row) => row.team.map((member) => member.username).join(', '),
  },
  /** The case's defendants by name (decisions §8.1), in the order added, separated by `; ` (a name may hold a comma
   * before its degrees, `Ahmad Fauzi, S.E.`: the import reads the export back, decisions §8.7). */
  defendants: {
    key: 'defendants',
    heading: t.columns.defendants,
    width: 28,
    pdfWidth: 72,
    value: (row) => (row.defendants ?? []).map((defendant) => defendant.name).join('; '),
  },
  status: { key: 'status', heading: t.columns.status, width: 15, pdfWidth: 56, value: (row) => row.status },
} satisfies Record<string, ExportColumn>;

/** The case list's columns: the hearing day after the case. */
export const caseColumns: ExportColumn[] = [
  column.no,
  column.number,
  column.title,
  column.defendants,
  column.category,
  column.date,
  column.time,
  column.location,
  column.prosecutor,
  column.team,
  column.status,
];

/** The docket's columns: the hour first, as the board shows it. */
export const scheduleColumns: ExportColumn[] = [
  column.no,
  column.time,
  { ...column.date, inPdf: false },
  column.number,
  column.title,
  column.defendants,
  column.category,
  column.location,
  column.prosecutor,
  column.team,
  column.status,
];
