import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Role } from '@pidsus/shared';
import { forbidden, unauthorized } from '../lib/errors';
import { messages } from '../messages';
import type { AuthService, AuthUser } from '../modules/auth/service';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs no login (the login itself, health checks). Everything else under /api does. */
    public?: boolean;
    /** Only these roles may call the route; others get 403. Absent: any logged-in user. */
    roles?: readonly Role[];
  }
  interface FastifyRequest {
    user: AuthUser | null;
    /** The logged-in user; only call it in routes that are not public. */
    requireUser(): AuthUser;
  }
}

/** Reads `Authorization: Bearer <token>`; a token is never taken from the URL (decisions §2). */
export function bearerToken(header: string | undefined): string | null {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/i.exec(header ?? '');
  return match?.[1] ?? null;
}

/**
 * Deny by default: every /api route needs a valid token unless it declares `config.public`, and a
 * route that declares `config.roles` answers 403 to the other roles.
 */
export function registerAuth(app: FastifyInstance, authService: AuthService): void {
  app.decorateRequest('user', null);
  app.decorateRequest('requireUser', function (this: FastifyRequest) {
    if (!this.user) {
      throw unauthorized(messages.auth.missingToken);
    }
    return this.user;
  });

  app.addHook('onRequest', async (request) => {
    const url = request.routeOptions.url;
    if (!url?.startsWith('/api/') || url.startsWith('/api/docs') || request.routeOptions.config.public) {
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
    request.user = user;
    const roles = request.routeOptions.config.roles;
    if (roles && !roles.includes(user.role)) {
      throw forbidden(messages.auth.forbidden);
    }
  });
}
