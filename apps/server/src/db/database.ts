import fs from 'node:fs';
import path from 'node:path';
import { Kysely, Migrator, PostgresAdapter, PostgresDialect, sql, SqliteDialect, type MigrationProvider } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { migrations } from './migrations';
import { SQLite } from './sqlite-driver';
import type { Database } from './tables';

export type Db = Kysely<Database>;

/**
 * Opens the configured database: an SQLite file in DATA_DIR (WAL, foreign keys on) or PostgreSQL.
 * SQLite syncs the WAL on every commit by default (`synchronous = FULL`): with NORMAL a power cut may lose
 * the last committed writes, which a prosecution office's records do not allow (decisions §1).
 */
export function createDatabase(database: Config['database'], synchronous: Config['sqliteSynchronous'] = 'full'): Db {
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  fs.mkdirSync(path.dirname(database.file), { recursive: true });
  const sqlite = new SQLite(database.file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma(`synchronous = ${synchronous === 'normal' ? 'NORMAL' : 'FULL'}`);
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
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
