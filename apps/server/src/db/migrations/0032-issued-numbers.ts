import { sql, type Kysely } from 'kysely';

/**
 * Every number a milestone has held (decisions §8.3), kept when the milestone is deleted or its number replaced: an
 * assigned number is one that no milestone ever held. With `numbering_scope = form` two forms' runs can write the
 * same text (`PRINT-01/L.6.10/Fd.1/11/2026` for a P-8 and a P-16), and the unique index on `case_milestones.number`
 * only knew the numbers held now. A number is claimed by `insert … on conflict do nothing` in the milestone's own
 * transaction: on PostgreSQL a second instance claiming the same text waits for the first to commit, then finds it
 * taken and moves on to its next number, instead of failing on the index. Filled with the numbers held today.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('issued_numbers')
    .addColumn('number', 'varchar(100)', (col) => col.primaryKey())
    .execute();
  await sql`insert into issued_numbers (number) select distinct number from case_milestones where number is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('issued_numbers').execute();
}
