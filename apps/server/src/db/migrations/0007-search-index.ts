import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * PostgreSQL: an index on the plain (unstemmed) words of a case, the expression the search ORs with the
 * stemmed `search` column for search-as-you-type prefixes (`plainWords` in `modules/cases/repository.ts`).
 * Without it the OR cannot use `cases_search_idx` either, and every search read every case. The
 * expression must stay exactly the repository's. SQLite searches its FTS5 table and needs nothing.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    return;
  }
  await sql`create index cases_plain_words_idx on cases using gin (
    to_tsvector('simple', title || ' ' || description || ' ' || parties || ' ' || witnesses || ' ' || prosecutor)
  )`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop index if exists cases_plain_words_idx`.execute(db);
  }
}
