import { sql, type Kysely } from 'kysely';

/**
 * Indexes in the order the case lists are answered (`list` and `listByDate` in modules/cases/repository.ts):
 * newest day first, then by hour with no hour last (`coalesce(time, '99:99')`), then id. The indexes of
 * migration 0002 held the plain `time`, which that order cannot use, so a page of a category sorted the whole
 * category first (about 2,500 rows for every 10,000 cases) and the board sorted its day. With these a page
 * is read in order from the index and stops after its `limit`. The expression must stay exactly the
 * repository's `timeOrder`; test/cases-list-plan.test.ts checks both plans.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index cases_type_order_idx on cases (type, date desc, (coalesce(time, '99:99')), id)`.execute(db);
  await sql`create index cases_order_idx on cases (date desc, (coalesce(time, '99:99')), id)`.execute(db);
  await sql`drop index if exists cases_type_date_idx`.execute(db);
  await sql`drop index if exists cases_date_time_idx`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`create index cases_type_date_idx on cases (type, date, time, id)`.execute(db);
  await sql`create index cases_date_time_idx on cases (date, time, id)`.execute(db);
  await sql`drop index if exists cases_type_order_idx`.execute(db);
  await sql`drop index if exists cases_order_idx`.execute(db);
}
