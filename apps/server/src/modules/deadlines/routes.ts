import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deadlineInputSchema,
  deadlineListQuerySchema,
  deadlineListSchema,
  deadlineParamsSchema,
  deadlineSchema,
  deadlineTemplateInputSchema,
  deadlineTemplateListSchema,
  deadlineTemplateSchema,
  deadlineUpdateSchema,
  dueDeadlineListSchema,
  idParamsSchema,
  successResponseSchema,
} from '@pidsus/shared';
import type { DeadlinesService } from './service';

const tags = ['deadlines'];
/** Templates are kept by administrators; any logged-in user reads them (decisions §7.2). */
const admin = { roles: ['admin'] } as const;

/** Deadlines (tenggat) of a case and their templates (decisions §7.2). */
export const deadlinesRoutes: FastifyPluginAsyncZod<{ deadlinesService: DeadlinesService }> = async (
  app,
  { deadlinesService },
) => {
  app.get(
    '/api/cases/:id/deadlines',
    {
      schema: {
        tags,
        operationId: 'listCaseDeadlines',
        summary: 'Tenggat kasus',
        description: 'Yang belum selesai dulu, urut tanggal jatuh tempo; lalu yang sudah selesai.',
        params: idParamsSchema,
        response: { 200: deadlineListSchema },
      },
    },
    (request) => deadlinesService.list(request.params.id),
  );

  app.post(
    '/api/cases/:id/deadlines',
    {
      config: { clientErrors: [403, 409] },
      schema: {
        tags,
        operationId: 'createCaseDeadline',
        summary: 'Tambah tenggat (staf)',
        params: idParamsSchema,
        body: deadlineInputSchema,
        response: { 201: deadlineSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return deadlinesService.add(request.params.id, request.body, request.requireUser());
    },
  );

  app.put(
    '/api/cases/:id/deadlines/:did',
    {
      config: { clientErrors: [403] },
      schema: {
        tags,
        operationId: 'updateCaseDeadline',
        summary: 'Ubah tenggat, tandai selesai atau buka kembali (staf)',
        description: '`done: true` menandai selesai (oleh pengguna, saat ini); `done: false` membukanya kembali.',
        params: deadlineParamsSchema,
        body: deadlineUpdateSchema,
        response: { 200: deadlineSchema },
      },
    },
    (request) => deadlinesService.update(request.params.id, request.params.did, request.body, request.requireUser()),
  );

  app.delete(
    '/api/cases/:id/deadlines/:did',
    {
      config: { clientErrors: [403] },
      schema: {
        tags,
        operationId: 'deleteCaseDeadline',
        summary: 'Hapus tenggat (staf)',
        params: deadlineParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await deadlinesService.remove(request.params.id, request.params.did, request.requireUser());
      return { success: true };
    },
  );

  app.get(
    '/api/deadlines',
    {
      schema: {
        tags,
        operationId: 'listOpenDeadlines',
        summary: 'Tenggat yang belum selesai sampai suatu tanggal',
        description:
          'Termasuk yang sudah terlambat; urut jatuh tempo terdekat. `until`: tanggal terakhir (termasuk). `mine=1`: hanya ' +
          'kasus yang timnya memuat pengguna (admin: kosong). Tanpa `mine`: semua kasus. Paling banyak 500.',
        querystring: deadlineListQuerySchema,
        response: { 200: dueDeadlineListSchema },
      },
    },
    (request) => deadlinesService.listOpen(request.requireUser().id, request.query),
  );

  app.get(
    '/api/deadline-templates',
    {
      schema: {
        tags,
        operationId: 'listDeadlineTemplates',
        summary: 'Templat tenggat',
        response: { 200: deadlineTemplateListSchema },
      },
    },
    () => deadlinesService.templates(),
  );

  app.post(
    '/api/deadline-templates',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'createDeadlineTemplate',
        summary: 'Tambah templat tenggat (admin)',
        body: deadlineTemplateInputSchema,
        response: { 201: deadlineTemplateSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return deadlinesService.addTemplate(request.body);
    },
  );

  app.put(
    '/api/deadline-templates/:id',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'updateDeadlineTemplate',
        summary: 'Ubah templat tenggat (admin)',
        params: idParamsSchema,
        body: deadlineTemplateInputSchema,
        response: { 200: deadlineTemplateSchema },
      },
    },
    (request) => deadlinesService.updateTemplate(request.params.id, request.body),
  );

  app.delete(
    '/api/deadline-templates/:id',
    {
      config: admin,
      schema: {
        tags,
        operationId: 'deleteDeadlineTemplate',
        summary: 'Hapus templat tenggat (admin)',
        params: idParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await deadlinesService.removeTemplate(request.params.id);
      return { success: true };
    },
  );
};
