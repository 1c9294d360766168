import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabase, type Db } from './database';

const opened: { db: Db; dir: string }[] = [];

function openSqlite(synchronous?: 'full' | 'normal') {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-db-'));
  const db = createDatabase({ kind: 'sqlite', file: path.join(dir, 'pidsus.sqlite') }, synchronous);
  opened.push({ db, dir });
  return db;
}

/** SQLite answers `PRAGMA synchronous` with a number: 1 is NORMAL, 2 is FULL. */
async function pragma(db: Db, name: 'synchronous' | 'journal_mode') {
  const { rows } = await sql.raw<Record<string, string | number>>(`pragma ${name}`).execute(db);
  return rows[0]?.[name];
}

afterEach(async () => {
  for (const { db, dir } of opened.splice(0)) {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

describe('SQLite durability (decisions §1)', () => {
  it('syncs every commit (synchronous = FULL) in WAL mode unless told otherwise', async () => {
    const db = openSqlite();
    expect(await pragma(db, 'journal_mode')).toBe('wal');
    expect(await pragma(db, 'synchronous')).toBe(2);
  });

  it('runs with synchronous = NORMAL only when SQLITE_SYNCHRONOUS=normal asks for it', async () => {
    expect(await pragma(openSqlite('normal'), 'synchronous')).toBe(1);
    expect(await pragma(openSqlite('full'), 'synchronous')).toBe(2);
  });
});
