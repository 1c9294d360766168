import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoginLimiter, FIRST_WAIT_MS, type LoginLimiter } from './login-limiter';

const WINDOW_MS = 15 * 60_000;
const limiter = (maxAttempts = 5) => createLoginLimiter({ maxAttempts, windowMs: WINDOW_MS, redis: undefined });

/** One wrong password for `email` from `ip` (through `device` when given): the wait, or the tries left. */
async function fail(target: LoginLimiter, ip: string, email: string, device?: string) {
  const reservation = await target.reserve(ip, email, device);
  if (!reservation.ticket) {
    return { waitMs: reservation.waitMs };
  }
  return { triesLeft: await target.failed(reservation.ticket) };
}

/** Fails `times` for the email, each from its own address. */
async function failFromMany(target: LoginLimiter, email: string, times: number, network = 1) {
  const results = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    results.push(await fail(target, `10.${network}.0.${attempt + 1}`, email));
  }
  return results;
}

// rate-limiter-flexible's memory counts on Date: the test moves it instead of waiting.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-02T01:00:00.000Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

describe('login limiter: an account slows down, it does not lock (decisions §9)', () => {
  it('lets five failures from anywhere through, telling how many are left, then one try every 30 s', async () => {
    const target = limiter();
    const email = 'jaksa@kejaksaan.go.id';
    expect(await failFromMany(target, email, 5)).toEqual([
      { triesLeft: 4 },
      { triesLeft: 3 },
      { triesLeft: 2 },
      { triesLeft: 1 },
      { triesLeft: 0 },
    ]);
    const refused = await fail(target, '10.2.0.1', email);
    expect(refused.waitMs).toBeGreaterThan(FIRST_WAIT_MS - 1000);
    expect(refused.waitMs).toBeLessThanOrEqual(FIRST_WAIT_MS);
    // Another email from the same address is not concerned.
    expect(await fail(target, '10.2.0.1', 'lain@kejaksaan.go.id')).toEqual({ triesLeft: 4 });
  });

  it('doubles the wait with each further failure, up to the window', async () => {
    const target = limiter();
    const email = 'ganda@kejaksaan.go.id';
    await failFromMany(target, email, 5);
    const waits: number[] = [];
    for (let round = 0; round < 7; round += 1) {
      const refused = await fail(target, '10.3.0.1', email);
      waits.push(refused.waitMs ?? 0);
      vi.setSystemTime(Date.now() + (refused.waitMs ?? 0));
      expect(await fail(target, '10.3.0.1', email)).toEqual({ triesLeft: 0 });
    }
    expect(waits.map((wait) => Math.round(wait / 1000))).toEqual([30, 60, 120, 240, 480, 900, 900]);
  });

  it('counts an email whatever its case and spacing, known or not', async () => {
    const target = limiter(2);
    expect(await fail(target, '10.0.0.1', 'Siapa@Kejaksaan.go.id')).toEqual({ triesLeft: 1 });
    expect(await fail(target, '10.0.0.2', '  siapa@kejaksaan.go.id ')).toEqual({ triesLeft: 0 });
    expect((await fail(target, '10.0.0.3', 'SIAPA@KEJAKSAAN.GO.ID')).waitMs).toBeGreaterThan(0);
  });

  it('lets only one of many parallel attempts take the turn once the account waits', async () => {
    const target = limiter(1);
    await fail(target, '10.4.0.1', 'paralel@kejaksaan.go.id');
    vi.setSystemTime(Date.now() + FIRST_WAIT_MS);
    const reservations = await Promise.all(
      Array.from({ length: 10 }, (_, index) => target.reserve(`10.4.1.${index}`, 'paralel@kejaksaan.go.id')),
    );
    expect(reservations.filter((reservation) => reservation.ticket)).toHaveLength(1);
  });

  it('gives a success back its own point and lifts the wait it took; the failures from elsewhere stay', async () => {
    const target = limiter();
    const email = 'pemilik@kejaksaan.go.id';
    await failFromMany(target, email, 4); // someone else
    const owner = await target.reserve('10.5.0.1', email);
    await target.succeeded(owner.ticket!);
    // The owner's success gave back only its own attempt: the fifth failure from anywhere still makes the next wait.
    expect(await fail(target, '10.5.0.2', email)).toEqual({ triesLeft: 0 });
    expect((await fail(target, '10.5.0.3', email)).waitMs).toBeGreaterThan(0);
  });
});

describe('login limiter: a browser that logged in before (device cookie)', () => {
  it('is not slowed by failures from elsewhere, and has its own budget', async () => {
    const target = limiter();
    const email = 'rumah@kejaksaan.go.id';
    await failFromMany(target, email, 8);
    expect((await fail(target, '10.6.0.1', email)).waitMs).toBeGreaterThan(0);
    const trusted = await target.reserve('10.6.0.1', email, 'perangkat-1');
    expect(trusted.ticket).toMatchObject({ kind: 'device' });
    await target.succeeded(trusted.ticket!);
    // Its own typos are counted on it alone: five, then the cookie is distrusted and the account's wait applies.
    const typos = [];
    for (let typo = 0; typo < 5; typo += 1) {
      typos.push(await fail(target, '10.6.0.1', email, 'perangkat-1'));
    }
    expect(typos).toEqual([4, 3, 2, 1, 0].map((left) => ({ triesLeft: left })));
    expect((await fail(target, '10.6.0.1', email, 'perangkat-1')).waitMs).toBeGreaterThan(0);
    // Another browser of the owner's keeps its own budget.
    expect(await fail(target, '10.6.0.2', email, 'perangkat-2')).toEqual({ triesLeft: 4 });
  });
});

describe('login limiter: per address', () => {
  it('stops spraying many accounts from one address after 20 × maxAttempts failures', async () => {
    const target = limiter(1);
    for (let guess = 0; guess < 20; guess += 1) {
      expect(await fail(target, '10.7.0.1', `tebak${guess}@kejaksaan.go.id`)).toEqual({ triesLeft: 0 });
    }
    expect((await fail(target, '10.7.0.1', 'lagi@kejaksaan.go.id')).waitMs).toBeGreaterThan(0);
    expect(await fail(target, '10.7.0.2', 'lagi@kejaksaan.go.id')).toEqual({ triesLeft: 0 });
  });

  it('does not spend the address budget on an account that waits', async () => {
    const target = limiter(1);
    await fail(target, '10.8.0.1', 'terkunci@kejaksaan.go.id');
    for (let retry = 0; retry < 25; retry += 1) {
      expect((await fail(target, '10.8.0.2', 'terkunci@kejaksaan.go.id')).waitMs).toBeGreaterThan(0);
    }
    const others = await Promise.all(
      Array.from({ length: 20 }, (_, index) => target.reserve('10.8.0.2', `rekan${index}@kejaksaan.go.id`)),
    );
    expect(others.every((reservation) => reservation.ticket)).toBe(true);
  });
});

describe('login limiter: what the admin sees and does', () => {
  it('tells until when each email waits, as soon as it does, whatever its case', async () => {
    const target = limiter(2);
    await failFromMany(target, 'dikunci@kejaksaan.go.id', 2);
    await failFromMany(target, 'sekali@kejaksaan.go.id', 1, 2);
    const [locked, once, never] = await target.lockedUntil([
      'Dikunci@Kejaksaan.go.id',
      'sekali@kejaksaan.go.id',
      'belum@kejaksaan.go.id',
    ]);
    expect(locked!.getTime()).toBe(Date.now() + FIRST_WAIT_MS);
    expect(once).toBeNull();
    expect(never).toBeNull();
  });

  it('unlocks an account: no wait, a whole budget again, and its failing addresses cleared too', async () => {
    const target = limiter(1);
    const email = 'buka@kejaksaan.go.id';
    // One address sprays: its budget (20) is spent, the last failure on this account.
    for (let guess = 0; guess < 19; guess += 1) {
      await fail(target, '10.9.0.1', `acak${guess}@kejaksaan.go.id`);
    }
    await fail(target, '10.9.0.1', email);
    expect((await fail(target, '10.9.0.1', 'lain@kejaksaan.go.id')).waitMs).toBeGreaterThan(0);
    await target.unlock(' BUKA@kejaksaan.go.id');
    expect(await target.lockedUntil([email])).toEqual([null]);
    const again = await target.reserve('10.9.0.1', email);
    expect(again.ticket).toMatchObject({ kind: 'account', failures: 1 });
  });
});
