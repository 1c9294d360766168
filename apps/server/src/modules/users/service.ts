import { HISTORY_MAX, type User, type UserCreate, type UserListItem, type UserUpdate } from '@pidsus/shared';
import type { UserRow, UserRowUpdate } from '../../db/tables';
import { notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import { hashPassword } from '../../lib/passwords';
import { messages } from '../../messages';
import type { AuditRepository } from '../audit/repository';
import { presentAuditEntry } from '../audit/presenter';
import type { LoginLimiter } from '../auth/login-limiter';
import type { SessionsRepository } from '../auth/sessions-repository';
import {
  assertAdminRemains,
  assertEmailFree,
  assertMayRemove,
  assertMayUpdate,
  endsSessions,
  existingAccount,
  keptSession,
  uniqueEmailViolation,
  type Actor,
} from './policy';
import type { AccountsTransaction, UsersRepository } from './repository';
import { createUserPresenter } from './presenter';

export type { Actor } from './policy';

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

/**
 * Account administration, shared by the API (admins), the first-start bootstrap and the CLI. The rules
 * themselves are in `policy.ts`; one's own profile and password are `modules/profile`.
 */
export function createUsersService(deps: {
  users: UsersRepository;
  sessions: Pick<SessionsRepository, 'deleteByUser'>;
  clock: Clock;
  /** Sessions an action ended go out as `session.ended` once committed: their sockets close. */
  events: Pick<DomainEvents, 'emit'>;
  /** With it, admin actions are audited and their history can be read (the CLI passes none). */
  audit?: Pick<AuditRepository, 'listByTarget' | 'countByTarget'>;
  /** Turns the stored avatar path into a link an `<img>` can load; without it the path is shown as is. */
  avatarUrl?: (storedPath: string) => string;
  /**
   * The per-account login limit (decisions §2): the list shows which accounts it locks, and an admin may
   * lift the lock. Without it (the CLI) no account shows as locked.
   */
  loginLocks?: Pick<LoginLimiter, 'lockedUntil' | 'unlock'>;
}) {
  const { users, sessions, clock, events } = deps;
  const present = createUserPresenter(deps.avatarUrl);
  const record = async (tx: AccountsTransaction, actorId: number, action: string, target: number, changes: Changes) => {
    if (!deps.audit) {
      return;
    }
    await tx.audit.insert({
      actor_id: actorId,
      action,
      target_user_id: target,
      changes: JSON.stringify(changes),
      created_at: clock().toISOString(),
    });
  };
  /** Called after the transaction committed, so that no socket closes for a change that was rolled back. */
  const sessionsEnded = (sessionIds: number[]) => {
    if (sessionIds.length > 0) {
      events.emit('session.ended', { sessionIds });
    }
  };

  return {
    /** A page of the accounts and how many there are in all. */
    list: async (page: { limit: number; offset: number }): Promise<{ users: UserListItem[]; total: number }> => {
      const [rows, total] = await Promise.all([users.list(page), users.count()]);
      const locks = deps.loginLocks ? await deps.loginLocks.lockedUntil(rows.map((row) => row.email)) : [];
      return {
        users: rows.map((row, index) => ({
          ...present(row),
          last_login_at: row.last_login_at,
          locked_until: locks[index]?.toISOString() ?? null,
        })),
        total,
      };
    },

    /** Creates an account; with an actor (an admin through the API) the creation is audited. */
    create: async (input: UserCreate, actor?: Actor) => {
      const passwordHash = await hashPassword(input.password);
      const row = await users
        .inAccountsTransaction(async (tx) => {
          assertEmailFree(await tx.users.findByEmail(input.email), null);
          const now = clock().toISOString();
          const created = await tx.users.insert({
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
            await record(tx, actor.id, 'user.create', created.id, changes);
          }
          return created;
        })
        .catch(uniqueEmailViolation);
      return present(row);
    },

    /**
     * An admin edits an account. An empty password keeps the old one; a new one (or a new role) ends the
     * account's sessions (but not the admin's own current one). See policy.ts for what may not change.
     */
    update: async (id: number, input: UserUpdate, actor: Actor): Promise<User> => {
      const passwordHash = input.password ? await hashPassword(input.password) : undefined;
      const change = { role: input.role, newPassword: passwordHash !== undefined };
      const { user, endedSessionIds } = await users
        .inAccountsTransaction(async (tx) => {
          const before = existingAccount(await tx.users.findById(id));
          assertMayUpdate(actor, before, change);
          assertEmailFree(await tx.users.findByEmail(input.email), id);
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
          await tx.users.update(id, changes);
          if (input.role === 'admin' && before.role !== 'admin') {
            // An admin is on no case team and hears of no case (contract §7.1).
            await tx.users.leaveCases(id);
          }
          // The admins are counted AFTER the write and inside the accounts lock: the count then includes
          // this very change, no other account change can slip in between (two admins demoting each other
          // at once are serialised), and a refusal rolls the write back. Counted before the write, both of
          // two concurrent demotions could see the other admin still there.
          assertAdminRemains(before.role, input.role ?? before.role, await tx.users.countByRole('admin'));
          const ended = endsSessions(before, change) ? await tx.sessions.deleteByUser(id, keptSession(actor, id)) : [];
          await record(tx, actor.id, 'user.update', id, diff(before, input, change.newPassword));
          return { user: present(existingAccount(await tx.users.findById(id))), endedSessionIds: ended };
        })
        .catch(uniqueEmailViolation);
      sessionsEnded(endedSessionIds);
      return user;
    },

    /**
     * Marks an account deleted (its row and name stay for histories, its email is free again) and ends
     * all its sessions. See policy.ts: not oneself, not the last admin.
     */
    remove: async (id: number, actor: Actor): Promise<void> => {
      assertMayRemove(actor, id);
      const endedSessionIds = await users.inAccountsTransaction(async (tx) => {
        const before = existingAccount(await tx.users.findById(id));
        const now = clock().toISOString();
        await tx.users.update(id, { deleted_at: now, updated_at: now });
        await tx.users.leaveCases(id);
        // Counted after the write, inside the accounts lock, for the reasons given in `update`: two admins
        // deleting each other at once cannot both succeed, and a refusal rolls the deletion back.
        assertAdminRemains(before.role, 'deleted', await tx.users.countByRole('admin'));
        const ended = await tx.sessions.deleteByUser(id);
        await record(tx, actor.id, 'user.delete', id, { deleted_at: { from: null, to: now } });
        return ended;
      });
      sessionsEnded(endedSessionIds);
    },

    /** An admin logs an account out everywhere (a lost phone, a shared computer). */
    endSessions: async (id: number, actor: Actor): Promise<void> => {
      const endedSessionIds = await users.inAccountsTransaction(async (tx) => {
        existingAccount(await tx.users.findById(id));
        const ended = await tx.sessions.deleteByUser(id, keptSession(actor, id));
        await record(tx, actor.id, 'user.end_sessions', id, { sessions: { from: ended.length, to: 0 } });
        return ended;
      });
      sessionsEnded(endedSessionIds);
    },

    /**
     * An admin lifts the per-account login lock (contract §7.5): the account may log in again at once,
     * from any address. Audited like the other admin actions, with when the lock would have ended.
     */
    unlock: async (id: number, actor: Actor): Promise<void> => {
      const account = existingAccount(await users.findById(id));
      const [lockedUntil] = deps.loginLocks ? await deps.loginLocks.lockedUntil([account.email]) : [null];
      await deps.loginLocks?.unlock(account.email);
      await users.inAccountsTransaction(async (tx) => {
        await record(tx, actor.id, 'user.unlock', id, {
          locked_until: { from: lockedUntil?.toISOString() ?? null, to: null },
        });
      });
    },

    /** The audit trail of one account, newest first. */
    history: async (id: number) => {
      if (!deps.audit || !(await users.findByIdIncludingDeleted(id))) {
        throw notFound(messages.users.notFound);
      }
      // Bounded (Hardening): the newest HISTORY_MAX entries; `total` counts them all.
      const rows = await deps.audit.listByTarget(id, HISTORY_MAX);
      const total = rows.length < HISTORY_MAX ? rows.length : await deps.audit.countByTarget(id);
      return { entries: rows.map(presentAuditEntry), total };
    },

    hasAdmin: async () => (await users.countByRole('admin')) > 0,

    /**
     * Sets a new password and ends every session of the account; null when the email is unknown. (The
     * CLI's command: the server's periodic sweep closes the sockets of those sessions.)
     */
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
