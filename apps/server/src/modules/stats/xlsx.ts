import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import type { AdminStats } from '@pidsus/shared';
import { statsMessages } from './messages';

const t = statsMessages;
const c = t.columns;
const headingFill: ExcelJS.Fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE3EAF3' } };
const fullDay = new Intl.DateTimeFormat('id-ID', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** A `YYYY-MM-DD` calendar date as a Date at midnight UTC (what a spreadsheet's date cell holds). */
const calendarDate = (day: string): Date => new Date(`${day}T00:00:00Z`);

/** 'November 2026', 'tahun 2026', or the 17 weeks around today. */
export function periodText(stats: AdminStats): string {
  if (!stats.period) {
    return t.aroundToday;
  }
  const { year, month } = stats.period;
  return month === null ? t.wholeYear(year) : `${t.months[month - 1] ?? ''} ${year}`;
}

type Cell = string | number | Date;

/** One table of the workbook: its sheet, headings, rows, and which columns are dates or rupiah. */
interface Table {
  sheet: string;
  headings: string[];
  widths: number[];
  rows: Cell[][];
  /** The last row is a total (bold). */
  total?: boolean;
  rupiah?: number[];
}

function tables(stats: AdminStats): Table[] {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const statuses = ['Menunggu', 'Sedang Proses', 'Selesai'] as const;
  const cases = stats.cases_by_category;
  const recoveries = stats.recoveries.months.map((row) => {
    const month = Number(row.month.slice(5, 7));
    return [`${t.months[month - 1] ?? ''} ${row.month.slice(0, 4)}`, row.total];
  });
  return [
    {
      sheet: t.sheets.cases,
      headings: [c.category, ...statuses, t.total],
      widths: [18, 12, 14, 12, 12],
      rows: [
        ...cases.map((row) => [t.categories[row.category], ...statuses.map((s) => row.by_status[s]), row.total]),
        [t.total, ...statuses.map((s) => sum(cases.map((row) => row.by_status[s]))), sum(cases.map((r) => r.total))],
      ],
      total: true,
    },
    {
      sheet: t.sheets.hearings,
      headings: [c.weekStart, c.weekEnd, c.hearings],
      widths: [14, 14, 10],
      rows: [
        ...stats.hearings_per_week.map((week) => [calendarDate(week.start), calendarDate(week.end), week.count]),
        [t.total, '', sum(stats.hearings_per_week.map((week) => week.count))],
      ],
      total: true,
    },
    {
      sheet: t.sheets.deadlines,
      headings: [c.category, c.open, c.overdue],
      widths: [18, 10, 12],
      rows: [
        ...stats.deadlines.by_category.map((row) => [t.categories[row.category], row.open, row.overdue]),
        [t.total, stats.deadlines.open, stats.deadlines.overdue],
      ],
      total: true,
    },
    {
      sheet: t.sheets.members,
      headings: [c.member, c.openCases],
      widths: [30, 14],
      rows: stats.cases_per_member.map((row) => [row.username, row.open_cases]),
    },
    {
      sheet: t.sheets.users,
      headings: [c.role, c.active, c.accounts],
      widths: [18, 10, 14],
      rows: [
        ...stats.active_users.by_role.map((row) => [t.roles[row.role], row.active, row.total]),
        [t.total, stats.active_users.active, stats.active_users.total],
      ],
      total: true,
    },
    {
      sheet: t.sheets.recoveries,
      headings: [c.month, c.amount],
      widths: [18, 22],
      rows: [...recoveries, [t.total, stats.recoveries.total]],
      total: true,
      rupiah: [1],
    },
  ];
}

/**
 * The tables of `/admin/stats` (decisions §10) as a workbook written to `output` with exceljs's streaming writer: one
 * sheet per table, each headed by the title, the office and the period, then bold headings (frozen), numbers as
 * numbers, weeks as real date cells, rupiah with thousands.
 */
export async function writeStatsXlsx(stats: AdminStats, officeName: string, output: Writable): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: output, useStyles: true, useSharedStrings: false });
  workbook.creator = officeName;
  workbook.title = t.title;
  const lines = [
    `${officeName} · ${t.period(periodText(stats))}`,
    `${t.exportedOn(fullDay.format(calendarDate(stats.today)))}. ${t.asOfToday(fullDay.format(calendarDate(stats.today)))}`,
  ];
  for (const table of tables(stats)) {
    const headingRow = 2 + lines.length;
    const sheet = workbook.addWorksheet(table.sheet, { views: [{ state: 'frozen', ySplit: headingRow }] });
    sheet.columns = table.widths.map((width, index) => ({ key: String(index), width }));
    const note = (text: string, font: Partial<ExcelJS.Font>) => {
      const row = sheet.addRow([text]);
      row.font = font;
      row.commit();
    };
    note(`${t.title} — ${table.sheet}`, { bold: true, size: 14 });
    for (const line of lines) {
      note(line, { size: 10, italic: true });
    }
    const headings = sheet.addRow(table.headings);
    headings.font = { bold: true };
    headings.eachCell((cell) => {
      cell.fill = headingFill;
      cell.border = { bottom: { style: 'thin' } };
    });
    headings.commit();
    table.rows.forEach((values, index) => {
      const row = sheet.addRow(values);
      values.forEach((value, position) => {
        if (value instanceof Date) {
          row.getCell(position + 1).numFmt = 'dd/mm/yyyy';
        } else if (typeof value === 'number') {
          row.getCell(position + 1).numFmt = table.rupiah?.includes(position) ? '"Rp "#,##0' : '#,##0';
        }
      });
      if (table.total && index === table.rows.length - 1) {
        row.font = { bold: true };
      }
      row.commit();
    });
    sheet.commit();
  }
  await workbook.commit();
}
