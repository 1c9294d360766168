import { finished, PassThrough, type Readable } from 'node:stream';
import {
  EXPORT_MAX_ROWS,
  EXPORT_PDF_MAX_ROWS,
  XLSX_CONTENT_TYPE,
  type Case,
  type CaseSort,
  type CaseStatusFilter,
  type Category,
  type ExportFormat,
} from '@pidsus/shared';
import { AppError } from '../../lib/errors';
import { messages } from '../../messages';
import type { HeavyWork } from '../../workers/jobs';
import { searchWords, type CasesService } from '../cases/service';
import type { UploadSlots } from '../content';
import {
  caseColumns,
  formatCount,
  formatFullDay,
  scheduleColumns,
  type ExportColumn,
  type ExportDocument,
} from './document';

const t = messages.exports;

/** Exports one user may have running at once, whatever their format (decisions §9). */
export const EXPORTS_PER_USER = 2;

/** Cases read per query while an export is written: the most held at once besides the PDF's table. */
export const EXPORT_PAGE_SIZE = 500;

/** The list an export holds: GET /api/cases's filters and order (decisions §7.4). */
export interface CaseExportFilter {
  type?: Category;
  q?: string;
  mine?: boolean;
  /** A status, or `Belum Selesai` (every case not `Selesai`). */
  status?: CaseStatusFilter;
  sort?: CaseSort;
}

/** A file ready to be sent: its name (with the date), its type, its bytes as they are made. */
export interface ExportFile {
  fileName: string;
  contentType: string;
  body: Readable;
}

/**
 * The exports of decisions §7.4. They read through the cases service, the very calls behind GET /api/cases and
 * GET /api/schedule, so that an export is exactly the list the user looks at: the same filters, order, trash
 * excluded, and the same rules for who sees what.
 */
export function createExportsService(deps: {
  cases: Pick<CasesService, 'list' | 'listIds' | 'schedule' | 'today'>;
  /** The office's name, atop every export (the settings of decisions §7.4 provide it). */
  officeName: () => Promise<string>;
  /** Where PDF layout runs: off the event loop (decisions §9). */
  heavyWork: HeavyWork;
  /** The exports each user has running (across instances with Redis): at most EXPORTS_PER_USER. */
  slots: UploadSlots;
}) {
  const { cases, officeName, heavyWork, slots } = deps;

  /**
   * Runs one export within the user's EXPORTS_PER_USER (429 'Tunggu ekspor sebelumnya selesai' beyond): the slot is
   * held from the first read until the file's last byte has left, or the download was cut.
   */
  const limited = async (viewerId: number, make: () => Promise<ExportFile>): Promise<ExportFile> => {
    const release = await slots.take(viewerId, EXPORTS_PER_USER);
    if (!release) {
      throw new AppError(429, t.tooMany, undefined, { 'Retry-After': '5' });
    }
    try {
      const file = await make();
      finished(file.body, () => void release());
      return file;
    } catch (error) {
      await release();
      throw error;
    }
  };

  const render = async <Row>(
    format: ExportFormat,
    baseName: string,
    document: ExportDocument<Row>,
  ): Promise<ExportFile> => {
    // pdfmake and exceljs load with the first export, not at start: together some 50 MiB of resident memory
    // that a server which never exports should not hold (docs/performance.md).
    if (format === 'pdf') {
      const { renderPdf } = await import('./pdf');
      return {
        fileName: `${baseName}.pdf`,
        contentType: 'application/pdf',
        body: await renderPdf(document, heavyWork),
      };
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
      // A search of punctuation alone searches nothing (the list is unfiltered by it): not named as one.
      ...(q && searchWords(q).length > 0 ? [t.filterSearch(q)] : []),
      ...(status ? [t.filterStatus(status)] : []),
      t.filterSort(t.sorts[sort]),
    ];
    return `${t.filterLabel}: ${parts.join(' · ')}`;
  };

  return {
    /**
     * Any other document (a register, decisions §8.5) under the same rules: within the user's EXPORTS_PER_USER, the
     * workbook streamed, the PDF laid out off the event loop. `make` reads what goes in (its first page before
     * anything is sent, so that a database out of reach is still a clean 503).
     */
    document: <Row>(
      format: ExportFormat,
      viewerId: number,
      baseName: string,
      make: () => Promise<ExportDocument<Row>>,
    ): Promise<ExportFile> => limited(viewerId, async () => render(format, baseName, await make())),

    /**
     * Runs another module's export within the same per-user limit (the statistics' workbook, decisions §10): a
     * user has at most EXPORTS_PER_USER exports running, whichever they are.
     */
    limited,

    /**
     * The case list as GET /api/cases answers it, without paging: read `EXPORT_PAGE_SIZE` at a time, at most
     * EXPORT_MAX_ROWS (a PDF: EXPORT_PDF_MAX_ROWS), with a note in the title rows when the list is longer.
     */
    cases: (format: ExportFormat, filter: CaseExportFilter, viewerId: number): Promise<ExportFile> =>
      limited(viewerId, async () => {
        // The list's order is taken once (its ids, at most the rows shown), and each page read by its ids: a case
        // created or deleted between two pages neither repeats a row nor pushes one out. The first page is read
        // before anything is sent, so that a database out of reach is still a clean 503.
        const limit = format === 'pdf' ? EXPORT_PDF_MAX_ROWS : EXPORT_MAX_ROWS;
        const { ids, total } = await cases.listIds(filter, viewerId, limit);
        const shown = Math.min(ids.length, limit);
        const page = async (start: number) => {
          const chunk = ids.slice(start, start + EXPORT_PAGE_SIZE);
          return (await cases.list({ ...filter, ids: chunk, limit: chunk.length, offset: 0 }, viewerId)).cases;
        };
        let firstPage: Case[] | undefined = shown > 0 ? await page(0) : [];
        async function* pages(): AsyncGenerator<Case[]> {
          yield firstPage ?? [];
          firstPage = undefined;
          for (let start = EXPORT_PAGE_SIZE; start < shown; start += EXPORT_PAGE_SIZE) {
            yield await page(start);
          }
        }
        const today = cases.today();
        const category = filter.type ? t.categories[filter.type] : undefined;
        const lines = [
          describeFilter(filter),
          `${t.exportedOn(formatFullDay(today))} · ${t.count(formatCount(total))}`,
        ];
        if (total > shown) {
          lines.push(t.cut(formatCount(shown), formatCount(total)));
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
      }),

    /** The day's docket as GET /api/schedule answers it (at most SCHEDULE_DAY_MAX hearings, by hour). */
    schedule: (format: ExportFormat, viewerId: number, date?: string, mine = false): Promise<ExportFile> =>
      limited(viewerId, async () => {
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
      }),
  };
}

export type ExportsService = ReturnType<typeof createExportsService>;
