import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isUniqueViolation } from './errors';

describe('isUniqueViolation', () => {
  it('knows the unique violation of better-sqlite3', () => {
    const error = Object.assign(new Error('UNIQUE constraint failed: users.email'), {
      code: 'SQLITE_CONSTRAINT_UNIQUE',
    });
    expect(isUniqueViolation(error)).toBe(true);
  });

  it('knows the unique violation of pg (SQLSTATE 23505)', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation({ code: '23505' })).toBe(true);
  });

  it('does not take other constraint failures for it', () => {
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' })).toBe(false);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT_CHECK' })).toBe(false);
    expect(isUniqueViolation({ code: 'SQLITE_CONSTRAINT' })).toBe(false);
    expect(isUniqueViolation({ code: '23503' })).toBe(false);
    expect(isUniqueViolation({ code: '23514' })).toBe(false);
  });

  it('does not match a number, a message or a missing code', () => {
    expect(isUniqueViolation({ code: 23505 })).toBe(false);
    expect(isUniqueViolation(new Error('UNIQUE constraint failed: users.email'))).toBe(false);
    expect(isUniqueViolation({ message: 'duplicate key value violates unique constraint' })).toBe(false);
    expect(isUniqueViolation({ code: undefined })).toBe(false);
  });

  it('answers false for values that are not objects', () => {
    for (const value of [undefined, null, '23505', 'SQLITE_CONSTRAINT_UNIQUE', 23505, true]) {
      expect(isUniqueViolation(value)).toBe(false);
    }
  });
});

describe('isForeignKeyViolation', () => {
  it('knows the foreign-key violation of both drivers and nothing else', () => {
    expect(isForeignKeyViolation({ code: 'SQLITE_CONSTRAINT_FOREIGNKEY' })).toBe(true);
    expect(isForeignKeyViolation({ code: '23503' })).toBe(true);
    expect(isForeignKeyViolation({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(false);
    expect(isForeignKeyViolation({ code: '23505' })).toBe(false);
    expect(isForeignKeyViolation(new Error('FOREIGN KEY constraint failed'))).toBe(false);
  });
});
