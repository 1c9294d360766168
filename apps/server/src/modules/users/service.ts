import { HISTORY_MAX, type User, type UserCreate, type UserListItem, type UserUpdate } from '@pidsus/shared';
import type { UserRow, UserRowUpdate } from '../../db/tables';
import { AppError, badRequest, notFound } from '../../lib/errors';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import { hashPassword } from '../../lib/passwords';
import { assertPasswordAllowed } from '../../lib/password-rules';
import { messages } from '../../messages';
import type { AuditRepository } from '../audit/repository';
import { presentAuditEntry } from '../audit/presenter';
import { auditOrigin } from '../audit/service';
import type { LoginLimiter } from '../../lib/login-limiter';
import type { SessionsRepository } from './sessions-repository';
import type { CaseHandover } from '../cases/handover';
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
import type { AccountsTransaction, UserPage, UsersRepository } from './repository';
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
  /** The office's name (the settings), which a new password may not contain (decisions §9). */
  officeName?: () => Promise<string>;
  /**
   * A departing account's cases (the cases module's, decisions §8.7): asked at the deletion, once the modules are
   * all registered. Without it (the CLI) a deletion only leaves the teams.
   */
  caseHandover?: () => CaseHandover | undefined;
}) {
  const { users, sessions, clock, events } = deps;
  const present = createUserPresenter(deps.avatarUrl);
  /** A password being set must pass the rules (decisions §9): 400 under `password` when it does not. */
  const checkPassword = async (password: string, owner: { email: string; username: string; office: string }) =>
    assertPasswordAllowed(password, { ...owner, officeName: await deps.officeName?.() });
  const record = async (tx: AccountsTransaction, actor: Actor, action: string, target: number, changes: Changes) => {
    if (!deps.audit) {
      return;
    }
    await tx.audit.insert({
      ...auditOrigin(actor.origin),
      actor_id: actor.id,
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
    /** A page of the accounts; `q` (decisions §10 `Cari pengguna`) narrows both the page and the total. */
    list: async (page: UserPage): Promise<{ users: UserListItem[]; total: number }> => {
      const [rows, total] = await Promise.all([users.list(page), users.count(page.q)]);
      const locks = deps.loginLocks ? await deps.loginLocks.lockedUntil(rows.map((row) => row.email)) : [];
      const twoFactor = await users.withTwoFactor(rows.map((row) => row.id));
      return {
        users: rows.map((row, index) => ({
          ...present(row),
          last_login_at: row.last_login_at,
          locked_until: locks[index]?.toISOString() ?? null,
          two_factor: twoFactor.has(row.id),
        })),
        total,
      };
    },

    /**
     * Creates an account; with an actor (an admin through the API) the creation is audited. A password set by an admin
     * or the CLI must be changed at the first login (`mustChangePassword`, by default when an admin creates it); the
     * first start's `ADMIN_PASSWORD`, which the operator chose, skips the rules (`checkPassword: false`).
     */
    create: async (
      input: UserCreate,
      actor?: Actor,
      options: { mustChangePassword?: boolean; checkPassword?: boolean } = {},
    ) => {
      if (options.checkPassword !== false) {
        await checkPassword(input.password, input);
      }
      const passwordHash = await hashPassword(input.password);
      const mustChange = (options.mustChangePassword ?? actor !== undefined) ? 1 : 0;
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
            must_change_password: mustChange,
            created_at: now,
            updated_at: now,
          });
          if (actor) {
            const changes: Changes = {};
            for (const field of editableFields) {
              changes[field] = { from: null, to: input[field] };
            }
            await record(tx, actor, 'user.create', created.id, changes);
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
      if (input.password) {
        await checkPassword(input.password, input);
      }
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
            // A password an admin set is known to the admin: its owner changes it first (decisions §9).
            ...(passwordHash ? { password_hash: passwordHash, must_change_password: 1 } : {}),
          };
          await tx.users.update(id, changes);
          if (input.role === 'admin' && before.role !== 'admin') {
            // An admin is on no case team and hears of no case (decisions §7.1).
            await tx.users.leaveCases(id);
          }
          // The admins are counted AFTER the write and inside the accounts lock: the count then includes
          // this very change, no other account change can slip in between (two admins demoting each other
          // at once are serialised), and a refusal rolls the write back. Counted before the write, both of
          // two concurrent demotions could see the other admin still there.
          assertAdminRemains(before.role, input.role ?? before.role, await tx.users.countByRole('admin'));
          const ended = endsSessions(before, change) ? await tx.sessions.deleteByUser(id, keptSession(actor, id)) : [];
          await record(tx, actor, 'user.update', id, diff(before, input, change.newPassword));
          return { user: present(existingAccount(await tx.users.findById(id))), endedSessionIds: ended };
        })
        .catch(uniqueEmailViolation);
      sessionsEnded(endedSessionIds);
      events.emit('account.changed', { userIds: [id] });
      return user;
    },

    /**
     * Marks an account deleted (its row and name stay for histories, its email is free again) and ends
     * all its sessions. See policy.ts: not oneself, not the last admin.
     */
    remove: async (id: number, actor: Actor, options: { reassignTo?: number } = {}): Promise<void> => {
      assertMayRemove(actor, id);
      const { ended: endedSessionIds, announcements } = await users.inAccountsTransaction(async (tx) => {
        const before = existingAccount(await tx.users.findById(id));
        // On case teams: refused with the count, unless a colleague takes every membership over in this transaction.
        const handover = deps.caseHandover?.();
        const successor = options.reassignTo;
        if (successor !== undefined) {
          const target = await tx.users.findById(successor);
          if (!target || target.id === id || target.role !== 'user') {
            throw badRequest(messages.users.reassignInvalid, { reassign_to: messages.users.reassignInvalid });
          }
        }
        const onTeams = handover ? await handover.countCases(tx.trx, id) : 0;
        if (onTeams > 0 && successor === undefined) {
          throw new AppError(409, messages.users.stillOnTeams(onTeams), undefined, undefined, { cases: onTeams });
        }
        const announcements =
          handover && onTeams > 0 && successor !== undefined
            ? await handover.reassign(tx.trx, { from: id, to: successor, actor })
            : [];
        const now = clock().toISOString();
        await tx.users.update(id, { deleted_at: now, updated_at: now });
        await tx.users.leaveCases(id);
        // Counted after the write, inside the accounts lock, for the reasons given in `update`: two admins
        // deleting each other at once cannot both succeed, and a refusal rolls the deletion back.
        assertAdminRemains(before.role, 'deleted', await tx.users.countByRole('admin'));
        const ended = await tx.sessions.deleteByUser(id);
        await record(tx, actor, 'user.delete', id, {
          deleted_at: { from: null, to: now },
          ...(announcements.length > 0 ? { reassigned_to: { from: null, to: successor } } : {}),
        });
        return { ended, announcements };
      });
      sessionsEnded(endedSessionIds);
      for (const announce of announcements) {
        announce();
      }
    },

    /** An admin logs an account out everywhere (a lost phone, a shared computer). */
    endSessions: async (id: number, actor: Actor): Promise<void> => {
      const endedSessionIds = await users.inAccountsTransaction(async (tx) => {
        existingAccount(await tx.users.findById(id));
        const ended = await tx.sessions.deleteByUser(id, keptSession(actor, id));
        await record(tx, actor, 'user.end_sessions', id, { sessions: { from: ended.length, to: 0 } });
        return ended;
      });
      sessionsEnded(endedSessionIds);
    },

    /**
     * An admin lifts the per-account login lock (decisions §7.5): the account may log in again at once,
     * from any address. Audited like the other admin actions, with when the lock would have ended.
     */
    unlock: async (id: number, actor: Actor): Promise<void> => {
      const account = existingAccount(await users.findById(id));
      const [lockedUntil] = deps.loginLocks ? await deps.loginLocks.lockedUntil([account.email]) : [null];
      await deps.loginLocks?.unlock(account.email);
      await users.inAccountsTransaction(async (tx) => {
        await record(tx, actor, 'user.unlock', id, {
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
     * Sets a new password, which its owner must change at the next login, and ends every session of the account;
     * null when the email is unknown. (The CLI's command: with Redis the running instances hear of it at once,
     * cli/context.ts; without, their session caches notice within seconds and their sweep closes the sockets.)
     */
    resetPassword: async (email: string, password: string) => {
      const row = await users.findByEmail(email);
      if (!row) {
        return null;
      }
      await checkPassword(password, row);
      await users.update(row.id, {
        password_hash: await hashPassword(password),
        must_change_password: 1,
        updated_at: clock().toISOString(),
      });
      sessionsEnded(await sessions.deleteByUser(row.id));
      events.emit('account.changed', { userIds: [row.id] });
      return present(row);
    },
  };
}

export type UsersService = ReturnType<typeof createUsersService>;
