import { CompiledQuery, Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CASE_STATUSES, CATEGORIES } from '@pidsus/shared';
import { SQLite } from '../src/db/sqlite-driver';
import type { Database } from '../src/db/tables';
import { createStatsRepository } from '../src/modules/stats/repository';
import { createTestApp, createUser, type TestApp } from './helpers';

const CASES = 6000;
const NOW = '2026-05-01T00:00:00.000Z';

/**
 * Each figure of the statistics reads an index (migration 0018, docs/performance.md), never every case: the
 * queries are the repository's own, captured as it sends them, then explained on the same database.
 */
describe('GET /api/admin/stats: each figure is one query, and its plan reads an index', () => {
  let t: TestApp;
  let recorder: Kysely<Database>;
  let stats: ReturnType<typeof createStatsRepository>;
  const sent: CompiledQuery[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const db = t.app.services.db;
    const staff: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      staff.push((await createUser(t.app)).user.id);
    }
    for (let start = 0; start < CASES; start += 500) {
      const ids = Array.from({ length: 500 }, (_, i) => start + i + 1);
      await db
        .insertInto('cases')
        .values(
          ids.map((id) => ({
            id,
            title: `Perkara ${id}`,
            date: `2026-${String(1 + (id % 12)).padStart(2, '0')}-${String(1 + (id % 28)).padStart(2, '0')}`,
            time: null,
            description: '',
            parties: '',
            witnesses: '',
            prosecutor: '',
            type: CATEGORIES[id % 4]!,
            // Most cases of an office are closed: a tenth are open.
            status: id % 10 === 0 ? CASE_STATUSES[id % 20 === 0 ? 0 : 1] : 'Selesai',
            created_by: null,
            created_at: NOW,
            updated_at: NOW,
            deleted_at: id % 25 === 0 ? NOW : null,
          })),
        )
        .execute();
      await db
        .insertInto('case_team')
        .values(ids.map((id) => ({ case_id: id, user_id: staff[id % staff.length]!, created_at: NOW })))
        .execute();
      await db
        .insertInto('case_deadlines')
        .values(
          ids
            .filter((id) => id % 3 === 0)
            .map((id) => ({
              case_id: id,
              title: 'Tenggat',
              due_date: '2026-06-01',
              done_at: id % 9 === 0 ? null : NOW,
              created_at: NOW,
              updated_at: NOW,
            })),
        )
        .execute();
    }
    if (t.config.database.kind === 'postgres') {
      await sql`select setval(pg_get_serial_sequence('cases', 'id'), ${CASES})`.execute(db);
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
    stats = createStatsRepository(recorder);
    // PostgreSQL's autovacuum would do this in time: an index-only scan needs the pages marked all-visible.
    await (database.kind === 'postgres' ? sql`vacuum analyze` : sql`analyze`).execute(db);
  });
  afterAll(async () => {
    await recorder?.destroy();
    await t?.close();
  });

  /** The plan of what the repository sent last, as text. */
  const planOfLast = async (): Promise<string> => {
    const query = sent.at(-1);
    expect(query).toBeDefined();
    const { sql: text, parameters } = query!;
    const explain = t.config.database.kind === 'sqlite' ? 'explain query plan' : 'explain';
    const result = await t.app.services.db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`${explain} ${text}`, [...parameters]),
    );
    return result.rows.map((line) => line.detail ?? line['QUERY PLAN']).join('\n');
  };

  /** A pass over every case's row. */
  const fullScan = /^SCAN cases$|Seq Scan on cases\b/m;

  it.each([
    ['cases per category and status', () => stats.countCasesByCategoryStatus(), /cases_stats_type_status_idx/],
    ['hearings per day of the 17 weeks', () => stats.countHearingsByDay('2026-03-02', '2026-06-28'), /cases_order_idx/],
    ['open cases per team member', () => stats.countOpenCasesPerMember(), /cases_stats_open_idx/],
  ])('%s: read from its index, not from every case', async (_name, run, index) => {
    sent.length = 0;
    await run();
    expect(sent).toHaveLength(1);
    const plan = await planOfLast();
    expect(plan, plan).toMatch(index);
    expect(plan, plan).not.toMatch(fullScan);
  });

  it('open deadlines per category: the open deadlines from their index, each case by its key (SQLite)', async () => {
    sent.length = 0;
    await stats.countOpenDeadlinesByCategory('2026-05-01');
    expect(sent).toHaveLength(1);
    const plan = await planOfLast();
    expect(plan, plan).toMatch(/case_deadlines_(stats|open)_idx/);
    if (t.config.database.kind === 'sqlite') {
      expect(plan, plan).toMatch(/SEARCH cases USING INTEGER PRIMARY KEY/);
      expect(plan, plan).not.toMatch(fullScan);
    }
    // PostgreSQL may hash the live cases instead of looking each one up: its choice by cost (docs/performance.md, Statistics).
  });
});
