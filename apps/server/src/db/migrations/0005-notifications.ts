import type { Kysely } from 'kysely';
import { idColumn } from './helpers';

/**
 * `notifications`: one row per recipient. `read_at` null means unread (the API's `is_read`); the time it
 * was read is kept. `daily_reminders`: one row per office day whose 07:00 reminder has been sent — its
 * primary key is the lock that lets exactly one instance send it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('notifications'))
    .addColumn('recipient_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('link', 'varchar(255)')
    .addColumn('read_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  // The list (newest first) and the unread count are both per recipient.
  await db.schema
    .createIndex('notifications_recipient_idx')
    .on('notifications')
    .columns(['recipient_id', 'id'])
    .execute();

  await db.schema
    .createTable('daily_reminders')
    .addColumn('day', 'varchar(10)', (col) => col.primaryKey())
    .addColumn('case_count', 'integer', (col) => col.notNull())
    .addColumn('sent_at', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('daily_reminders').execute();
  await db.schema.dropTable('notifications').execute();
}
