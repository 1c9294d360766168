import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  defendantInputSchema,
  defendantListSchema,
  defendantParamsSchema,
  defendantSchema,
  defendantUpdateSchema,
  idParamsSchema,
  successResponseSchema,
} from '@pidsus/shared';
import type { DefendantsService } from './service';

const tags = ['defendants'];

/** The defendants of a case (decisions §8.1). */
export const defendantsRoutes: FastifyPluginAsyncZod<{ defendantsService: DefendantsService }> = async (
  app,
  { defendantsService },
) => {
  app.get(
    '/api/cases/:id/defendants',
    {
      schema: {
        tags,
        operationId: 'listCaseDefendants',
        summary: 'Tersangka/terdakwa kasus',
        description:
          'Urut waktu ditambahkan. `role_label` mengikuti tahap kasus: Terlapor (penyelidikan), Tersangka (penyidikan), ' +
          'Terdakwa (penuntutan), Terpidana (eksekusi).',
        params: idParamsSchema,
        response: { 200: defendantListSchema },
      },
    },
    (request) => defendantsService.list(request.params.id),
  );

  app.post(
    '/api/cases/:id/defendants',
    {
      config: { clientErrors: [403, 409] },
      schema: {
        tags,
        operationId: 'createCaseDefendant',
        summary: 'Tambah tersangka/terdakwa (staf)',
        params: idParamsSchema,
        body: defendantInputSchema,
        response: { 201: defendantSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return defendantsService.add(request.params.id, request.body, request.requireUser());
    },
  );

  app.put(
    '/api/cases/:id/defendants/:did',
    {
      config: { clientErrors: [403] },
      schema: {
        tags,
        operationId: 'updateCaseDefendant',
        summary: 'Ubah data tersangka/terdakwa (staf)',
        description: 'Isian yang dikirim diubah; yang tidak dikirim tetap.',
        params: defendantParamsSchema,
        body: defendantUpdateSchema,
        response: { 200: defendantSchema },
      },
    },
    (request) => defendantsService.update(request.params.id, request.params.did, request.body, request.requireUser()),
  );

  app.delete(
    '/api/cases/:id/defendants/:did',
    {
      config: { clientErrors: [403, 409] },
      schema: {
        tags,
        operationId: 'deleteCaseDefendant',
        summary: 'Hapus tersangka/terdakwa (staf)',
        description: 'Ditolak (409) selama masih ada masa penahanan orang itu pada kasus ini.',
        params: defendantParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await defendantsService.remove(request.params.id, request.params.did, request.requireUser());
      return { success: true };
    },
  );
};
