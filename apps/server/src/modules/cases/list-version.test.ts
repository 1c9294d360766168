import { describe, expect, it } from 'vitest';
import { createListVersion } from './list-version';

/** A database read the test answers by hand. */
function manualReads() {
  const pending: ((version: number) => void)[] = [];
  return {
    read: () => new Promise<number>((resolve) => pending.push(resolve)),
    answer: (version: number) => pending.shift()?.(version),
    count: () => pending.length,
  };
}

describe('createListVersion', () => {
  it('reads once for concurrent requests and trusts the answer for its maximum age', async () => {
    let now = 0;
    let stored = 4;
    const version = createListVersion({ read: async () => stored, maxAgeMs: 500, monotonic: () => now });
    expect(await Promise.all([version.current(), version.current()])).toEqual([4, 4]);
    stored = 5;
    now = 500;
    expect(await version.current()).toBe(4);
    now = 501;
    expect(await version.current()).toBe(5);
    expect(version.reads()).toBe(2);
  });

  it('reads for every request with a maximum age of 0, even within the same instant', async () => {
    let stored = 1;
    const version = createListVersion({ read: async () => stored, maxAgeMs: 0, monotonic: () => 7 });
    expect(await version.current()).toBe(1);
    stored = 2;
    expect(await version.current()).toBe(2);
    expect(version.reads()).toBe(2);
  });

  it('reads again after a change, and does not trust a read that began before it', async () => {
    const db = manualReads();
    const version = createListVersion({ read: db.read });
    const early = version.current();
    version.changed();
    const late = version.current();
    expect(db.count()).toBe(2);
    db.answer(1);
    db.answer(2);
    expect([await early, await late]).toEqual([1, 2]);
    expect(await version.current()).toBe(2);
    expect(version.reads()).toBe(2);
  });
});
