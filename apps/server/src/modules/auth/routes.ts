import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  loginRefusalSchema,
  loginRequestSchema,
  loginResponseSchema,
  meResponseSchema,
  successResponseSchema,
} from '@pidsus/shared';
import { z } from 'zod';
import { messages } from '../../messages';
import type { TwoFactorService } from '../two-factor/service';
import type { AuthService } from './service';

export const authRoutes: FastifyPluginAsyncZod<{
  authService: AuthService;
  twoFactor: Pick<TwoFactorService, 'mustSetUp'>;
}> = async (app, { authService, twoFactor }) => {
  app.post(
    '/api/auth/login',
    {
      config: { public: true, clientErrors: [401, 429] },
      schema: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Login dengan email dan password (dan kode verifikasi bila verifikasi dua langkah aktif)',
        description:
          'Akun dengan verifikasi dua langkah: tanpa `code` → 401 `{ message: "Masukkan kode verifikasi", ' +
          'two_factor_required: true }` (hanya bila password benar); kode salah atau sudah dipakai → 401 `Kode ' +
          'verifikasi salah`. `code` boleh kode pemulihan (masing-masing sekali pakai).',
        security: [],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema, 401: loginRefusalSchema, 429: loginRefusalSchema },
      },
    },
    async (request, reply) => {
      const { answer, deviceCookie } = await authService.login(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        cookies: request.headers.cookie,
        secure: request.protocol === 'https',
      });
      // This browser is now known to the account: failures elsewhere do not slow it (decisions §9).
      reply.header('set-cookie', deviceCookie);
      return answer;
    },
  );

  app.get(
    '/api/auth/me',
    {
      config: { allowBeforeTwoFactor: true },
      schema: {
        tags: ['auth'],
        operationId: 'getMe',
        summary:
          'Pengguna sesi ini, dan apakah ia harus mengganti kata sandi (atau memasang verifikasi dua langkah) dulu',
        response: { 200: meResponseSchema },
      },
    },
    async (request) => {
      const user = request.requireUser();
      return { ...(await authService.me(user)), must_set_up_2fa: await twoFactor.mustSetUp(user) };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      config: { allowBeforeTwoFactor: true },
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'Logout: token ini tidak berlaku lagi',
        response: { 200: successResponseSchema.extend({ message: z.string() }) },
      },
    },
    async (request, reply) => {
      const user = request.requireUser();
      await authService.logout(user.sessionId, user);
      // The browser forgets what this origin stored (the token, cached state) as it leaves (decisions §9).
      reply.header('clear-site-data', '"storage"');
      return { success: true, message: messages.auth.loggedOut };
    },
  );
};
