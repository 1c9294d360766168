import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * One number that every write to `cases` raises, in the writer's own statement (triggers, so no writer can
 * forget it: the API, the demo seeder, a hand-written fix). The case lists keep their serialized answers for
 * as long as it stands still (`modules/cases/answer-cache.ts`); each request reads it first, so an answer is
 * never older than the last committed write, on any instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create table case_list_version (id integer primary key, version bigint not null)`.execute(db);
  await sql`insert into case_list_version (id, version) values (1, 0)`.execute(db);
  if (isPostgres(db)) {
    await sql`create function bump_case_list_version() returns trigger language plpgsql as $$
      begin
        update case_list_version set version = version + 1 where id = 1;
        return null;
      end
    $$`.execute(db);
    await sql`create trigger cases_list_version after insert or update or delete on cases
      for each statement execute function bump_case_list_version()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.raw(`cases_list_version_${event}`)} after ${sql.raw(event)} on cases begin
      update case_list_version set version = version + 1 where id = 1;
    end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists cases_list_version on cases`.execute(db);
    await sql`drop function if exists bump_case_list_version()`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.raw(`cases_list_version_${event}`)}`.execute(db);
    }
  }
  await sql`drop table if exists case_list_version`.execute(db);
}
