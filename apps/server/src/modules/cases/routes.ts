import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  HISTORY_MAX,
  caseHistorySchema,
  caseInputSchema,
  caseListQuerySchema,
  caseListSchema,
  caseSchema,
  caseStatusInputSchema,
  caseUpdateSchema,
  followResponseSchema,
  idParamsSchema,
  scheduleListSchema,
  scheduleQuerySchema,
  staffListSchema,
  staffQuerySchema,
  successResponseSchema,
} from '@pidsus/shared';
import { answerBytes, createAnswerCache, type CachedAnswer } from './answer-cache';
import type { AuditService } from '../audit';
import type { ListVersion } from './list-version';
import type { CasesService } from './service';

/** A serialized answer as the bytes sent: encoded once, not for every request that reuses it. */
const bytesOf = (serialized: unknown): Buffer => Buffer.from(serialized as string);

const tags = ['cases'];

/** Cases are shared by every logged-in user (decisions §2): no role restriction, only a login. */
export const casesRoutes: FastifyPluginAsyncZod<{
  casesService: CasesService;
  audit: Pick<AuditService, 'read'>;
  /** The lists' version, kept in memory while nothing signals a write (list-version.ts). */
  listVersion: Pick<ListVersion, 'current'>;
}> = async (app, { casesService, audit, listVersion }) => {
  // The lists' serialized answers, kept while no case is written anywhere (answer-cache.ts, migration 0009).
  const answers = createAnswerCache();
  // One case as each viewer sees it (whether they follow it), under the same version: the most read answer.
  const caseAnswers = createAnswerCache(2000);
  // Edits sent without a `location` (see PUT /api/cases/:id).
  const withoutLocation = new WeakSet<object>();
  app.get(
    '/api/cases',
    {
      config: { responseHeaders: ['X-Total-Count'] },
      schema: {
        tags,
        operationId: 'listCases',
        summary: 'Daftar kasus (per kategori, pencarian, kasus saya, status, tanggal, urutan, halaman)',
        description:
          'Jumlah seluruh hasil ada di header X-Total-Count. Tanpa `limit` satu halaman berisi 50 kasus; `limit` paling besar 200. ' +
          '`mine=1`: hanya kasus yang timnya memuat pengguna. `status`: satu status. `from`, `to` (`YYYY-MM-DD`): hanya kasus ' +
          'bertanggal dari hari itu dan/atau sampai hari itu (keduanya termasuk). `sort`: `upcoming` (sidang mulai hari ini, ' +
          'terdekat dulu, lalu yang sudah lewat), `newest` (tanggal terbaru dulu; bawaan), `oldest` (tanggal terlama dulu). ' +
          '`q`: kasus yang memuat semua kata, di semua kategori bila tanpa `type`; yang memuat kata-kata itu sebagai satu ' +
          'frasa tampil lebih dulu, lalu sisanya, masing-masing menurut `sort`.',
        querystring: caseListQuerySchema,
        response: { 200: caseListSchema },
      },
    },
    async (request, reply) => {
      const viewer = request.requireUser();
      const version = await listVersion.current();
      const query = request.query;
      // Per viewer (each case says whether they follow it); `upcoming` depends on the office's day too.
      const key = JSON.stringify([
        'list',
        viewer.id,
        query.type,
        query.q,
        query.mine,
        query.status,
        query.from,
        query.to,
        query.sort,
        query.sort === 'upcoming' ? casesService.today() : '',
        query.limit,
        query.offset,
      ]);
      let answer: CachedAnswer | undefined = answers.get(version, key);
      if (!answer) {
        const { cases, total } = await casesService.list(query, viewer.id);
        answer = { body: bytesOf(reply.serialize(cases)), total: String(total) };
        answers.set(version, key, answer);
      }
      // Bytes with a JSON type are sent as they are: serialized and encoded once, above, for every request until a write.
      return answerBytes(request, reply.header('x-total-count', answer.total), answer);
    },
  );

  app.post(
    '/api/cases',
    {
      schema: {
        tags,
        operationId: 'createCase',
        summary: 'Tambah kasus',
        body: caseInputSchema,
        response: { 201: caseSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return casesService.create(request.body, request.requireUser());
    },
  );

  app.get(
    '/api/cases/:id',
    {
      schema: {
        tags,
        operationId: 'getCase',
        summary: 'Detail kasus',
        params: idParamsSchema,
        response: { 200: caseSchema },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      const version = await listVersion.current();
      // As the lists: every write that changes what a case shows raises the version (its row, its team, its
      // followers, a history row, a deadline, a detention, a name: migrations 0009, 0010, 0014, 0019, 0021).
      const key = JSON.stringify([user.id, request.params.id]);
      let answer = caseAnswers.get(version, key);
      if (!answer) {
        const found = await casesService.get(request.params.id, user.id);
        answer = {
          body: bytesOf(reply.serialize(found)),
          label: [found.number, found.title].filter(Boolean).join(' · '),
        };
        caseAnswers.set(version, key, answer);
      }
      // Who opened whose case (decisions §9): a read in the audit log, repeats within 10 minutes collapsed; for a
      // cached answer too.
      const object = { type: 'case' as const, id: request.params.id, label: answer.label ?? '' };
      await audit.read(user, { action: 'case.read', object });
      return answerBytes(request, reply, answer);
    },
  );

  app.put(
    '/api/cases/:id/follow',
    {
      config: { clientErrors: [403] },
      schema: {
        tags,
        operationId: 'followCase',
        summary: 'Ikuti kasus (notifikasi perubahannya)',
        params: idParamsSchema,
        response: { 200: followResponseSchema },
      },
    },
    (request) => casesService.follow(request.params.id, request.requireUser()),
  );

  app.delete(
    '/api/cases/:id/follow',
    {
      config: { clientErrors: [409] },
      schema: {
        tags,
        operationId: 'unfollowCase',
        summary: 'Berhenti mengikuti kasus',
        description: 'Anggota tim selalu mengikuti kasusnya: 409.',
        params: idParamsSchema,
        response: { 200: followResponseSchema },
      },
    },
    (request) => casesService.unfollow(request.params.id, request.requireUser()),
  );

  app.get(
    '/api/staff',
    {
      schema: {
        tags,
        operationId: 'listStaff',
        summary: 'Staf aktif (untuk memilih tim jaksa)',
        description: 'Urut nama; `q` menyaring nama yang memuatnya. Paling banyak 500.',
        querystring: staffQuerySchema,
        response: { 200: staffListSchema },
      },
    },
    (request) => casesService.staff(request.query.q),
  );

  app.put(
    '/api/cases/:id',
    {
      config: { clientErrors: [409] },
      schema: {
        tags,
        operationId: 'updateCase',
        summary: 'Ubah kasus',
        description:
          'Semua kolom diganti, kecuali time, location dan team_ids yang tidak dikirim: nilainya tetap. Dengan ' +
          'updated_at versi yang diubah, perubahan yang bertabrakan dijawab 409.',
        params: idParamsSchema,
        body: caseUpdateSchema,
        response: { 200: caseSchema },
      },
      // The schema turns an absent `location` into '' (as for the other texts); told apart here, before it
      // does, so that a client older than the place (decisions §7.5) does not wipe it on every edit.
      preValidation: async (request) => {
        const body = request.body;
        if (typeof body === 'object' && body !== null && (body as { location?: unknown }).location === undefined) {
          withoutLocation.add(request);
        }
      },
    },
    (request) => {
      const { updated_at: basedOn, time, location, ...fields } = request.body;
      const edit = {
        ...fields,
        ...(time === undefined ? {} : { time }),
        ...(withoutLocation.has(request) ? {} : { location }),
      };
      return casesService.update(request.params.id, edit, request.requireUser(), basedOn);
    },
  );

  app.put(
    '/api/cases/:id/status',
    {
      schema: {
        tags,
        operationId: 'updateCaseStatus',
        summary: 'Ubah status kasus',
        params: idParamsSchema,
        body: caseStatusInputSchema,
        response: { 200: caseSchema },
      },
    },
    (request) => casesService.setStatus(request.params.id, request.body.status, request.requireUser()),
  );

  app.delete(
    '/api/cases/:id',
    {
      schema: {
        tags,
        operationId: 'deleteCase',
        summary: 'Hapus kasus',
        params: idParamsSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await casesService.remove(request.params.id, request.requireUser());
      return { success: true };
    },
  );

  app.get(
    '/api/cases/:id/history',
    {
      config: { responseHeaders: ['X-Total-Count'] },
      schema: {
        tags,
        operationId: 'getCaseHistory',
        summary: 'Riwayat perubahan kasus',
        description: `Paling banyak ${HISTORY_MAX} riwayat terbaru, urut dari yang terlama; jumlah seluruhnya ada di header X-Total-Count.`,
        params: idParamsSchema,
        response: { 200: caseHistorySchema },
      },
    },
    async (request, reply) => {
      const { events, total } = await casesService.history(request.params.id);
      reply.header('x-total-count', String(total));
      return events;
    },
  );

  app.get(
    '/api/schedule',
    {
      schema: {
        tags,
        operationId: 'getSchedule',
        summary: 'Jadwal satu hari (bawaan: hari ini di zona waktu kantor)',
        description:
          'Paling banyak 500 sidang, urut jam. `mine=1`: hanya sidang kasus yang timnya memuat pengguna. `deadline_due`: ' +
          'kasus memiliki tenggat yang belum selesai dengan jatuh tempo pada tanggal itu atau sebelumnya.',
        querystring: scheduleQuerySchema,
        response: { 200: scheduleListSchema },
      },
    },
    async (request, reply) => {
      const viewer = request.requireUser();
      const version = await listVersion.current();
      const date = request.query.date ?? casesService.today();
      const mine = request.query.mine ?? false;
      const key = JSON.stringify(['schedule', viewer.id, date, mine]);
      let answer: CachedAnswer | undefined = answers.get(version, key);
      if (!answer) {
        answer = { body: bytesOf(reply.serialize(await casesService.schedule(viewer.id, date, mine))) };
        answers.set(version, key, answer);
      }
      return answerBytes(request, reply, answer);
    },
  );
};
