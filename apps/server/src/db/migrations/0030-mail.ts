import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers';

/**
 * E-mail (decisions §11). The settings gain the SMTP server (null until an admin saves; `SMTP_URL` wins when set),
 * its password encrypted with `mail_key` of `app_secrets` (AES-256-GCM, never shown back). Each account chooses
 * what it also receives by mail (0/1, off by default). `mail_queue` holds one row per message: a sender loop on
 * every instance claims due rows (`claimed_until` in the past) with one UPDATE, so a row goes out once per cluster;
 * a failure is tried again at `next_attempt_at` until 24 hours after `created_at`, then `failed_at` is set.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').addColumn('smtp_host', 'varchar(255)').execute();
  await db.schema.alterTable('settings').addColumn('smtp_port', 'integer').execute();
  await db.schema.alterTable('settings').addColumn('smtp_secure', 'integer').execute();
  await db.schema.alterTable('settings').addColumn('smtp_user', 'varchar(255)').execute();
  await db.schema.alterTable('settings').addColumn('smtp_password', 'varchar(1000)').execute();
  await db.schema.alterTable('settings').addColumn('mail_from', 'varchar(255)').execute();
  for (const column of ['mail_docket', 'mail_reminders', 'mail_notifications']) {
    await db.schema
      .alterTable('users')
      .addColumn(column, 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
  await sql`insert into app_secrets (name, value) values ('mail_key', ${randomBytes(32).toString('base64url')})`.execute(
    db,
  );
  await idColumn(db, db.schema.createTable('mail_queue'))
    .addColumn('recipient_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('to_address', 'varchar(320)', (col) => col.notNull())
    .addColumn('subject', 'varchar(500)', (col) => col.notNull())
    .addColumn('text', 'text', (col) => col.notNull())
    .addColumn('html', 'text', (col) => col.notNull())
    .addColumn('kind', 'varchar(30)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('next_attempt_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('sent_at', 'varchar(30)')
    .addColumn('failed_at', 'varchar(30)')
    .addColumn('last_error', 'varchar(1000)')
    .addColumn('claimed_by', 'varchar(64)')
    .addColumn('claimed_until', 'varchar(30)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema
    .createIndex('mail_queue_due')
    .on('mail_queue')
    .columns(['sent_at', 'failed_at', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mail_queue').execute();
  await sql`delete from app_secrets where name = 'mail_key'`.execute(db);
  for (const column of ['mail_notifications', 'mail_reminders', 'mail_docket']) {
    await db.schema.alterTable('users').dropColumn(column).execute();
  }
  for (const column of ['mail_from', 'smtp_password', 'smtp_user', 'smtp_secure', 'smtp_port', 'smtp_host']) {
    await db.schema.alterTable('settings').dropColumn(column).execute();
  }
}
