import { PassThrough } from 'node:stream';
import { XLSX_CONTENT_TYPE, type AdminStatsQuery } from '@pidsus/shared';
import type { ExportFile, ExportsService } from '../exports';
import type { StatsService } from './service';

/** `statistik-2026-11`, `statistik-2026`, or `statistik-<today>` for the 17 weeks around today. */
function baseName(period: { year: number; month: number | null } | null, today: string): string {
  if (!period) {
    return `statistik-${today}`;
  }
  return period.month === null
    ? `statistik-${period.year}`
    : `statistik-${period.year}-${String(period.month).padStart(2, '0')}`;
}

/**
 * The workbook of `/admin/stats` (decisions §10): the same figures as `GET /api/admin/stats` for the same query, within
 * the exports' per-user limit, written while it is sent.
 */
export function createStatsExport(deps: {
  stats: Pick<StatsService, 'read'>;
  limited: ExportsService['limited'];
  officeName: () => Promise<string>;
}) {
  return {
    xlsx: (query: AdminStatsQuery, viewerId: number): Promise<ExportFile> =>
      deps.limited(viewerId, async () => {
        // Read before anything is sent, so that a database out of reach is still a clean 503.
        const { stats } = await deps.stats.read(query);
        const officeName = await deps.officeName();
        // exceljs loads with the first export, not at start (docs/performance.md).
        const { writeStatsXlsx } = await import('./xlsx');
        const body = new PassThrough();
        writeStatsXlsx(stats, officeName, body).catch((error: unknown) => body.destroy(error as Error));
        return { fileName: `${baseName(stats.period, stats.today)}.xlsx`, contentType: XLSX_CONTENT_TYPE, body };
      }),
  };
}

export type StatsExport = ReturnType<typeof createStatsExport>;
