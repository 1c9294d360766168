import { describe, expect, it } from 'vitest';
import { MAIL_FROM_PATTERN } from './settings';

describe('the sender of the mail (decisions §11)', () => {
  it('takes an address, with a name plain or in quotes', () => {
    for (const value of [
      'no-reply@kejaksaan.go.id',
      'Jadwal Pidsus <no-reply@kejaksaan.go.id>',
      '"Jadwal Pidsus, Kejari" <no-reply@kejaksaan.go.id>',
    ]) {
      expect(MAIL_FROM_PATTERN.test(value), value).toBe(true);
    }
  });

  it('refuses what every send would fail on: an unbalanced quote, no address, an unclosed bracket', () => {
    for (const value of [
      'Jadwal "Pidsus <no-reply@kejaksaan.go.id>',
      '"Jadwal Pidsus <no-reply@kejaksaan.go.id>',
      'bukan alamat',
      'Jadwal <no-reply@kejaksaan.go.id',
    ]) {
      expect(MAIL_FROM_PATTERN.test(value), value).toBe(false);
    }
  });
});
