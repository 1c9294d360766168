import { sql, type Kysely } from 'kysely';

/**
 * The indexes of the statistics (contract §7.4, `modules/stats/repository.ts`), so that each figure reads an index
 * rather than every case (README, Performance: `npm run bench:stats` on 100,000 cases):
 * - cases per category and status: `(type, status)` of the live cases holds the whole answer;
 * - cases per team member: the open (not `Selesai`) live cases are a small part of all, listed by id and joined to
 *   `case_team` by its key `(case_id, user_id)`.
 * Hearings per week use `cases_order_idx` (date first, live cases, migration 0015); open deadlines
 * `case_deadlines_open_idx` (migration 0014).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index cases_stats_type_status_idx on cases (type, status) where deleted_at is null`.execute(db);
  await sql`create index cases_stats_open_idx on cases (id) where deleted_at is null and status <> 'Selesai'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists cases_stats_open_idx`.execute(db);
  await sql`drop index if exists cases_stats_type_status_idx`.execute(db);
}
