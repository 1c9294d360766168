import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * The audit log an admin reads (decisions §9). `audit_log` (migration 0003) held the admins' account changes; it
 * now also holds logins, logouts, purges, 2FA changes and reads of personal data:
 *
 * - `actor_id` may be null: the system (the daily purge) and a failed login for an email no account has act as
 *   nobody; and it is set null when an account's row is deleted (rows of logins now name every account; the
 *   actor's name stays in `actor_name`). PostgreSQL alters the column and its key; SQLite cannot, so the table is
 *   rebuilt from its own definition so changed, its rows and indexes kept (as migration 0015 does for `case_events`).
 * - `kind`: 'change' (kept for good) or 'read' (kept 365 days, then deleted by the daily purge).
 * - `object_type`, `object_id`, `object_label`: what was acted on or read, its label as it was then.
 * - `ip`, `user_agent`: of the request that did it, when there was one.
 */
async function allowNoActor(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table audit_log alter column actor_id drop not null`.execute(db);
    await sql`alter table audit_log drop constraint if exists audit_log_actor_id_fkey`.execute(db);
    await sql`alter table audit_log add constraint audit_log_actor_id_fkey foreign key (actor_id) references users (id) on delete set null`.execute(
      db,
    );
    return;
  }
  const { rows } = await sql<{
    type: string;
    sql: string | null;
  }>`select type, sql from sqlite_master where tbl_name = 'audit_log'`.execute(db);
  const table = rows.find((row) => row.type === 'table')?.sql ?? '';
  const nullable = table.replace(
    /("?actor_id"?\s+integer)\s+not null(\s+references\s+"?users"?\s*\(\s*"?id"?\s*\))/i,
    '$1$2 on delete set null',
  );
  if (nullable === table) {
    return;
  }
  await sql.raw(nullable.replace(/^create table\s+"?audit_log"?/i, 'create table "audit_log_rebuilt"')).execute(db);
  await sql`insert into audit_log_rebuilt select * from audit_log`.execute(db);
  await sql`drop table audit_log`.execute(db);
  await sql`alter table audit_log_rebuilt rename to audit_log`.execute(db);
  for (const index of rows.filter((row) => row.type !== 'table' && row.sql)) {
    await sql.raw(index.sql ?? '').execute(db);
  }
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await allowNoActor(db);
  await db.schema
    .alterTable('audit_log')
    .addColumn('kind', 'varchar(10)', (col) => col.notNull().defaultTo('change'))
    .execute();
  await db.schema.alterTable('audit_log').addColumn('object_type', 'varchar(30)').execute();
  await db.schema.alterTable('audit_log').addColumn('object_id', 'varchar(40)').execute();
  await db.schema.alterTable('audit_log').addColumn('object_label', 'text').execute();
  await db.schema.alterTable('audit_log').addColumn('ip', 'varchar(64)').execute();
  await db.schema.alterTable('audit_log').addColumn('user_agent', 'varchar(300)').execute();
  // The screen's pages, newest first, per kind (and the purge of old reads); per actor; and the lookup that
  // collapses a repeated read into the row of the first.
  await db.schema.createIndex('audit_log_kind_idx').on('audit_log').columns(['kind', 'created_at']).execute();
  await db.schema.createIndex('audit_log_actor_idx').on('audit_log').columns(['actor_id', 'id']).execute();
  await sql`create index audit_log_read_idx on audit_log (actor_id, object_type, object_id, created_at) where kind = 'read'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists audit_log_read_idx`.execute(db);
  await sql`drop index if exists audit_log_actor_idx`.execute(db);
  await sql`drop index if exists audit_log_kind_idx`.execute(db);
  await sql`delete from audit_log where actor_id is null or kind = 'read'`.execute(db);
  for (const column of ['user_agent', 'ip', 'object_label', 'object_id', 'object_type', 'kind']) {
    await db.schema.alterTable('audit_log').dropColumn(column).execute();
  }
}
