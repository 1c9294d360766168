import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  caseSchema,
  idParamsSchema,
  successResponseSchema,
  TRASH_CASES_MAX,
  trashedCaseListSchema,
} from '@pidsus/shared';
import type { CasesService } from './service';

const tags = ['trash'];

/**
 * The trash of cases (decisions §7.3): any logged-in user sees it and restores from it, as any of them may
 * delete a case; only an admin purges.
 */
export const caseTrashRoutes: FastifyPluginAsyncZod<{ casesService: CasesService }> = async (app, { casesService }) => {
  app.get(
    '/api/trash/cases',
    {
      config: { responseHeaders: ['X-Total-Count'] },
      schema: {
        tags,
        operationId: 'listCaseTrash',
        summary: 'Kasus di Sampah, yang terakhir dihapus lebih dulu',
        description: `Paling banyak ${TRASH_CASES_MAX} kasus; jumlah seluruhnya ada di header X-Total-Count.`,
        response: { 200: trashedCaseListSchema },
      },
    },
    async (_request, reply) => {
      const { items, total } = await casesService.trash();
      return reply.header('x-total-count', total).send(items);
    },
  );

  app.post(
    '/api/trash/cases/:id/restore',
    {
      schema: {
        tags,
        operationId: 'restoreCase',
        summary: 'Pulihkan kasus dari Sampah (beserta tim, pengikut dan riwayatnya)',
        description: 'Kasus yang tidak ada di Sampah: 404.',
        params: idParamsSchema,
        response: { 200: caseSchema },
      },
    },
    (request) => casesService.restore(request.params.id, request.requireUser()),
  );

  app.delete(
    '/api/trash/cases/:id',
    {
      config: { roles: ['admin'] },
      schema: {
        tags,
        operationId: 'purgeCase',
        summary: 'Hapus permanen kasus dari Sampah (admin)',
        description:
          'Tim dan pengikutnya ikut terhapus; riwayatnya tetap tersimpan. Kasus yang tidak ada di Sampah: 404.',
        params: idParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await casesService.purgeOne(request.params.id, request.requireUser());
      return { success: true };
    },
  );
};
