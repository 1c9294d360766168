import { sql, type Kysely } from 'kysely';
import { idColumn } from './helpers';

type Stage = 'penyelidikan' | 'penyidikan' | 'penuntutan' | 'eksekusi';
type Numbering = 'PRINT' | 'B' | 'R' | 'TAP' | 'PLAIN' | null;
interface ShippedForm {
  code: string;
  name: string;
  stage: Stage;
  numbering: Numbering;
  starts_deadlines?: { title: string; days: number; counting: 'masa' | 'setelah' }[];
}

/** The classification a stage's numbered forms carry unless an admin or a milestone says otherwise (unverified). */
export const DEFAULT_CLASSIFICATION: Record<Stage, string> = {
  penyelidikan: 'Fd.1',
  penyidikan: 'Fd.1',
  penuntutan: 'Ft.1',
  eksekusi: 'Fu.1',
};

/**
 * The shipped catalogue of the office's forms (decisions §8.3), in the order of the procedure: the codes and names of
 * KEPJA-518/A/J.A/11/2001 and Perja PER-039/A/JA/10/2010 as the contract lists them. The numbering prefixes and the
 * stages are this app's reading; the office checks them (docs/decisions.md §8.3) and admins change them.
 */
export const DEFAULT_FORMS: ShippedForm[] = [
  { code: 'P-2', name: 'Surat Perintah Penyelidikan', stage: 'penyelidikan', numbering: 'PRINT' },
  { code: 'P-5', name: 'Laporan Hasil Penyelidikan', stage: 'penyelidikan', numbering: null },
  { code: 'P-8', name: 'Surat Perintah Penyidikan', stage: 'penyidikan', numbering: 'PRINT' },
  { code: 'Pidsus-18', name: 'Surat Penetapan Tersangka', stage: 'penyidikan', numbering: 'TAP' },
  { code: 'P-14', name: 'Surat Perintah Penghentian Penyidikan', stage: 'penyidikan', numbering: 'PRINT' },
  {
    code: 'P-16',
    name: 'Surat Perintah Penunjukan Jaksa Penuntut Umum untuk Mengikuti Perkembangan Penyidikan Perkara Tindak Pidana',
    stage: 'penyidikan',
    numbering: 'PRINT',
  },
  { code: 'P-17', name: 'Permintaan Perkembangan Hasil Penyidikan', stage: 'penyidikan', numbering: 'B' },
  {
    code: 'Tahap I',
    name: 'Berkas Tahap I Diterima',
    stage: 'penyidikan',
    numbering: null,
    starts_deadlines: [
      { title: 'Pemberitahuan hasil penelitian berkas (P-18/P-21)', days: 7, counting: 'setelah' },
      { title: 'Batas pengembalian berkas (P-19)', days: 14, counting: 'setelah' },
    ],
  },
  { code: 'P-18', name: 'Hasil Penyidikan Belum Lengkap', stage: 'penyidikan', numbering: 'B' },
  {
    code: 'P-19',
    name: 'Pengembalian Berkas Perkara untuk Dilengkapi',
    stage: 'penyidikan',
    numbering: 'B',
    starts_deadlines: [{ title: 'Berkas dikembalikan penyidik', days: 14, counting: 'setelah' }],
  },
  {
    code: 'P-20',
    name: 'Pemberitahuan bahwa Waktu Penyidikan Tambahan Sudah Habis',
    stage: 'penyidikan',
    numbering: 'B',
  },
  { code: 'P-21', name: 'Pemberitahuan bahwa Hasil Penyidikan sudah Lengkap', stage: 'penyidikan', numbering: 'B' },
  { code: 'Tahap II', name: 'Penyerahan Tersangka dan Barang Bukti', stage: 'penuntutan', numbering: null },
  {
    code: 'P-16A',
    name: 'Surat Perintah Penunjukan Jaksa Penuntut Umum untuk Penyelesaian Perkara Tindak Pidana',
    stage: 'penuntutan',
    numbering: 'PRINT',
  },
  { code: 'P-29', name: 'Surat Dakwaan', stage: 'penuntutan', numbering: 'PLAIN' },
  { code: 'P-31', name: 'Surat Pelimpahan Perkara Acara Pemeriksaan Biasa', stage: 'penuntutan', numbering: 'B' },
  { code: 'P-41', name: 'Rencana Tuntutan Pidana', stage: 'penuntutan', numbering: 'R' },
  { code: 'P-42', name: 'Surat Tuntutan', stage: 'penuntutan', numbering: 'PLAIN' },
  { code: 'Putusan', name: 'Putusan Pengadilan', stage: 'penuntutan', numbering: null },
  { code: 'P-48', name: 'Surat Perintah Pelaksanaan Putusan Pengadilan', stage: 'eksekusi', numbering: 'PRINT' },
  { code: 'Pidsus-38', name: 'Berita Acara Pelaksanaan Putusan Pengadilan', stage: 'eksekusi', numbering: null },
];

/**
 * The case record's milestones in the office's own forms (decisions §8.3): the forms catalogue (data an admin edits,
 * seeded with `DEFAULT_FORMS`), a case's milestones, the counters their numbers are taken from (one row per scope
 * and year, raised by an upsert in the milestone's transaction so that no two instances take the same number), and
 * three settings: `satker_code`, `office_city`, `numbering_scope`.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await idColumn(db, db.schema.createTable('forms'))
    .addColumn('code', 'varchar(30)', (col) => col.notNull().unique())
    .addColumn('name', 'varchar(200)', (col) => col.notNull())
    .addColumn('stage', 'varchar(20)', (col) => col.notNull())
    .addColumn('numbering', 'varchar(10)')
    .addColumn('classification', 'varchar(20)')
    /** JSON: `[{ title, days, counting }]`. */
    .addColumn('starts_deadlines', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  const now = new Date().toISOString();
  await (db as Kysely<{ forms: Record<string, unknown> }>)
    .insertInto('forms')
    .values(
      DEFAULT_FORMS.map((form, index) => ({
        code: form.code,
        name: form.name,
        stage: form.stage,
        numbering: form.numbering,
        classification: form.numbering === null ? null : DEFAULT_CLASSIFICATION[form.stage],
        starts_deadlines: JSON.stringify(form.starts_deadlines ?? []),
        position: index + 1,
        created_at: now,
        updated_at: now,
      })),
    )
    .execute();

  await idColumn(db, db.schema.createTable('case_milestones'))
    .addColumn('case_id', 'integer', (col) => col.notNull().references('cases.id').onDelete('cascade'))
    // A form in use cannot be deleted (the service answers 409 first).
    .addColumn('form_id', 'integer', (col) => col.notNull().references('forms.id').onDelete('restrict'))
    .addColumn('number', 'varchar(100)')
    .addColumn('date', 'varchar(10)', (col) => col.notNull())
    .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('document_id', 'integer', (col) => col.references('case_documents.id').onDelete('set null'))
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_by_name', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    .addColumn('created_at', 'varchar(30)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(30)', (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('case_milestones_case_idx')
    .on('case_milestones')
    .columns(['case_id', 'date', 'id'])
    .execute();
  await db.schema.createIndex('case_milestones_form_idx').on('case_milestones').column('form_id').execute();
  // A number is never given twice, assigned or typed (decisions §8.3).
  await sql`create unique index case_milestones_number_idx on case_milestones (number) where number is not null`.execute(
    db,
  );

  await db.schema
    .createTable('numbering_counters')
    /** `prefix:PRINT` or `form:<id>` (setting `numbering_scope`). */
    .addColumn('scope', 'varchar(60)', (col) => col.notNull())
    .addColumn('year', 'integer', (col) => col.notNull())
    .addColumn('last', 'integer', (col) => col.notNull())
    .addPrimaryKeyConstraint('numbering_counters_pk', ['scope', 'year'])
    .execute();

  await db.schema.alterTable('settings').addColumn('satker_code', 'varchar(20)').execute();
  await db.schema.alterTable('settings').addColumn('office_city', 'varchar(80)').execute();
  await db.schema.alterTable('settings').addColumn('numbering_scope', 'varchar(10)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('settings').dropColumn('numbering_scope').execute();
  await db.schema.alterTable('settings').dropColumn('office_city').execute();
  await db.schema.alterTable('settings').dropColumn('satker_code').execute();
  await db.schema.dropTable('numbering_counters').execute();
  await db.schema.dropTable('case_milestones').execute();
  await db.schema.dropTable('forms').execute();
}
