import { describe, expect, it, vi } from 'vitest';
import { GENERATED_PASSWORD_LENGTH, PASSWORD_ALPHABET, generatePassword } from './generate-password';

describe('generatePassword (decisions §7.5)', () => {
  it('makes 16 letters and digits with a capital, a small letter and a digit, and no look-alikes', () => {
    for (let round = 0; round < 200; round += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password).toMatch(/^[A-Za-z0-9]+$/);
      expect(password).toMatch(/[A-Z]/);
      expect(password).toMatch(/[a-z]/);
      expect(password).toMatch(/[0-9]/);
      expect(password).not.toMatch(/[0O1lI]/);
    }
  });

  it('differs from one call to the next', () => {
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(passwords.size).toBe(50);
  });

  it('takes its randomness from crypto.getRandomValues', () => {
    const spy = vi.spyOn(crypto, 'getRandomValues');
    generatePassword();
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });

  it('skips the bytes that would favour the first characters, and tries again until every class is in', () => {
    const last = PASSWORD_ALPHABET.length - 1;
    const small = PASSWORD_ALPHABET.indexOf('a');
    // 255 is past the last whole round of the alphabet and is skipped; the first pass has only capitals.
    const passes = [
      [255, ...Array.from({ length: 31 }, () => 0)],
      Array.from({ length: 32 }, (_, index) => [0, small, last][index % 3] ?? 0),
    ];
    let call = 0;
    const password = generatePassword((bytes) => {
      bytes.set(passes[Math.min(call, passes.length - 1)] ?? []);
      call += 1;
    });
    expect(password).toBe('Aa9Aa9Aa9Aa9Aa9A');
    expect(call).toBe(2);
  });
});
