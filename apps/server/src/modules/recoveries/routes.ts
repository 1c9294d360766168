import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  recoveryInputSchema,
  recoveryListSchema,
  recoveryParamsSchema,
  recoverySchema,
  stateLossInputSchema,
  stateLossSchema,
  successResponseSchema,
} from '@pidsus/shared';
import type { RecoveriesService } from './service';

const tags = ['recoveries'];

/** State money of a case: its state loss and its recoveries (decisions §8.4). */
export const recoveriesRoutes: FastifyPluginAsyncZod<{ recoveriesService: RecoveriesService }> = async (
  app,
  { recoveriesService },
) => {
  app.put(
    '/api/cases/:id/state-loss',
    {
      config: { clientErrors: [403] },
      schema: {
        tags,
        operationId: 'setCaseStateLoss',
        summary: 'Ubah kerugian keuangan negara (staf)',
        description: 'Rupiah bulat, 0 atau lebih; `null` mengosongkannya (belum diketahui).',
        params: idParamsSchema,
        body: stateLossInputSchema,
        response: { 200: stateLossSchema },
      },
    },
    (request) => recoveriesService.setStateLoss(request.params.id, request.body.state_loss, request.requireUser()),
  );

  app.get(
    '/api/cases/:id/recoveries',
    {
      schema: {
        tags,
        operationId: 'listCaseRecoveries',
        summary: 'Pemulihan keuangan negara kasus',
        description: 'Urut tanggal. Kasus di Sampah: 404.',
        params: idParamsSchema,
        response: { 200: recoveryListSchema },
      },
    },
    (request) => recoveriesService.list(request.params.id),
  );

  app.post(
    '/api/cases/:id/recoveries',
    {
      config: { clientErrors: [403, 409] },
      schema: {
        tags,
        operationId: 'createCaseRecovery',
        summary: 'Catat pemulihan keuangan negara (staf)',
        description: '`amount` rupiah bulat > 0; `date` tidak boleh setelah hari ini (zona kantor).',
        params: idParamsSchema,
        body: recoveryInputSchema,
        response: { 201: recoverySchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return recoveriesService.add(request.params.id, request.body, request.requireUser());
    },
  );

  app.delete(
    '/api/cases/:id/recoveries/:rid',
    {
      config: { clientErrors: [403] },
      schema: {
        tags,
        operationId: 'deleteCaseRecovery',
        summary: 'Hapus pemulihan keuangan negara (staf)',
        params: recoveryParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await recoveriesService.remove(request.params.id, request.params.rid, request.requireUser());
      return { success: true };
    },
  );
};
