import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Days as the law counts them (decisions §8.2, packages/shared law-days.ts), and one more writer of the case lists'
 * version.
 *
 * 1. `deadline_templates.counting`: `masa`, a period whose first day counts (a detention of 20 days from 1 March
 *    ends on 20 March: due = start + days − 1), or `setelah`, a limit within N days after an event (due = start +
 *    days). The shipped detention templates (their titles begin `Penahanan` or `Perpanjangan penahanan`) become
 *    `masa`; the others stay `setelah`, which is how every template was counted until now.
 * 2. A deadline made from a `masa` template was put one day late (start + days): each deadline whose title is that
 *    of a `masa` template moves one day earlier, with a history row of its case (`deadline_recounted`, no actor)
 *    that says so. Done ones too: the record shows the day the law set.
 * 3. Every row written to `case_events` raises `case_list_version` (migration 0009), as a write to `cases` does:
 *    every change recorded through the case journal (defendants, milestones, money… which the lists show) makes
 *    the cached lists stale.
 */
function dayBefore(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table deadline_templates add column counting varchar(10) not null default 'setelah'`.execute(db);
  await sql`update deadline_templates set counting = 'masa'
    where lower(title) like 'penahanan%' or lower(title) like 'perpanjangan penahanan%'`.execute(db);

  const now = new Date().toISOString();
  const { rows } = await sql<{
    id: number;
    case_id: number;
    title: string;
    due_date: string;
    case_title: string;
  }>`select d.id, d.case_id, d.title, d.due_date, c.title as case_title
     from case_deadlines d join cases c on c.id = d.case_id
     where d.title in (select title from deadline_templates where counting = 'masa')
     order by d.id`.execute(db);
  for (const row of rows) {
    const moved = dayBefore(row.due_date);
    await sql`update case_deadlines set due_date = ${moved}, updated_at = ${now} where id = ${row.id}`.execute(db);
    const changes = JSON.stringify([
      { field: 'deadline', from: row.title, to: row.title },
      { field: 'deadline_due', from: row.due_date, to: moved },
    ]);
    await sql`insert into case_events (case_id, case_title, actor_id, actor_name, action, changes, created_at)
      values (${row.case_id}, ${row.case_title}, ${null}, ${''}, ${'deadline_recounted'}, ${changes}, ${now})`.execute(
      db,
    );
  }

  if (isPostgres(db)) {
    // bump_case_list_version() is migration 0009's.
    await sql`create trigger case_events_list_version after insert on case_events
      for each statement execute function bump_case_list_version()`.execute(db);
    return;
  }
  await sql`create trigger case_events_list_version_insert after insert on case_events begin
    update case_list_version set version = version + 1 where id = 1;
  end`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists case_events_list_version on case_events`.execute(db);
  } else {
    await sql`drop trigger if exists case_events_list_version_insert`.execute(db);
  }
  await sql`alter table deadline_templates drop column counting`.execute(db);
}
