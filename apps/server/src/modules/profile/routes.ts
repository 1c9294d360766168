import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  avatarUploadResponseSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  successResponseSchema,
  userSchema,
} from '@pidsus/shared';
import type { AvatarsService } from '../avatars/service';
import { avatarMultipartLimits, readAvatar } from './multipart';
import type { ProfileService } from './service';

/**
 * The logged-in user's own profile, password and avatar. `@fastify/multipart` is registered inside
 * this plugin, so only these routes accept multipart bodies (the files feature registers its own).
 */
export const profileRoutes: FastifyPluginAsyncZod<{
  profileService: ProfileService;
  avatarsService: AvatarsService;
}> = async (app, { profileService, avatarsService }) => {
  await app.register(fastifyMultipart, { limits: avatarMultipartLimits, throwFileSizeLimit: true });

  app.get(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        operationId: 'getProfile',
        summary: 'Profil pengguna yang sedang login',
        response: { 200: userSchema },
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
        response: { 200: userSchema },
      },
    },
    (request) => profileService.update(request.requireUser().id, request.body),
  );

  app.put(
    '/api/profile/password',
    {
      config: { clientErrors: [429] },
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

  app.post(
    '/api/profile/avatar',
    {
      // The specification's upload answer carries `success` and `error`, also when it fails (decisions §2).
      config: { errorEnvelope: { avatar_url: null } },
      schema: {
        tags: ['profile'],
        operationId: 'uploadAvatar',
        summary: 'Unggah avatar (multipart, field avatar; JPEG, PNG, GIF atau WebP; maksimal 5MB)',
        consumes: ['multipart/form-data'],
        response: { 200: avatarUploadResponseSchema },
      },
    },
    async (request) => {
      const userId = request.requireUser().id;
      const user = await avatarsService.upload(userId, await readAvatar(request));
      return { success: true, avatar_url: user.avatar_url, error: null };
    },
  );
};
