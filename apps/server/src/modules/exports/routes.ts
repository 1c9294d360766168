import contentDisposition from 'content-disposition';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EXPORT_MAX_ROWS, EXPORT_PDF_MAX_ROWS, caseExportQuerySchema, scheduleExportQuerySchema } from '@pidsus/shared';
import type { AuditService } from '../audit';
import type { ExportFile, ExportsService } from './service';

const tags = ['exports'];

/** An attachment named with its date (decisions §7.4); never kept by a cache, it holds the office's cases. */
export const sendExportFile = (reply: FastifyReply, file: ExportFile) =>
  reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.fileName, { type: 'attachment' }))
    .header('cache-control', 'no-store')
    .send(file.body);

/** Exports of the case list and the day's docket (decisions §7.4): whoever may see the list may export it. */
export const exportsRoutes: FastifyPluginAsyncZod<{
  exportsService: ExportsService;
  audit: Pick<AuditService, 'read'>;
}> = async (app, { exportsService, audit }) => {
  /** An export downloaded is a read of the office's cases (decisions §9), recorded once it was made. */
  const recorded = async (user: { id: number }, file: ExportFile, id: string) => {
    await audit.read(user, { action: 'export.read', object: { type: 'export', id, label: file.fileName } });
    return file;
  };

  app.get(
    '/api/cases/export',
    {
      config: { clientErrors: [429] },
      schema: {
        tags,
        operationId: 'exportCases',
        summary: 'Ekspor daftar kasus (Excel atau PDF)',
        description:
          'Daftar yang sama dengan GET /api/cases (`type`, `q`, `mine`, `status`, `sort`, urutan yang sama) tanpa ' +
          `halaman, paling banyak ${EXPORT_MAX_ROWS} kasus di Excel dan ${EXPORT_PDF_MAX_ROWS} di PDF (bila lebih, baris ` +
          'judul menyebut jumlah seluruhnya). ' +
          '`format=xlsx`: buku kerja Excel; `format=pdf`: A4 mendatar. Lampiran bernama dengan tanggal, mis. ' +
          '`kasus-penyidikan-2026-11-25.xlsx`.',
        querystring: caseExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...filter } = request.query;
      const user = request.requireUser();
      const file = await exportsService.cases(format, filter, user.id);
      return sendExportFile(reply, await recorded(user, file, `cases.${format}`));
    },
  );

  app.get(
    '/api/schedule/export',
    {
      config: { clientErrors: [429] },
      schema: {
        tags,
        operationId: 'exportSchedule',
        summary: 'Ekspor jadwal sidang satu hari (Excel atau PDF)',
        description:
          'Sidang yang sama dengan GET /api/schedule (`date`, bawaan hari ini di zona waktu kantor; `mine`), urut jam. ' +
          '`format=xlsx` atau `format=pdf` (A4 mendatar). Lampiran bernama dengan tanggal, mis. ' +
          '`jadwal-sidang-2026-11-23.pdf`.',
        querystring: scheduleExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, date, mine } = request.query;
      const user = request.requireUser();
      const file = await exportsService.schedule(format, user.id, date, mine ?? false);
      return sendExportFile(reply, await recorded(user, file, `schedule.${format}`));
    },
  );
};
