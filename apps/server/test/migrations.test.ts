import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, migrateToLatest, type Db } from '../src/db/database';
import { migrations } from '../src/db/migrations';
import { createTestApp, createUser, type TestApp, userRow } from './helpers';

async function appliedMigrations(db: Db): Promise<string[]> {
  const result = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return result.rows.map((row) => row.name);
}

describe('migrations on the configured database', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(async () => {
    await testApp.close();
  });

  it('has applied every migration once at start', async () => {
    expect(await appliedMigrations(testApp.app.services.db)).toEqual(Object.keys(migrations).sort());
  });

  it('creates the users and sessions tables', async () => {
    const db = testApp.app.services.db;
    await expect(
      db.selectFrom('users').select(['id', 'email', 'password_hash', 'deleted_at']).execute(),
    ).resolves.toEqual([]);
    await expect(
      db.selectFrom('sessions').select(['id', 'token_hash', 'expires_at', 'last_used_at']).execute(),
    ).resolves.toEqual([]);
  });

  it('does nothing when run again and keeps the data', async () => {
    const db = testApp.app.services.db;
    const { user } = await createUser(testApp.app);
    const before = await db.selectFrom('users').select('email').orderBy('id').execute();
    await migrateToLatest(db);
    await migrateToLatest(db);
    expect(await appliedMigrations(db)).toEqual(Object.keys(migrations).sort());
    expect(await db.selectFrom('users').select('email').orderBy('id').execute()).toEqual(before);
    expect(before).toContainEqual({ email: user.email });
    expect(await db.selectFrom('sessions').where('user_id', '=', user.id).selectAll().execute()).toHaveLength(1);
  });

  it('refuses a second account with the same email', async () => {
    const db = testApp.app.services.db;
    const row = userRow('ganda@kejaksaan.go.id');
    await db.insertInto('users').values(row).execute();
    await expect(db.insertInto('users').values(row).execute()).rejects.toThrow();
  });

  it('migrates a second deployment while another one already has its migration tables', async () => {
    // On PostgreSQL each test app has its own schema of one database: the migrator must keep to its own.
    const second = await createTestApp();
    try {
      expect(await appliedMigrations(second.app.services.db)).toEqual(Object.keys(migrations).sort());
      await expect(second.app.services.db.selectFrom('users').selectAll().execute()).resolves.toEqual([]);
    } finally {
      await second.close();
    }
  });

  it('removes the sessions of a user deleted from the table', async () => {
    const db = testApp.app.services.db;
    const { user } = await createUser(testApp.app);
    expect(await db.selectFrom('sessions').where('user_id', '=', user.id).selectAll().execute()).toHaveLength(1);
    await db.deleteFrom('users').where('id', '=', user.id).execute();
    expect(await db.selectFrom('sessions').where('user_id', '=', user.id).selectAll().execute()).toHaveLength(0);
  });
});

describe('migrations on the embedded SQLite', () => {
  it('creates the database file in a missing directory and migrates it idempotently', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-sqlite-'));
    const file = path.join(dir, 'nested', 'pidsus.sqlite');
    const db = createDatabase({ kind: 'sqlite', file });
    try {
      await migrateToLatest(db);
      await migrateToLatest(db);
      expect(fs.existsSync(file)).toBe(true);
      expect(await appliedMigrations(db)).toEqual(Object.keys(migrations).sort());
      const tables = (await db.introspection.getTables()).map((table) => table.name);
      expect(tables).toEqual(expect.arrayContaining(['users', 'sessions']));
    } finally {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
