import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';
import { rebuildSqliteSearch } from './0010-case-team';

/** The searched texts of a case (migration 0010's, with the place): keep alike with `plainWords` in the cases repository. */
const SEARCHED = `title || ' ' || description || ' ' || parties || ' ' || witnesses || ' ' || prosecutor || ' ' || location || ' ' || translate(number, '/.-', '   ')`;
const SEARCHED_BEFORE = `title || ' ' || description || ' ' || parties || ' ' || witnesses || ' ' || prosecutor || ' ' || translate(number, '/.-', '   ')`;

/** PostgreSQL: the stemmed `search` column and the plain-words index over `searched` (see migration 0010). */
async function rebuildPostgresSearch(db: Kysely<unknown>, searched: string): Promise<void> {
  await sql`drop index if exists cases_search_idx`.execute(db);
  await sql`alter table cases drop column if exists search`.execute(db);
  await sql`alter table cases add column search tsvector generated always as (
    to_tsvector('indonesian', ${sql.raw(searched)})
  ) stored`.execute(db);
  await sql`create index cases_search_idx on cases using gin (search)`.execute(db);
  await sql`drop index if exists cases_plain_words_idx`.execute(db);
  await sql`create index cases_plain_words_idx on cases using gin (to_tsvector('simple', ${sql.raw(searched)}))`.execute(
    db,
  );
}

/**
 * Daily use (decisions §7.5): a hearing's place (`cases.location`, '' when not known), searched like the other
 * texts, and when each account last logged in (`users.last_login_at`, null for never), for the admin's list.
 * Adding the column rewrites no case, so the lists' version (migration 0009) needs no raise; the search
 * indexes are rebuilt with the place as migration 0010 did with the number.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('cases')
    .addColumn('location', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('users').addColumn('last_login_at', 'varchar(30)').execute();
  if (isPostgres(db)) {
    await rebuildPostgresSearch(db, SEARCHED);
    return;
  }
  await rebuildSqliteSearch(db, ['title', 'description', 'parties', 'witnesses', 'prosecutor', 'number', 'location']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    // The generated `search` column reads the place: it goes first, and comes back without it.
    await sql`drop index if exists cases_plain_words_idx`.execute(db);
    await sql`drop index if exists cases_search_idx`.execute(db);
    await sql`alter table cases drop column search`.execute(db);
  }
  await db.schema.alterTable('users').dropColumn('last_login_at').execute();
  if (isPostgres(db)) {
    await db.schema.alterTable('cases').dropColumn('location').execute();
    await rebuildPostgresSearch(db, SEARCHED_BEFORE);
    return;
  }
  // SQLite: the FTS5 triggers name the column, so they go before it does.
  await rebuildSqliteSearch(db, ['title', 'description', 'parties', 'witnesses', 'prosecutor', 'number']);
  await db.schema.alterTable('cases').dropColumn('location').execute();
}
