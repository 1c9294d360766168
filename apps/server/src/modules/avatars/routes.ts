import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { avatarUploadResponseSchema } from '@pidsus/shared';
import { z } from 'zod';
import type { AvatarsService } from './service';
import { messages } from '../../messages';
import { CONTENT_SECURITY_HEADERS, matchesContentType, servedContentType } from '../../lib/content-types';
import { avatarMultipartLimits, readAvatar } from '../content';

const linkError = messages.profile.avatarLinkInvalid;

/**
 * `GET /api/avatars/:id?exp=…&sig=…`: the image of a signed avatar link (see createAvatarLinks). It is
 * public to the auth hook because `<img>` sends no bearer token; the signature is the authorization.
 */
export const avatarRoutes: FastifyPluginAsyncZod<{ avatarsService: AvatarsService }> = async (
  app,
  { avatarsService },
) => {
  app.get(
    '/api/avatars/:id',
    {
      config: { public: true, clientErrors: [403] },
      schema: {
        tags: ['profile'],
        operationId: 'getAvatar',
        summary: 'Gambar avatar (tautan bertanda tangan dari avatar_url)',
        security: [],
        params: z.object({ id: z.string().regex(/^[0-9a-f]{32}$/, linkError) }),
        querystring: z.object({
          exp: z.coerce.number({ error: linkError }).int(linkError).positive(linkError),
          sig: z.string({ error: linkError }).regex(/^[A-Za-z0-9_-]{43}$/, linkError),
        }),
      },
    },
    async (request, reply) => {
      const { avatar, maxAge } = await avatarsService.read(request.params.id, request.query.exp, request.query.sig);
      // The type came from the image's own first bytes at upload; checked again here, as for every inline content
      // (decisions §9): bytes that are not that image go out as inert bytes to download.
      const inline = matchesContentType(avatar.mime, avatar.data);
      return reply
        .headers(CONTENT_SECURITY_HEADERS)
        .header('content-type', inline ? servedContentType(avatar.mime) : 'application/octet-stream')
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('content-disposition', inline ? 'inline' : 'attachment')
        .send(avatar.data);
    },
  );
};

/**
 * `POST /api/profile/avatar`: one's own avatar (multipart, field `avatar`). `@fastify/multipart` is registered in this
 * plugin's scope with the avatar's limits.
 */
export const avatarUploadRoutes: FastifyPluginAsyncZod<{ avatarsService: AvatarsService }> = async (
  app,
  { avatarsService },
) => {
  await app.register(fastifyMultipart, { limits: avatarMultipartLimits, throwFileSizeLimit: true });

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
