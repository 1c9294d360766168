import { randomBytes } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { idColumn, isPostgres } from './helpers';

export async function up(db: Kysely<unknown>): Promise<void> {
  // Who did what to which account, and what changed ({ field: { from, to } } as JSON; passwords never).
  await idColumn(db, db.schema.createTable('audit_log'))
    .addColumn('actor_id', 'integer', (col) => col.notNull().references('users.id'))
    .addColumn('action', 'varchar(40)', (col) => col.notNull())
    .addColumn('target_user_id', 'integer', (col) => col.references('users.id'))
    .addColumn('changes', 'text', (col) => col.notNull().defaultTo('{}'))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('audit_log_target_idx').on('audit_log').columns(['target_user_id', 'id']).execute();

  // Avatars live in the database: at most 5 MB each, one per user, and every instance sees them.
  await db.schema
    .createTable('avatars')
    .addColumn('id', 'varchar(32)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mime', 'varchar(20)', (col) => col.notNull())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('data', isPostgres(db) ? 'bytea' : 'blob', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('avatars_user_id_idx').on('avatars').column('user_id').execute();

  // Keys the instances share, made once here: the one that signs avatar links.
  await db.schema
    .createTable('app_secrets')
    .addColumn('name', 'varchar(50)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
  await sql`insert into app_secrets (name, value) values ('avatar_url_key', ${randomBytes(32).toString('base64url')})`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('app_secrets').execute();
  await db.schema.dropTable('avatars').execute();
  await db.schema.dropTable('audit_log').execute();
}
