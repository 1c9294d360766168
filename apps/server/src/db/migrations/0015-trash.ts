import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * The trash (decisions §7.3).
 *
 * Files and folders: `deleted_at` is set on everything a delete moved to the trash. The item the user deleted
 * (the trash's top-level entry) is detached from its place — `folder_id` / `parent_id` null, its place kept in
 * `original_folder_id` / `original_parent_id`, and the folder's path then in `original_path`, shown by the trash (not foreign keys: that folder may be purged meanwhile, and restore
 * then puts the item in Root) — so that no purge of another folder can cascade into it. What lies under a deleted
 * folder keeps its place inside it and carries `trash_root` = that folder's id, so that a restore or a purge
 * takes exactly that subtree. The name indexes are partial (`where deleted_at is null`): a trashed item does not
 * block its name.
 *
 * Cases: the list-order indexes of migration 0008 become partial on `deleted_at is null`, the condition of every
 * list, so that a page is still read in order from an index (test/cases-list-plan.test.ts); the trash's list has
 * an index of its own, newest deletion first.
 *
 * `trash_purges`: the office days whose automatic purge (older than TRASH_DAYS) ran, one row each, inserted in
 * the purge's own transaction so that one instance of a cluster does it.
 */
/**
 * `case_events.action` had a CHECK of the four first actions (migration 0002): the history now also says
 * 'restored', and the case file adds its own actions, so the check goes and the type (CASE_EVENT_ACTIONS,
 * the answer's schema) is what keeps the actions known. PostgreSQL drops the constraint; SQLite cannot drop
 * one, so the table is rebuilt from its own definition without it, its rows and indexes kept.
 */
async function dropActionCheck(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table case_events drop constraint if exists case_events_action_check`.execute(db);
    return;
  }
  const { rows } = await sql<{
    type: string;
    name: string;
    sql: string | null;
  }>`select type, name, sql from sqlite_master where tbl_name = 'case_events'`.execute(db);
  const table = rows.find((row) => row.type === 'table')?.sql ?? '';
  const withoutCheck = table.replace(/\s+check\s*\(\s*"?action"?\s+in\s*\([^)]*\)\s*\)/i, '');
  if (withoutCheck === table) {
    return;
  }
  await sql
    .raw(withoutCheck.replace(/^create table\s+"?case_events"?/i, 'create table "case_events_rebuilt"'))
    .execute(db);
  await sql`insert into case_events_rebuilt select * from case_events`.execute(db);
  await sql`drop table case_events`.execute(db);
  await sql`alter table case_events_rebuilt rename to case_events`.execute(db);
  for (const index of rows.filter((row) => row.type !== 'table' && row.sql)) {
    await sql.raw(index.sql ?? '').execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, original] of [
    ['files', 'original_folder_id'],
    ['folders', 'original_parent_id'],
  ] as const) {
    await db.schema.alterTable(table).addColumn('deleted_at', 'varchar(30)').execute();
    await db.schema.alterTable(table).addColumn('trash_root', 'integer').execute();
    await db.schema.alterTable(table).addColumn(original, 'integer').execute();
    await db.schema.alterTable(table).addColumn('original_path', 'text').execute();
    await db.schema.createIndex(`${table}_trash_idx`).on(table).columns(['owner_id', 'deleted_at']).execute();
    await db.schema.createIndex(`${table}_trash_root_idx`).on(table).column('trash_root').execute();
  }

  await sql`drop index if exists folders_owner_parent_name_unique`.execute(db);
  await sql`drop index if exists folders_owner_path_unique`.execute(db);
  await sql`drop index if exists files_owner_folder_name_unique`.execute(db);
  await sql`create unique index folders_owner_parent_name_unique on folders (owner_id, (coalesce(parent_id, 0)), name) where deleted_at is null`.execute(
    db,
  );
  await sql`create unique index folders_owner_path_unique on folders (owner_id, path) where deleted_at is null`.execute(
    db,
  );
  await sql`create unique index files_owner_folder_name_unique on files (owner_id, (coalesce(folder_id, 0)), name) where deleted_at is null`.execute(
    db,
  );

  await sql`drop index if exists cases_type_order_idx`.execute(db);
  await sql`drop index if exists cases_order_idx`.execute(db);
  // `deleted_at` (always null in them) is kept in the indexes too, so that a count can read the index alone:
  // SQLite does not take the partial condition as covering the column, and it costs a byte per row.
  await sql`create index cases_type_order_idx on cases (type, date desc, (coalesce(time, '99:99')), id, deleted_at) where deleted_at is null`.execute(
    db,
  );
  await sql`create index cases_order_idx on cases (date desc, (coalesce(time, '99:99')), id, deleted_at) where deleted_at is null`.execute(
    db,
  );
  await sql`create index cases_trash_idx on cases (deleted_at) where deleted_at is not null`.execute(db);

  await dropActionCheck(db);

  // One row per office day whose automatic purge ran: the row is the cross-instance claim (as daily_reminders).
  await db.schema
    .createTable('trash_purges')
    .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('cases', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('items', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('purged_at', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('trash_purges').ifExists().execute();
  await sql`drop index if exists cases_trash_idx`.execute(db);
  await sql`drop index if exists cases_type_order_idx`.execute(db);
  await sql`drop index if exists cases_order_idx`.execute(db);
  await sql`create index cases_type_order_idx on cases (type, date desc, (coalesce(time, '99:99')), id)`.execute(db);
  await sql`create index cases_order_idx on cases (date desc, (coalesce(time, '99:99')), id)`.execute(db);
  // What is still in the file trash goes: the full indexes below would refuse its names.
  await sql`delete from files where deleted_at is not null`.execute(db);
  await sql`delete from folders where deleted_at is not null`.execute(db);
  await sql`drop index if exists folders_owner_parent_name_unique`.execute(db);
  await sql`drop index if exists folders_owner_path_unique`.execute(db);
  await sql`drop index if exists files_owner_folder_name_unique`.execute(db);
  await sql`create unique index folders_owner_parent_name_unique on folders (owner_id, (coalesce(parent_id, 0)), name)`.execute(
    db,
  );
  await sql`create unique index folders_owner_path_unique on folders (owner_id, path)`.execute(db);
  await sql`create unique index files_owner_folder_name_unique on files (owner_id, (coalesce(folder_id, 0)), name)`.execute(
    db,
  );
  for (const [table, original] of [
    ['files', 'original_folder_id'],
    ['folders', 'original_parent_id'],
  ] as const) {
    await sql`drop index if exists ${sql.raw(`${table}_trash_idx`)}`.execute(db);
    await sql`drop index if exists ${sql.raw(`${table}_trash_root_idx`)}`.execute(db);
    await db.schema.alterTable(table).dropColumn('original_path').execute();
    await db.schema.alterTable(table).dropColumn(original).execute();
    await db.schema.alterTable(table).dropColumn('trash_root').execute();
    await db.schema.alterTable(table).dropColumn('deleted_at').execute();
  }
}
