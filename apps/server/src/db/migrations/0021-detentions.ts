import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from './helpers';

/**
 * Detention periods (decisions §8.2). A period belongs to a case and names one of its defendants (a defendant with a
 * period cannot go: the service answers 409 first, the foreign key guards it); an extension names the period it
 * extends. `end_date` is stored (`start_date + days − 1`, computed by `periodEnd` in `@pidsus/shared`) so that the
 * dashboard, the reminders and the registers read by it. Each period not released and not extended keeps one open
 * deadline (`case_deadlines.detention_id`, which goes with its period); the board's detainee marker is kept in the
 * lists' answer cache (migration 0009): every write to `case_detentions` raises `case_list_version`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('case_detentions'))
    .addColumn('case_id', 'integer', (col) => col.notNull().references('cases.id').onDelete('cascade'))
    .addColumn('defendant_id', 'integer', (col) => col.notNull().references('case_defendants.id'))
    .addColumn('kind', 'varchar(10)', (col) => col.notNull())
    .addColumn('authority', 'varchar(20)', (col) => col.notNull())
    .addColumn('basis', 'varchar(120)', (col) => col.notNull().defaultTo(''))
    .addColumn('order_number', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('start_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('days', 'integer', (col) => col.notNull())
    .addColumn('end_date', 'varchar(10)', (col) => col.notNull())
    .addColumn('extends_id', 'integer', (col) => col.references('case_detentions.id'))
    .addColumn('released_on', 'varchar(10)')
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('case_detentions_case_idx')
    .on('case_detentions')
    .columns(['case_id', 'start_date'])
    .execute();
  await db.schema
    .createIndex('case_detentions_defendant_idx')
    .on('case_detentions')
    .columns(['defendant_id', 'start_date'])
    .execute();
  // The periods in force up to a day (the dashboard) and on a day (the board's marker).
  await sql`create index case_detentions_held_idx on case_detentions (end_date, case_id) where released_on is null`.execute(
    db,
  );

  await db.schema
    .alterTable('case_deadlines')
    .addColumn('detention_id', 'integer', (col) => col.references('case_detentions.id').onDelete('cascade'))
    .execute();
  await db.schema.createIndex('case_deadlines_detention_idx').on('case_deadlines').column('detention_id').execute();

  if (isPostgres(db)) {
    await sql`create trigger case_detentions_list_version after insert or update or delete on case_detentions
      for each statement execute function bump_case_list_version()`.execute(db);
    return;
  }
  for (const event of ['insert', 'update', 'delete']) {
    await sql`create trigger ${sql.raw(`case_detentions_list_version_${event}`)} after ${sql.raw(event)} on case_detentions begin
      update case_list_version set version = version + 1 where id = 1;
    end`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`drop trigger if exists case_detentions_list_version on case_detentions`.execute(db);
  } else {
    for (const event of ['insert', 'update', 'delete']) {
      await sql`drop trigger if exists ${sql.raw(`case_detentions_list_version_${event}`)}`.execute(db);
    }
  }
  await db.schema.dropIndex('case_deadlines_detention_idx').execute();
  await db.schema.alterTable('case_deadlines').dropColumn('detention_id').execute();
  await db.schema.dropTable('case_detentions').execute();
}
