import fs from 'node:fs';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { SQLite } from './sqlite-driver';
import {
  Kysely,
  Migrator,
  PostgresAdapter,
  PostgresDialect,
  sql,
  SqliteDialect,
  type MigrationProvider,
  type SqliteDatabase,
} from 'kysely';
import type pg from 'pg';
import { loadOnDemand } from '../lib/load-on-demand';
import type { Config } from '../config';
import { migrations } from './migrations';
import type { Database } from './tables';
import { SQLITE_UNICODE_LOWER } from './text-match';

export type Db = Kysely<Database>;

/**
 * SQLite's caches (docs/performance.md): 16 MiB of page cache instead of the default 2 MiB, so that the cases,
 * their indexes and the search index of an office's years stay in memory; the file mapped into memory (up to
 * 256 MiB) so that reads take the operating system's cached pages without a copy; temporary sorts in memory.
 */
export const SQLITE_PERFORMANCE_PRAGMAS = ['cache_size = -16384', 'mmap_size = 268435456', 'temp_store = MEMORY'];

/**
 * Opens the configured database: an SQLite file in DATA_DIR (WAL, foreign keys on) or PostgreSQL.
 * SQLite syncs the WAL on every commit by default (`synchronous = FULL`): with NORMAL a power cut may lose
 * the last committed writes, which a prosecution office's records do not allow (decisions §1).
 */
export function createDatabase(
  database: Config['database'],
  synchronous: Config['sqliteSynchronous'] = 'full',
  onConnectionError: (error: Error) => void = () => undefined,
): Db {
  if (database.kind === 'postgres') {
    const names = new Map<string, string>();
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: createPool(database, onConnectionError, names) }),
    });
    statementNames.set(db, names);
    return db;
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  for (const setting of SQLITE_PERFORMANCE_PRAGMAS) {
    sqlite.pragma(setting);
  }
  // SQLite's lower() folds A–Z only: searches that ignore case use this one (db/text-match.ts).
  sqlite.function(SQLITE_UNICODE_LOWER, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? value.toLowerCase() : value,
  );
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) });
}

/** How long a request waits for a PostgreSQL connection before it is answered 503 (plugins/errors.ts). */
export const PG_CONNECT_TIMEOUT_MS = 5000;

/**
 * The pg pool, made to survive PostgreSQL ending its connections (a restart, a failover, `pg_terminate_backend`:
 * docs/operations.md, Faults). pg emits `error` on a client whose connection dies; pg-pool listens only while the client
 * is idle (and then re-emits it on the pool), and nobody listens while Kysely holds the client: an `error` event
 * without a listener ended the process. Both are now logged; the query in flight fails (→ 503), the dead client
 * is dropped when released, and the next request gets a new connection.
 */
function createPool(
  database: Extract<Config['database'], { kind: 'postgres' }>,
  onError: (error: Error) => void,
  names: ReadonlyMap<string, string>,
) {
  const { Pool } = loadOnDemand<typeof pg>('pg');
  const pool = new Pool({
    connectionString: database.url,
    max: database.poolMax,
    connectionTimeoutMillis: PG_CONNECT_TIMEOUT_MS,
  });
  pool.on('error', onError);
  pool.on('connect', (client) => {
    client.on('error', onError);
    runNamedStatementsByName(client, names);
  });
  return pool;
}

/** Per PostgreSQL database: the texts of its hot statements and their names (`nameStatement`). */
const statementNames = new WeakMap<object, Map<string, string>>();

/**
 * Names a hot statement of a PostgreSQL database (db/compiled-queries.ts does, for each it compiles): each
 * connection then prepares it once, at its first use, and afterwards only binds and runs it, so PostgreSQL parses
 * and plans it once per connection instead of at every request (docs/performance.md). Nothing on SQLite, whose
 * statements are kept prepared anyway (`withStatementCache`).
 */
export function nameStatement(db: object, text: string): void {
  const names = statementNames.get(db);
  if (names && !names.has(text)) {
    names.set(text, `pidsus_${names.size + 1}`);
  }
}

/**
 * Kysely runs every query as `client.query(text, values)`: pg prepares a query once per connection when it comes with
 * a name (`{ name, text, values }`), so a named text is sent that way.
 */
function runNamedStatementsByName(client: pg.PoolClient, names: ReadonlyMap<string, string>) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
    const [text, values] = args;
    const name = args.length === 2 && typeof text === 'string' && Array.isArray(values) ? names.get(text) : undefined;
    return name ? query({ name, text, values }) : query(...args);
  };
}

/** How many prepared SQLite statements are kept for reuse; the app sends far fewer distinct queries. */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * better-sqlite3 as Kysely's SQLite driver sees it, but with its prepared statements kept for reuse (least
 * recently used out first, beyond `max`). Kysely prepares every query anew: SQLite parsed and planned the same
 * SQL on every request, and each call left a native statement behind until V8 collected the small object in
 * front of it (docs/performance.md). A statement still busy (an iterator not finished) is not shared: that
 * query gets a fresh one.
 */
export function withStatementCache(sqlite: BetterSqlite3.Database, max = STATEMENT_CACHE_SIZE): SqliteDatabase {
  const statements = new Map<string, BetterSqlite3.Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare: (text: string) => {
      const cached = statements.get(text);
      if (cached) {
        if (cached.busy) {
          return sqlite.prepare(text);
        }
        statements.delete(text);
        statements.set(text, cached);
        return cached;
      }
      const statement = sqlite.prepare(text);
      statements.set(text, statement);
      if (statements.size > max) {
        statements.delete(statements.keys().next().value as string);
      }
      return statement;
    },
  };
}

const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrations) };

/**
 * On PostgreSQL, the schema the connection works in (its search_path). The migrator must be told:
 * left alone it finds its bookkeeping tables in any schema, so a second deployment in another schema
 * of the same database would skip creating its own and fail.
 */
async function currentSchema(db: Db): Promise<string | undefined> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) {
    return undefined;
  }
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema;
}

/**
 * PostgreSQL's "schema does not exist" (3F000). Kysely's migrator lists the tables of every schema to find
 * its own; when another deployment sharing the database (or a parallel test) drops its schema during that
 * listing, the listing fails although nothing is wrong here. Such a failure is simply tried again.
 */
const isVanishedSchema = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '3F000';

/** Brings the schema up to date; throws with the failing migration's error. */
export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider, migrationTableSchema: await currentSchema(db) });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (!error && !failed) {
      return;
    }
    if (attempt < 3 && isVanishedSchema(error)) {
      continue;
    }
    const cause = error instanceof Error ? error : new Error(String(error ?? 'unknown'));
    throw new Error(`Migrasi ${failed?.migrationName ?? ''} gagal: ${cause.message}`, { cause });
  }
}
