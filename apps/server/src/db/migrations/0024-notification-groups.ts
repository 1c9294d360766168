import { sql, type Kysely } from 'kysely';

/**
 * Grouped notifications (decisions §10): the changes of one case by one person within 10 minutes are one
 * notification. `group_key` names the group (`case:12:by:3`, null for a notification that is never grouped) and
 * `change_count` how many changes it stands for; the index finds a recipient's unread one of a group.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table notifications add column group_key text`.execute(db);
  await sql`alter table notifications add column change_count integer not null default 1`.execute(db);
  await sql`create index notifications_group_idx on notifications (recipient_id, group_key, created_at) where group_key is not null and read_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists notifications_group_idx`.execute(db);
  await sql`alter table notifications drop column change_count`.execute(db);
  await sql`alter table notifications drop column group_key`.execute(db);
}
