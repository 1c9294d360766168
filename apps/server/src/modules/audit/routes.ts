import contentDisposition from 'content-disposition';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AUDIT_EXPORT_MAX_ROWS,
  AUDIT_READ_DAYS,
  auditFilterSchema,
  auditLogSchema,
  auditQuerySchema,
} from '@pidsus/shared';
import type { AuditService } from './service';

const tags = ['admin'];
const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const FILTERS =
  'Filter: `kind` (`change` perubahan, `read` akses), `user_id`, `action`, `from`/`to` (hari di zona waktu kantor, ' +
  `keduanya termasuk). Baris akses disimpan ${AUDIT_READ_DAYS} hari; baris perubahan tetap.`;

/** The audit log of `/admin/audit` (decisions §9), administrators only. */
export const auditRoutes: FastifyPluginAsyncZod<{
  auditService: AuditService;
  officeName: () => Promise<string>;
  timeZone: string;
  now: () => Date;
}> = async (app, { auditService, officeName, timeZone, now }) => {
  app.get(
    '/api/admin/audit',
    {
      config: { roles: ['admin'], responseHeaders: ['X-Total-Count'] },
      schema: {
        tags,
        operationId: 'listAudit',
        summary: 'Log audit: login, perubahan akun dan pengaturan, penghapusan permanen, dan akses data (admin)',
        description: `${FILTERS} Terbaru lebih dulu; jumlah seluruhnya ada di header X-Total-Count.`,
        querystring: auditQuerySchema,
        response: { 200: auditLogSchema },
      },
    },
    async (request, reply) => {
      const { entries, total } = await auditService.list(request.query);
      return reply.header('x-total-count', total).send(entries);
    },
  );

  app.get(
    '/api/admin/audit/export.xlsx',
    {
      config: { roles: ['admin'] },
      schema: {
        tags,
        operationId: 'exportAudit',
        summary: 'Ekspor log audit ke Excel (admin)',
        description: `${FILTERS} Paling banyak ${AUDIT_EXPORT_MAX_ROWS} baris terbaru.`,
        querystring: auditFilterSchema,
      },
    },
    async (request, reply) => {
      const moment = now();
      const { entries, total } = await auditService.exportRows(request.query);
      // exceljs loads with the first export, not at start (docs/performance.md), as the other exports do.
      const { auditWorkbook } = await import('./xlsx');
      const body = await auditWorkbook({ entries, total, officeName: await officeName(), timeZone, now: moment });
      const day = new Intl.DateTimeFormat('en-CA', { timeZone }).format(moment);
      return reply
        .type(XLSX_TYPE)
        .header('content-disposition', contentDisposition(`log-audit-${day}.xlsx`, { type: 'attachment' }))
        .header('cache-control', 'no-store')
        .send(body);
    },
  );
};
