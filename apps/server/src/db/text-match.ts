import { PostgresAdapter, sql, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database } from './tables';

/** The name of the case-folding function SQLite connections are given (db/database.ts). */
export const SQLITE_UNICODE_LOWER = 'unicode_lower';

/**
 * `column` holds `q`, ignoring case in every alphabet (decisions §10 `Cari pengguna`): PostgreSQL's `lower()` folds
 * every letter in a UTF-8 database, SQLite's only A–Z, so on SQLite the column goes through `unicode_lower` (the
 * JavaScript `toLowerCase` the text is folded with). A `%`, `_` or backslash in `q` is taken literally.
 */
export function holdsIgnoringCase(
  db: Kysely<Database> | Transaction<Database>,
  column: string,
  q: string,
): RawBuilder<boolean> {
  const pattern = `%${q.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const fold = db.getExecutor().adapter instanceof PostgresAdapter ? 'lower' : SQLITE_UNICODE_LOWER;
  return sql<boolean>`${sql.raw(fold)}(${sql.ref(column)}) like ${pattern} escape '\\'`;
}
