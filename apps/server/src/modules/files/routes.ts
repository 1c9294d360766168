import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fileContentQuerySchema,
  fileResponseSchema,
  fileTrashListResponseSchema,
  fileTrashParamsSchema,
  fileTrashRestoreResponseSchema,
  fileUpdateSchema,
  filesListQuerySchema,
  filesListResponseSchema,
  folderCreateSchema,
  folderPathSchema,
  folderResponseSchema,
  folderTreeResponseSchema,
  folderUpdateSchema,
  idParamsSchema,
  successResponseSchema,
  uploadErrorResponseSchema,
  uploadResponseSchema,
} from '@pidsus/shared';
import { readUpload, sendContent } from '../content';
import type { FilesService } from './service';

const tags = ['files'];

/**
 * The file manager (requirements §7, decisions §3). Every call but the content link needs a login and sees
 * only the caller's own items: another user's id is a 404, exactly like an id that does not exist.
 *
 * @fastify/multipart is registered here, inside this plugin's scope, so that its parser and limits
 * apply to these routes only. Uploads stream past the server's 1 MiB body limit: the multipart parser
 * does not buffer the body, and the size is enforced while the file flows to the store.
 */
export const filesRoutes: FastifyPluginAsyncZod<{ filesService: FilesService; maxUploadBytes: number }> = async (
  app,
  { filesService, maxUploadBytes },
) => {
  // Registered in this plugin's scope only, unless a parent scope (app.ts) already has it; the limits
  // that matter are given with each read (content/multipart.ts), so they hold either way.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(fastifyMultipart);
  }

  app.get(
    '/api/files',
    {
      config: { clientErrors: [404] },
      schema: {
        tags,
        operationId: 'listFolderContents',
        summary: 'Isi satu folder (path `/` = Root)',
        querystring: filesListQuerySchema,
        response: { 200: filesListResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await filesService.folders.list(request.requireUser().id, request.query.path),
    }),
  );

  app.get(
    '/api/files/folders',
    {
      schema: {
        tags,
        operationId: 'listFolders',
        summary: 'Semua folder milik pengguna',
        response: { 200: folderTreeResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await filesService.folders.listAll(request.requireUser().id) }),
  );

  app.post(
    '/api/files/folders',
    {
      config: { clientErrors: [404, 409] },
      schema: {
        tags,
        operationId: 'createFolder',
        summary: 'Buat folder',
        body: folderCreateSchema,
        response: { 201: folderResponseSchema },
      },
    },
    async (request, reply) => {
      const folder = await filesService.folders.create(request.requireUser().id, request.body);
      return reply.status(201).send({ success: true as const, folder });
    },
  );

  app.patch(
    '/api/files/folders/:id',
    {
      config: { clientErrors: [409] },
      schema: {
        tags,
        operationId: 'updateFolder',
        summary: 'Ganti nama atau pindahkan folder (parentId null = Root)',
        params: idParamsSchema,
        body: folderUpdateSchema,
        response: { 200: folderResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      folder: await filesService.folders.update(request.requireUser().id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/files/folders/:id',
    {
      schema: {
        tags,
        operationId: 'deleteFolder',
        summary: 'Hapus folder beserta seluruh isinya',
        params: idParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await filesService.folders.remove(request.requireUser().id, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/api/files/upload',
    {
      // The dashboard reads `error` (requirements §3 Upload response), every other client `message` (decisions §2).
      config: { longUpload: true, errorEnvelope: {}, clientErrors: [404, 409, 429] },
      // The rest of a refused body (oversized, or for a folder that is not there) is not worth reading:
      // the connection closes after the answer.
      onError: async (request, reply) => {
        if (!request.raw.complete) {
          reply.header('connection', 'close');
        }
      },
      schema: {
        tags,
        operationId: 'uploadFile',
        summary: 'Upload satu file (multipart: field `path` opsional lebih dulu, lalu `file`)',
        consumes: ['multipart/form-data'],
        querystring: z.object({ path: folderPathSchema.optional() }),
        response: { 201: uploadResponseSchema, '4xx': uploadErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = request.requireUser().id;
      const upload = await readUpload(request, { maxUploadBytes, defaultPath: request.query.path });
      const file = await filesService.uploads.upload(userId, upload);
      return reply.status(201).send({ success: true as const, file });
    },
  );

  app.get(
    '/api/files/files/:id',
    {
      schema: {
        tags,
        operationId: 'getFile',
        summary: 'Satu file dengan tautan isi yang baru',
        params: idParamsSchema,
        response: { 200: fileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      file: await filesService.files.get(request.requireUser().id, request.params.id),
    }),
  );

  app.patch(
    '/api/files/files/:id',
    {
      config: { clientErrors: [409] },
      schema: {
        tags,
        operationId: 'updateFile',
        summary: 'Ganti nama atau pindahkan file (folderId null = Root)',
        params: idParamsSchema,
        body: fileUpdateSchema,
        response: { 200: fileResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      file: await filesService.files.update(request.requireUser().id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/api/files/files/:id',
    {
      schema: {
        tags,
        operationId: 'deleteFile',
        summary: 'Pindahkan file ke sampah',
        params: idParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await filesService.files.remove(request.requireUser().id, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/api/files/files/:id/content',
    {
      // The signed link is the proof of access (no bearer token in a URL, decisions §2).
      config: { public: true, clientErrors: [403, 416] },
      schema: {
        tags,
        operationId: 'getFileContent',
        summary: 'Isi file melalui tautan bertanda tangan yang berumur pendek (mendukung Range)',
        security: [],
        params: idParamsSchema,
        querystring: fileContentQuerySchema.extend({ download: z.enum(['1']).optional() }),
      },
    },
    async (request, reply) => {
      const { expires, signature, download } = request.query;
      const file = await filesService.files.fileForLink(request.params.id, expires, signature);
      return sendContent(request, reply, filesService.content, file, download === '1');
    },
  );

  app.get(
    '/api/files/trash',
    {
      schema: {
        tags,
        operationId: 'listFileTrash',
        summary: 'Sampah berkas milik pengguna (file dan folder yang dihapus), terbaru dulu',
        description:
          'Hanya item yang dihapus langsung; isi folder yang dihapus ikut folder itu. Sampah tetap dihitung dalam kuota ' +
          'sampai dihapus permanen.',
        response: { 200: fileTrashListResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await filesService.trash.list(request.requireUser().id) }),
  );

  app.post(
    '/api/files/trash/:kind/:id/restore',
    {
      config: { clientErrors: [409] },
      schema: {
        tags,
        operationId: 'restoreFileTrashItem',
        summary: 'Pulihkan file atau folder dari sampah',
        description:
          'Kembali ke folder asalnya; ke Root bila folder itu sudah tidak ada atau ikut terhapus. Nama yang sudah ' +
          'dipakai diberi nomor, mis. "laporan (1).pdf".',
        params: fileTrashParamsSchema,
        response: { 200: fileTrashRestoreResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await filesService.trash.restore(request.requireUser().id, request.params.kind, request.params.id)),
    }),
  );

  app.delete(
    '/api/files/trash/:kind/:id',
    {
      schema: {
        tags,
        operationId: 'purgeFileTrashItem',
        summary: 'Hapus permanen file atau folder dari sampah (beserta isinya)',
        params: fileTrashParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await filesService.trash.purge(request.requireUser(), request.params.kind, request.params.id);
      return { success: true as const };
    },
  );
};
