import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { passwordChangeSchema, profileSchema, profileUpdateSchema, successResponseSchema } from '@pidsus/shared';
import { avatarMultipartLimits } from '../content';
import type { ProfileService } from './service';

/**
 * The logged-in user's own profile and password (the avatar: modules/avatars). `@fastify/multipart` is registered in
 * this plugin's scope as it was when the avatar's upload lived here: a multipart body sent to these routes is a 400
 * (no valid fields), not a 415.
 */
export const profileRoutes: FastifyPluginAsyncZod<{ profileService: ProfileService }> = async (
  app,
  { profileService },
) => {
  await app.register(fastifyMultipart, { limits: avatarMultipartLimits, throwFileSizeLimit: true });

  app.get(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        operationId: 'getProfile',
        summary: 'Profil pengguna yang sedang login',
        response: { 200: profileSchema },
      },
    },
    (request) => profileService.get(request.requireUser().id),
  );

  app.put(
    '/api/profile',
    {
      config: { clientErrors: [409] },
      schema: {
        tags: ['profile'],
        operationId: 'updateProfile',
        summary: 'Ubah profil sendiri (username, email, jabatan, telepon, kantor)',
        body: profileUpdateSchema,
        response: { 200: profileSchema },
      },
    },
    (request) => profileService.update(request.requireUser().id, request.body),
  );

  app.put(
    '/api/profile/password',
    {
      // Open before two-step sign-in is set up too: a password an admin set is changed first, and the 2FA set-up
      // waits for that (decisions §9), so closing this one as well would leave such an account no way on.
      config: { clientErrors: [429], allowBeforeTwoFactor: true },
      schema: {
        tags: ['profile'],
        operationId: 'changePassword',
        summary: 'Ganti password sendiri (perlu password saat ini); sesi lain berakhir',
        body: passwordChangeSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      await profileService.changePassword(request.requireUser(), request.body);
      return { success: true };
    },
  );
};
