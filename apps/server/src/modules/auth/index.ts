import fp from 'fastify-plugin';
import { createDeviceCookies } from '../../lib/device-cookies';
import { registerRealtime } from '../../plugins/realtime';
import { deviceCookieKey } from './device-key';
import { authRoutes } from './routes';
import { createAuthService, type AuthService } from './service';
import { followSessionChanges } from './session-changes';
import { createSessionCache } from './session-cache';

declare module '../../plugins/core' {
  interface AppServices {
    authService: AuthService;
  }
}

/**
 * Logging in and out, and the session behind every request's bearer token (the auth hook, plugins/auth.ts, asks
 * this module's service) and behind every socket (plugins/realtime.ts, started here once the service exists).
 */
export const authModule = fp(
  async (app) => {
    const { config, db, clock, events, redis, redisPrefix, signals } = app.core;
    const { users, sessions, loginLimiter } = app.services.accounts;
    const deviceCookies = createDeviceCookies(await deviceCookieKey(db));
    // Used only while the other instances can be heard: an ended session must be refused everywhere within 1 s.
    const cache = createSessionCache({ usable: signals.listening });
    followSessionChanges({ cache, events, signals });
    const { twoFactorService: twoFactor } = app.services;
    const authService = createAuthService({
      users,
      sessions,
      loginLimiter,
      deviceCookies,
      clock,
      session: config.session,
      events,
      twoFactor,
      audit: app.services.audit,
      cache,
    });
    app.services.authService = authService;
    registerRealtime(app, {
      authService,
      mustSetUpTwoFactor: (user) => twoFactor.mustSetUp(user),
      events,
      redis,
      redisPrefix,
    });
    await app.register(authRoutes, { authService, twoFactor });
  },
  { name: 'auth', dependencies: ['core', 'users', 'two-factor', 'audit'] },
);
