import type { UserCreate } from '@pidsus/shared';
import { isUniqueViolation } from '../../db/errors';
import { conflict, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { hashPassword } from '../../lib/passwords';
import { messages } from '../../messages';
import type { SessionsRepository } from '../auth/sessions-repository';
import type { UsersRepository } from './repository';
import { presentUser } from './presenter';

/** Account rules shared by the API, the first-start bootstrap and the CLI. */
export function createUsersService(deps: { users: UsersRepository; sessions: SessionsRepository; clock: Clock }) {
  const { users, sessions, clock } = deps;
  return {
    list: async () => (await users.list()).map(presentUser),

    create: async (input: UserCreate) => {
      if (await users.findByEmail(input.email)) {
        throw conflict(messages.users.emailTaken);
      }
      const now = clock().toISOString();
      const row = await users
        .insert({
          username: input.username,
          email: input.email,
          password_hash: await hashPassword(input.password),
          role: input.role,
          position: input.position,
          phone: input.phone,
          office: input.office,
          avatar_url: null,
          deleted_at: null,
          created_at: now,
          updated_at: now,
        })
        .catch((error: unknown) => {
          // Two creations racing past the check above meet the unique index instead.
          throw isUniqueViolation(error) ? conflict(messages.users.emailTaken) : error;
        });
      return presentUser(row);
    },

    /** The logged-in user's own profile. */
    getProfile: async (id: number) => {
      const row = await users.findById(id);
      if (!row) {
        throw notFound(messages.users.notFound);
      }
      return presentUser(row);
    },

    hasAdmin: async () => (await users.countByRole('admin')) > 0,

    /** Sets a new password and ends every session of the account; null when the email is unknown. */
    resetPassword: async (email: string, password: string) => {
      const row = await users.findByEmail(email);
      if (!row) {
        return null;
      }
      await users.update(row.id, { password_hash: await hashPassword(password), updated_at: clock().toISOString() });
      await sessions.deleteByUser(row.id);
      return presentUser(row);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
