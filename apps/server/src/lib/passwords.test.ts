import { describe, expect, it } from 'vitest';
import { dummyPasswordHash, generatePassword, hashPassword, verifyPassword } from './passwords';

const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

describe('hashPassword and verifyPassword', () => {
  it('hashes with argon2id and a random salt', async () => {
    const first = await hashPassword('rahasia-kejari');
    const second = await hashPassword('rahasia-kejari');
    expect(first.startsWith('$argon2id$')).toBe(true);
    expect(first).not.toContain('rahasia-kejari');
    expect(first).not.toBe(second);
  });

  it('accepts the right password and refuses a wrong one', async () => {
    const hash = await hashPassword('rahasia-kejari');
    await expect(verifyPassword(hash, 'rahasia-kejari')).resolves.toBe(true);
    await expect(verifyPassword(hash, 'Rahasia-kejari')).resolves.toBe(false);
    await expect(verifyPassword(hash, '')).resolves.toBe(false);
  });

  it('answers false instead of throwing for a garbage hash', async () => {
    await expect(verifyPassword('bukan-hash', 'apa saja')).resolves.toBe(false);
    await expect(verifyPassword('', 'apa saja')).resolves.toBe(false);
  });

  it('keeps one dummy hash that matches no ordinary password', async () => {
    const dummy = await dummyPasswordHash();
    expect(dummy.startsWith('$argon2id$')).toBe(true);
    await expect(dummyPasswordHash()).resolves.toBe(dummy);
    await expect(verifyPassword(dummy, 'password')).resolves.toBe(false);
  });
});

describe('generatePassword', () => {
  it('makes 20 characters from the readable alphabet by default', () => {
    const password = generatePassword();
    expect(password).toHaveLength(20);
    for (const character of password) {
      expect(alphabet).toContain(character);
    }
  });

  it('honours the requested length and never repeats itself', () => {
    expect(generatePassword(32)).toHaveLength(32);
    const passwords = new Set(Array.from({ length: 20 }, () => generatePassword()));
    expect(passwords.size).toBe(20);
  });

  it('leaves out look-alike characters', () => {
    const sample = Array.from({ length: 50 }, () => generatePassword(40)).join('');
    expect(sample).not.toMatch(/[0O1lI]/);
  });
});
