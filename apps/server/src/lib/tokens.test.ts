import crypto, { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type * as tokens from './tokens';
import { generateToken, hashToken } from './tokens';

describe('generateToken', () => {
  it('makes a base64url token of at least 43 characters (256 bits)', () => {
    const token = generateToken();
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
  });

  it('makes a different token every time', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => generateToken()));
    expect(tokens.size).toBe(50);
  });
});

describe('hashToken', () => {
  it('is the SHA-256 of the token in hex', () => {
    const token = generateToken();
    expect(hashToken(token)).toBe(createHash('sha256').update(token).digest('hex'));
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    // FIPS 180-2's own example: whichever way Node computes it, the hashes in the database stay the same.
    expect(hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('gives the same hashes on a Node 20 without the one-shot crypto.hash (before 20.12), through a Hash object', async () => {
    const oneShot = crypto.hash;
    const token = generateToken();
    const expected = hashToken(token);
    try {
      Object.assign(crypto, { hash: undefined });
      // A fresh copy of the module, evaluated without it.
      const older = (await import(/* @vite-ignore */ `./tokens?older=${Date.now()}`)) as typeof tokens;
      expect(older.hashToken('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
      // The one-shot way would throw here (crypto.hash is gone): these come from the Hash object.
      expect(older.hashToken(token)).toBe(expected);
    } finally {
      Object.assign(crypto, { hash: oneShot });
    }
  });

  it('is deterministic and differs between tokens', () => {
    const token = generateToken();
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toBe(hashToken(generateToken()));
    expect(hashToken(token)).not.toContain(token);
  });
});
