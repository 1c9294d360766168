import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * Accounts and secrets (decisions §9): `must_change_password` (1 after an admin or the CLI set the password, until
 * its owner changes it), and the key the device cookies of the login limit are signed with, shared by every instance.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('must_change_password', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into app_secrets (name, value) values ('device_cookie_key', ${randomBytes(32).toString('base64url')})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from app_secrets where name = 'device_cookie_key'`.execute(db);
  await db.schema.alterTable('users').dropColumn('must_change_password').execute();
}
