import { describe, expect, it } from 'vitest';
import { generateToken } from '../lib/tokens';
import { bearerToken } from './auth';

describe('bearerToken', () => {
  it('reads the token from a Bearer header', () => {
    const token = generateToken();
    expect(bearerToken(`Bearer ${token}`)).toBe(token);
  });

  it('reads the scheme in any case', () => {
    const token = generateToken();
    expect(bearerToken(`bearer ${token}`)).toBe(token);
    expect(bearerToken(`BEARER ${token}`)).toBe(token);
    expect(bearerToken(`bEaReR ${token}`)).toBe(token);
  });

  it('answers null when the header is missing or empty', () => {
    expect(bearerToken(undefined)).toBeNull();
    expect(bearerToken('')).toBeNull();
    expect(bearerToken('Bearer ')).toBeNull();
  });

  it('answers null for other schemes', () => {
    expect(bearerToken(`Basic ${generateToken()}`)).toBeNull();
    expect(bearerToken(generateToken())).toBeNull();
  });

  it('answers null for a token with characters outside base64url', () => {
    expect(bearerToken('Bearer abc.def+ghi/jkl=mnopqrstu')).toBeNull();
    expect(bearerToken(`Bearer ${generateToken()} extra`)).toBeNull();
  });

  it('answers null for tokens too short or too long to be ours', () => {
    expect(bearerToken('Bearer short')).toBeNull();
    expect(bearerToken(`Bearer ${'a'.repeat(129)}`)).toBeNull();
  });
});
