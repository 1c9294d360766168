import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, loginResponseSchema, successResponseSchema } from '@pidsus/shared';
import { z } from 'zod';
import { messages } from '../../messages';
import type { AuthService } from './service';

export const authRoutes: FastifyPluginAsyncZod<{ authService: AuthService }> = async (app, { authService }) => {
  app.post(
    '/api/auth/login',
    {
      config: { public: true, clientErrors: [401, 429] },
      schema: {
        tags: ['auth'],
        operationId: 'login',
        summary: 'Login dengan email dan password',
        security: [],
        body: loginRequestSchema,
        response: { 200: loginResponseSchema },
      },
    },
    (request) => authService.login(request.body, { ip: request.ip, userAgent: request.headers['user-agent'] ?? '' }),
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        operationId: 'logout',
        summary: 'Logout: token ini tidak berlaku lagi',
        response: { 200: successResponseSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      await authService.logout(request.requireUser().sessionId);
      return { success: true, message: messages.auth.loggedOut };
    },
  );
};
