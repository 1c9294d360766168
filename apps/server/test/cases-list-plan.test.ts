import { CompiledQuery, Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES } from '@pidsus/shared';
import { SQLite } from '../src/db/sqlite-driver';
import type { Database, NewCaseRow } from '../src/db/tables';
import { createCasesRepository } from '../src/modules/cases/repository';
import { dueDeadlineMarker } from '../src/modules/deadlines/repository';
import { heldOnMarker } from '../src/modules/detentions/repository';
import { createTestApp, type TestApp } from './helpers';

const row = (index: number): NewCaseRow => ({
  title: `Perkara nomor ${index}`,
  date: `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
  time: index % 5 === 0 ? null : `${String(8 + (index % 9)).padStart(2, '0')}:00`,
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

type Repository = ReturnType<typeof createCasesRepository>;

/** A table read row by row in SQLite's plan (a count of every case reads a covering index, which is fine). */
const SCANNED = /^SCAN (cases|case_team|own_team|case_followers|users|case_deadlines|case_detentions)$/m;

/**
 * A page of a category and a day of the board are read in order from an index (migration 0008), never by
 * sorting the whole category or day first. The queries are the repository's own, captured as it sends them,
 * then explained on the same database.
 */
describe('case lists: the plan reads the list order from an index', () => {
  let t: TestApp;
  let recorder: Kysely<Database>;
  const sent: CompiledQuery[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const rows = Array.from({ length: 4000 }, (_, index) => row(index));
    for (let start = 0; start < rows.length; start += 500) {
      await t.app.services.db
        .insertInto('cases')
        .values(rows.slice(start, start + 500))
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
    // PostgreSQL's autovacuum would do this in time; a count reads only the index once the pages are all-visible.
    await (database.kind === 'postgres' ? sql`vacuum analyze cases` : sql`analyze`).execute(t.app.services.db);
  });
  afterAll(async () => {
    await recorder?.destroy();
    await t?.close();
  });

  /** The plan of what the repository sent last, as text. */
  const planOfLast = async (at = -1): Promise<string> => {
    const query = sent.at(at);
    expect(query).toBeDefined();
    const { sql: text, parameters } = query!;
    const explain = t.config.database.kind === 'sqlite' ? 'explain query plan' : 'explain';
    const result = await t.app.services.db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`${explain} ${text}`, [...parameters]),
    );
    return result.rows.map((line) => line.detail ?? line['QUERY PLAN']).join('\n');
  };

  it.each([
    [
      'a page of a category',
      (repository: Repository) => repository.list({ type: 'penyidikan', limit: 50 }),
      'cases_type_order_idx',
    ],
    [
      'a later page of a category',
      (repository: Repository) => repository.list({ type: 'eksekusi', limit: 50, offset: 200 }),
      'cases_type_order_idx',
    ],
    ['a page of every case', (repository: Repository) => repository.list({ limit: 50 }), 'cases_order_idx'],
  ])('%s is read in order from its index, without sorting', async (_name, run, index) => {
    const repository = createCasesRepository(recorder);
    const rows = await run(repository);
    expect(rows.length).toBeGreaterThan(0);
    const plan = await planOfLast();
    if (t.config.database.kind === 'postgres') {
      expect(plan).toMatch(new RegExp(`Index Scan using ${index} on cases`));
      expect(plan).not.toMatch(/Sort/);
      expect(plan).not.toMatch(/Seq Scan/);
    } else {
      expect(plan).toMatch(new RegExp(`USING INDEX ${index}\\b`));
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it.each([
    ['a page of a category', { type: 'penyidikan' as const, limit: 50 }, 'cases_type_order_idx'],
    ['a later page of a category', { type: 'eksekusi' as const, limit: 50, offset: 200 }, 'cases_type_order_idx'],
    ['a page of every case', { limit: 50 }, 'cases_order_idx'],
  ])('%s with all it shows and its total is one statement on the index', async (_name, filter, index) => {
    const repository = createCasesRepository(recorder);
    const before = sent.length;
    const rows = await repository.listWhole(filter, 1, []);
    expect(sent.length - before).toBe(1);
    expect(rows).toHaveLength(50);
    expect(Number(rows[0]?.total_count)).toBe('type' in filter ? 1000 : 4000);
    expect(rows.map((row) => row.id)).toEqual((await repository.list(filter)).map((row) => row.id));
    const plan = await planOfLast(before);
    if (t.config.database.kind === 'postgres') {
      expect(plan).toMatch(new RegExp(`Index (Only )?Scan using ${index} on cases`));
      expect(plan).not.toMatch(/Seq Scan on cases/);
    } else {
      // The page (a co-routine named `cases`) is read in order from the index; the statement then goes through its
      // 50 rows (`SCAN cases`, the co-routine), and every other table is searched, never scanned.
      const lines = plan.split('\n');
      expect(lines[0]).toBe('CO-ROUTINE cases');
      const pageEnd = lines.indexOf('SCAN cases');
      expect(pageEnd).toBeGreaterThan(0);
      const page = lines.slice(0, pageEnd).join('\n');
      expect(page).toMatch(new RegExp(`(SEARCH|SCAN) cases USING (COVERING )?INDEX ${index}\\b`));
      expect(page).not.toMatch(/TEMP B-TREE/);
      expect(lines.slice(pageEnd + 1).join('\n')).not.toMatch(SCANNED);
    }
  });

  it('a list within days (the dashboard’s week) reads only those days from the list order index', async () => {
    const repository = createCasesRepository(recorder);
    const before = sent.length;
    const filter = { from: '2026-03-10', to: '2026-03-17', sort: 'oldest' as const, limit: 200 };
    const rows = await repository.listWhole(filter, 1, []);
    expect(sent.length - before).toBe(1);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((item) => item.date >= filter.from && item.date <= filter.to)).toBe(true);
    const plan = await planOfLast(before);
    // The days are a range of an index (a week is a few dozen cases, sorted after): never every case read.
    if (t.config.database.kind === 'postgres') {
      expect(plan).toMatch(/Index Scan on cases_order_idx[\s\S]*Index Cond: \(\(\(?date\)?(::text)? >= /);
      expect(plan).not.toMatch(/Seq Scan on cases/);
    } else {
      expect(plan).toMatch(/SEARCH cases USING (COVERING )?INDEX cases_\w*order_idx \(.*date>\? AND date<\?\)/);
      // The one scan is of the page itself (the co-routine named `cases`).
      expect(plan.split('\n').filter((line) => SCANNED.test(line))).toEqual(['SCAN cases']);
    }
  });

  it('a day of the board is read from the list order index', async () => {
    const repository = createCasesRepository(recorder);
    expect((await repository.listByDate('2026-03-03', 500)).length).toBeGreaterThan(0);
    const plan = await planOfLast();
    if (t.config.database.kind === 'postgres') {
      // A day is a few dozen cases: PostgreSQL may well sort them after reading them by the index.
      expect(plan).toMatch(/Index Scan (using|on) cases_order_idx/);
      expect(plan).not.toMatch(/Seq Scan/);
    } else {
      expect(plan).toMatch(/USING INDEX cases_order_idx\b/);
      expect(plan).not.toMatch(/TEMP B-TREE/);
    }
  });

  it('a day of the board with all it shows and its markers is one statement on the list order index', async () => {
    const repository = createCasesRepository(recorder);
    const before = sent.length;
    const rows = await repository.listByDateWhole(
      '2026-03-03',
      500,
      undefined,
      1,
      [],
      [dueDeadlineMarker, heldOnMarker],
    );
    expect(sent.length - before).toBe(1);
    expect(rows.map((row) => row.id)).toEqual((await repository.listByDate('2026-03-03', 500)).map((row) => row.id));
    expect(rows[0]).toHaveProperty('team_json');
    expect(rows[0]).toHaveProperty('deadline_due');
    expect(rows[0]).toHaveProperty('detained');
    const plan = await planOfLast(before);
    if (t.config.database.kind === 'postgres') {
      expect(plan).toMatch(/Index Scan (using|on) cases_order_idx/);
      expect(plan).not.toMatch(/Seq Scan on cases/);
    } else {
      expect(plan).toMatch(/USING INDEX cases_order_idx\b/);
      expect(plan).not.toMatch(SCANNED);
    }
  });

  it('the count of a category reads only an index of the live cases by category', async () => {
    const repository = createCasesRepository(recorder);
    expect(await repository.count({ type: 'penyidikan' })).toBe(1000);
    const plan = await planOfLast();
    // The list order's index, or the statistics' (type, status) index of migration 0018: both hold only the live
    // cases and begin with the category, so the count reads the category's entries and nothing else.
    if (t.config.database.kind === 'postgres') {
      expect(plan).toMatch(/Index Only Scan using (cases_type_order_idx|cases_stats_type_status_idx) on cases/);
    } else {
      expect(plan).toMatch(/USING COVERING INDEX (cases_type_order_idx|cases_stats_type_status_idx) \(type=\?\)/);
    }
  });
});
