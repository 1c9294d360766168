import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  formInputSchema,
  formListSchema,
  formParamsSchema,
  formSchema,
  formUpdateSchema,
  successResponseSchema,
} from '@pidsus/shared';
import type { FormsService } from './service';

const tags = ['forms'];
/** The catalogue is kept by administrators; any logged-in user reads it (decisions §8.3). */
const admin = { roles: ['admin'] } as const;

/** The catalogue of the office's forms (decisions §8.3). */
export const formsRoutes: FastifyPluginAsyncZod<{ formsService: FormsService }> = async (app, { formsService }) => {
  app.get(
    '/api/forms',
    {
      schema: {
        tags,
        operationId: 'listForms',
        summary: 'Katalog formulir',
        description:
          'Urut tahapan acara. `numbering` null: formulir tanpa nomor; `starts_deadlines`: tenggat yang dimulai.',
        response: { 200: formListSchema },
      },
    },
    () => formsService.list(),
  );

  app.post(
    '/api/forms',
    {
      config: { ...admin, clientErrors: [409] },
      schema: {
        tags,
        operationId: 'createForm',
        summary: 'Tambah formulir (admin)',
        body: formInputSchema,
        response: { 201: formSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return formsService.add(request.body);
    },
  );

  app.put(
    '/api/forms/:code',
    {
      config: { ...admin, clientErrors: [404] },
      schema: {
        tags,
        operationId: 'updateForm',
        summary: 'Ubah formulir (admin)',
        description: 'Kodenya tetap: kode menamai formulir.',
        params: formParamsSchema,
        body: formUpdateSchema,
        response: { 200: formSchema },
      },
    },
    (request) => formsService.update(request.params.code, request.body),
  );

  app.delete(
    '/api/forms/:code',
    {
      config: { ...admin, clientErrors: [404, 409] },
      schema: {
        tags,
        operationId: 'deleteForm',
        summary: 'Hapus formulir (admin)',
        description: 'Ditolak (409) selama ada tahapan kasus dengan formulir ini.',
        params: formParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await formsService.remove(request.params.code);
      return { success: true };
    },
  );
};
