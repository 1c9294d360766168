import { CompiledQuery, Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@pidsus/shared';
import { SQLite } from '../src/db/sqlite-driver';
import type { Database, NewCaseRow } from '../src/db/tables';
import { defendantsColumn } from '../src/modules/defendants/repository';
import { lastMilestoneColumn } from '../src/modules/milestones/repository';
import { recoveredTotalColumn } from '../src/modules/recoveries/repository';
import { createCasesRepository } from '../src/modules/cases/repository';
import { createSessionsRepository } from '../src/modules/users/sessions-repository';
import { createTestApp, userRow, type TestApp } from './helpers';

const CASES = 4000;
const SESSIONS = 3000;
/** A table of the statements read whole (SQLite's `SCAN r` is the small derived table of one case's JSON parts). */
const SCANNED_TABLE =
  /SCAN (cases|sessions|users|two_factor|case_team|own_team|case_followers|case_defendants|latest|forms|case_recoveries)\b/;

const caseRow = (index: number): NewCaseRow => ({
  title: `Perkara nomor ${index}`,
  date: `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
  time: null,
  description: '',
  parties: '',
  witnesses: '',
  prosecutor: '',
  type: CATEGORIES[index % CATEGORIES.length]!,
  status: 'Menunggu',
  created_by: null,
  created_at: '2026-05-01T00:00:00.000Z',
  updated_at: '2026-05-01T00:00:00.000Z',
});

/**
 * The statements every request of the hot paths sends (docs/performance.md): the session behind a token (when it is
 * not in memory) and one case with all it shows. Each is captured as its repository sends it, then explained on the
 * same database with enough rows for a scan to lose: it must find its rows through an index, never by reading the
 * whole `sessions` or `cases` (on SQLite, no table of the statement is scanned at all). The lists' plans are
 * test/cases-list-plan.test.ts's.
 */
describe('hot statements: the plans use the intended indexes', () => {
  let t: TestApp;
  let recorder: Kysely<Database>;
  const sent: CompiledQuery[] = [];
  const isPostgres = () => t.config.database.kind === 'postgres';

  beforeAll(async () => {
    t = await createTestApp();
    const { db } = t.app.services;
    const rows = Array.from({ length: CASES }, (_, index) => caseRow(index));
    for (let start = 0; start < rows.length; start += 500) {
      await db
        .insertInto('cases')
        .values(rows.slice(start, start + 500))
        .execute();
    }
    // Enough accounts that reading them all loses to their primary key.
    await db
      .insertInto('users')
      .values(Array.from({ length: 300 }, (_, index) => userRow(`pegawai.rencana${index}@kejaksaan.go.id`)))
      .execute();
    const user = await db
      .insertInto('users')
      .values(userRow('rencana@kejaksaan.go.id'))
      .returning('id')
      .executeTakeFirstOrThrow();
    const sessions = Array.from({ length: SESSIONS }, (_, index) => ({
      user_id: user.id,
      token_hash: `hash-${String(index).padStart(59, '0')}`,
      created_at: '2026-05-01T00:00:00.000Z',
      last_used_at: '2026-05-01T00:00:00.000Z',
      expires_at: '2026-06-01T00:00:00.000Z',
      ip: '127.0.0.1',
      user_agent: 'test',
    }));
    for (let start = 0; start < sessions.length; start += 500) {
      await db
        .insertInto('sessions')
        .values(sessions.slice(start, start + 500))
        .execute();
    }
    const database = t.config.database;
    const dialect =
      database.kind === 'postgres'
        ? new PostgresDialect({ pool: new pg.Pool({ connectionString: database.url, max: 1 }) })
        : new SqliteDialect({ database: new SQLite(database.file) });
    recorder = new Kysely<Database>({
      dialect,
      log: (event) => {
        if (event.level === 'query') {
          sent.push(event.query);
        }
      },
    });
    await (database.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
  });
  afterAll(async () => {
    await recorder?.destroy();
    await t?.close();
  });

  /** The plan of what was sent last, as text. */
  const planOfLast = async (): Promise<string> => {
    const query = sent.at(-1);
    expect(query).toBeDefined();
    const { sql: text, parameters } = query!;
    const explain = isPostgres() ? 'explain' : 'explain query plan';
    const result = await t.app.services.db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`${explain} ${text}`, [...parameters]),
    );
    return result.rows.map((line) => line.detail ?? line['QUERY PLAN']).join('\n');
  };

  it('finds a session by its token hash through the unique index', async () => {
    const sessions = createSessionsRepository(recorder);
    const found = await sessions.findActiveByTokenHash(
      `hash-${String(1234).padStart(59, '0')}`,
      '2026-05-02T00:00:00.000Z',
      '2026-05-01T00:00:00.000Z'.replace('05-01T00', '04-30T00'),
    );
    expect(found?.email).toBe('rencana@kejaksaan.go.id');
    const plan = await planOfLast();
    if (isPostgres()) {
      expect(plan).toMatch(/Index Scan using sessions_token_hash\w* on sessions/);
      expect(plan).not.toMatch(/Seq Scan on (sessions|users)/);
    } else {
      expect(plan).toMatch(/SEARCH (sessions|s) USING INDEX sqlite_autoindex_sessions_\d \(token_hash=\?\)/);
      expect(plan).not.toMatch(SCANNED_TABLE);
    }
  });

  it('reads one case with its team, following and record through the primary key and the case_id indexes', async () => {
    const cases = createCasesRepository(recorder);
    const found = await cases.findWhole(1234, 1, [defendantsColumn, lastMilestoneColumn, recoveredTotalColumn]);
    expect(found?.title).toBe('Perkara nomor 1233');
    const plan = await planOfLast();
    if (isPostgres()) {
      expect(plan).toMatch(/Index Scan using cases_pkey on cases/);
      expect(plan).not.toMatch(/Seq Scan on cases/);
    } else {
      expect(plan).toMatch(/SEARCH cases USING INTEGER PRIMARY KEY \(rowid=\?\)/);
      // Every part's subquery searches its table by the case's id: no table is scanned.
      expect(plan).not.toMatch(SCANNED_TABLE);
    }
  });
});
