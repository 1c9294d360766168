import type { LoginRequest, LoginResponse, MeResponse } from '@pidsus/shared';
import type { AuthUser } from '../../lib/actor';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import { AppError, notFound, tooManyAttempts } from '../../lib/errors';
import type { DeviceCookies } from '../../lib/device-cookies';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/tokens';
import { messages } from '../../messages';
import type { UsersRepository } from '../users/repository';
import type { LoginLimiter } from '../../lib/login-limiter';
import { presentSessionUser } from './presenter';
import type { SessionsRepository } from '../users/sessions-repository';
import type { TwoFactorService } from '../two-factor/service';
import type { AuditActor, AuditService } from '../audit';
import type { SessionCache } from './session-cache';

export type { AuthUser } from '../../lib/actor';

/**
 * Writing `last_used_at` on every request would be a write per call; once a minute is precise enough,
 * or twice per idle window when that is shorter, so that activity always keeps a session alive.
 */
const TOUCH_INTERVAL_MS = 60_000;

export function createAuthService(deps: {
  users: UsersRepository;
  sessions: SessionsRepository;
  loginLimiter: LoginLimiter;
  /** The signed cookies of browsers that logged in before (decisions §9). */
  deviceCookies: DeviceCookies;
  clock: Clock;
  session: Config['session'];
  /** A logout goes out as `session.ended`: the sockets opened with that session close. */
  events: Pick<DomainEvents, 'emit'>;
  /** Two-step sign-in (modules/two-factor): the code at login, and whether the account must set it up first. */
  twoFactor: Pick<TwoFactorService, 'verifyAtLogin' | 'mustSetUp'>;
  /**
   * Logins (success and failure) and logouts are audited (decisions §9): `record` never throws, so a failed
   * write is logged and the login still answers. Without it (unit tests) nothing is recorded.
   */
  audit?: Pick<AuditService, 'record'>;
  /**
   * The sessions validated lately (session-cache.ts): a request answered from it costs no query. Without it (unit
   * tests, or while the other instances cannot be heard) every request reads the database.
   */
  cache?: SessionCache;
}) {
  const { users, sessions, loginLimiter, deviceCookies, clock, session, events, twoFactor } = deps;
  const record: NonNullable<typeof deps.audit>['record'] = (actor, change, origin) =>
    deps.audit ? deps.audit.record(actor, change, origin) : Promise.resolve();
  const idleCutoff = (now: Date) => new Date(now.getTime() - session.idleMs).toISOString();
  const touchIntervalMs = Math.min(TOUCH_INTERVAL_MS, session.idleMs / 2);

  return {
    /**
     * Checks the credentials and opens a session (decisions §2, §9). Unknown email and wrong password answer alike:
     * 401 with how many failures are left before the account waits (`tries_left`). An account that waits, or an
     * address over its ceiling, answers 429 with `Retry-After` before any password is checked; a browser with a
     * valid device cookie for the email is not slowed by failures from elsewhere. A success gives the browser a
     * (new) device cookie: `deviceCookie` is its `Set-Cookie` value.
     */
    async login(
      input: LoginRequest,
      meta: { ip: string; userAgent: string; cookies?: string; secure?: boolean },
    ): Promise<{ answer: LoginResponse; deviceCookie: string }> {
      const device = deviceCookies.read(input.email, meta.cookies);
      const origin = { ip: meta.ip.slice(0, 64), userAgent: meta.userAgent.slice(0, 300) };
      const reservation = await loginLimiter.reserve(meta.ip, input.email, device);
      if (!reservation.ticket) {
        throw tooManyAttempts(messages.auth.tooManyAttempts, reservation.waitMs, { tries_left: 0 });
      }
      const user = await users.findByEmail(input.email.trim());
      const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
      if (!user || !valid) {
        const triesLeft = await loginLimiter.failed(reservation.ticket);
        // The account when there is one, else the email as typed; never the password.
        await record(
          user ? { id: user.id } : null,
          { action: 'login.failure', details: { email: input.email.trim().slice(0, 254) } },
          origin,
        );
        throw new AppError(401, messages.auth.invalidCredentials, undefined, undefined, { tries_left: triesLeft });
      }
      // The second step (decisions §9): a wrong or reused code counts as a failed login; the first answer of a
      // right password without a code ("Masukkan kode verifikasi") does not.
      let twoFactorOn: boolean;
      try {
        twoFactorOn = await twoFactor.verifyAtLogin(user, input.code);
      } catch (error) {
        if (input.code === undefined) {
          await loginLimiter.passwordOnly(reservation.ticket);
        } else {
          await loginLimiter.failed(reservation.ticket);
          // A wrong or used code is a failed login, in the audit log too.
          await record(
            { id: user.id },
            { action: 'login.failure', details: { email: input.email.trim().slice(0, 254) } },
            origin,
          );
        }
        throw error;
      }
      const now = clock();
      await sessions.deleteExpired(now.toISOString(), idleCutoff(now));
      const token = generateToken();
      const sessionId = await sessions.insert({
        user_id: user.id,
        token_hash: hashToken(token),
        created_at: now.toISOString(),
        last_used_at: now.toISOString(),
        expires_at: new Date(now.getTime() + session.maxAgeMs).toISOString(),
        ip: origin.ip,
        user_agent: origin.userAgent,
      });
      // A password changed while this one was being checked ended the account's sessions before this one was
      // written: read the account again after writing it, and a password that is no longer the account's opens nothing.
      if ((await users.findById(user.id))?.password_hash !== user.password_hash) {
        await sessions.deleteById(sessionId);
        const triesLeft = await loginLimiter.failed(reservation.ticket);
        await record(
          { id: user.id },
          { action: 'login.failure', details: { email: input.email.trim().slice(0, 254) } },
          origin,
        );
        throw new AppError(401, messages.auth.invalidCredentials, undefined, undefined, { tries_left: triesLeft });
      }
      await loginLimiter.succeeded(reservation.ticket);
      // For the admin's list of accounts (decisions §7.5: `Terakhir masuk`).
      await users.update(user.id, { last_login_at: now.toISOString() });
      await record({ id: user.id }, { action: 'login.success' }, origin);
      return {
        answer: {
          token,
          user: presentSessionUser(user),
          must_change_password: Boolean(user.must_change_password),
          must_set_up_2fa: await twoFactor.mustSetUp({ role: user.role, twoFactor: twoFactorOn }),
        },
        deviceCookie: deviceCookies.issue(user.email, meta.secure ?? false),
      };
    },

    /** `GET /api/auth/me`: the session's user and whether a password change is owed (decisions §9); the route adds 2FA. */
    async me(actor: AuthUser): Promise<Omit<MeResponse, 'must_set_up_2fa'>> {
      const row = await users.findById(actor.id);
      if (!row) {
        throw notFound(messages.users.notFound);
      }
      return {
        user: presentSessionUser(row),
        must_change_password: Boolean(row.must_change_password),
      };
    },

    /**
     * The user of a live token, or null for an unknown, expired, idle or revoked one. A session validated in the
     * last few seconds is answered from memory with the same expiry and idle checks (session-cache.ts).
     */
    async authenticate(token: string): Promise<AuthUser | null> {
      const now = clock();
      const nowMs = now.getTime();
      const tokenHash = hashToken(token);
      const cache = deps.cache;
      const cached = cache?.get(tokenHash);
      if (cached) {
        if (cached.expiresAt > nowMs && cached.lastUsedAt > nowMs - session.idleMs) {
          if (nowMs - cached.lastUsedAt > touchIntervalMs) {
            await sessions.touch(cached.user.sessionId, now.toISOString());
            cached.lastUsedAt = nowMs;
          }
          return cached.user;
        }
        cache?.forget(tokenHash);
      }
      const begun = cache?.begin() ?? 0;
      const row = await sessions.findActiveByTokenHash(tokenHash, now.toISOString(), idleCutoff(now));
      if (!row) {
        return null;
      }
      let lastUsedAt = Date.parse(row.last_used_at);
      if (nowMs - lastUsedAt > touchIntervalMs) {
        await sessions.touch(row.session_id, now.toISOString());
        lastUsedAt = nowMs;
      }
      const user: AuthUser = Object.freeze({
        id: row.id,
        username: row.username,
        email: row.email,
        role: row.role,
        sessionId: row.session_id,
        mustChangePassword: Boolean(row.must_change_password),
        twoFactor: row.two_factor_enabled_at !== null,
      });
      cache?.store(tokenHash, { user, expiresAt: Date.parse(row.expires_at), lastUsedAt }, begun);
      return user;
    },

    async logout(sessionId: number, actor?: NonNullable<AuditActor>): Promise<void> {
      await sessions.deleteById(sessionId);
      if (actor) {
        await record(actor, { action: 'logout' });
      }
      events.emit('session.ended', { sessionIds: [sessionId] });
    },

    /** The subset of these session ids that are still live; used to close sockets of ended sessions. */
    async liveSessionIds(ids: number[]): Promise<number[]> {
      const now = clock();
      const live: number[] = [];
      // Chunks keep every query well under the databases' parameter limits.
      for (let start = 0; start < ids.length; start += 500) {
        live.push(...(await sessions.findLiveIds(ids.slice(start, start + 500), now.toISOString(), idleCutoff(now))));
      }
      return live;
    },

    endAllSessions: (userId: number) => sessions.deleteByUser(userId),
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
