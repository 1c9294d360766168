import { CompiledQuery, Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SQLite } from '../src/db/sqlite-driver';
import type { Database, NewCaseRow } from '../src/db/tables';
import { createCasesRepository } from '../src/modules/cases/repository';
import { createTestApp, type TestApp } from './helpers';

const words = [
  'korupsi',
  'pengadaan',
  'pencucian',
  'gratifikasi',
  'suap',
  'jalan',
  'gedung',
  'dana',
  'hibah',
  'bansos',
];

const row = (index: number): NewCaseRow => ({
  title: `Perkara ${words[index % words.length]} nomor ${index}`,
  date: '2026-05-04',
  time: null,
  description: `Uraian ${words[(index * 7) % words.length]} ${index}`,
  parties: `Terdakwa ${index}`,
  witnesses: '',
  prosecutor: 'Jaksa',
  type: 'penyidikan',
  status: 'Menunggu',
  created_by: null,
  created_at: '2026-05-01T00:00:00.000Z',
  updated_at: '2026-05-01T00:00:00.000Z',
});

/**
 * A search must be answered from the search indexes, not by reading every case (hardening). The queries
 * are the repository's own, captured as it sends them, then explained on the same database.
 */
describe('case search: the plan uses the indexes', () => {
  let t: TestApp;
  let recorder: Kysely<Database>;
  const sent: CompiledQuery[] = [];

  beforeAll(async () => {
    t = await createTestApp();
    const rows = Array.from({ length: 3000 }, (_, index) => row(index));
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
    if (database.kind === 'postgres') {
      await sql`analyze cases`.execute(t.app.services.db);
    }
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
    if (t.config.database.kind === 'sqlite') {
      const result = await t.app.services.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${text}`, [...parameters]),
      );
      return result.rows.map((line) => line.detail).join('\n');
    }
    // Sequential scans priced out: if an index can answer the search, this plan shows it.
    return t.app.services.db.transaction().execute(async (trx) => {
      await sql`set local enable_seqscan = off`.execute(trx);
      const result = await trx.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${text}`, [...parameters]),
      );
      return result.rows.map((line) => line['QUERY PLAN']).join('\n');
    });
  };

  it.each([
    [
      'a page of results',
      (repository: ReturnType<typeof createCasesRepository>) =>
        repository.list({ words: ['pencu'], limit: 50, offset: 0 }),
    ],
    ['the count', (repository: ReturnType<typeof createCasesRepository>) => repository.count({ words: ['pencu'] })],
    [
      'a page of a search of two words, the phrase first',
      (repository: ReturnType<typeof createCasesRepository>) =>
        repository.list({ words: ['perkara', 'pencu'], phraseFirst: true, limit: 50, offset: 0 }),
    ],
  ])('%s of a search reads the search indexes, never every case', async (_name, run) => {
    const repository = createCasesRepository(recorder);
    await run(repository);
    const plan = await planOfLast();
    if (t.config.database.kind === 'postgres') {
      expect(plan).not.toMatch(/Seq Scan on cases/);
      expect(plan).toMatch(/Bitmap Index Scan on cases_search_idx/);
      expect(plan).toMatch(/Bitmap Index Scan on cases_plain_words_idx/);
    } else {
      expect(plan).toMatch(/cases_fts VIRTUAL TABLE/);
      expect(plan).not.toMatch(/^SCAN cases$/m);
    }
  });
});
