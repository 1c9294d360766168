import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { importErrorsInputSchema, importQuerySchema, importResultSchema } from '@pidsus/shared';
import { mayImport } from './policy';
import type { ImportService } from './service';
import { readImportUpload } from './upload';

const tags = ['import'];
const admins = { roles: ['admin'] as const };

/** Importing the register an office keeps (decisions §8.7), administrators only. */
export const importRoutes: FastifyPluginAsyncZod<{ importService: ImportService }> = async (app, { importService }) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(fastifyMultipart);
  }

  app.post(
    '/api/import/cases',
    {
      config: { ...admins, longUpload: true, clientErrors: [403, 413] },
      onError: async (request, reply) => {
        if (!request.raw.complete) {
          reply.header('connection', 'close');
        }
      },
      schema: {
        tags,
        operationId: 'importCases',
        summary: 'Impor daftar perkara dari .xlsx atau .csv (admin)',
        description:
          'Multipart: `file` (.xlsx, atau .csv UTF-8/Windows-1252 dengan pemisah `,` atau `;`, maks. 20 MB) dan ' +
          '`mapping` opsional (JSON `{ "<judul kolom>": "<field>" | null }`). `dry_run=1` (bawaan) hanya memeriksa; ' +
          '`dry_run=0` menulis baris yang valid, 500 perkara per transaksi. Baris dicocokkan dengan kasus yang ada lewat ' +
          '`number`, atau tanpa nomor lewat kategori + judul + tanggal: sama → `unchanged`, berbeda → `updated`. ' +
          'Galat per baris (nomor baris spreadsheet) dan kolom.',
        consumes: ['multipart/form-data'],
        querystring: importQuerySchema,
        response: { 200: importResultSchema },
      },
    },
    async (request) => {
      const actor = request.requireUser();
      mayImport(actor);
      const upload = await readImportUpload(request);
      try {
        return await importService.importCases(
          upload.file,
          { mapping: upload.mapping, dryRun: request.query.dry_run === '1' },
          actor,
        );
      } finally {
        await upload.remove();
      }
    },
  );

  app.post(
    '/api/import/cases/errors',
    {
      bodyLimit: 16 * 1024 * 1024,
      config: { ...admins, clientErrors: [403] },
      schema: {
        tags,
        operationId: 'importErrorsWorkbook',
        summary: 'Galat impor sebagai file Excel (admin)',
        description: 'Menerima `errors` dari jawaban impor dan mengembalikan workbook Baris / Kolom / Pesan.',
        body: importErrorsInputSchema,
      },
    },
    async (request, reply) => {
      mayImport(request.requireUser());
      // exceljs loads with the first workbook, not with the server (as the exports').
      const { errorsWorkbook } = await import('./errors-xlsx');
      return reply
        .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
        .header('content-disposition', 'attachment; filename="galat-impor.xlsx"')
        .header('cache-control', 'no-store')
        .send(errorsWorkbook(request.body.errors));
    },
  );
};
