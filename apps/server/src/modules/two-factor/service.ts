import type { RecoveryCodes, Settings, TwoFactorEnrolment, TwoFactorStatus } from '@pidsus/shared';
import type { Actor } from '../../lib/actor';
import { auditOrigin } from '../audit/service';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { UsersRepository } from '../users/repository';
import { assertMayDisable, assertNotActive, mustUseTwoFactor } from './policy';
import { presentEnrolment, presentRecoveryCodes, presentStatus } from './presenter';
import type { TwoFactorRepository, TwoFactorTransaction } from './repository';
import { matchingStep, newRecoveryCodes, newSecret, otpauthUrl, recoveryCodeHash } from './totp';

/** A refused second step: 401, and `two_factor_required` so that the login form stays on the code (decisions §9). */
const refusedCode = (message: string) =>
  new AppError(401, message, undefined, undefined, { two_factor_required: true });

/**
 * Two-step sign-in (decisions §9): enrolment and confirmation, turning it off, an admin's reset, the code at login,
 * and whether an account must set it up before anything else.
 */
export function createTwoFactorService(deps: {
  twoFactor: TwoFactorRepository;
  users: Pick<UsersRepository, 'findById'>;
  inTransaction: <T>(work: (tx: TwoFactorTransaction) => Promise<T>) => Promise<T>;
  settings: { current(): Promise<Settings> };
  /** Checks one's own password (400 when wrong, limited like a password change): the profile's. */
  confirmPassword: (actor: Actor, password: string) => Promise<void>;
  clock: Clock;
  events: Pick<DomainEvents, 'emit'>;
}) {
  const { twoFactor, users, inTransaction, settings, clock, events } = deps;
  const audit = (tx: TwoFactorTransaction, actor: Actor, action: string, target: number, to: boolean) =>
    tx.audit.insert({
      ...auditOrigin(actor.origin),
      actor_id: actor.id,
      action,
      target_user_id: target,
      changes: JSON.stringify({ two_factor: { from: !to, to } }),
      created_at: clock().toISOString(),
    });
  const isActive = async (userId: number) => Boolean((await twoFactor.findByUser(userId))?.enabled_at);

  const service = {
    /** Whether the account must set it up before anything else: its role must have it, and it has none yet. */
    mustSetUp: async (user: Pick<Actor, 'role'> & { twoFactor?: boolean }): Promise<boolean> =>
      !user.twoFactor && mustUseTwoFactor(user.role, await settings.current()),

    status: async (actor: Actor): Promise<TwoFactorStatus> =>
      presentStatus(await isActive(actor.id), mustUseTwoFactor(actor.role, await settings.current())),

    /** A new secret, pending until a code of it is confirmed; an earlier pending one is replaced. */
    enrol: async (actor: Actor & { email: string }): Promise<TwoFactorEnrolment> => {
      assertNotActive(await isActive(actor.id));
      const secret = newSecret();
      await twoFactor.savePending(actor.id, secret, clock().toISOString());
      return presentEnrolment(secret, otpauthUrl(actor.email, secret));
    },

    /** A right code of the pending secret turns it on (audited `2fa.enable`) and gives the 10 recovery codes. */
    confirm: async (actor: Actor, code: string): Promise<RecoveryCodes> => {
      const row = await twoFactor.findByUser(actor.id);
      if (!row) {
        throw conflict(messages.twoFactor.notPending);
      }
      assertNotActive(Boolean(row.enabled_at));
      const step = await matchingStep(row.secret, code, clock(), null);
      if (step === null) {
        throw badRequest(messages.twoFactor.codeWrong, { code: messages.twoFactor.codeWrong });
      }
      const { codes, hashes } = newRecoveryCodes();
      await inTransaction(async (tx) => {
        if (!(await tx.twoFactor.enable(actor.id, step, hashes, clock().toISOString()))) {
          throw conflict(messages.twoFactor.alreadyOn);
        }
        await audit(tx, actor, '2fa.enable', actor.id, true);
      });
      // Its sessions carry whether two-step sign-in is on (the gate of plugins/auth.ts reads it).
      events.emit('account.changed', { userIds: [actor.id] });
      return presentRecoveryCodes(codes);
    },

    /** Turns it off after the password (audited `2fa.disable`); 403 where the settings say the account must have it. */
    disable: async (actor: Actor, password: string): Promise<void> => {
      assertMayDisable(mustUseTwoFactor(actor.role, await settings.current()));
      await deps.confirmPassword(actor, password);
      await inTransaction(async (tx) => {
        if (!(await tx.twoFactor.remove(actor.id))) {
          throw conflict(messages.twoFactor.notOn);
        }
        await audit(tx, actor, '2fa.disable', actor.id, false);
      });
      events.emit('account.changed', { userIds: [actor.id] });
    },

    /**
     * An admin resets an account's two-step sign-in (a lost phone): its secret and recovery codes go, and so do its
     * sessions and calendar feed key (`deleteByUser`); audited `2fa.reset`. The admin's own current session stays.
     */
    reset: async (userId: number, actor: Actor): Promise<void> => {
      if (!(await users.findById(userId))) {
        throw notFound(messages.users.notFound);
      }
      const ended = await inTransaction(async (tx) => {
        if (!(await tx.twoFactor.remove(userId))) {
          throw conflict(messages.twoFactor.notOn);
        }
        const sessionIds = await tx.sessions.deleteByUser(userId, actor.id === userId ? actor.sessionId : undefined);
        await audit(tx, actor, '2fa.reset', userId, false);
        return sessionIds;
      });
      if (ended.length > 0) {
        events.emit('session.ended', { sessionIds: ended });
      }
      events.emit('account.changed', { userIds: [userId] });
    },

    /**
     * The second step of a login whose password was right. Without two-step sign-in: nothing to check (false).
     * Else a code of the app within ±1 step and later than the last one used, or an unused recovery code (used up
     * now); anything else is a 401 the login counts as a failure. True when the account has it on.
     */
    verifyAtLogin: async (user: { id: number }, code: string | undefined): Promise<boolean> => {
      const row = await twoFactor.findByUser(user.id);
      if (!row?.enabled_at) {
        return false;
      }
      if (code === undefined) {
        throw refusedCode(messages.twoFactor.codeRequired);
      }
      const now = clock();
      const step = await matchingStep(row.secret, code, now, row.last_step);
      const accepted =
        step === null
          ? await twoFactor.useRecoveryCode(user.id, recoveryCodeHash(code), now.toISOString())
          : await twoFactor.takeStep(user.id, step);
      if (!accepted) {
        throw refusedCode(messages.twoFactor.codeWrong);
      }
      return true;
    },
  };
  return service;
}

export type TwoFactorService = ReturnType<typeof createTwoFactorService>;
