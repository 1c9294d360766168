import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@pidsus/shared';
import { forbidden, unauthorized } from '../lib/errors';
import { originOf } from '../lib/request-context';
import { messages } from '../messages';
import type { AuthService, AuthUser } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs no login (the login itself, health checks). Everything else under /api does. */
    public?: boolean;
    /** Only these roles may call the route; others get 403. Absent: any logged-in user. */
    roles?: readonly Role[];
    /** Open to an account that must still set up two-step sign-in (decisions §9): logout, `me`, the 2FA routes. */
    allowBeforeTwoFactor?: boolean;
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The logged-in user; only call it in routes that are not public. */
    requireUser(): AuthUser;
  }
}

/**
 * The routes a session may call while its account must first change its password (decisions §9): leaving, asking
 * what must be done, and doing it. The two-step sign-in's set-up routes join this list when they are built.
 */
export const ALLOWED_BEFORE_SET_UP: ReadonlySet<string> = new Set([
  'POST /api/auth/logout',
  'GET /api/auth/me',
  'PUT /api/profile/password',
]);

/** Reads `Authorization: Bearer <token>`; a token is never taken from the URL (decisions §2). */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Deny by default: every /api route needs a valid token unless it declares `config.public`, and a
 * route that declares `config.roles` answers 403 to the other roles. A session whose password an admin set answers
 * 403 'Ganti kata sandi Anda terlebih dahulu' everywhere but `ALLOWED_BEFORE_SET_UP` (decisions §9).
 */
export function registerAuth(
  app: FastifyInstance,
  authService: Pick<AuthService, 'authenticate'> & {
    /** Whether the account must set up two-step sign-in before anything else (modules/two-factor). */
    mustSetUpTwoFactor?: (user: AuthUser) => Promise<boolean>;
  },
): void {
  app.decorateRequest('user', null);
  app.decorateRequest('requireUser', function (this: FastifyRequest) {
    if (!this.user) {
      throw unauthorized(messages.auth.missingToken);
    }
    return this.user;
  });

  app.addHook('onRequest', async (request) => {
    // Read once: Fastify builds `routeOptions` afresh on every access.
    const { url, config } = request.routeOptions;
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs') || config.public) {
      return;
    }
    const header = request.headers.authorization;
    if (!header) {
      throw unauthorized(messages.auth.missingToken);
    }
    const token = bearerToken(header);
    const user = token ? await authService.authenticate(token) : null;
    if (!user) {
      throw unauthorized(messages.auth.sessionExpired);
    }
    // The request's own copy (the session cache shares `user`), with where it came from for its audit rows.
    request.user = { ...user, origin: originOf(request) };
    if (user.mustChangePassword && !ALLOWED_BEFORE_SET_UP.has(`${request.method} ${url}`)) {
      throw forbidden(messages.auth.mustChangePassword);
    }
    const roles = config.roles;
    if (roles && !roles.includes(user.role)) {
      throw forbidden(messages.auth.forbidden);
    }
    // Like a forced password change: until it is set up, only the way to set it up is open (decisions §9).
    if (!config.allowBeforeTwoFactor && (await authService.mustSetUpTwoFactor?.(user))) {
      throw forbidden(messages.twoFactor.setUpFirst);
    }
  });
}
