import type { ProfileUpdate, User, UserCreate, UserUpdate } from '@pidsus/shared';
import type { Db } from '../../db/database';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow, UserRowUpdate } from '../../db/tables';
import { badRequest, conflict, notFound, tooManyAttempts } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import { hashPassword, verifyPassword } from '../../lib/passwords';
import { messages } from '../../messages';
import { createAuditRepository, type AuditRepository } from '../audit/repository';
import { presentAuditEntry } from '../audit/presenter';
import type { PasswordCheckLimiter } from '../auth/login-limiter';
import { createSessionsRepository, type SessionsRepository } from '../auth/sessions-repository';
import type { UsersRepository } from './repository';
import { presentUser } from './presenter';

/** The admin (or the user) behind an action, for the audit trail and the rules about oneself. */
export interface Actor {
  id: number;
  sessionId: number;
}

/** The result of an action that ended sessions: the route closes their sockets. */
export interface EndedSessions {
  endedSessionIds: number[];
}

type Changes = Record<string, { from: unknown; to: unknown }>;
const editableFields = ['username', 'email', 'position', 'phone', 'office', 'role'] as const;

/** Which of the editable fields differ, as `{ field: { from, to } }`; a password only as "changed". */
function diff(before: UserRow, after: Partial<Record<(typeof editableFields)[number], string>>, password: boolean) {
  const changes: Changes = {};
  for (const field of editableFields) {
    const next = after[field];
    if (next !== undefined && next !== before[field]) {
      changes[field] = { from: before[field], to: next };
    }
  }
  if (password) {
    changes.password = { from: null, to: 'changed' };
  }
  return changes;
}

/** 409 with the message also as the email field's error, so that a form can show it under the field. */
const emailTaken = () => conflict(messages.users.emailTaken, { email: messages.users.emailTaken });

const uniqueEmail = (error: unknown): never => {
  // Two requests racing past the email check meet the unique index instead.
  throw isUniqueViolation(error) ? emailTaken() : error;
};

/** Account rules shared by the API, the first-start bootstrap and the CLI. */
export function createUsersService(deps: {
  users: UsersRepository;
  sessions: SessionsRepository;
  clock: Clock;
  audit?: AuditRepository;
  /** Turns the stored avatar path into a link an `<img>` can load; without it the path is shown as is. */
  avatarUrl?: (storedPath: string) => string;
  /** Limits wrong current passwords on a password change (the CLI has no such form and passes none). */
  passwordChecks?: PasswordCheckLimiter;
}) {
  const { users, sessions, clock } = deps;
  const present = (row: UserRow): User => {
    const user = presentUser(row);
    return user.avatar_url && deps.avatarUrl ? { ...user, avatar_url: deps.avatarUrl(user.avatar_url) } : user;
  };
  const audit = (trx: Db) => deps.audit && createAuditRepository(trx);
  const record = async (trx: Db, actorId: number, action: string, target: number, changes: Changes = {}) => {
    await audit(trx)?.insert({
      actor_id: actorId,
      action,
      target_user_id: target,
      changes: JSON.stringify(changes),
      created_at: clock().toISOString(),
    });
  };
  const requireLive = async (repo: UsersRepository, id: number) => {
    const row = await repo.findById(id);
    if (!row) {
      throw notFound(messages.users.notFound);
    }
    return row;
  };
  const emailFreeFor = async (repo: UsersRepository, email: string, ownId: number | null) => {
    const holder = await repo.findByEmail(email);
    if (holder && holder.id !== ownId) {
      throw emailTaken();
    }
  };

  return {
    list: async () => (await users.list()).map(present),

    /** Creates an account; with an actor (an admin through the API) the creation is audited. */
    create: async (input: UserCreate, actor?: Actor) => {
      const passwordHash = await hashPassword(input.password);
      const row = await users
        .inAccountsTransaction(async (repo, trx) => {
          await emailFreeFor(repo, input.email, null);
          const now = clock().toISOString();
          const created = await repo.insert({
            username: input.username,
            email: input.email,
            password_hash: passwordHash,
            role: input.role,
            position: input.position,
            phone: input.phone,
            office: input.office,
            avatar_url: null,
            deleted_at: null,
            created_at: now,
            updated_at: now,
          });
          if (actor) {
            const changes: Changes = {};
            for (const field of editableFields) {
              changes[field] = { from: null, to: input[field] };
            }
            await record(trx, actor.id, 'user.create', created.id, changes);
          }
          return created;
        })
        .catch(uniqueEmail);
      return present(row);
    },

    /**
     * An admin edits an account. An empty password keeps the old one; a new one ends the account's
     * sessions (but not the admin's own current one). An admin cannot change their own role, and
     * the last admin cannot lose the role.
     */
    update: async (id: number, input: UserUpdate, actor: Actor): Promise<{ user: User } & EndedSessions> => {
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      return users
        .inAccountsTransaction(async (repo, trx) => {
          const before = await requireLive(repo, id);
          if (id === actor.id && input.role && input.role !== before.role) {
            throw conflict(messages.users.cannotDemoteSelf);
          }
          // One's own password changes only with the current one (PUT /api/profile/password), so that a
          // session left open cannot be turned into a permanent takeover.
          if (id === actor.id && passwordHash) {
            throw conflict(messages.users.ownPasswordViaProfile);
          }
          await emailFreeFor(repo, input.email, id);
          const changes: UserRowUpdate = {
            username: input.username,
            email: input.email,
            position: input.position,
            phone: input.phone,
            office: input.office,
            updated_at: clock().toISOString(),
            ...(input.role ? { role: input.role } : {}),
            ...(passwordHash ? { password_hash: passwordHash } : {}),
          };
          await repo.update(id, changes);
          if (before.role === 'admin' && input.role === 'user' && (await repo.countByRole('admin')) === 0) {
            throw conflict(messages.users.lastAdmin);
          }
          let endedSessionIds: number[] = [];
          // A new password, or a new role (the browser keeps the role it logged in with), starts afresh.
          const roleChanged = Boolean(input.role && input.role !== before.role);
          if (passwordHash || roleChanged) {
            const sessionsRepo = createSessionsRepository(trx);
            endedSessionIds = await sessionsRepo.deleteByUser(id, id === actor.id ? actor.sessionId : undefined);
          }
          await record(trx, actor.id, 'user.update', id, diff(before, input, Boolean(passwordHash)));
          const after = await requireLive(repo, id);
          return { user: present(after), endedSessionIds };
        })
        .catch(uniqueEmail);
    },

    /**
     * Marks an account deleted (its row and name stay for histories, its email is free again) and ends
     * all its sessions. An admin cannot delete themselves; the last admin cannot be deleted.
     */
    remove: async (id: number, actor: Actor): Promise<EndedSessions> => {
      if (id === actor.id) {
        throw conflict(messages.users.cannotDeleteSelf);
      }
      return users.inAccountsTransaction(async (repo, trx) => {
        const before = await requireLive(repo, id);
        const now = clock().toISOString();
        await repo.update(id, { deleted_at: now, updated_at: now });
        if (before.role === 'admin' && (await repo.countByRole('admin')) === 0) {
          throw conflict(messages.users.lastAdmin);
        }
        const endedSessionIds = await createSessionsRepository(trx).deleteByUser(id);
        await record(trx, actor.id, 'user.delete', id, { deleted_at: { from: null, to: now } });
        return { endedSessionIds };
      });
    },

    /** An admin logs an account out everywhere (a lost phone, a shared computer). */
    endSessions: async (id: number, actor: Actor): Promise<EndedSessions> =>
      users.inAccountsTransaction(async (repo, trx) => {
        await requireLive(repo, id);
        const endedSessionIds = await createSessionsRepository(trx).deleteByUser(
          id,
          id === actor.id ? actor.sessionId : undefined,
        );
        await record(trx, actor.id, 'user.end_sessions', id, { sessions: { from: endedSessionIds.length, to: 0 } });
        return { endedSessionIds };
      }),

    /** The audit trail of one account, newest first. */
    history: async (id: number) => {
      if (!deps.audit || !(await users.findByIdIncludingDeleted(id))) {
        throw notFound(messages.users.notFound);
      }
      return (await deps.audit.listByTarget(id)).map(presentAuditEntry);
    },

    /** The logged-in user's own profile. */
    getProfile: async (id: number) => present(await requireLive(users, id)),

    /** The logged-in user edits their own data (never their role). */
    updateProfile: async (id: number, input: ProfileUpdate) =>
      users
        .inAccountsTransaction(async (repo) => {
          await requireLive(repo, id);
          await emailFreeFor(repo, input.email, id);
          await repo.update(id, { ...input, updated_at: clock().toISOString() });
          return present(await requireLive(repo, id));
        })
        .catch(uniqueEmail),

    /** Changes one's own password after checking the current one; every other session of the account ends. */
    changePassword: async (
      actor: Actor,
      input: { current_password: string; new_password: string },
    ): Promise<EndedSessions> => {
      const row = await requireLive(users, actor.id);
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
      return { endedSessionIds: await sessions.deleteByUser(actor.id, actor.sessionId) };
    },

    /** Points the account at its newly stored avatar. */
    setAvatar: async (id: number, avatarPath: string) => {
      await users.update(id, { avatar_url: avatarPath, updated_at: clock().toISOString() });
      return present(await requireLive(users, id));
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
      return present(row);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
