import { sql, type Kysely } from 'kysely';

/**
 * One mail per grouped notification (decisions §11, §10). `notification_id` names the notification a mail tells of
 * (null for the test mail; not a foreign key: the notifications' clean-up never waits on the queue). The unique index
 * holds while a row is unclaimed (`claimed_by` null): the mail of a further change to the same notification finds
 * that row and replaces its words (`insert … on conflict … do update`, one statement on both databases); once an
 * instance has claimed or sent it, the next change's mail is a row of its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table mail_queue add column notification_id integer`.execute(db);
  await sql`create unique index mail_queue_waiting_notification on mail_queue (notification_id) where claimed_by is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists mail_queue_waiting_notification`.execute(db);
  await sql`alter table mail_queue drop column notification_id`.execute(db);
}
