import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AvatarsService } from './service';
import { messages } from '../../messages';
import { CONTENT_SECURITY_HEADERS, servedContentType } from '../../lib/content-types';

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
      // The type came from the image's own first bytes, and is always on the inline allow-list.
      return reply
        .headers(CONTENT_SECURITY_HEADERS)
        .header('content-type', servedContentType(avatar.mime))
        .header('cache-control', `private, max-age=${maxAge}, immutable`)
        .header('content-disposition', 'inline')
        .send(avatar.data);
    },
  );
};
