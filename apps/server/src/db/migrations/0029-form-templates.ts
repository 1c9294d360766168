import type { Kysely } from 'kysely';

/**
 * Letter templates (decisions §8.6): one `.docx` per form, its content in the blob store (as the case documents'),
 * under `storage_key`. The row goes with its form (`on delete cascade`; the forms service removes the content).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('form_templates')
    .addColumn('form_code', 'varchar(30)', (col) =>
      col.primaryKey().references('forms.code').onDelete('cascade').onUpdate('cascade'),
    )
    .addColumn('storage_key', 'varchar(100)', (col) => col.notNull())
    .addColumn('sha256', 'varchar(64)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('size', 'bigint', (col) => col.notNull())
    .addColumn('uploaded_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('uploaded_at', 'varchar(30)', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('form_templates').execute();
}
