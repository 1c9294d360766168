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
