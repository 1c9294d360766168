import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from './helpers';

const typeCheck = sql`type in ('penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi')`;
const statusCheck = sql`status in ('Menunggu', 'Sedang Proses', 'Selesai')`;
const actionCheck = sql`action in ('created', 'updated', 'status', 'deleted')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('cases'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('time', 'varchar(5)')
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('parties', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('witnesses', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('prosecutor', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('type', 'varchar(20)', (col) => col.notNull().check(typeCheck))
    .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('Menunggu').check(statusCheck))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  // The category list (type, newest date first) and the board's day query (date, then time).
  await db.schema.createIndex('cases_type_date_idx').on('cases').columns(['type', 'date', 'time', 'id']).execute();
  await db.schema.createIndex('cases_date_time_idx').on('cases').columns(['date', 'time', 'id']).execute();

  // The history outlives its case: no foreign key to cases, and the title is kept on every row.
  await idColumn(db, db.schema.createTable('case_events'))
    .addColumn('case_id', 'integer', (col) => col.notNull())
    .addColumn('case_title', 'varchar(200)', (col) => col.notNull())
    .addColumn('actor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('action', 'varchar(10)', (col) => col.notNull().check(actionCheck))
    .addColumn('changes', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('case_events_case_idx').on('case_events').columns(['case_id', 'id']).execute();

  if (isPostgres(db)) {
    // Indonesian stemming: 'pengadaan' is indexed as 'ada', so searching 'diadakan' finds it too.
    await sql`alter table cases add column search tsvector generated always as (
      to_tsvector('indonesian', title || ' ' || description || ' ' || parties || ' ' || witnesses || ' ' || prosecutor)
    ) stored`.execute(db);
    await sql`create index cases_search_idx on cases using gin (search)`.execute(db);
    return;
  }
  // SQLite has no Indonesian stemmer; FTS5 with prefix queries ('korup' finds 'korupsi') is the closest.
  await sql`create virtual table cases_fts using fts5(
    title, description, parties, witnesses, prosecutor,
    content='cases', content_rowid='id', tokenize='unicode61 remove_diacritics 2'
  )`.execute(db);
  await sql`create trigger cases_fts_insert after insert on cases begin
    insert into cases_fts(rowid, title, description, parties, witnesses, prosecutor)
    values (new.id, new.title, new.description, new.parties, new.witnesses, new.prosecutor);
  end`.execute(db);
  await sql`create trigger cases_fts_delete after delete on cases begin
    insert into cases_fts(cases_fts, rowid, title, description, parties, witnesses, prosecutor)
    values ('delete', old.id, old.title, old.description, old.parties, old.witnesses, old.prosecutor);
  end`.execute(db);
  await sql`create trigger cases_fts_update after update on cases begin
    insert into cases_fts(cases_fts, rowid, title, description, parties, witnesses, prosecutor)
    values ('delete', old.id, old.title, old.description, old.parties, old.witnesses, old.prosecutor);
    insert into cases_fts(rowid, title, description, parties, witnesses, prosecutor)
    values (new.id, new.title, new.description, new.parties, new.witnesses, new.prosecutor);
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) {
    await sql`drop table if exists cases_fts`.execute(db);
  }
  await db.schema.dropTable('case_events').execute();
  await db.schema.dropTable('cases').execute();
}
