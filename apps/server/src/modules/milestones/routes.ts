import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  milestoneInputSchema,
  milestoneListSchema,
  milestoneParamsSchema,
  milestoneSchema,
  milestoneUpdateSchema,
  successResponseSchema,
} from '@pidsus/shared';
import type { MilestonesService } from './service';

const tags = ['milestones'];

/** A case's milestones in the office's forms (Tahapan, decisions §8.3). */
export const milestonesRoutes: FastifyPluginAsyncZod<{ milestonesService: MilestonesService }> = async (
  app,
  { milestonesService },
) => {
  app.get(
    '/api/cases/:id/milestones',
    {
      schema: {
        tags,
        operationId: 'listCaseMilestones',
        summary: 'Tahapan kasus',
        description: 'Urut tanggal, lalu urutan dicatat.',
        params: idParamsSchema,
        response: { 200: milestoneListSchema },
      },
    },
    (request) => milestonesService.list(request.params.id),
  );

  app.post(
    '/api/cases/:id/milestones',
    {
      config: { clientErrors: [403, 409] },
      schema: {
        tags,
        operationId: 'createCaseMilestone',
        summary: 'Catat tahapan (staf)',
        description:
          'Tanpa `number`, formulir bernomor mendapat nomor berikutnya: `{awalan}-{urut}/{satker}/{klasifikasi}/{MM}/{YYYY}`. ' +
          'Formulir dengan `starts_deadlines` membuat tenggatnya dari `date`. Nomor yang sudah dipakai: 409.',
        params: idParamsSchema,
        body: milestoneInputSchema,
        response: { 201: milestoneSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return milestonesService.add(request.params.id, request.body, request.requireUser());
    },
  );

  app.put(
    '/api/cases/:id/milestones/:mid',
    {
      config: { clientErrors: [403, 409] },
      schema: {
        tags,
        operationId: 'updateCaseMilestone',
        summary: 'Ubah tahapan (staf)',
        params: milestoneParamsSchema,
        body: milestoneUpdateSchema,
        response: { 200: milestoneSchema },
      },
    },
    (request) => milestonesService.update(request.params.id, request.params.mid, request.body, request.requireUser()),
  );

  app.delete(
    '/api/cases/:id/milestones/:mid',
    {
      config: { clientErrors: [403] },
      schema: {
        tags,
        operationId: 'deleteCaseMilestone',
        summary: 'Hapus tahapan (staf)',
        description: 'Tenggat yang dimulai tahapan ini tetap ada.',
        params: milestoneParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await milestonesService.remove(request.params.id, request.params.mid, request.requireUser());
      return { success: true };
    },
  );
};
