import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  idParamsSchema,
  recoveryCodesSchema,
  successResponseSchema,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
  twoFactorEnrolmentSchema,
  twoFactorStatusSchema,
  userActionResponseSchema,
} from '@pidsus/shared';
import type { TwoFactorService } from './service';

const tags = ['profile'];
/** Reachable while the account must still set it up (plugins/auth.ts): these routes are how it does. */
const setUp = { allowBeforeTwoFactor: true } as const;

/** One's own two-step sign-in (decisions §9), and the admin's reset of an account's. */
export const twoFactorRoutes: FastifyPluginAsyncZod<{ twoFactorService: TwoFactorService }> = async (
  app,
  { twoFactorService },
) => {
  app.get(
    '/api/profile/2fa',
    {
      config: setUp,
      schema: {
        tags,
        operationId: 'getTwoFactor',
        summary: 'Status verifikasi dua langkah sendiri: aktif, dan apakah wajib untuk akun ini',
        response: { 200: twoFactorStatusSchema },
      },
    },
    (request) => twoFactorService.status(request.requireUser()),
  );

  app.post(
    '/api/profile/2fa',
    {
      config: { ...setUp, clientErrors: [409] },
      schema: {
        tags,
        operationId: 'startTwoFactor',
        summary: 'Mulai verifikasi dua langkah: rahasia TOTP baru (base32) dan otpauth URL untuk kode QR; belum aktif',
        response: { 200: twoFactorEnrolmentSchema },
      },
    },
    (request) => twoFactorService.enrol(request.requireUser()),
  );

  app.post(
    '/api/profile/2fa/confirm',
    {
      config: { ...setUp, clientErrors: [409] },
      schema: {
        tags,
        operationId: 'confirmTwoFactor',
        summary:
          'Aktifkan verifikasi dua langkah dengan kode dari aplikasi; menjawab 10 kode pemulihan (sekali tampil)',
        body: twoFactorConfirmSchema,
        response: { 200: recoveryCodesSchema },
      },
    },
    (request) => twoFactorService.confirm(request.requireUser(), request.body.code),
  );

  app.delete(
    '/api/profile/2fa',
    {
      config: { ...setUp, clientErrors: [403, 409, 429] },
      schema: {
        tags,
        operationId: 'disableTwoFactor',
        summary: 'Matikan verifikasi dua langkah (perlu password); 403 bila wajib untuk akun ini',
        body: twoFactorDisableSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await twoFactorService.disable(request.requireUser(), request.body.password);
      return { success: true };
    },
  );

  app.delete(
    '/api/users/:id/2fa',
    {
      config: { roles: ['admin'], errorEnvelope: {}, clientErrors: [404, 409] },
      schema: {
        tags: ['users'],
        operationId: 'resetUserTwoFactor',
        summary:
          'Reset verifikasi dua langkah pengguna (admin): rahasia dan kode pemulihannya dihapus, semua sesinya berakhir',
        params: idParamsSchema,
        response: { 200: userActionResponseSchema },
      },
    },
    async (request) => {
      await twoFactorService.reset(request.params.id, request.requireUser());
      return { success: true, error: null };
    },
  );
};
