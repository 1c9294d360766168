import { describe, expect, it } from 'vitest';
import { createLoginLimiter } from './login-limiter';

const limiter = (maxAttempts: number, maxAccountAttempts: number) =>
  createLoginLimiter({ maxAttempts, maxAccountAttempts, windowMs: 15 * 60_000, redis: undefined });

/** Reserves `times` attempts for the email, each from its own address; the waits. */
async function fromManyAddresses(target: ReturnType<typeof limiter>, email: string, times: number, network = 1) {
  const waits: number[] = [];
  for (let attempt = 0; attempt < times; attempt += 1) {
    waits.push(await target.reserve(`10.${network}.0.${attempt + 1}`, email));
  }
  return waits;
}

describe('login limiter, per account (decisions §2)', () => {
  it('refuses the account after maxAccountAttempts from as many addresses, with the wait in ms', async () => {
    const target = limiter(5, 3);
    const waits = await fromManyAddresses(target, 'jaksa@kejaksaan.go.id', 5);
    expect(waits.slice(0, 3)).toEqual([0, 0, 0]);
    for (const wait of waits.slice(3)) {
      expect(wait).toBeGreaterThan(14 * 60_000);
      expect(wait).toBeLessThanOrEqual(15 * 60_000);
    }
    expect(await target.reserve('10.9.9.9', 'lain@kejaksaan.go.id')).toBe(0);
  });

  it('counts an email whatever its case and spacing, known or not', async () => {
    const target = limiter(5, 2);
    expect(await target.reserve('10.0.0.1', 'Siapa@Kejaksaan.go.id')).toBe(0);
    expect(await target.reserve('10.0.0.2', '  siapa@kejaksaan.go.id ')).toBe(0);
    expect(await target.reserve('10.0.0.3', 'SIAPA@KEJAKSAAN.GO.ID')).toBeGreaterThan(0);
  });

  it('does not spend the address budget on an account that is already refused', async () => {
    const target = limiter(1, 1);
    expect(await target.reserve('10.0.0.1', 'terkunci@kejaksaan.go.id')).toBe(0);
    // 25 refusals for the closed account from one address: the address's budget (20) stays whole.
    for (let retry = 0; retry < 25; retry += 1) {
      expect(await target.reserve('10.0.0.2', 'terkunci@kejaksaan.go.id')).toBeGreaterThan(0);
    }
    const others = await Promise.all(
      Array.from({ length: 20 }, (_, index) => target.reserve('10.0.0.2', `rekan${index}@kejaksaan.go.id`)),
    );
    expect(others.every((wait) => wait === 0)).toBe(true);
  });

  it("takes off a success only its own address's failures, never another's", async () => {
    const target = limiter(5, 4);
    const email = 'pemilik@kejaksaan.go.id';
    await fromManyAddresses(target, email, 2, 2); // someone else: two failures
    expect(await target.reserve('10.3.0.1', email)).toBe(0); // the owner's typo
    expect(await target.reserve('10.3.0.1', email)).toBe(0); // the owner's right password
    await target.release('10.3.0.1', email);
    // Two left for the account: the other address's two still count.
    expect(await fromManyAddresses(target, email, 3, 4)).toEqual([0, 0, expect.any(Number)]);
    expect(await target.reserve('10.5.0.1', email)).toBeGreaterThan(0);
  });
});

describe('login limiter, the admin view of the per-account lock (contract §7.5)', () => {
  it('tells until when each email is locked, null below the limit, whatever its case', async () => {
    const target = limiter(5, 2);
    await fromManyAddresses(target, 'dikunci@kejaksaan.go.id', 2);
    await fromManyAddresses(target, 'sekali@kejaksaan.go.id', 1, 2);
    const before = Date.now();
    const [locked, once, never] = await target.lockedUntil([
      'Dikunci@Kejaksaan.go.id',
      'sekali@kejaksaan.go.id',
      'belum@kejaksaan.go.id',
    ]);
    expect(locked!.getTime()).toBeGreaterThan(before + 14 * 60_000);
    expect(locked!.getTime()).toBeLessThanOrEqual(Date.now() + 15 * 60_000);
    expect(once).toBeNull();
    expect(never).toBeNull();
  });

  it('unlocks an account: a whole budget again, and the addresses keep theirs', async () => {
    const target = limiter(5, 2);
    const email = 'buka@kejaksaan.go.id';
    await fromManyAddresses(target, email, 2);
    expect(await target.reserve('10.9.0.1', email)).toBeGreaterThan(0);
    await target.unlock(' BUKA@kejaksaan.go.id');
    expect(await target.lockedUntil([email])).toEqual([null]);
    expect(await fromManyAddresses(target, email, 3, 3)).toEqual([0, 0, expect.any(Number)]);
  });
});
