import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  formParamsSchema,
  formTemplateSchema,
  idParamsSchema,
  letterInputSchema,
  letterSchema,
  successResponseSchema,
} from '@pidsus/shared';
import { sendContent } from '../content';
import type { LettersService } from './service';
import { readTemplateUpload } from './upload';

const tags = ['letters'];
/** Templates are kept by administrators (decisions §8.6). */
const admin = { roles: ['admin'] } as const;
const DOCX = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

/** Letters from the office's templates (decisions §8.6): the forms' templates and `Buat Surat`. */
export const lettersRoutes: FastifyPluginAsyncZod<{ lettersService: LettersService }> = async (
  app,
  { lettersService },
) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(fastifyMultipart);
  }

  app.put(
    '/api/forms/:code/template',
    {
      config: { ...admin, clientErrors: [404, 413] },
      schema: {
        tags,
        operationId: 'uploadFormTemplate',
        summary: 'Unggah templat surat sebuah formulir (admin; multipart: field `file`, .docx ≤ 5 MB)',
        description:
          'Menggantikan templat sebelumnya. Placeholder yang dikenal: `{nomor}`, `{tanggal}`, `{kantor}`, `{kota}`, ' +
          '`{satker}`, `{nomor_perkara}`, `{judul}`, `{pasal}`, `{jaksa}`, `{tempat}`, `{kerugian_negara}` dan ' +
          '`{#tersangka}{nama} {nik} {tempat_lahir} {tanggal_lahir} {alamat} {pekerjaan}{/tersangka}`; yang lain: 400.',
        consumes: ['multipart/form-data'],
        params: formParamsSchema,
        response: { 200: formTemplateSchema },
      },
    },
    async (request) => {
      const upload = await readTemplateUpload(request);
      return lettersService.saveTemplate(request.params.code, upload, request.requireUser());
    },
  );

  app.get(
    '/api/forms/:code/template',
    {
      config: { ...admin, clientErrors: [404] },
      schema: {
        tags,
        operationId: 'downloadFormTemplate',
        summary: 'Unduh templat surat sebuah formulir (admin)',
        params: formParamsSchema,
      },
    },
    async (request, reply) => {
      const { row } = await lettersService.template(request.params.code);
      const file = {
        id: 0,
        name: row.name,
        size: row.size,
        mime: DOCX,
        sha256: row.sha256,
        storage_key: row.storage_key,
      };
      return sendContent(request, reply, lettersService.content, file, true);
    },
  );

  app.delete(
    '/api/forms/:code/template',
    {
      config: { ...admin, clientErrors: [404] },
      schema: {
        tags,
        operationId: 'deleteFormTemplate',
        summary: 'Hapus templat surat sebuah formulir (admin)',
        params: formParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await lettersService.deleteTemplate(request.params.code);
      return { success: true as const };
    },
  );

  app.post(
    '/api/cases/:id/letters',
    {
      config: { clientErrors: [403, 409, 413] },
      schema: {
        tags,
        operationId: 'createCaseLetter',
        summary: 'Buat surat dari templat formulir (staf)',
        description:
          'Dalam satu transaksi: nomor berikutnya seperti tahapan tanpa `number`, templat diisi, hasilnya disimpan ' +
          'sebagai berkas perkara dan tahapan dicatat dengan `document_id`-nya. Formulir tanpa templat: 409; kuota ' +
          'penyimpanan pembuatnya penuh: 413.',
        params: idParamsSchema,
        body: letterInputSchema,
        response: { 201: letterSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return lettersService.create(request.params.id, request.body, request.requireUser());
    },
  );
};
