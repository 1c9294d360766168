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

/** Network failures on the way to a database (or Redis): the server cannot be reached, or dropped us. */
const networkCodes = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * PostgreSQL telling us it cannot serve now: connection exceptions (class 08), an administrator or a crash
 * ending the backend (57P01–57P03, what a restart, a failover or `pg_terminate_backend` does), too many
 * connections (53300).
 */
const postgresUnavailable = (code: string) => code.startsWith('08') || /^57P0[1-3]$/.test(code) || code === '53300';

/** SQLite's file busy beyond busy_timeout, locked, unreadable or full: the request may succeed later. */
const sqliteUnavailable = (code: string) => /^SQLITE_(BUSY|LOCKED|IOERR|FULL|CANTOPEN)/.test(code);

/** pg's own texts for a connection it lost or could not make in time (they carry no code). */
const lostConnection =
  /Connection terminated|timeout exceeded when trying to connect|not queryable|Connection is closed|MaxRetriesPerRequestError|Reached the max retries per request limit|Stream isn't writeable/;

/**
 * True when a query failed because the database (or Redis) cannot be reached or cannot serve now, not because of
 * the request: the answer is then a 503 with `Retry-After` (plugins/errors.ts, docs/decisions.md §2), never a 500.
 */
export function isServiceUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) {
    return false;
  }
  if (error instanceof AggregateError) {
    return error.errors.length > 0 && error.errors.every(isServiceUnavailable);
  }
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (networkCodes.has(code) || postgresUnavailable(code) || sqliteUnavailable(code)) {
    return true;
  }
  const name = 'name' in error && typeof error.name === 'string' ? error.name : '';
  const message = 'message' in error && typeof error.message === 'string' ? error.message : '';
  return !code && lostConnection.test(`${name} ${message}`);
}
