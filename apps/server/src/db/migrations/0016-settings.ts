import { sql, type Kysely } from 'kysely';

/**
 * The admin settings (decisions §7.4): one row (`id` 1), each value null until an admin sets it — the environment's
 * default (`OFFICE_NAME`, `REMINDER_HOUR`, `TRASH_DAYS`) applies meanwhile. `version` is raised by every save, so
 * that an instance's cache and a browser's `ETag` can tell a change.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('settings')
    .addColumn('id', 'integer', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('office_name', 'varchar(120)')
    .addColumn('reminder_hour', 'varchar(5)')
    .addColumn('trash_days', 'integer')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('updated_at', 'varchar(30)')
    .execute();
  await sql`insert into settings (id, version) values (1, 0)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('settings').ifExists().execute();
}
