import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  fileContentQuerySchema,
  fileResponseSchema,
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
import { AppError, badRequest } from '../../lib/errors';
import { messages } from '../../messages';
import { sendContent } from './content';
import type { FilesService } from './service';

const tags = ['files'];

/**
 * A body that busboy cannot parse (no boundary, no closing boundary, a part cut short) or that breaks
 * a parser limit: the client's fault, never a 500. Such errors are plain Errors from busboy or
 * @fastify/multipart's FST_* errors.
 */
function isMultipartParseError(error: unknown): boolean {
  if (!(error instanceof Error) || error instanceof AppError) {
    return false;
  }
  const code = (error as { code?: unknown }).code;
  return (
    (typeof code === 'string' &&
      /^FST_(PARTS|FILES|FIELDS)_LIMIT$|^FST_(MP_PREMATURE_CLOSE|PROTO_VIOLATION)$/.test(code)) ||
    /^Multipart: |^Malformed |^Unexpected end of |terminated early|^The needle cannot/.test(error.message)
  );
}

/**
 * A multipart parse error as a 400 with `message` (a broken parser limit, such as a second file or too
 * many fields, with its own message); any other error unchanged.
 */
function multipartError(error: unknown, message: string): unknown {
  if (!isMultipartParseError(error)) {
    return error;
  }
  const code = (error as { code?: unknown }).code;
  return badRequest(typeof code === 'string' && code.endsWith('_LIMIT') ? messages.files.tooManyParts : message);
}

/** For a promise's catch: rethrows the error, a multipart parse error as a 400 with `message`. */
const asMultipartError = (message: string) => (error: unknown) => {
  throw multipartError(error, message);
};

/**
 * The file manager (spec §7, contract §3). Every call but the content link needs a login and sees
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
  // that matter are given with each call below, so they hold either way.
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(fastifyMultipart);
  }

  app.get(
    '/api/files',
    {
      schema: {
        tags,
        summary: 'Isi satu folder (path `/` = Root)',
        querystring: filesListQuerySchema,
        response: { 200: filesListResponseSchema },
      },
    },
    (request) => filesService.list(request.requireUser().id, request.query.path),
  );

  app.get(
    '/api/files/folders',
    { schema: { tags, summary: 'Semua folder milik pengguna', response: { 200: folderTreeResponseSchema } } },
    (request) => filesService.allFolders(request.requireUser().id),
  );

  app.post(
    '/api/files/folders',
    {
      schema: { tags, summary: 'Buat folder', body: folderCreateSchema, response: { 201: folderResponseSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await filesService.createFolder(request.requireUser().id, request.body)),
  );

  app.patch(
    '/api/files/folders/:id',
    {
      schema: {
        tags,
        summary: 'Ganti nama atau pindahkan folder (parentId null = Root)',
        params: idParamsSchema,
        body: folderUpdateSchema,
        response: { 200: folderResponseSchema },
      },
    },
    (request) => filesService.updateFolder(request.requireUser().id, request.params.id, request.body),
  );

  app.delete(
    '/api/files/folders/:id',
    {
      schema: {
        tags,
        summary: 'Hapus folder beserta seluruh isinya',
        params: idParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    (request) => filesService.deleteFolder(request.requireUser().id, request.params.id),
  );

  app.post(
    '/api/files/upload',
    {
      config: { longUpload: true },
      schema: {
        tags,
        summary: 'Upload satu file (multipart: field `path` opsional lebih dulu, lalu `file`)',
        consumes: ['multipart/form-data'],
        querystring: z.object({ path: folderPathSchema.optional() }),
        response: { 201: uploadResponseSchema, '4xx': uploadErrorResponseSchema },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      try {
        if (!request.isMultipart()) {
          throw badRequest(messages.files.noFile);
        }
        // One file and a few small fields; busboy's own cap sits one byte above ours, which cuts first.
        const limits = { files: 1, fields: 5, parts: 6, fieldSize: 8 * 1024, fileSize: maxUploadBytes + 1 };
        const parts = request.parts({ limits })[Symbol.asyncIterator]();
        const next = () => parts.next().catch(asMultipartError(messages.files.noFile));
        // The fields before the file; the file itself is never buffered.
        let rawPath: string | undefined;
        let part: Awaited<ReturnType<typeof next>>['value'];
        for (let item = await next(); !item.done; item = await next()) {
          if (item.value.type === 'file') {
            part = item.value;
            break;
          }
          if (item.value.fieldname === 'path') {
            if (rawPath !== undefined) {
              // Two locations for one file: neither is guessed.
              throw badRequest(messages.files.pathInvalid);
            }
            rawPath = String(item.value.value);
          }
        }
        if (!part || part.type !== 'file' || part.fieldname !== 'file') {
          throw badRequest(messages.files.noFile);
        }
        const parsedPath = folderPathSchema.safeParse(rawPath ?? request.query.path ?? '/');
        if (!parsedPath.success) {
          throw badRequest(messages.files.pathInvalid);
        }
        const contentLength = Number(request.headers['content-length']);
        const result = await filesService
          .upload(user.id, {
            path: parsedPath.data,
            filename: part.filename,
            source: part.file,
            contentLength: Number.isFinite(contentLength) ? contentLength : undefined,
            // The rest of the body is read before the file is recorded: a `path` after the file (which
            // would count or not depending on how the body happened to be cut into chunks) is refused,
            // and so is a body that ends without its closing boundary.
            rest: async () => {
              for (let item = await parts.next(); !item.done; item = await parts.next()) {
                if (item.value.type === 'field' && item.value.fieldname === 'path') {
                  throw badRequest(messages.files.pathAfterFile);
                }
              }
            },
          })
          .catch(asMultipartError(messages.files.uploadIncomplete));
        return await reply.status(201).send(result);
      } catch (caught) {
        const error = multipartError(caught, messages.files.noFile);
        if (!(error instanceof AppError)) {
          throw error;
        }
        // The dashboard reads `error` (spec §3 Upload response); every other client reads `message`.
        if (!request.raw.complete) {
          // The rest of a refused body (oversized, or for a folder that is not there) is not worth
          // reading: the connection closes after the answer.
          reply.header('connection', 'close');
        }
        return reply
          .status(error.statusCode as 400)
          .send({ success: false, error: error.message, message: error.message });
      }
    },
  );

  app.get(
    '/api/files/files/:id',
    {
      schema: {
        tags,
        summary: 'Satu file dengan tautan isi yang baru',
        params: idParamsSchema,
        response: { 200: fileResponseSchema },
      },
    },
    (request) => filesService.getFile(request.requireUser().id, request.params.id),
  );

  app.patch(
    '/api/files/files/:id',
    {
      schema: {
        tags,
        summary: 'Ganti nama atau pindahkan file (folderId null = Root)',
        params: idParamsSchema,
        body: fileUpdateSchema,
        response: { 200: fileResponseSchema },
      },
    },
    (request) => filesService.updateFile(request.requireUser().id, request.params.id, request.body),
  );

  app.delete(
    '/api/files/files/:id',
    {
      schema: { tags, summary: 'Hapus file', params: idParamsSchema, response: { 200: successResponseSchema } },
    },
    (request) => filesService.deleteFile(request.requireUser().id, request.params.id),
  );

  app.get(
    '/api/files/files/:id/content',
    {
      // The signed link is the proof of access (no bearer token in a URL, contract §2).
      config: { public: true },
      schema: {
        tags,
        summary: 'Isi file melalui tautan bertanda tangan yang berumur pendek (mendukung Range)',
        security: [],
        params: idParamsSchema,
        querystring: fileContentQuerySchema.extend({ download: z.enum(['1']).optional() }),
      },
    },
    async (request, reply) => {
      const { expires, signature, download } = request.query;
      const file = await filesService.fileForLink(request.params.id, expires, signature);
      return sendContent(request, reply, filesService, file, download === '1');
    },
  );
};
