import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  HISTORY_MAX,
  USER_PAGE_DEFAULT,
  USER_PAGE_MAX,
  auditEntrySchema,
  idParamsSchema,
  userActionResponseSchema,
  userCreateSchema,
  userDeleteQuerySchema,
  userListQuerySchema,
  userListSchema,
  userSchema,
  userUpdateSchema,
} from '@pidsus/shared';
import type { UsersService } from './service';

const admin = { roles: ['admin'] } as const;
/** The user actions answer `{ success, error }` (requirements §7), also when they fail (decisions §2). */
const adminAction = { ...admin, errorEnvelope: {} };
const done = { success: true, error: null } as const;

/**
 * User management (admin only): list, create, edit, delete, end sessions, unlock after too many failed logins,
 * and each account's history.
 */
export const usersRoutes: FastifyPluginAsyncZod<{ usersService: UsersService }> = async (app, { usersService }) => {
  app.get(
    '/api/users',
    {
      config: { ...admin, responseHeaders: ['X-Total-Count'] },
      schema: {
        tags: ['users'],
        operationId: 'listUsers',
        summary: 'Daftar pengguna (admin)',
        description: `Urut nama. Tanpa \`limit\` satu halaman berisi ${USER_PAGE_DEFAULT} pengguna; \`limit\` paling besar ${USER_PAGE_MAX}. \`q\` (nama, email atau jabatan, tanpa membedakan huruf besar/kecil) menyaring daftar; jumlah seluruh pengguna yang lolos ada di header X-Total-Count.`,
        querystring: userListQuerySchema,
        response: { 200: userListSchema },
      },
    },
    async (request, reply) => {
      const { users, total } = await usersService.list(request.query);
      reply.header('x-total-count', String(total));
      return users;
    },
  );

  app.post(
    '/api/users',
    {
      config: { ...admin, clientErrors: [409] },
      schema: {
        tags: ['users'],
        operationId: 'createUser',
        summary: 'Tambah pengguna (admin); peran user kecuali role admin dikirim',
        body: userCreateSchema,
        response: { 201: userSchema },
      },
    },
    async (request, reply) => {
      const user = await usersService.create(request.body, request.requireUser());
      return reply.status(201).send(user);
    },
  );

  app.put(
    '/api/users/:id',
    {
      config: { ...admin, clientErrors: [409] },
      schema: {
        tags: ['users'],
        operationId: 'updateUser',
        summary: 'Ubah pengguna (admin); password kosong = tidak diubah, password baru mengakhiri sesinya',
        params: idParamsSchema,
        body: userUpdateSchema,
        response: { 200: userSchema },
      },
    },
    (request) => usersService.update(request.params.id, request.body, request.requireUser()),
  );

  app.delete(
    '/api/users/:id',
    {
      config: { ...adminAction, clientErrors: [409] },
      schema: {
        tags: ['users'],
        operationId: 'deleteUser',
        summary: 'Hapus pengguna (admin): akun ditandai terhapus, semua sesinya berakhir',
        description:
          'Akun yang masih menjadi tim perkara ditolak 409 `Pengguna masih menjadi tim pada N kasus` dengan `cases`, ' +
          'kecuali `reassign_to` menunjuk staf aktif lain: seluruh keanggotaan timnya dialihkan dalam transaksi yang ' +
          'sama, dengan satu baris riwayat per kasus.',
        params: idParamsSchema,
        querystring: userDeleteQuerySchema,
        response: { 200: userActionResponseSchema },
      },
    },
    async (request) => {
      await usersService.remove(request.params.id, request.requireUser(), {
        reassignTo: request.query.reassign_to,
      });
      return done;
    },
  );

  app.delete(
    '/api/users/:id/sessions',
    {
      config: adminAction,
      schema: {
        tags: ['users'],
        operationId: 'endUserSessions',
        summary: 'Akhiri semua sesi pengguna (admin)',
        params: idParamsSchema,
        response: { 200: userActionResponseSchema },
      },
    },
    async (request) => {
      await usersService.endSessions(request.params.id, request.requireUser());
      return done;
    },
  );

  app.post(
    '/api/users/:id/unlock',
    {
      config: adminAction,
      schema: {
        tags: ['users'],
        operationId: 'unlockUser',
        summary: 'Buka kunci akun (admin): batas gagal masuk per akun dihapus, akun dapat langsung masuk lagi',
        params: idParamsSchema,
        response: { 200: userActionResponseSchema },
      },
    },
    async (request) => {
      await usersService.unlock(request.params.id, request.requireUser());
      return done;
    },
  );

  app.get(
    '/api/users/:id/history',
    {
      config: { ...admin, responseHeaders: ['X-Total-Count'] },
      schema: {
        tags: ['users'],
        operationId: 'getUserHistory',
        summary: 'Riwayat tindakan admin atas akun ini (audit)',
        description: `Paling banyak ${HISTORY_MAX} entri terbaru, urut dari yang terbaru; jumlah seluruhnya ada di header X-Total-Count.`,
        params: idParamsSchema,
        response: { 200: z.array(auditEntrySchema) },
      },
    },
    async (request, reply) => {
      const { entries, total } = await usersService.history(request.params.id);
      reply.header('x-total-count', String(total));
      return entries;
    },
  );
};
