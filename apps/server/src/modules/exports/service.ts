import { PassThrough, type Readable } from 'node:stream';
import {
  EXPORT_MAX_ROWS,
  EXPORT_PDF_MAX_ROWS,
  XLSX_CONTENT_TYPE,
  type Case,
  type CaseSort,
  type CaseStatus,
  type Category,
  type ExportFormat,
} from '@pidsus/shared';
import { messages } from '../../messages';
import type { CasesService } from '../cases/service';
import {
  caseColumns,
  formatCount,
  formatFullDay,
  scheduleColumns,
  type ExportColumn,
  type ExportDocument,
} from './document';

const t = messages.exports;

/** Cases read per query while an export is written: the most held at once besides the PDF's table. */
export const EXPORT_PAGE_SIZE = 500;

/** The list an export holds: GET /api/cases's filters and order (contract §7.4). */
export interface CaseExportFilter {
  type?: Category;
  q?: string;
  mine?: boolean;
  status?: CaseStatus;
  sort?: CaseSort;
}

/** A file ready to be sent: its name (with the date), its type, its bytes as they are made. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/**
 * The exports of contract §7.4. They read through the cases service, the very calls behind GET /api/cases and
 * GET /api/schedule, so that an export is exactly the list the user looks at: the same filters, order, trash
 * excluded, and the same rules for who sees what.
 */
export function createExportsService(deps: {
  cases: Pick<CasesService, 'list' | 'schedule' | 'today'>;
  /** The office's name, atop every export (the settings of contract §7.4 provide it). */
  officeName: () => Promise<string>;
}) {
  const { cases, officeName } = deps;

  const render = async (format: ExportFormat, baseName: string, document: ExportDocument): Promise<ExportFile> => {
    // pdfmake and exceljs load with the first export, not at start: together some 50 MiB of resident memory
    // that a server which never exports should not hold (README, Performance).
    if (format === 'pdf') {
      const { renderPdf } = await import('./pdf');
      return { fileName: `${baseName}.pdf`, contentType: 'application/pdf', body: await renderPdf(document) };
    }
    const { writeXlsx } = await import('./xlsx');
    const body = new PassThrough();
    // Written while it is sent; a failure half-way can only cut the download (the headers have left).
    writeXlsx(document, body).catch((error: unknown) => body.destroy(error as Error));
    return { fileName: `${baseName}.xlsx`, contentType: XLSX_CONTENT_TYPE, body };
  };

  const describeFilter = ({ type, q, mine, status, sort = 'newest' }: CaseExportFilter): string => {
    const parts = [
      type ? t.filterCategory(t.categories[type]) : t.filterAllCategories,
      ...(mine ? [t.filterMine] : []),
      ...(q ? [t.filterSearch(q)] : []),
      ...(status ? [t.filterStatus(status)] : []),
      t.filterSort(t.sorts[sort]),
    ];
    return `${t.filterLabel}: ${parts.join(' · ')}`;
  };

  return {
    /**
     * The case list as GET /api/cases answers it, without paging: read `EXPORT_PAGE_SIZE` at a time, at most
     * EXPORT_MAX_ROWS (a PDF: EXPORT_PDF_MAX_ROWS), with a note in the title rows when the list is longer.
     */
    cases: async (format: ExportFormat, filter: CaseExportFilter, viewerId: number): Promise<ExportFile> => {
      // The first page is read before anything is sent, so that a database out of reach is still a clean 503.
      const first = await cases.list({ ...filter, limit: EXPORT_PAGE_SIZE, offset: 0 }, viewerId);
      const shown = Math.min(first.total, format === 'pdf' ? EXPORT_PDF_MAX_ROWS : EXPORT_MAX_ROWS);
      let firstPage: Case[] | undefined = first.cases.slice(0, shown);
      async function* pages(): AsyncGenerator<Case[]> {
        let offset = firstPage?.length ?? 0;
        yield firstPage ?? [];
        firstPage = undefined;
        while (offset < shown) {
          const next = await cases.list(
            { ...filter, limit: Math.min(EXPORT_PAGE_SIZE, shown - offset), offset },
            viewerId,
          );
          if (next.cases.length === 0) {
            return;
          }
          offset += next.cases.length;
          yield next.cases;
        }
      }
      const today = cases.today();
      const category = filter.type ? t.categories[filter.type] : undefined;
      const lines = [
        describeFilter(filter),
        `${t.exportedOn(formatFullDay(today))} · ${t.count(formatCount(first.total))}`,
      ];
      if (first.total > shown) {
        lines.push(t.cut(formatCount(shown), formatCount(first.total)));
      }
      const scope = [filter.mine ? 'saya' : undefined, filter.type ?? (filter.mine ? undefined : 'semua')];
      return render(format, ['kasus', ...scope.filter(Boolean), today].join('-'), {
        officeName: await officeName(),
        title: t.casesTitle(category, filter.mine ?? false),
        dateText: formatFullDay(today),
        lines,
        sheetName: t.sheetCases,
        columns: caseColumns,
        emptyText: t.empty,
        pages: pages(),
      });
    },

    /** The day's docket as GET /api/schedule answers it (at most SCHEDULE_DAY_MAX hearings, by hour). */
    schedule: async (format: ExportFormat, viewerId: number, date?: string, mine = false): Promise<ExportFile> => {
      const day = date ?? cases.today();
      const hearings: Case[] = await cases.schedule(viewerId, day, mine);
      const lines = [
        ...(mine ? [`${t.filterLabel}: ${t.filterMine}`] : []),
        `${t.exportedOn(formatFullDay(cases.today()))} · ${t.hearingCount(formatCount(hearings.length))}`,
      ];
      const columns: ExportColumn[] = scheduleColumns;
      return render(format, `jadwal-sidang-${day}`, {
        officeName: await officeName(),
        title: t.scheduleTitle,
        dateText: formatFullDay(day),
        lines,
        sheetName: t.sheetSchedule,
        columns,
        emptyText: t.emptyDay,
        pages: (async function* () {
          yield hearings;
        })(),
      });
    },
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
