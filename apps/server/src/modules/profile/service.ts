import { MAIL_CHOICES, type Profile, type ProfileUpdate, type User } from '@pidsus/shared';
import type { UserRow } from '../../db/tables';
import { badRequest, tooManyAttempts } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { assertPasswordAllowed } from '../../lib/password-rules';
import { messages } from '../../messages';
import type { PasswordCheckLimiter } from '../../lib/login-limiter';
import type { SessionsRepository } from '../users/sessions-repository';
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
  /** The office's name (the settings), which a new password may not contain (decisions §9). */
  officeName?: () => Promise<string>;
}) {
  const { users, sessions, clock, events } = deps;
  const presentUser = createUserPresenter(deps.avatarUrl);
  /** One's own account with one's e-mail choices (decisions §11). */
  const present = (row: UserRow): Profile => ({
    ...presentUser(row),
    mail_docket: Number(row.mail_docket) === 1,
    mail_reminders: Number(row.mail_reminders) === 1,
    mail_notifications: Number(row.mail_notifications) === 1,
  });

  const service = {
    /** The logged-in user's own profile. */
    get: async (id: number): Promise<Profile> => present(existingAccount(await users.findById(id))),

    /** The logged-in user edits their own data (never their role). */
    update: async (id: number, input: ProfileUpdate): Promise<Profile> => {
      const user = await users
        .inAccountsTransaction(async (tx) => {
          existingAccount(await tx.users.findById(id));
          assertEmailFree(await tx.users.findByEmail(input.email), id);
          const { notify_all: notifyAll, mail_docket, mail_reminders, mail_notifications, ...fields } = input;
          const choices = { mail_docket, mail_reminders, mail_notifications };
          await tx.users.update(id, {
            ...fields,
            ...(notifyAll === undefined ? {} : { notify_all: notifyAll ? 1 : 0 }),
            ...Object.fromEntries(
              MAIL_CHOICES.filter((key) => choices[key] !== undefined).map((key) => [key, choices[key] ? 1 : 0]),
            ),
            updated_at: clock().toISOString(),
          });
          return present(existingAccount(await tx.users.findById(id)));
        })
        .catch(uniqueEmailViolation);
      // The name and email the sessions of the account carry (modules/auth/session-cache.ts).
      events.emit('account.changed', { userIds: [id] });
      return user;
    },

    /**
     * Checks one's own password before a step that needs it (a password change, a new calendar feed key: decisions
     * §9), limited like a login; 400 with `field`'s message when it is wrong, 429 after too many wrong ones.
     */
    confirmPassword: async (actor: Actor, password: string, field = 'current_password') => {
      const row = existingAccount(await users.findById(actor.id));
      const waitMs = (await deps.passwordChecks?.reserve(actor.id)) ?? 0;
      if (waitMs > 0) {
        throw tooManyAttempts(messages.auth.tooManyAttempts, waitMs);
      }
      if (!(await verifyPassword(row.password_hash, password))) {
        throw badRequest(messages.profile.wrongCurrentPassword, { [field]: messages.profile.wrongCurrentPassword });
      }
      await deps.passwordChecks?.release(actor.id);
    },

    /**
     * Changes one's own password after checking the current one (the new one must pass the rules of decisions §9);
     * every other session of the account ends, and a forced change is done.
     */
    changePassword: async (actor: Actor, input: { current_password: string; new_password: string }) => {
      await service.confirmPassword(actor, input.current_password);
      const row = existingAccount(await users.findById(actor.id));
      const officeName = await deps.officeName?.();
      assertPasswordAllowed(input.new_password, { ...row, officeName }, 'new_password');
      await users.update(actor.id, {
        password_hash: await hashPassword(input.new_password),
        // The password is now the owner's own: a forced change is done (decisions §9).
        must_change_password: 0,
        updated_at: clock().toISOString(),
      });
      const sessionIds = await sessions.deleteByUser(actor.id, actor.sessionId);
      if (sessionIds.length > 0) {
        events.emit('session.ended', { sessionIds });
      }
      // The session kept is no longer held to the forced change.
      events.emit('account.changed', { userIds: [actor.id] });
    },

    /** Points the account at its newly stored avatar. */
    setAvatar: async (id: number, avatarPath: string): Promise<User> => {
      await users.update(id, { avatar_url: avatarPath, updated_at: clock().toISOString() });
      return present(existingAccount(await users.findById(id)));
    },
  };
  return service;
}

export type ProfileService = ReturnType<typeof createProfileService>;
