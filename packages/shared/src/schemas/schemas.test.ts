import { describe, expect, it } from 'vitest';
import { loginRequestSchema } from './auth';
import { idParamsSchema } from './common';
import { userCreateSchema } from './user';

const issues = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('shared schemas carry the spec messages', () => {
  it('user dialog: required username, email and password with the spec texts', () => {
    const result = userCreateSchema.safeParse({});
    expect(result.success).toBe(false);
    expect(issues(result)).toMatchObject({
      username: 'Username harus diisi',
      email: 'Email harus diisi',
      password: 'Password harus diisi untuk pengguna baru',
    });
  });

  it('user dialog: a malformed email says so', () => {
    const result = userCreateSchema.safeParse({ username: 'Budi', email: 'budi@', password: 'rahasia123' });
    expect(issues(result)).toEqual({ email: 'Format email tidak valid' });
  });

  it('user dialog: trims, lowercases the email and defaults the role to user', () => {
    const result = userCreateSchema.parse({
      username: ' Budi ',
      email: ' Budi@Kejaksaan.GO.ID ',
      password: 'rahasia123',
    });
    expect(result).toMatchObject({ username: 'Budi', email: 'budi@kejaksaan.go.id', role: 'user', position: '' });
  });

  it('login: empty fields are refused with field messages', () => {
    expect(issues(loginRequestSchema.safeParse({ email: '', password: '' }))).toEqual({
      email: 'Email harus diisi',
      password: 'Password harus diisi',
    });
  });

  it('ids: only positive integers', () => {
    expect(idParamsSchema.parse({ id: '12' })).toEqual({ id: 12 });
    for (const bad of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect(idParamsSchema.safeParse({ id: bad }).success).toBe(false);
    }
  });
});
