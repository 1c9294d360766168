import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  detentionInputSchema,
  detentionListQuerySchema,
  detentionListSchema,
  detentionParamsSchema,
  detentionSchema,
  detentionUpdateSchema,
  dueDetentionListSchema,
  idParamsSchema,
  successResponseSchema,
} from '@pidsus/shared';
import type { DetentionsService } from './service';

const tags = ['detentions'];

/** Detention periods of a case's defendants, and those in force across cases (decisions §8.2). */
export const detentionsRoutes: FastifyPluginAsyncZod<{ detentionsService: DetentionsService }> = async (
  app,
  { detentionsService },
) => {
  app.get(
    '/api/cases/:id/detentions',
    {
      schema: {
        tags,
        operationId: 'listCaseDetentions',
        summary: 'Masa penahanan kasus',
        description:
          'Per orang (urut ditambahkan), masing-masing urut tanggal mulai. `end_date` = `start_date` + `days` − 1.',
        params: idParamsSchema,
        response: { 200: detentionListSchema },
      },
    },
    (request) => detentionsService.list(request.params.id),
  );

  app.post(
    '/api/cases/:id/detentions',
    {
      config: { clientErrors: [403, 409] },
      schema: {
        tags,
        operationId: 'createCaseDetention',
        summary: 'Catat masa penahanan atau perpanjangannya (staf)',
        description:
          'Hari pertama dihitung: 20 hari sejak 1 Maret berakhir 20 Maret. Perpanjangan menyebut `extends_id`; tanpa ' +
          '`start_date` ia mulai sehari setelah masa yang diperpanjang berakhir. Dua masa satu orang tidak boleh bertumpuk (400).',
        params: idParamsSchema,
        body: detentionInputSchema,
        response: { 201: detentionSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return detentionsService.add(request.params.id, request.body, request.requireUser());
    },
  );

  app.put(
    '/api/cases/:id/detentions/:tid',
    {
      config: { clientErrors: [403] },
      schema: {
        tags,
        operationId: 'updateCaseDetention',
        summary: 'Ubah masa penahanan, atau catat pengeluaran dari tahanan (staf)',
        description: 'Isian yang dikirim diubah; `released_on` mengakhiri masa lebih awal, `null` membatalkannya.',
        params: detentionParamsSchema,
        body: detentionUpdateSchema,
        response: { 200: detentionSchema },
      },
    },
    (request) => detentionsService.update(request.params.id, request.params.tid, request.body, request.requireUser()),
  );

  app.delete(
    '/api/cases/:id/detentions/:tid',
    {
      config: { clientErrors: [403, 409] },
      schema: {
        tags,
        operationId: 'deleteCaseDetention',
        summary: 'Hapus masa penahanan (staf)',
        description: 'Ditolak (409) bila masa itu sudah diperpanjang; tenggatnya ikut terhapus.',
        params: detentionParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await detentionsService.remove(request.params.id, request.params.tid, request.requireUser());
      return { success: true };
    },
  );

  app.get(
    '/api/detentions',
    {
      schema: {
        tags,
        operationId: 'listDetentionsInForce',
        summary: 'Masa penahanan yang sedang berjalan, berakhir sampai suatu tanggal',
        description:
          'Masa yang berlaku: belum dikeluarkan, belum diperpanjang, dan belum berakhir sebelum hari ini (zona waktu kantor); ' +
          'urut tanggal berakhir terdekat. `until`: tanggal berakhir terakhir (termasuk). `mine=1`: hanya kasus yang timnya ' +
          'memuat pengguna. Paling banyak 500.',
        querystring: detentionListQuerySchema,
        response: { 200: dueDetentionListSchema },
      },
    },
    (request) => detentionsService.listInForce(request.requireUser().id, request.query),
  );
};
