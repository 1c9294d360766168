import type { Case } from '@pidsus/shared';
import { messages } from '../../messages';

const t = messages.exports;

/** One column of an export: its Indonesian heading, its widths and how a case fills it. */
export interface ExportColumn {
  key: string;
  heading: string;
  /** Width in the workbook, in characters. */
  width: number;
  /** Width in the PDF: points, or '*' for a share of what is left. */
  pdfWidth: number | '*';
  /** `date`: a `YYYY-MM-DD` written as a real date cell in the workbook. */
  kind?: 'date' | 'number';
  /** false: in the workbook only (the docket's day, which the PDF's heading already says). */
  inPdf?: boolean;
  value: (row: Case, index: number) => string | number;
}

/**
 * What an export holds, whatever its format: a title, the lines under it (the filter, the day, the count), the
 * columns, and the rows as pages read one after the other (never one array of them all, contract §7.4).
 */
export interface ExportDocument {
  officeName: string;
  title: string;
  /** The date the document is headed with, in Indonesian ('Senin, 23 November 2026'). */
  dateText: string;
  lines: string[];
  sheetName: string;
  columns: ExportColumn[];
  emptyText: string;
  pages: AsyncIterable<Case[]>;
}

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
  status: { key: 'status', heading: t.columns.status, width: 15, pdfWidth: 56, value: (row) => row.status },
} satisfies Record<string, ExportColumn>;

/** The case list's columns: the hearing day after the case. */
export const caseColumns: ExportColumn[] = [
  column.no,
  column.number,
  column.title,
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
  column.category,
  column.location,
  column.prosecutor,
  column.team,
  column.status,
];
