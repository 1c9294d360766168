import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  caseDocumentParamsSchema,
  idParamsSchema,
  successResponseSchema,
  trashedCaseDocumentListSchema,
} from '@pidsus/shared';
import type { CaseDocumentTrashService } from './trash-service';

const tags = ['case-documents'];

/**
 * The trash of a case's documents (decisions §9): any logged-in user sees it; the case's team and administrators
 * restore from it (as they delete); only an administrator purges.
 */
export const caseDocumentTrashRoutes: FastifyPluginAsyncZod<{ trashService: CaseDocumentTrashService }> = async (
  app,
  { trashService: service },
) => {
  app.get(
    '/api/cases/:id/document-trash',
    {
      config: { clientErrors: [404] },
      schema: {
        tags,
        operationId: 'listCaseDocumentTrash',
        summary: 'Berkas perkara di Sampah berkas kasus, yang terakhir dihapus lebih dulu',
        params: idParamsSchema,
        response: { 200: trashedCaseDocumentListSchema },
      },
    },
    (request) => service.trash(request.params.id),
  );

  app.post(
    '/api/cases/:id/document-trash/:docId/restore',
    {
      config: { clientErrors: [403, 404] },
      schema: {
        tags,
        operationId: 'restoreCaseDocument',
        summary: 'Pulihkan berkas perkara dari Sampah berkas (tim kasus atau admin)',
        description: 'Berkas yang tidak ada di Sampah berkas: 404.',
        params: caseDocumentParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await service.restore(request.params.id, request.params.docId, request.requireUser());
      return { success: true as const };
    },
  );

  app.delete(
    '/api/cases/:id/document-trash/:docId',
    {
      config: { roles: ['admin'], clientErrors: [403, 404] },
      schema: {
        tags,
        operationId: 'purgeCaseDocument',
        summary: 'Hapus permanen berkas perkara dari Sampah berkas (admin)',
        description: 'Isinya ikut terhapus, kecuali masih dipakai file atau berkas lain. Tidak ada di Sampah: 404.',
        params: caseDocumentParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await service.purge(request.params.id, request.params.docId, request.requireUser());
      return { success: true as const };
    },
  );
};
