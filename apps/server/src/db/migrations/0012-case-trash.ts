import type { Kysely } from 'kysely';

/**
 * The trash of cases (decisions §7.3): a deleted case keeps its row, with when and by whom it was deleted, so that
 * it can be restored whole (team, documents, deadlines, history) until it is purged. Every read path of cases
 * excludes a row whose `deleted_at` is set. `deleted_by` is kept when the account is later removed (accounts are
 * soft-deleted); the purge of an account row, which never happens today, would clear it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cases').addColumn('deleted_at', 'varchar(30)').execute();
  await db.schema
    .alterTable('cases')
    .addColumn('deleted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cases').dropColumn('deleted_by').execute();
  await db.schema.alterTable('cases').dropColumn('deleted_at').execute();
}
