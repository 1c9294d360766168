import type { AuthUser } from '../../lib/actor';

/** A validated session as the database answered it, with what its checks on later requests need. */
export interface CachedSession {
  user: AuthUser;
  /** When the session ends whatever happens (ms since the epoch). */
  expiresAt: number;
  /** Its last recorded use (ms): the idle check, and when the next touch is due. */
  lastUsedAt: number;
}

interface Entry extends CachedSession {
  /** `monotonic()` when it was read from the database: the entry is used for `ttlMs` after that at most. */
  readAt: number;
}

/** How long a validated session is answered from memory before the database is asked again. */
export const SESSION_CACHE_TTL_MS = 10_000;
/** The most sessions kept; the least recently used goes first. */
export const SESSION_CACHE_MAX = 10_000;

/**
 * The sessions validated lately, by token hash, so that a request does not cost a query (docs/performance.md,
 * decisions §10). An entry lives `ttlMs` at most and goes at once when its session ends or its account changes
 * (`evictSessions`, `evictUsers`: the `session.ended` and `account.changed` events of this instance and the
 * signals of the others). A read that began before an eviction is not stored (`begin`/`store`): it may hold what
 * the eviction removed.
 */
export function createSessionCache(
  options: {
    ttlMs?: number;
    maxEntries?: number;
    monotonic?: () => number;
    /** Whether entries may be answered now (instance-signals.ts `listening`): when not, every read misses. */
    usable?: () => boolean;
  } = {},
) {
  const usable = options.usable ?? (() => true);
  const ttlMs = options.ttlMs ?? SESSION_CACHE_TTL_MS;
  const maxEntries = options.maxEntries ?? SESSION_CACHE_MAX;
  const monotonic = options.monotonic ?? (() => performance.now());
  const entries = new Map<string, Entry>();
  /** Raised by every eviction: a read begun under an older value may be stale. */
  let generation = 0;

  const evictWhere = (test: (entry: Entry) => boolean) => {
    generation += 1;
    for (const [key, entry] of entries) {
      if (test(entry)) {
        entries.delete(key);
      }
    }
  };

  return {
    /** The entry for this token hash while it is fresh; refreshed as the most recently used. */
    get(tokenHash: string): CachedSession | undefined {
      const entry = entries.get(tokenHash);
      if (!entry || !usable()) {
        return undefined;
      }
      entries.delete(tokenHash);
      if (monotonic() - entry.readAt > ttlMs) {
        return undefined;
      }
      entries.set(tokenHash, entry);
      return entry;
    },
    /** Called before the database is read: pass the answer to `store` with it. */
    begin: (): number => generation,
    /** Keeps what the database answered, unless an eviction happened since `begin`. */
    store(tokenHash: string, session: CachedSession, begun: number): void {
      if (begun !== generation) {
        return;
      }
      entries.delete(tokenHash);
      if (entries.size >= maxEntries) {
        entries.delete(entries.keys().next().value as string);
      }
      entries.set(tokenHash, { ...session, readAt: monotonic() });
    },
    /** Removes one entry (a session found ended, idle or expired). */
    forget(tokenHash: string): void {
      entries.delete(tokenHash);
    },
    evictSessions(sessionIds: readonly number[]): void {
      const ended = new Set(sessionIds);
      evictWhere((entry) => ended.has(entry.user.sessionId));
    },
    evictUsers(userIds: readonly number[]): void {
      const changed = new Set(userIds);
      evictWhere((entry) => changed.has(entry.user.id));
    },
    /** Forgets everything (signals from the other instances may have been missed). */
    clear(): void {
      generation += 1;
      entries.clear();
    },
    size: () => entries.size,
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
