import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  caseDocumentFromFileSchema,
  caseDocumentListSchema,
  caseDocumentParamsSchema,
  caseDocumentSchema,
  fileContentQuerySchema,
  idParamsSchema,
  successResponseSchema,
  validationMessages as m,
} from '@pidsus/shared';
import { readUpload, sendContent } from '../content';
import { originOf } from '../../lib/request-context';
import type { AuditService } from '../audit';
import type { CaseDocumentsService } from './service';

const tags = ['case-documents'];

/** The documents of a case file (decisions §7.2): a list, uploads, copies from one's files, deletion, content. */
export const caseDocumentsRoutes: FastifyPluginAsyncZod<{
  caseDocumentsService: CaseDocumentsService;
  maxUploadBytes: number;
  audit: Pick<AuditService, 'read'>;
}> = async (app, { caseDocumentsService: service, maxUploadBytes, audit }) => {
  // In this plugin's scope, as for the file manager's uploads (modules/files/routes.ts).
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(fastifyMultipart);
  }

  app.get(
    '/api/cases/:id/documents',
    {
      schema: {
        tags,
        operationId: 'listCaseDocuments',
        summary: 'Berkas perkara sebuah kasus, terbaru lebih dulu',
        params: idParamsSchema,
        response: { 200: caseDocumentListSchema },
      },
    },
    // Each link names the caller, so that opening it is their read in the audit log (decisions §9).
    (request) => service.list(request.params.id, request.requireUser().id),
  );

  app.post(
    '/api/cases/:id/documents',
    {
      // Reading is for any logged-in user; adding and deleting for staff (policy.ts, decisions §7.2): 403 for admins.
      config: { longUpload: true, clientErrors: [403, 404, 413, 429] },
      // The rest of a refused body is not worth reading: the connection closes after the answer.
      onError: async (request, reply) => {
        if (!request.raw.complete) {
          reply.header('connection', 'close');
        }
      },
      schema: {
        tags,
        operationId: 'uploadCaseDocument',
        summary: 'Unggah satu berkas perkara (multipart: field `file`)',
        consumes: ['multipart/form-data'],
        params: idParamsSchema,
        response: { 201: caseDocumentSchema },
      },
    },
    async (request, reply) => {
      const actor = request.requireUser();
      const upload = await readUpload(request, { maxUploadBytes });
      const document = await service.upload(request.params.id, upload, actor);
      return reply.status(201).send(document);
    },
  );

  app.post(
    '/api/cases/:id/documents/from-file',
    {
      config: { clientErrors: [403, 404] },
      schema: {
        tags,
        operationId: 'copyCaseDocumentFromFile',
        summary: 'Salin sebuah file dari Berkas Saya ke berkas perkara',
        params: idParamsSchema,
        body: caseDocumentFromFileSchema,
        response: { 201: caseDocumentSchema },
      },
    },
    async (request, reply) => {
      const document = await service.copyFromFile(request.params.id, request.body.file_id, request.requireUser());
      return reply.status(201).send(document);
    },
  );

  app.delete(
    '/api/cases/:id/documents/:docId',
    {
      config: { clientErrors: [403, 404] },
      schema: {
        tags,
        operationId: 'deleteCaseDocument',
        summary: 'Hapus sebuah berkas perkara',
        params: caseDocumentParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await service.remove(request.params.id, request.params.docId, request.requireUser());
      return { success: true as const };
    },
  );

  app.get(
    '/api/cases/:id/documents/:docId/content',
    {
      // The signed link is the proof of access (no bearer token in a URL, decisions §2).
      config: { public: true, clientErrors: [403, 416] },
      schema: {
        tags,
        operationId: 'getCaseDocumentContent',
        summary: 'Isi berkas perkara melalui tautan bertanda tangan yang berumur pendek (mendukung Range)',
        security: [],
        params: caseDocumentParamsSchema,
        querystring: fileContentQuerySchema.extend({
          download: z.enum(['1']).optional(),
          viewer: z.coerce.number({ error: m.linkInvalid }).int(m.linkInvalid).positive(m.linkInvalid).optional(),
        }),
      },
    },
    async (request, reply) => {
      const { expires, signature, download, viewer } = request.query;
      const document = await service.documentForLink(
        request.params.id,
        request.params.docId,
        expires,
        signature,
        viewer,
      );
      if (viewer !== undefined) {
        // Byte ranges of one opening (a PDF viewer asks several) collapse into one read row.
        await audit.read(
          { id: viewer, origin: originOf(request) },
          {
            action: 'case_document.read',
            object: { type: 'case_document', id: document.id, label: document.name },
            details: { case_id: document.case_id },
          },
        );
      }
      return sendContent(request, reply, service.content, document, download === '1');
    },
  );
};
