import { describe, expect, it } from 'vitest';
import { isForeignKeyViolation, isServiceUnavailable, isUniqueViolation } from './errors';

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

describe('isServiceUnavailable', () => {
  it('knows a database or Redis out of reach', () => {
    for (const code of ['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EAI_AGAIN']) {
      expect(isServiceUnavailable(Object.assign(new Error('connect failed'), { code })), code).toBe(true);
    }
    // PostgreSQL ending the backend (pg_terminate_backend, a restart), refusing connections, too many of them.
    for (const code of ['57P01', '57P02', '57P03', '08006', '08001', '53300']) {
      expect(isServiceUnavailable({ code, message: 'terminating connection' }), code).toBe(true);
    }
    for (const code of ['SQLITE_BUSY', 'SQLITE_BUSY_SNAPSHOT', 'SQLITE_LOCKED', 'SQLITE_IOERR_WRITE', 'SQLITE_FULL']) {
      expect(isServiceUnavailable({ code, message: 'database is locked' }), code).toBe(true);
    }
    expect(isServiceUnavailable(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(isServiceUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true);
    expect(isServiceUnavailable(new Error('Client has encountered a connection error and is not queryable'))).toBe(
      true,
    );
    expect(isServiceUnavailable(Object.assign(new Error('x'), { name: 'MaxRetriesPerRequestError' }))).toBe(true);
    // Node's connection attempts to each address of a name (happy eyeballs), all refused.
    expect(isServiceUnavailable(new AggregateError([{ code: 'ECONNREFUSED' }, { code: 'ECONNREFUSED' }]))).toBe(true);
  });

  it('does not take a bad request or a bug for an outage', () => {
    expect(isServiceUnavailable({ code: '23505' })).toBe(false);
    expect(isServiceUnavailable({ code: '22P02', message: 'invalid input syntax' })).toBe(false);
    expect(isServiceUnavailable({ code: '42P01', message: 'relation does not exist' })).toBe(false);
    expect(isServiceUnavailable({ code: 'SQLITE_CONSTRAINT_UNIQUE' })).toBe(false);
    expect(isServiceUnavailable(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false);
    expect(isServiceUnavailable(new AggregateError([{ code: 'ECONNREFUSED' }, new Error('bug')]))).toBe(false);
    expect(isServiceUnavailable(undefined)).toBe(false);
    expect(isServiceUnavailable('ECONNREFUSED')).toBe(false);
  });
});
