import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers';

const sqlRoleCheck = sql`role in ('admin', 'user')`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('users'))
    .addColumn('username', 'varchar(100)', (col) => col.notNull())
    .addColumn('email', 'varchar(254)', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('role', 'varchar(10)', (col) => col.notNull().check(sqlRoleCheck))
    .addColumn('position', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('office', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('avatar_url', 'text')
    .addColumn('deleted_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();

  // Unique among live accounts only: a deleted account keeps its row (and its name in histories) while
  // its email can be given to a new account.
  await db.schema
    .createIndex('users_email_live_unique')
    .on('users')
    .column('email')
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute();

  await idColumn(db, db.schema.createTable('sessions'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('token_hash', 'varchar(64)', (col) => col.notNull().unique())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('last_used_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('expires_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('ip', 'varchar(64)', (col) => col.notNull().defaultTo(''))
    .addColumn('user_agent', 'varchar(300)', (col) => col.notNull().defaultTo(''))
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await db.schema.createIndex('sessions_expires_at_idx').on('sessions').column('expires_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
