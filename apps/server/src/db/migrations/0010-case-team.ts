import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/** The searched texts of a case; the number's separators become spaces so that `Fd.1` finds `…/Fd.1/…`. */
const SEARCHED = `title || ' ' || description || ' ' || parties || ' ' || witnesses || ' ' || prosecutor || ' ' || translate(number, '/.-', '   ')`;
const SEARCHED_BEFORE = `title || ' ' || description || ' ' || parties || ' ' || witnesses || ' ' || prosecutor`;

/**
 * The case team (decisions §7.1): a case's number, the staff accounts responsible for it (`case_team`), those
 * who follow it (`case_followers`: explicit follows only — a team member follows its cases by being on the
 * team), and `users.notify_all` for the head of section. Both link tables cascade with their case and are
 * read both ways: by case (a case's team) and by user ("Kasus Saya", the morning reminder, recipients).
 *
 * The number is searched like the other texts: the FTS5 table (SQLite) gains a column; on PostgreSQL the
 * stemmed `search` column and the plain-words index (migration 0007, `plainWords` in the cases repository:
 * the expressions must stay alike) are rebuilt with it. The lists' answer cache (migration 0009) must also
 * hear of team and follow changes, and of a renamed account (a team shows names): triggers raise the version.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await db.schema
    .alterTable('cases')
    .addColumn('number', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('users')
    // 0 or 1 in both dialects (SQLite has no boolean), so that one query reads it the same way in both.
    .addColumn('notify_all', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();

  for (const table of ['case_team', 'case_followers']) {
    await db.schema
      .createTable(table)
      .addColumn('case_id', 'integer', (col) => col.notNull().references('cases.id').onDelete('cascade'))
      .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
      .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, ['case_id', 'user_id'])
      .execute();
    await db.schema.createIndex(`${table}_user_idx`).on(table).columns(['user_id', 'case_id']).execute();
  }

  if (pg) {
    await sql`drop index if exists cases_search_idx`.execute(db);
    await sql`alter table cases drop column search`.execute(db);
    await sql`alter table cases add column search tsvector generated always as (
      to_tsvector('indonesian', ${sql.raw(SEARCHED)})
    ) stored`.execute(db);
    await sql`create index cases_search_idx on cases using gin (search)`.execute(db);
    await sql`drop index if exists cases_plain_words_idx`.execute(db);
    await sql`create index cases_plain_words_idx on cases using gin (to_tsvector('simple', ${sql.raw(SEARCHED)}))`.execute(
      db,
    );
    for (const table of ['case_team', 'case_followers']) {
      await sql`create trigger ${sql.raw(`${table}_list_version`)} after insert or update or delete on ${sql.raw(table)}
        for each statement execute function bump_case_list_version()`.execute(db);
    }
    await sql`create trigger users_name_list_version after update of username on users
      for each statement execute function bump_case_list_version()`.execute(db);
    return;
  }

  await rebuildSqliteSearch(db, ['title', 'description', 'parties', 'witnesses', 'prosecutor', 'number']);
  for (const table of ['case_team', 'case_followers']) {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`create trigger ${sql.raw(`${table}_list_version_${event}`)} after ${sql.raw(event)} on ${sql.raw(table)} begin
        update case_list_version set version = version + 1 where id = 1;
      end`.execute(db);
    }
  }
  await sql`create trigger users_name_list_version after update of username on users begin
    update case_list_version set version = version + 1 where id = 1;
  end`.execute(db);
}

/** SQLite: the FTS5 table over `columns` of `cases`, its triggers, and its content rebuilt from the cases. */
export async function rebuildSqliteSearch(db: Kysely<unknown>, columns: string[]): Promise<void> {
  for (const trigger of ['cases_fts_insert', 'cases_fts_delete', 'cases_fts_update']) {
    await sql`drop trigger if exists ${sql.raw(trigger)}`.execute(db);
  }
  await sql`drop table if exists cases_fts`.execute(db);
  const list = columns.join(', ');
  const values = (prefix: string) => columns.map((column) => `${prefix}.${column}`).join(', ');
  await sql`create virtual table cases_fts using fts5(
    ${sql.raw(list)}, content='cases', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger cases_fts_insert after insert on cases begin
    insert into cases_fts(rowid, ${sql.raw(list)}) values (new.id, ${sql.raw(values('new'))});
  end`.execute(db);
  await sql`create trigger cases_fts_delete after delete on cases begin
    insert into cases_fts(cases_fts, rowid, ${sql.raw(list)}) values ('delete', old.id, ${sql.raw(values('old'))});
  end`.execute(db);
  await sql`create trigger cases_fts_update after update on cases begin
    insert into cases_fts(cases_fts, rowid, ${sql.raw(list)}) values ('delete', old.id, ${sql.raw(values('old'))});
    insert into cases_fts(rowid, ${sql.raw(list)}) values (new.id, ${sql.raw(values('new'))});
  end`.execute(db);
  await sql`insert into cases_fts(cases_fts) values ('rebuild')`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists users_name_list_version on users`.execute(db);
    await sql`drop index if exists cases_plain_words_idx`.execute(db);
    await sql`drop index if exists cases_search_idx`.execute(db);
    await sql`alter table cases drop column search`.execute(db);
    await sql`alter table cases add column search tsvector generated always as (
      to_tsvector('indonesian', ${sql.raw(SEARCHED_BEFORE)})
    ) stored`.execute(db);
    await sql`create index cases_search_idx on cases using gin (search)`.execute(db);
    await sql`create index cases_plain_words_idx on cases using gin (to_tsvector('simple', ${sql.raw(SEARCHED_BEFORE)}))`.execute(
      db,
    );
  } else {
    await sql`drop trigger if exists users_name_list_version`.execute(db);
    await rebuildSqliteSearch(db, ['title', 'description', 'parties', 'witnesses', 'prosecutor']);
  }
  await db.schema.dropTable('case_followers').execute();
  await db.schema.dropTable('case_team').execute();
  await db.schema.alterTable('users').dropColumn('notify_all').execute();
  await db.schema.alterTable('cases').dropColumn('number').execute();
}
