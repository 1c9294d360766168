import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  registerExportQuerySchema,
  registerListSchema,
  registerParamsSchema,
  registerPeriodSchema,
  registerPreviewSchema,
} from '@pidsus/shared';
import type { AuditService } from '../audit';
import { sendExportFile } from '../exports';
import type { RegistersService } from './service';

const tags = ['registers'];

/** The registers (decisions §8.5): staff and admins, as the lists they are made of. */
export const registersRoutes: FastifyPluginAsyncZod<{
  registersService: RegistersService;
  audit: Pick<AuditService, 'read'>;
}> = async (app, { registersService, audit }) => {
  app.get(
    '/api/registers',
    {
      schema: {
        tags,
        operationId: 'listRegisters',
        summary: 'Daftar register',
        description:
          'Register per tahap, register tahanan (`rt`), barang bukti (`bb`) dan laporan bulanan kegiatan (`lp`), dengan judul kolomnya.',
        response: { 200: registerListSchema },
      },
    },
    async () => registersService.list(),
  );

  app.get(
    '/api/registers/:code',
    {
      schema: {
        tags,
        operationId: 'previewRegister',
        summary: 'Pratinjau register satu bulan',
        description:
          'Baris pertama register untuk bulan `month` tahun `year` (zona waktu kantor) seperti ditulis ekspornya, dan ' +
          'jumlah seluruh barisnya. Kasus di Sampah tidak dibaca.',
        params: registerParamsSchema,
        querystring: registerPeriodSchema,
        response: { 200: registerPreviewSchema },
      },
    },
    async (request) => registersService.preview(request.params.code, request.query),
  );

  app.get(
    '/api/registers/:code/export',
    {
      config: { clientErrors: [429] },
      schema: {
        tags,
        operationId: 'exportRegister',
        summary: 'Ekspor register satu bulan (Excel atau PDF)',
        description:
          'Register untuk bulan `month` tahun `year`: `format=xlsx` (semua baris, ditulis sambil dikirim) atau ' +
          '`format=pdf` (A4 mendatar), berkepala nama kantor dan periode. Lampiran bernama mis. `register-rt-2026-11.xlsx`.',
        params: registerParamsSchema,
        querystring: registerExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { format, ...period } = request.query;
      const user = request.requireUser();
      const file = await registersService.export(request.params.code, period, format, user.id);
      await audit.read(user, {
        action: 'export.read',
        object: { type: 'export', id: `register.${request.params.code}.${format}`, label: file.fileName },
      });
      return sendExportFile(reply, file);
    },
  );
};
