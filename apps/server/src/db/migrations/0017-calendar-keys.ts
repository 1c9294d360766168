import type { Kysely } from 'kysely';

/**
 * The calendar feed's keys (decisions §7.4): at most one per account, stored as its SHA-256 only (like session
 * tokens), so a copy of the database opens no feed. A new key replaces the row; revoking deletes it; the row goes
 * with its account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('calendar_keys')
    .addColumn('user_id', 'integer', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('key_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('calendar_keys').execute();
}
