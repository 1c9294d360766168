import fp from 'fastify-plugin';
import { createTwoFactorRepository, inTwoFactorTransaction } from './repository';
import { twoFactorRoutes } from './routes';
import { createTwoFactorService, type TwoFactorService } from './service';

declare module '../../plugins/core' {
  interface AppServices {
    twoFactorService: TwoFactorService;
  }
}

/**
 * Two-step sign-in (decisions §9): one's own enrolment under `/api/profile/2fa`, the admin's reset, and the second
 * step the auth module asks at login (registered before it, so that the login can call it).
 */
export const twoFactorModule = fp(
  async (app) => {
    const { db, clock, events } = app.core;
    const twoFactorService = createTwoFactorService({
      twoFactor: createTwoFactorRepository(db),
      users: app.services.accounts.users,
      inTransaction: (work) => inTwoFactorTransaction(db, work),
      settings: app.services.settingsService,
      // The profile's check (its limit and message), found when called: the profile module registers after auth,
      // which needs this module before it.
      confirmPassword: (actor, password) => app.services.profileService.confirmPassword(actor, password, 'password'),
      clock,
      events,
    });
    app.services.twoFactorService = twoFactorService;
    await app.register(twoFactorRoutes, { twoFactorService });
  },
  { name: 'two-factor', dependencies: ['core', 'settings', 'users'] },
);
