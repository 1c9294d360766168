import { sql, type Kysely } from 'kysely';

/**
 * A recipient's notifications newest first by their time (contract §3): a grouped notification takes the time of its
 * latest change (decisions §10) and goes back to the top, so the list is ordered by `created_at`, then `id`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index notifications_recipient_time_idx on notifications (recipient_id, created_at, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists notifications_recipient_time_idx`.execute(db);
}
