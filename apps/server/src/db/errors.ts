/**
 * True for a unique-constraint violation from either driver: better-sqlite3 (`SQLITE_CONSTRAINT_UNIQUE`)
 * or pg (SQLSTATE 23505). Services turn it into a 409 instead of letting a race become a 500.
 */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) {
    return false;
  }
  return error.code === 'SQLITE_CONSTRAINT_UNIQUE' || error.code === '23505';
}

/**
 * True for a foreign-key violation from either driver: better-sqlite3 (`SQLITE_CONSTRAINT_FOREIGNKEY`) or
 * pg (SQLSTATE 23503), e.g. a row pointing at a parent deleted meanwhile.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null || !('code' in error)) {
    return false;
  }
  return error.code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || error.code === '23503';
}
