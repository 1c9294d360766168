import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors';
import {
  assertAdminRemains,
  assertEmailFree,
  assertMayRemove,
  assertMayUpdate,
  endsSessions,
  existingAccount,
  keptSession,
  uniqueEmailViolation,
} from './policy';

const admin = { id: 1, sessionId: 10 };

/** The AppError a rule throws, for comparing status, message and field errors at once. */
function refusal(rule: () => unknown): { statusCode: number; message: string; errors?: Record<string, string> } {
  try {
    rule();
  } catch (error) {
    if (error instanceof AppError) {
      return {
        statusCode: error.statusCode,
        message: error.message,
        ...(error.errors ? { errors: error.errors } : {}),
      };
    }
    throw error;
  }
  throw new Error('the rule allowed it');
}

describe('account policy: an admin editing an account', () => {
  it('may edit another account in every way', () => {
    expect(() => assertMayUpdate(admin, { id: 2, role: 'admin' }, { role: 'user', newPassword: true })).not.toThrow();
  });

  it('may not change their own role', () => {
    expect(
      refusal(() => assertMayUpdate(admin, { id: 1, role: 'admin' }, { role: 'user', newPassword: false })),
    ).toEqual({ statusCode: 409, message: 'Anda tidak dapat mengubah peran akun Anda sendiri' });
  });

  it('may resend their own unchanged role and edit their other fields', () => {
    expect(() => assertMayUpdate(admin, { id: 1, role: 'admin' }, { role: 'admin', newPassword: false })).not.toThrow();
    expect(() => assertMayUpdate(admin, { id: 1, role: 'admin' }, { newPassword: false })).not.toThrow();
  });

  it('may not set their own password (that needs the current one, on the profile)', () => {
    expect(refusal(() => assertMayUpdate(admin, { id: 1, role: 'admin' }, { newPassword: true }))).toMatchObject({
      statusCode: 409,
      message: expect.stringContaining('halaman profil'),
    });
  });
});

describe('account policy: deleting', () => {
  it('refuses one’s own account and allows another', () => {
    expect(refusal(() => assertMayRemove(admin, 1))).toEqual({
      statusCode: 409,
      message: 'Anda tidak dapat menghapus akun Anda sendiri',
    });
    expect(() => assertMayRemove(admin, 2)).not.toThrow();
  });
});

describe('account policy: the last admin', () => {
  it('refuses a demotion or deletion that leaves no admin', () => {
    for (const after of ['user', 'deleted'] as const) {
      expect(refusal(() => assertAdminRemains('admin', after, 0))).toMatchObject({
        statusCode: 409,
        message: expect.stringContaining('Administrator terakhir'),
      });
    }
  });

  it('allows it while another admin remains, and never concerns a staff account or an admin staying one', () => {
    expect(() => assertAdminRemains('admin', 'user', 1)).not.toThrow();
    expect(() => assertAdminRemains('admin', 'deleted', 1)).not.toThrow();
    expect(() => assertAdminRemains('user', 'deleted', 0)).not.toThrow();
    expect(() => assertAdminRemains('admin', 'admin', 0)).not.toThrow();
  });
});

describe('account policy: emails', () => {
  it('refuses an email another live account holds, with the message under the email field', () => {
    expect(refusal(() => assertEmailFree({ id: 5 }, 6))).toEqual({
      statusCode: 409,
      message: 'Email sudah digunakan',
      errors: { email: 'Email sudah digunakan' },
    });
    expect(refusal(() => assertEmailFree({ id: 5 }, null))).toMatchObject({ statusCode: 409 });
  });

  it('allows a free email, and one’s own', () => {
    expect(() => assertEmailFree(undefined, null)).not.toThrow();
    expect(() => assertEmailFree({ id: 5 }, 5)).not.toThrow();
  });

  it('turns the unique index’s refusal into the same 409, and lets any other error through', () => {
    const sqliteUnique = Object.assign(new Error('UNIQUE constraint failed: users.email'), {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    expect(refusal(() => uniqueEmailViolation(sqliteUnique))).toMatchObject({ statusCode: 409 });
    const other = new Error('disk full');
    expect(() => uniqueEmailViolation(other)).toThrow(other);
  });
});

describe('account policy: what ends an account’s sessions', () => {
  it('a new password or a new role does; other edits do not', () => {
    expect(endsSessions({ role: 'user' }, { newPassword: true })).toBe(true);
    expect(endsSessions({ role: 'user' }, { role: 'admin', newPassword: false })).toBe(true);
    expect(endsSessions({ role: 'user' }, { role: 'user', newPassword: false })).toBe(false);
    expect(endsSessions({ role: 'user' }, { newPassword: false })).toBe(false);
  });

  it('an admin acting on themselves keeps the session they act from', () => {
    expect(keptSession(admin, 1)).toBe(10);
    expect(keptSession(admin, 2)).toBeUndefined();
  });
});

describe('account policy: deleted accounts', () => {
  it('are not found', () => {
    expect(refusal(() => existingAccount(undefined))).toEqual({ statusCode: 404, message: 'Pengguna tidak ditemukan' });
  });
});
