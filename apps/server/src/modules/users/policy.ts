import type { Role } from '@pidsus/shared';
import { isUniqueViolation } from '../../db/errors';
import type { UserRow } from '../../db/tables';
import type { Actor } from '../../lib/actor';
import { conflict, notFound } from '../../lib/errors';
import { messages } from '../../messages';

/**
 * The account rules in one place (requirements §6, decisions §6: enforced on the server): who may do what to an account. Each
 * rule is a plain function of what the service already read, and throws the error the user sees; the
 * services decide WHEN to ask (e.g. the last-admin count after the write, inside the accounts lock).
 */

export type { Actor } from '../../lib/actor';

/** A deleted (or never existing) account is "not found" to every action on it. */
export function existingAccount(row: UserRow | undefined): UserRow {
  if (!row) {
    throw notFound(messages.users.notFound);
  }
  return row;
}

/** 409 with the message also as the email field's error, so that a form can show it under the field. */
export const emailTaken = () => conflict(messages.users.emailTaken, { email: messages.users.emailTaken });

/** An email belongs to one live account: `holder` is the live account using it now, if any. */
export function assertEmailFree(holder: Pick<UserRow, 'id'> | undefined, ownId: number | null): void {
  if (holder && holder.id !== ownId) {
    throw emailTaken();
  }
}

/** Two requests racing past the email check meet the unique index instead: the same 409. */
export function uniqueEmailViolation(error: unknown): never {
  throw isUniqueViolation(error) ? emailTaken() : error;
}

/**
 * An admin edits an account: not their own role, and not their own password (that needs the current one,
 * PUT /api/profile/password, so that a session left open cannot become a permanent takeover).
 */
export function assertMayUpdate(
  actor: Actor,
  target: Pick<UserRow, 'id' | 'role'>,
  change: { role?: Role; newPassword: boolean },
): void {
  if (target.id !== actor.id) {
    return;
  }
  if (change.role && change.role !== target.role) {
    throw conflict(messages.users.cannotDemoteSelf);
  }
  if (change.newPassword) {
    throw conflict(messages.users.ownPasswordViaProfile);
  }
}

/** An admin cannot delete their own account. */
export function assertMayRemove(actor: Actor, targetId: number): void {
  if (targetId === actor.id) {
    throw conflict(messages.users.cannotDeleteSelf);
  }
}

/**
 * The office always keeps an admin. `adminsLeft` is the number of live admins AFTER the change was
 * written; only a change that took an admin away (a demotion or a deletion) can break the rule.
 */
export function assertAdminRemains(before: Role, after: Role | 'deleted', adminsLeft: number): void {
  if (before === 'admin' && after !== 'admin' && adminsLeft === 0) {
    throw conflict(messages.users.lastAdmin);
  }
}

/**
 * A new password, or a new role (the browser keeps the role it logged in with), starts the account afresh:
 * its sessions end.
 */
export function endsSessions(target: Pick<UserRow, 'role'>, change: { role?: Role; newPassword: boolean }): boolean {
  return change.newPassword || Boolean(change.role && change.role !== target.role);
}

/** Which sessions an ended account keeps: an admin acting on themselves keeps the one they act from. */
export function keptSession(actor: Actor, targetId: number): number | undefined {
  return targetId === actor.id ? actor.sessionId : undefined;
}
