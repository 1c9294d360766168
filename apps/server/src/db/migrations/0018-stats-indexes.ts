import { sql, type Kysely } from 'kysely';

/**
 * The indexes of the statistics (decisions §7.4, `modules/stats/repository.ts`), so that each figure reads an index
 * rather than every case (docs/performance.md, Statistics: `npm run bench:stats` on 100,000 cases):
 * - cases per category and status: `(type, status)` of the live cases holds the whole answer;
 * - cases per team member: the open (not `Selesai`) live cases are a small part of all, listed by id and joined to
 *   `case_team` by its key `(case_id, user_id)`.
 * Each also holds the columns its condition names (`status`, `deleted_at`): SQLite reads a partial index alone
 * (without the table) only when it holds every column the query names.
 * - open deadlines per category: the open deadlines by case, each case then by its key for its category.
 * Hearings per week use `cases_order_idx` (date first, live cases, migration 0015).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index case_deadlines_stats_idx on case_deadlines (case_id, due_date, done_at) where done_at is null`.execute(
    db,
  );
  await sql`create index cases_stats_type_status_idx on cases (type, status, deleted_at) where deleted_at is null`.execute(
    db,
  );
  await sql`create index cases_stats_open_idx on cases (id, status, deleted_at) where deleted_at is null and status <> 'Selesai'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists cases_stats_open_idx`.execute(db);
  await sql`drop index if exists cases_stats_type_status_idx`.execute(db);
  await sql`drop index if exists case_deadlines_stats_idx`.execute(db);
}
