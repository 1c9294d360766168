import fastifyMultipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AVATAR_MAX_BYTES,
  avatarUploadResponseSchema,
  passwordChangeSchema,
  profileUpdateSchema,
  successResponseSchema,
  userSchema,
} from '@pidsus/shared';
import { AppError, badRequest } from '../../lib/errors';
import { messages } from '../../messages';
import type { AvatarsService } from '../avatars/service';
import type { UsersService } from '../users/service';

/** The multipart parts an avatar upload may have: the file, and nothing large besides it. */
const multipartLimits = { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 5, parts: 6, fieldSize: 1024 };

/** Reads the single `avatar` file of the request; a file over 5 MB stops the upload with a 413. */
async function readAvatar(request: FastifyRequest): Promise<Buffer> {
  let file;
  try {
    file = await request.file({ limits: multipartLimits });
  } catch (error) {
    throw error instanceof AppError ? error : badRequest(messages.profile.avatarMissing);
  }
  if (!file || file.fieldname !== 'avatar') {
    throw badRequest(messages.profile.avatarMissing);
  }
  try {
    return await file.toBuffer();
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError(413, messages.profile.avatarTooLarge);
    }
    // Anything else is a body that ended too early or is not valid multipart: the client's fault.
    request.log.info({ err: error }, 'avatar upload cut off');
    throw badRequest(messages.profile.avatarIncomplete);
  }
}

/** The spec's upload response carries `success` and `error`; `message` is every error's field (contract §2). */
function sendUploadError(reply: FastifyReply, error: AppError) {
  return reply
    .status(error.statusCode)
    .send({ success: false, avatar_url: null, error: error.message, message: error.message });
}

/**
 * The logged-in user's own profile, password and avatar. `@fastify/multipart` is registered inside
 * this plugin, so only these routes accept multipart bodies (the files feature registers its own).
 */
export const profileRoutes: FastifyPluginAsyncZod<{
  usersService: UsersService;
  avatarsService: AvatarsService;
}> = async (app, { usersService, avatarsService }) => {
  await app.register(fastifyMultipart, { limits: multipartLimits, throwFileSizeLimit: true });

  app.get(
    '/api/profile',
    { schema: { tags: ['profile'], summary: 'Profil pengguna yang sedang login', response: { 200: userSchema } } },
    (request) => usersService.getProfile(request.requireUser().id),
  );

  app.put(
    '/api/profile',
    {
      schema: {
        tags: ['profile'],
        summary: 'Ubah profil sendiri (username, email, jabatan, telepon, kantor)',
        body: profileUpdateSchema,
        response: { 200: userSchema },
      },
    },
    (request) => usersService.updateProfile(request.requireUser().id, request.body),
  );

  app.put(
    '/api/profile/password',
    {
      schema: {
        tags: ['profile'],
        summary: 'Ganti password sendiri (perlu password saat ini); sesi lain berakhir',
        body: passwordChangeSchema,
        response: { 200: successResponseSchema },
      },
    },
    async (request) => {
      const user = request.requireUser();
      const { endedSessionIds } = await usersService.changePassword(user, request.body);
      app.realtime.endSessions(endedSessionIds);
      return { success: true };
    },
  );

  app.post(
    '/api/profile/avatar',
    {
      schema: {
        tags: ['profile'],
        summary: 'Unggah avatar (multipart, field avatar; JPEG, PNG, GIF atau WebP; maksimal 5MB)',
        consumes: ['multipart/form-data'],
        response: { 200: avatarUploadResponseSchema },
      },
    },
    async (request, reply) => {
      const userId = request.requireUser().id;
      try {
        const user = await avatarsService.upload(userId, await readAvatar(request));
        return { success: true, avatar_url: user.avatar_url, error: null };
      } catch (error) {
        if (!(error instanceof AppError)) {
          throw error;
        }
        return sendUploadError(reply, error);
      }
    },
  );
};
