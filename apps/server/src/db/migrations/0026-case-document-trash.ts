import { sql, type Kysely } from 'kysely';
import { isPostgres } from './helpers';

/**
 * Case documents to the trash, and a copy that shares its stored object (decisions §9, decisions §9).
 *
 * `deleted_at` / `deleted_by` mark a document in its case's trash, as `cases` (migration 0012) and the file
 * manager's items (0015) are marked. `storage_key` is no longer unique: a document copied from one's files
 * (`Tambah dari Berkas Saya`) keeps the file's stored object, and may be copied into several cases, so that the
 * uploader's quota counts it once; content is removed only when no row of `files` or `case_documents` holds its
 * key any more. PostgreSQL drops the constraint; SQLite cannot, so the table is rebuilt with its rows (the
 * documented twelve steps: foreign keys off, which SQLite allows here because its migrations run outside a
 * transaction, so that `case_milestones.document_id` keeps its documents).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`alter table case_documents drop constraint if exists case_documents_storage_key_key`.execute(db);
    await db.schema.alterTable('case_documents').addColumn('deleted_at', 'varchar(30)').execute();
    await db.schema
      .alterTable('case_documents')
      .addColumn('deleted_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
      .execute();
  } else {
    await sql`pragma foreign_keys = off`.execute(db);
    try {
      await sql`create table case_documents_next (
        id integer primary key autoincrement,
        case_id integer not null references cases(id) on delete cascade,
        name varchar(255) not null,
        size bigint not null,
        mime varchar(255) not null,
        storage_key varchar(100) not null,
        sha256 varchar(64) not null,
        link_secret varchar(64) not null,
        uploaded_by integer references users(id) on delete set null,
        uploaded_by_name varchar(100) not null default '',
        created_at varchar(30) not null,
        deleted_at varchar(30),
        deleted_by integer references users(id) on delete set null
      )`.execute(db);
      const columns = sql.raw(
        'id, case_id, name, size, mime, storage_key, sha256, link_secret, uploaded_by, uploaded_by_name, created_at',
      );
      await sql`insert into case_documents_next (${columns}) select ${columns} from case_documents`.execute(db);
      await sql`drop table case_documents`.execute(db);
      await sql`alter table case_documents_next rename to case_documents`.execute(db);
      await db.schema
        .createIndex('case_documents_case_created_idx')
        .on('case_documents')
        .columns(['case_id', 'created_at'])
        .execute();
    } finally {
      await sql`pragma foreign_keys = on`.execute(db);
    }
  }
  // Who holds a stored object (a removal's check); the uploader's total (the quota); the daily purge.
  await db.schema.createIndex('case_documents_storage_key_idx').on('case_documents').column('storage_key').execute();
  await db.schema.createIndex('case_documents_uploader_idx').on('case_documents').column('uploaded_by').execute();
  await db.schema.createIndex('case_documents_deleted_idx').on('case_documents').column('deleted_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('case_documents_deleted_idx').execute();
  await db.schema.dropIndex('case_documents_uploader_idx').execute();
  await db.schema.dropIndex('case_documents_storage_key_idx').execute();
  await sql`delete from case_documents where deleted_at is not null`.execute(db);
  await db.schema.alterTable('case_documents').dropColumn('deleted_by').execute();
  await db.schema.alterTable('case_documents').dropColumn('deleted_at').execute();
}
