import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from './helpers';

/**
 * The shipped deadline templates (decisions §7.2): the detention periods of UU 20/2025 (the KUHAP in force since
 * 2 January 2026) and the pre-prosecution practice of UU 8/1981 Pasal 138. They are data: the office checks them
 * against the law and admins change them (`/api/deadline-templates`).
 */
export const DEFAULT_DEADLINE_TEMPLATES = [
  { title: 'Penahanan oleh penyidik (Pasal 102 ayat 1 UU 20/2025)', days: 20 },
  { title: 'Perpanjangan penahanan penyidik oleh penuntut umum (Pasal 102 ayat 2 UU 20/2025)', days: 40 },
  { title: 'Penahanan oleh penuntut umum (Pasal 103 ayat 1 UU 20/2025)', days: 20 },
  {
    title: 'Perpanjangan penahanan penuntut umum oleh ketua pengadilan negeri (Pasal 103 ayat 2 UU 20/2025)',
    days: 30,
  },
  { title: 'Penyampaian SPDP (Pasal 60 ayat 1 UU 20/2025)', days: 7 },
  { title: 'Penelitian berkas perkara oleh penuntut umum (Pasal 138 ayat 1 UU 8/1981)', days: 7 },
  { title: 'Pengembalian berkas perkara yang telah dilengkapi penyidik (Pasal 138 ayat 2 UU 8/1981)', days: 14 },
] as const;

/**
 * Deadlines (tenggat) of a case, the templates they are made from, and the claims of their reminders (decisions
 * §7.2). A deadline goes with its case (a purge); its creator's and completer's names are kept as they were. A
 * reminder is claimed by inserting its `(deadline_id, day)` row in the transaction that writes its
 * notifications, as the 07:00 reminder claims its day (`daily_reminders`): a second instance's insert does nothing.
 * The board shows a deadline marker and is kept in the lists' answer cache (migration 0009): every write to
 * `case_deadlines` raises `case_list_version`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = isPostgres(db);
  await openCaseEventActions(db);
  await idColumn(db, db.schema.createTable('case_deadlines'))
    .addColumn('case_id', 'integer', (col) => col.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('due_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('done_at', 'varchar(30)')
    .addColumn('done_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('done_by_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  // A case's list, and the open deadlines up to a day (the dashboard, the reminders, the board's marker).
  await db.schema
    .createIndex('case_deadlines_case_idx')
    .on('case_deadlines')
    .columns(['case_id', 'due_date'])
    .execute();
  await sql`create index case_deadlines_open_idx on case_deadlines (due_date, case_id) where done_at is null`.execute(
    db,
  );

  await idColumn(db, db.schema.createTable('deadline_templates'))
    .addColumn('title', 'varchar(200)', (col) => col.notNull())
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  const now = new Date().toISOString();
  await (db as Kysely<{ deadline_templates: { title: string; days: number; created_at: string; updated_at: string } }>)
    .insertInto('deadline_templates')
    .values(DEFAULT_DEADLINE_TEMPLATES.map((template) => ({ ...template, created_at: now, updated_at: now })))
    .execute();

  await db.schema
    .createTable('deadline_reminders')
    .addColumn('deadline_id', 'integer', (col) => col.notNull().references('case_deadlines.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (col) => col.notNull())
    /** `due_3`, `due_1` or `due_0`: how many days before the due date it was sent. */
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(30)', (col) => col.notNull())
    .addPrimaryKeyConstraint('deadline_reminders_pk', ['deadline_id', 'day'])
    .execute();

  if (pg) {
    await sql`create trigger case_deadlines_list_version after insert or update or delete on case_deadlines
      for each statement execute function bump_case_list_version()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.raw(`case_deadlines_list_version_${event}`)} after ${sql.raw(event)} on case_deadlines begin
      update case_list_version set version = version + 1 where id = 1;
    end`.execute(db);
  }
}

/**
 * The history's `action` was `varchar(10)` checked against the first four actions (migration 0002): the case
 * file's actions (`deadline_reopened`, and those of documents and the trash) are longer and more. The column
 * becomes `varchar(40)` without a check: the actions are the shared `CASE_EVENT_ACTIONS`, which every writer's
 * type holds to. SQLite cannot drop a check: the table is rebuilt with the same rows and index.
 */
async function openCaseEventActions(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table case_events drop constraint if exists case_events_action_check`.execute(db);
    await sql`alter table case_events alter column action type varchar(40)`.execute(db);
    return;
  }
  await sql`create table case_events_new (
    id integer primary key autoincrement,
    case_id integer not null,
    case_title varchar(200) not null,
    actor_id integer references users(id) on delete set null,
    action varchar(40) not null,
    changes text not null default '[]',
    created_at varchar(30) not null,
    actor_name text not null default ''
  )`.execute(db);
  await sql`insert into case_events_new (id, case_id, case_title, actor_id, action, changes, created_at, actor_name)
    select id, case_id, case_title, actor_id, action, changes, created_at, actor_name from case_events`.execute(db);
  await sql`drop table case_events`.execute(db);
  await sql`alter table case_events_new rename to case_events`.execute(db);
  await sql`create index case_events_case_idx on case_events (case_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists case_deadlines_list_version on case_deadlines`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.raw(`case_deadlines_list_version_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropTable('deadline_reminders').execute();
  await db.schema.dropTable('deadline_templates').execute();
  await db.schema.dropTable('case_deadlines').execute();
}
