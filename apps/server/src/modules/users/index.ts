import fp from 'fastify-plugin';
import { createLoginLimiter, type LoginLimiter } from '../../lib/login-limiter';
import { createAuditRepository } from '../audit/repository';
import { createUsersRepository, type UsersRepository } from './repository';
import { usersRoutes } from './routes';
import { createUsersService, type UsersService } from './service';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository';

declare module '../../plugins/core' {
  interface AppServices {
    usersService: UsersService;
    /** The accounts' tables and the login limit, for the modules of one's own account (auth, profile). */
    accounts: { users: UsersRepository; sessions: SessionsRepository; loginLimiter: LoginLimiter };
  }
}

/** Accounts (requirements §6): the admins' user management, and the accounts' storage for auth and profile. */
export const usersModule = fp(
  async (app) => {
    const { config, db, redis, clock, events } = app.core;
    const users = createUsersRepository(db);
    const sessions = createSessionsRepository(db);
    const loginLimiter = createLoginLimiter({ ...config.login, redis });
    app.services.accounts = { users, sessions, loginLimiter };
    const usersService = createUsersService({
      users,
      sessions,
      clock,
      events,
      audit: createAuditRepository(db),
      avatarUrl: app.services.avatarLinks.sign,
      loginLocks: loginLimiter,
      officeName: async () => (await app.services.settingsService.current()).office_name,
      // Registered after this module: read when an account is deleted.
      caseHandover: () => app.services.caseHandover,
    });
    app.services.usersService = usersService;
    await app.register(usersRoutes, { usersService });
  },
  { name: 'users', dependencies: ['core', 'settings', 'content'] },
);
