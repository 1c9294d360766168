import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDatabase, withStatementCache, type Db } from './database';
import { SQLite } from './sqlite-driver';

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

describe('SQLite caches (docs/performance.md)', () => {
  it('keeps 16 MiB of pages, maps the file and sorts in memory', async () => {
    const db = openSqlite();
    const read = async (name: string) => {
      const { rows } = await sql.raw<Record<string, number>>(`pragma ${name}`).execute(db);
      return Object.values(rows[0] ?? {})[0];
    };
    expect(await read('cache_size')).toBe(-16384);
    expect(await read('mmap_size')).toBe(268435456);
    expect(await read('temp_store')).toBe(2);
  });
});

describe('SQLite prepared statements (docs/performance.md: memory)', () => {
  it('prepares a query once and reuses it, instead of a new native statement for every call', async () => {
    const prepare = vi.spyOn(SQLite.prototype, 'prepare');
    try {
      const db = openSqlite();
      prepare.mockClear();
      for (let i = 0; i < 50; i += 1) {
        await sql`select ${i} as n`.execute(db);
      }
      expect(prepare).toHaveBeenCalledTimes(1);
    } finally {
      prepare.mockRestore();
    }
  });

  it('keeps at most the given number, the least recently used going first', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-db-'));
    const sqlite = new SQLite(path.join(dir, 'cache.sqlite'));
    const cached = withStatementCache(sqlite, 2);
    try {
      const one = cached.prepare('select 1');
      cached.prepare('select 2');
      expect(cached.prepare('select 1')).toBe(one);
      cached.prepare('select 3'); // 'select 2' goes, the least recently used
      expect(cached.prepare('select 1')).toBe(one);
      const two = cached.prepare('select 2');
      cached.prepare('select 3');
      cached.prepare('select 1');
      expect(cached.prepare('select 2')).not.toBe(two);
    } finally {
      cached.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('does not hand out a statement that is still being read', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-db-'));
    const sqlite = new SQLite(path.join(dir, 'busy.sqlite'));
    const cached = withStatementCache(sqlite);
    try {
      const first = cached.prepare('select 1 as n union all select 2');
      const rows = (first as BetterSqlite3.Statement).iterate();
      rows.next();
      const second = cached.prepare('select 1 as n union all select 2');
      expect(second).not.toBe(first);
      expect((second as BetterSqlite3.Statement).all()).toHaveLength(2);
      rows.return?.();
    } finally {
      cached.close();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
