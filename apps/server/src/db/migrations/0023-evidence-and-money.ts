import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers';

/**
 * Evidence (barang bukti) and state money (decisions §8.4, decisions §8.4): a case's evidence items, its
 * recoveries (penyelamatan keuangan negara), and its state loss (`cases.state_loss`, kerugian keuangan negara).
 * Amounts are whole rupiah in `bigint` (hundreds of billions do not fit an `integer`; PostgreSQL's driver answers
 * them as strings, which the presenters turn into numbers: exact up to 2^53, far above `RUPIAH_MAX`). A quantity
 * may have decimals (`2,5` kg): `double precision`, at most 3 decimals (the schema's check). Both go with their
 * case (a purge). The lists' answer cache follows their writes through the case history row each write records.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('cases').addColumn('state_loss', 'bigint').execute();

  await idColumn(db, db.schema.createTable('case_evidence'))
    .addColumn('case_id', 'integer', (col) => col.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('description', 'varchar(500)', (col) => col.notNull())
    .addColumn('quantity', 'double precision', (col) => col.notNull().check(sql`quantity > 0`))
    .addColumn('unit', 'varchar(30)', (col) => col.notNull().defaultTo(''))
    .addColumn('storage_place', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('seizure_number', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('seizure_date', 'varchar(10)')
    .addColumn('status', 'varchar(30)', (col) => col.notNull().defaultTo('disita'))
    .addColumn('status_date', 'varchar(10)')
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('case_evidence_case_idx').on('case_evidence').columns(['case_id', 'id']).execute();

  await idColumn(db, db.schema.createTable('case_recoveries'))
    .addColumn('case_id', 'integer', (col) => col.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('amount', 'bigint', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  // A case's list and the total of a page of cases; the statistics' months of a year.
  await db.schema.createIndex('case_recoveries_case_idx').on('case_recoveries').columns(['case_id', 'date']).execute();
  await db.schema.createIndex('case_recoveries_date_idx').on('case_recoveries').columns(['date']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('case_recoveries').execute();
  await db.schema.dropTable('case_evidence').execute();
  await db.schema.alterTable('cases').dropColumn('state_loss').execute();
}
