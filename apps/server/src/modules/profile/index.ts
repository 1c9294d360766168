import fp from 'fastify-plugin';
import { createPasswordCheckLimiter } from '../../lib/login-limiter';
import { profileRoutes } from './routes';
import { createProfileService, type ProfileService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    profileService: ProfileService;
  }
}

/** One's own account: the profile, the password (and, through the avatars module, the avatar). */
export const profileModule = fp(
  async (app) => {
    const { config, redis, clock, events } = app.core;
    const { users, sessions } = app.services.accounts;
    const profileService = createProfileService({
      users,
      sessions,
      clock,
      events,
      avatarUrl: app.services.avatarLinks.sign,
      passwordChecks: createPasswordCheckLimiter({ ...config.login, redis }),
      officeName: async () => (await app.services.settingsService.current()).office_name,
    });
    app.services.profileService = profileService;
    await app.register(profileRoutes, { profileService });
  },
  { name: 'profile', dependencies: ['core', 'settings', 'content', 'users'] },
);
