import { describe, expect, it } from 'vitest';
import { createSessionCache, type CachedSession } from './session-cache';

const session = (id: number, userId = id): CachedSession => ({
  user: { id: userId, username: `U${userId}`, email: `u${userId}@x.id`, role: 'user', sessionId: id },
  expiresAt: Number.MAX_SAFE_INTEGER,
  lastUsedAt: 0,
});

describe('createSessionCache', () => {
  it('answers an entry for its TTL only', () => {
    let now = 0;
    const cache = createSessionCache({ ttlMs: 1000, monotonic: () => now });
    cache.store('a', session(1), cache.begin());
    now = 1000;
    expect(cache.get('a')?.user.sessionId).toBe(1);
    now = 1001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not keep a read that began before an eviction (it may hold what was evicted)', () => {
    const cache = createSessionCache();
    const begun = cache.begin();
    cache.evictSessions([1]);
    cache.store('a', session(1), begun);
    expect(cache.get('a')).toBeUndefined();
    cache.store('a', session(1), cache.begin());
    expect(cache.get('a')).toBeDefined();
  });

  it('evicts by session and by account', () => {
    const cache = createSessionCache();
    cache.store('a', session(1, 7), cache.begin());
    cache.store('b', session(2, 7), cache.begin());
    cache.store('c', session(3, 8), cache.begin());
    cache.evictSessions([3]);
    expect(cache.get('c')).toBeUndefined();
    cache.evictUsers([7]);
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
  });

  it('drops the least recently used entry when full', () => {
    const cache = createSessionCache({ maxEntries: 2 });
    cache.store('a', session(1), cache.begin());
    cache.store('b', session(2), cache.begin());
    cache.get('a');
    cache.store('c', session(3), cache.begin());
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.size()).toBe(2);
  });

  it('answers nothing while it may not be used (the other instances cannot be heard)', () => {
    let usable = false;
    const cache = createSessionCache({ usable: () => usable });
    cache.store('a', session(1), cache.begin());
    expect(cache.get('a')).toBeUndefined();
    usable = true;
    expect(cache.get('a')).toBeDefined();
  });
});
