import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema, successResponseSchema } from '@pidsus/shared';
import { z } from 'zod';
import { AppError } from '../../lib/errors';
import { messages } from '../../messages';
import type { LoginLimiter } from './login-limiter';
import type { AuthService } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ authService: AuthService; loginLimiter: LoginLimiter }> = async (
  app,
  { authService, loginLimiter },
) => {
  app.post(
    '/api/auth/login',
    {
      config: { public: true },
      schema: {
        tags: ['auth'],
        summary: 'Login dengan email dan password',
        security: [],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    async (request) => {
      const { email } = request.body;
      const waitMs = await loginLimiter.blockedFor(request.ip, email);
      if (waitMs > 0) {
        throw new AppError(429, messages.auth.tooManyAttempts(Math.max(1, Math.ceil(waitMs / 60_000))));
      }
      try {
        const result = await authService.login(request.body, {
          ip: request.ip,
          userAgent: request.headers['user-agent'] ?? '',
        });
        await loginLimiter.recordSuccess(request.ip, email);
        return result;
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 401) {
          await loginLimiter.recordFailure(request.ip, email);
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Logout: token ini tidak berlaku lagi',
        response: { 200: successResponseSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const user = request.requireUser();
      await authService.logout(user.sessionId);
      app.realtime.endSessions([user.sessionId]);
      return { success: true, message: messages.auth.loggedOut };
    },
  );
};
