import { describe, expect, it } from 'vitest';
import { passwordChangeSchema, profileUpdateSchema, userUpdateSchema } from './user';

const base = { username: 'Budi', email: 'budi@kejaksaan.go.id' };

describe('user edit, profile and password schemas', () => {
  it('an empty password on edit means "keep the old one"', () => {
    expect(userUpdateSchema.parse({ ...base, password: '' }).password).toBeUndefined();
    expect(userUpdateSchema.parse(base).password).toBeUndefined();
    expect(userUpdateSchema.parse({ ...base, password: 'sandi-baru-1' }).password).toBe('sandi-baru-1');
    expect(userUpdateSchema.safeParse({ ...base, password: 'pendek' }).error?.issues[0]?.message).toBe(
      'Password minimal 10 karakter',
    );
  });

  it('the role is kept when absent on edit', () => {
    expect(userUpdateSchema.parse(base).role).toBeUndefined();
  });

  it('the profile form has no role', () => {
    expect(profileUpdateSchema.parse({ ...base, role: 'admin' })).not.toHaveProperty('role');
  });

  it('a password change needs the current one and a matching confirmation', () => {
    const result = passwordChangeSchema.safeParse({ current_password: '', new_password: 'a', confirm_password: 'b' });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      current_password: 'Password saat ini harus diisi',
      new_password: 'Password minimal 10 karakter',
    });
    const mismatch = passwordChangeSchema.safeParse({
      current_password: 'lama-123',
      new_password: 'sandi-baru-1',
      confirm_password: 'sandi-baru-2',
    });
    expect(mismatch.error?.issues.map((issue) => issue.message)).toEqual(['Konfirmasi password tidak sama']);
  });
});
