import { sql, type Kysely } from 'kysely';

/**
 * The actor's name at the time, stored with each case-history and audit row (decisions §6): users may
 * rename themselves, and a history that joined today's name would relabel the past. Existing rows get
 * the names their actors have now, the best that is known of them. Plain `alter table … add column`
 * and correlated updates, the same in SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['case_events', 'audit_log']) {
    // The default only fills the rows that exist now; the repositories always write the name.
    await db.schema
      .alterTable(table)
      .addColumn('actor_name', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await sql`update ${sql.table(table)} set actor_name = coalesce(
      (select users.username from users where users.id = ${sql.ref(`${table}.actor_id`)}), ''
    )`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['case_events', 'audit_log']) {
    await db.schema.alterTable(table).dropColumn('actor_name').execute();
  }
}
