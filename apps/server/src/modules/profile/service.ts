import type { ProfileUpdate, User } from '@pidsus/shared';
import { badRequest, tooManyAttempts } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { messages } from '../../messages';
import type { PasswordCheckLimiter } from '../auth/login-limiter';
import type { SessionsRepository } from '../auth/sessions-repository';
import { assertEmailFree, existingAccount, uniqueEmailViolation, type Actor } from '../users/policy';
import { createUserPresenter } from '../users/presenter';
import type { UsersRepository } from '../users/repository';

/** The logged-in user's own account: their profile, their password and their avatar (never their role). */
export function createProfileService(deps: {
  users: UsersRepository;
  sessions: Pick<SessionsRepository, 'deleteByUser'>;
  clock: Clock;
  /** The sessions a password change ended go out as `session.ended`: their sockets close. */
  events: Pick<DomainEvents, 'emit'>;
  /** Turns the stored avatar path into a link an `<img>` can load. */
  avatarUrl?: (storedPath: string) => string;
  /** Limits wrong current passwords on a password change. */
  passwordChecks?: Pick<PasswordCheckLimiter, 'reserve' | 'release'>;
}) {
  const { users, sessions, clock, events } = deps;
  const present = createUserPresenter(deps.avatarUrl);

  return {
    /** The logged-in user's own profile. */
    get: async (id: number): Promise<User> => present(existingAccount(await users.findById(id))),

    /** The logged-in user edits their own data (never their role). */
    update: async (id: number, input: ProfileUpdate): Promise<User> =>
      users
        .inAccountsTransaction(async (tx) => {
          existingAccount(await tx.users.findById(id));
          assertEmailFree(await tx.users.findByEmail(input.email), id);
          const { notify_all: notifyAll, ...fields } = input;
          await tx.users.update(id, {
            ...fields,
            ...(notifyAll === undefined ? {} : { notify_all: notifyAll ? 1 : 0 }),
            updated_at: clock().toISOString(),
          });
          return present(existingAccount(await tx.users.findById(id)));
        })
        .catch(uniqueEmailViolation),

    /** Changes one's own password after checking the current one; every other session of the account ends. */
    changePassword: async (actor: Actor, input: { current_password: string; new_password: string }) => {
      const row = existingAccount(await users.findById(actor.id));
      const waitMs = (await deps.passwordChecks?.reserve(actor.id)) ?? 0;
      if (waitMs > 0) {
        throw tooManyAttempts(messages.auth.tooManyAttempts, waitMs);
      }
      if (!(await verifyPassword(row.password_hash, input.current_password))) {
        throw badRequest(messages.profile.wrongCurrentPassword, {
          current_password: messages.profile.wrongCurrentPassword,
        });
      }
      await deps.passwordChecks?.release(actor.id);
      await users.update(actor.id, {
        password_hash: await hashPassword(input.new_password),
        updated_at: clock().toISOString(),
      });
      const sessionIds = await sessions.deleteByUser(actor.id, actor.sessionId);
      if (sessionIds.length > 0) {
        events.emit('session.ended', { sessionIds });
      }
    },

    /** Points the account at its newly stored avatar. */
    setAvatar: async (id: number, avatarPath: string): Promise<User> => {
      await users.update(id, { avatar_url: avatarPath, updated_at: clock().toISOString() });
      return present(existingAccount(await users.findById(id)));
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
