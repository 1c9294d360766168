import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  evidenceInputSchema,
  evidenceListSchema,
  evidenceParamsSchema,
  evidenceSchema,
  idParamsSchema,
  successResponseSchema,
} from '@pidsus/shared';
import type { EvidenceService } from './service';

const tags = ['evidence'];

/** Evidence (barang bukti) of a case (decisions §8.4). */
export const evidenceRoutes: FastifyPluginAsyncZod<{ evidenceService: EvidenceService }> = async (
  app,
  { evidenceService },
) => {
  app.get(
    '/api/cases/:id/evidence',
    {
      config: { clientErrors: [404] },
      schema: {
        tags,
        operationId: 'listCaseEvidence',
        summary: 'Barang bukti kasus',
        description: 'Urut saat dicatat. Kasus di Sampah: 404.',
        params: idParamsSchema,
        response: { 200: evidenceListSchema },
      },
    },
    (request) => evidenceService.list(request.params.id),
  );

  app.post(
    '/api/cases/:id/evidence',
    {
      config: { clientErrors: [403, 404, 409] },
      schema: {
        tags,
        operationId: 'createCaseEvidence',
        summary: 'Tambah barang bukti (staf)',
        description:
          '`quantity` angka > 0 (paling banyak 3 angka desimal, mis. 2.5 kg); `status` bawaan `disita`; tanggal ' +
          'penyitaan dan tanggal status tidak boleh setelah hari ini (zona kantor).',
        params: idParamsSchema,
        body: evidenceInputSchema,
        response: { 201: evidenceSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return evidenceService.add(request.params.id, request.body, request.requireUser());
    },
  );

  app.put(
    '/api/cases/:id/evidence/:eid',
    {
      config: { clientErrors: [403, 404] },
      schema: {
        tags,
        operationId: 'updateCaseEvidence',
        summary: 'Ubah barang bukti (staf)',
        description: 'Mengirim seluruh isian, seperti POST; yang tidak dikirim kembali ke bawaannya.',
        params: evidenceParamsSchema,
        body: evidenceInputSchema,
        response: { 200: evidenceSchema },
      },
    },
    (request) => evidenceService.update(request.params.id, request.params.eid, request.body, request.requireUser()),
  );

  app.delete(
    '/api/cases/:id/evidence/:eid',
    {
      config: { clientErrors: [403, 404] },
      schema: {
        tags,
        operationId: 'deleteCaseEvidence',
        summary: 'Hapus barang bukti (staf)',
        params: evidenceParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await evidenceService.remove(request.params.id, request.params.eid, request.requireUser());
      return { success: true };
    },
  );
};
