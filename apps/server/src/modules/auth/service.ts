import type { LoginRequest, LoginResponse, Role } from '@pidsus/shared';
import type { Config } from '../../config';
import type { Clock } from '../../lib/clock';
import type { DomainEvents } from '../../lib/domain-events';
import { tooManyAttempts, unauthorized } from '../../lib/errors';
import { dummyPasswordHash, verifyPassword } from '../../lib/passwords';
import { generateToken, hashToken } from '../../lib/tokens';
import { messages } from '../../messages';
import type { UsersRepository } from '../users/repository';
import type { LoginLimiter } from './login-limiter';
import { presentSessionUser } from './presenter';
import type { SessionsRepository } from './sessions-repository';

/** The user behind a request's bearer token. */
export interface AuthUser {
  id: number;
  username: string;
  email: string;
  role: Role;
  sessionId: number;
}

/**
 * Writing `last_used_at` on every request would be a write per call; once a minute is precise enough,
 * or twice per idle window when that is shorter, so that activity always keeps a session alive.
 */
const TOUCH_INTERVAL_MS = 60_000;

export function createAuthService(deps: {
  users: UsersRepository;
  sessions: SessionsRepository;
  loginLimiter: LoginLimiter;
  clock: Clock;
  session: Config['session'];
  /** A logout goes out as `session.ended`: the sockets opened with that session close. */
  events: Pick<DomainEvents, 'emit'>;
}) {
  const { users, sessions, loginLimiter, clock, session, events } = deps;
  const idleCutoff = (now: Date) => new Date(now.getTime() - session.idleMs).toISOString();
  const touchIntervalMs = Math.min(TOUCH_INTERVAL_MS, session.idleMs / 2);

  return {
    /**
     * Checks the credentials and opens a session. Unknown email and wrong password answer alike;
     * too many failures for this IP and email, this account from any address, or this IP answer 429 with
     * `Retry-After` before any password is checked (decisions §2).
     */
    async login(input: LoginRequest, meta: { ip: string; userAgent: string }): Promise<LoginResponse> {
      const waitMs = await loginLimiter.reserve(meta.ip, input.email);
      if (waitMs > 0) {
        throw tooManyAttempts(messages.auth.tooManyAttempts, waitMs);
      }
      const user = await users.findByEmail(input.email.trim());
      const valid = await verifyPassword(user?.password_hash ?? (await dummyPasswordHash()), input.password);
      if (!user || !valid) {
        throw unauthorized(messages.auth.invalidCredentials);
      }
      await loginLimiter.release(meta.ip, input.email);
      const now = clock();
      // For the admin's list of accounts (contract §7.5: `Terakhir masuk`).
      await users.update(user.id, { last_login_at: now.toISOString() });
      await sessions.deleteExpired(now.toISOString(), idleCutoff(now));
      const token = generateToken();
      await sessions.insert({
        user_id: user.id,
        token_hash: hashToken(token),
        created_at: now.toISOString(),
        last_used_at: now.toISOString(),
        expires_at: new Date(now.getTime() + session.maxAgeMs).toISOString(),
        ip: meta.ip.slice(0, 64),
        user_agent: meta.userAgent.slice(0, 300),
      });
      return { token, user: presentSessionUser(user) };
    },

    /** The user of a live token, or null for an unknown, expired, idle or revoked one. */
    async authenticate(token: string): Promise<AuthUser | null> {
      const now = clock();
      const row = await sessions.findActiveByTokenHash(hashToken(token), now.toISOString(), idleCutoff(now));
      if (!row) {
        return null;
      }
      if (now.getTime() - Date.parse(row.last_used_at) > touchIntervalMs) {
        await sessions.touch(row.session_id, now.toISOString());
      }
      return { id: row.id, username: row.username, email: row.email, role: row.role, sessionId: row.session_id };
    },

    async logout(sessionId: number): Promise<void> {
      await sessions.deleteById(sessionId);
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
