import {
  EXPORT_PDF_MAX_ROWS,
  REGISTER_PREVIEW_ROWS,
  type ExportFormat,
  type Register,
  type RegisterPeriod,
  type RegisterPreview,
} from '@pidsus/shared';
import type { Clock } from '../../lib/clock';
import { notFound } from '../../lib/errors';
import { startOfDayIn, todayIn } from '../../lib/office-date';
import { registersMessages } from './messages';
import { cellText, type ExportColumn, type ExportDocument, type ExportFile, type ExportsService } from '../exports';
import { formatCount, formatFullDay } from '../exports/document';
import { registerDefinitions, type RegisterDefinition, type RegisterRow } from './definitions';
import type { MonthlyReportRepository } from './monthly-report';
import type { RegisterCursor, RegistersRepository, RegisterWindow } from './repository';

const t = registersMessages;

/** Rows read per query while a register is exported. */
export const REGISTER_PAGE_SIZE = 500;

const monthName = new Intl.DateTimeFormat('id-ID', { month: 'long', timeZone: 'UTC' });

/** `YYYY-MM-DD` of a day of a month. */
const dayOf = (year: number, month: number, date: number) =>
  `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(date).padStart(2, '0')}`;

/**
 * The days and instants of a month on the office's calendar: its first and last days (28 to 31 of them, leap years
 * counted), and the instants the office's wall calendar enters it and the next month.
 */
export function registerWindow({ year, month }: RegisterPeriod, timeZone: string): RegisterWindow {
  const first = dayOf(year, month, 1);
  const last = dayOf(year, month, new Date(Date.UTC(year, month, 0)).getUTCDate());
  const next = month === 12 ? dayOf(year + 1, 1, 1) : dayOf(year, month + 1, 1);
  return { first, last, start: startOfDayIn(timeZone, first), end: startOfDayIn(timeZone, next) };
}

/** `November 2026`. */
export const periodText = ({ year, month }: RegisterPeriod) =>
  `${monthName.format(new Date(Date.UTC(year, month - 1, 1)))} ${year}`;

/** The register's columns as an export writes them: `No` first, then its own, each reading its cell of a row. */
function exportColumns(definition: RegisterDefinition): ExportColumn<RegisterRow>[] {
  const own = definition.columns.map((column, position): ExportColumn<RegisterRow> => ({
    ...column,
    key: `c${position}`,
    value: (row) => row[position] ?? '',
  }));
  if (definition.numbered === false) {
    return own;
  }
  return [
    {
      key: 'no',
      heading: t.columns.no,
      width: 6,
      pdfWidth: 24,
      kind: 'number',
      value: (_row, index) => index + 1,
    },
    ...own,
  ];
}

/** The rows of a register for the month, at most `limit`, page after page by key. */
async function* allRows(
  definition: RegisterDefinition,
  window: RegisterWindow,
  limit: number,
): AsyncGenerator<RegisterRow[]> {
  let after: RegisterCursor;
  let left = limit;
  while (left > 0) {
    const size = Math.min(REGISTER_PAGE_SIZE, left);
    const { rows, next } = await definition.page(window, after, size);
    if (rows.length > 0) {
      yield rows;
    }
    left -= rows.length;
    if (rows.length < size || !next) {
      return;
    }
    after = next;
  }
}

/**
 * The office's registers (decisions §8.5): what they are, a preview of a month's first rows, and the month as a
 * workbook or an A4 landscape PDF under the exports' rules (the user's EXPORTS_PER_USER, PDF off the event loop).
 * Every logged-in user may read them, as every one may read the lists they are made of; the trash is never read.
 */
export function createRegistersService(deps: {
  repository: RegistersRepository;
  report: MonthlyReportRepository;
  exports: Pick<ExportsService, 'document'>;
  officeName: () => Promise<string>;
  officeTimeZone: string;
  clock: Clock;
}) {
  const { repository, report, exports, officeName, officeTimeZone, clock } = deps;
  const definitions = registerDefinitions(repository, report);
  const find = (code: string): RegisterDefinition => {
    const definition = definitions.find((each) => each.code === code);
    if (!definition) {
      throw notFound(t.notFound);
    }
    return definition;
  };

  return {
    list: (): Register[] =>
      definitions.map((definition) => ({
        code: definition.code,
        name: definition.name,
        columns: exportColumns(definition).map((column) => column.heading),
      })),

    preview: async (code: string, period: RegisterPeriod): Promise<RegisterPreview> => {
      const definition = find(code);
      const window = registerWindow(period, officeTimeZone);
      const columns = exportColumns(definition);
      const [{ rows }, total, sections] = await Promise.all([
        definition.page(window, undefined, REGISTER_PREVIEW_ROWS),
        definition.count(window),
        definition.sections?.(window) ?? [],
      ]);
      return {
        code: definition.code,
        name: definition.name,
        period: periodText(period),
        columns: columns.map((column) => column.heading),
        rows: rows.map((row, index) => columns.map((column) => cellText(column, column.value(row, index)))),
        total,
        sections: sections.map((section) => ({
          title: section.title,
          columns: section.columns.map((column) => column.heading),
          rows: section.rows.map((row, index) =>
            section.columns.map((column) => cellText(column, column.value(row, index))),
          ),
        })),
      };
    },

    export: (code: string, period: RegisterPeriod, format: ExportFormat, viewerId: number): Promise<ExportFile> => {
      const definition = find(code);
      const window = registerWindow(period, officeTimeZone);
      const month = `${period.year}-${String(period.month).padStart(2, '0')}`;
      return exports.document(format, viewerId, `register-${definition.code}-${month}`, async () => {
        const total = await definition.count(window);
        // pdfmake lays a whole document out in memory: a PDF holds EXPORT_PDF_MAX_ROWS, the workbook every row.
        const limit = format === 'pdf' ? EXPORT_PDF_MAX_ROWS : Number.POSITIVE_INFINITY;
        const today = todayIn(officeTimeZone, clock());
        const document: ExportDocument<RegisterRow> = {
          officeName: await officeName(),
          title: `${definition.name} — ${periodText(period)}`,
          dateText: periodText(period),
          lines: [
            t.period(periodText(period)),
            t.exportedOn(formatFullDay(today), formatCount(total)),
            ...(total > limit ? [t.cut(formatCount(limit), formatCount(total))] : []),
          ],
          sheetName: definition.name.slice(0, 31),
          columns: exportColumns(definition),
          emptyText: t.empty,
          pages: allRows(definition, window, limit),
          sections: await (definition.sections?.(window) ?? []),
        };
        return document;
      });
    },
  };
}

export type RegistersService = ReturnType<typeof createRegistersService>;
