import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from './helpers';
import { rebuildSqliteSearch } from './0010-case-team';

/** The searched texts of a case (migration 0011's, with its defendants): keep alike with `plainWords` in `modules/cases/list-queries.ts`. */
const SEARCHED = `title || ' ' || description || ' ' || parties || ' ' || witnesses || ' ' || prosecutor || ' ' || location || ' ' || translate(number, '/.-', '   ') || ' ' || defendant_text`;
const SEARCHED_BEFORE = `title || ' ' || description || ' ' || parties || ' ' || witnesses || ' ' || prosecutor || ' ' || location || ' ' || translate(number, '/.-', '   ')`;
const FTS_COLUMNS = ['title', 'description', 'parties', 'witnesses', 'prosecutor', 'number', 'location'];

/** PostgreSQL: the stemmed `search` column and the plain-words index over `searched` (as migration 0011 does). */
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

/** Every defendant's name and NIK of the case `target`, one text: what `cases.defendant_text` holds. */
const postgresText = (target: string) =>
  `(select coalesce(string_agg(name || ' ' || nik, ' ' order by id), '') from case_defendants where case_id = ${target})`;
const sqliteText = (target: string) =>
  `(select coalesce(group_concat(name || ' ' || nik, ' '), '') from case_defendants where case_id = ${target})`;

/**
 * The defendants of a case (decisions §8.1), in the order added, each going with its case. A case is found by a
 * defendant's name or NIK: `cases.defendant_text` holds them all, kept in step by triggers on `case_defendants`
 * (in the writer's statement, whoever writes: the API, the demo seeder, an import), and is searched with the
 * other texts — the FTS5 table gains a column (SQLite); the stemmed `search` column and the plain-words index are
 * rebuilt with it (PostgreSQL). Writing `cases.defendant_text` raises the lists' version (migration 0009), so the
 * lists, whose cases carry their defendants' names, are never answered from before the change. It never touches
 * `cases.updated_at`: adding a defendant does not make an open edit of the case stale.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await idColumn(db, db.schema.createTable('case_defendants'))
    .addColumn('case_id', 'integer', (col) => col.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('name', 'varchar(120)', (col) => col.notNull())
    .addColumn('nik', 'varchar(16)', (col) => col.notNull().defaultTo(''))
    .addColumn('birth_place', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .addColumn('birth_date', 'varchar(10)')
    .addColumn('gender', 'varchar(1)', (col) => col.notNull().defaultTo(''))
    .addColumn('address', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('occupation', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .addColumn('charges', 'varchar(500)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('case_defendants_case_idx').on('case_defendants').columns(['case_id', 'id']).execute();
  await db.schema
    .alterTable('cases')
    .addColumn('defendant_text', 'text', (col) => col.notNull().defaultTo(''))
    .execute();

  if (pg) {
    await sql`create function case_defendants_text() returns trigger language plpgsql as $$
      declare
        target integer;
      begin
        if tg_op = 'DELETE' then target := old.case_id; else target := new.case_id; end if;
        update cases set defendant_text = ${sql.raw(postgresText('target'))} where id = target;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger case_defendants_text after insert or update or delete on case_defendants
      for each row execute function case_defendants_text()`.execute(db);
    await rebuildPostgresSearch(db, SEARCHED);
    return;
  }
  for (const [event, row] of [
    ['insert', 'new'],
    ['update', 'new'],
    ['delete', 'old'],
  ] as const) {
    await sql`create trigger ${sql.raw(`case_defendants_text_${event}`)} after ${sql.raw(event)} on case_defendants begin
      update cases set defendant_text = ${sql.raw(sqliteText(`${row}.case_id`))} where id = ${sql.raw(`${row}.case_id`)};
    end`.execute(db);
  }
  await rebuildSqliteSearch(db, [...FTS_COLUMNS, 'defendant_text']);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists case_defendants_text on case_defendants`.execute(db);
    await sql`drop function if exists case_defendants_text()`.execute(db);
    await rebuildPostgresSearch(db, SEARCHED_BEFORE);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.raw(`case_defendants_text_${event}`)}`.execute(db);
    }
    await rebuildSqliteSearch(db, FTS_COLUMNS);
  }
  await db.schema.alterTable('cases').dropColumn('defendant_text').execute();
  await db.schema.dropTable('case_defendants').execute();
}
