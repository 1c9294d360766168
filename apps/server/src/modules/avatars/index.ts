import fp from 'fastify-plugin';
import { createAvatarsRepository } from './repository';
import { avatarRoutes, avatarUploadRoutes } from './routes';
import { createAvatarsService, type AvatarsService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    avatarsService: AvatarsService;
  }
}

/** Avatars: the upload of one's own (`POST /api/profile/avatar`) and the signed image links colleagues load. */
export const avatarsModule = fp(
  async (app) => {
    const { db, clock } = app.core;
    const avatarsService = createAvatarsService({
      avatars: createAvatarsRepository(db),
      profileService: app.services.profileService,
      links: app.services.avatarLinks,
      clock,
    });
    app.services.avatarsService = avatarsService;
    await app.register(avatarUploadRoutes, { avatarsService });
    await app.register(avatarRoutes, { avatarsService });
  },
  { name: 'avatars', dependencies: ['core', 'content', 'profile'] },
);
