import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { SQLite } from '../db/sqlite-driver';
import type { Config } from '../config';
import { BlobNotFoundError } from '../storage/blob-store';
import { createLocalBlobStore } from '../storage/local';
import {
  BackupError,
  copyHashed,
  DATABASE_PART,
  hashFile,
  isEmptyDir,
  MANIFEST_FILE,
  PRIVATE_DIR,
  PRIVATE_FILE,
  unsupportedSetup,
  type Manifest,
  type ManifestPart,
} from './backup-manifest';

export interface BackupResult {
  manifest: Manifest;
  /** Things the operator should know that did not stop the backup (content deleted while it ran). */
  warnings: string[];
}

const count = (db: BetterSqlite3.Database, table: 'users' | 'cases' | 'files' | 'avatars') =>
  (db.prepare(`select count(*) as n from ${table}`).get() as { n: number }).n;

/**
 * Copies the database with SQLite's online backup API — a consistent snapshot even while the server
 * writes, never a raw copy of a live WAL file — then the stored content of exactly the files that snapshot
 * names, and writes a manifest with the SHA-256 of each part last (decisions §1). Avatars are rows of the
 * database, so they come with it.
 */
export async function createBackup(
  config: Pick<Config, 'database' | 'storage' | 'dataDir'>,
  out: string,
  now: () => Date = () => new Date(),
): Promise<BackupResult> {
  const unsupported = unsupportedSetup(config, 'backup');
  if (unsupported) {
    throw unsupported;
  }
  if (config.database.kind !== 'sqlite') {
    throw new BackupError('Hanya basis data SQLite yang dapat dicadangkan dengan perintah ini.');
  }
  const source = config.database.file;
  if (!fs.existsSync(source)) {
    throw new BackupError(`Basis data tidak ditemukan di ${source}; periksa DATA_DIR. Tidak ada yang dicadangkan.`);
  }
  const target = path.resolve(out);
  if (!isEmptyDir(target)) {
    throw new BackupError(`Folder tujuan ${target} tidak kosong. Pilih folder baru atau kosong untuk cadangan ini.`);
  }
  await fsp.mkdir(target, { recursive: true, mode: PRIVATE_DIR });
  await fsp.chmod(target, PRIVATE_DIR);

  const databaseCopy = path.join(target, DATABASE_PART);
  // Made empty and private first: SQLite's backup then writes into it and keeps its mode.
  await fsp.writeFile(databaseCopy, '', { flag: 'wx', mode: PRIVATE_FILE });
  const live = new SQLite(source, { fileMustExist: true });
  try {
    live.pragma('busy_timeout = 5000');
    // After the first step, the rest in one step: a write by the server between steps restarts the copy, so
    // small steps could restart forever on a busy database. One step is one read transaction, which in WAL
    // mode never blocks the server's writes.
    await live.backup(databaseCopy, { progress: ({ totalPages }) => Math.max(totalPages, 100) });
  } finally {
    live.close();
  }

  const copy = new SQLite(databaseCopy);
  let rows: { storage_key: string; sha256: string }[];
  let counts: Manifest['counts'];
  try {
    // One self-contained file: the copy needs no -wal beside it.
    copy.pragma('journal_mode = DELETE');
    const integrity = copy.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') {
      throw new BackupError(`Salinan basis data gagal diperiksa (integrity_check: ${String(integrity)}).`);
    }
    // The case documents' content (migration 0013) is in the same store; a database from before it has none.
    const hasDocuments =
      copy.prepare("select 1 from sqlite_master where type = 'table' and name = 'case_documents'").get() !== undefined;
    // The letter templates (migration 0029) too.
    const hasTemplates =
      copy.prepare("select 1 from sqlite_master where type = 'table' and name = 'form_templates'").get() !== undefined;
    rows = copy
      .prepare(
        [
          'select storage_key, sha256 from files',
          ...(hasDocuments ? ['select storage_key, sha256 from case_documents'] : []),
          ...(hasTemplates ? ['select storage_key, sha256 from form_templates'] : []),
        ].join(' union ') + ' order by storage_key',
      )
      .all() as typeof rows;
    counts = {
      users: count(copy, 'users'),
      cases: count(copy, 'cases'),
      files: count(copy, 'files'),
      avatars: count(copy, 'avatars'),
    };
  } finally {
    copy.close();
  }
  const databaseHash = await hashFile(databaseCopy);
  if (!databaseHash) {
    throw new BackupError('Salinan basis data hilang saat dicadangkan.');
  }
  const parts: ManifestPart[] = [{ path: DATABASE_PART, ...databaseHash }];

  const store = createLocalBlobStore(path.join(config.dataDir, 'files'));
  const missing: string[] = [];
  const warnings: string[] = [];
  for (const row of rows) {
    const part = `files/${row.storage_key.slice(0, 2)}/${row.storage_key}`;
    const content = await store.get(row.storage_key).catch((error: unknown) => {
      if (error instanceof BlobNotFoundError) {
        return undefined;
      }
      throw error;
    });
    if (!content) {
      missing.push(row.storage_key);
      warnings.push(`Isi berkas ${row.storage_key} tidak ada di penyimpanan (dihapus saat pencadangan berjalan?).`);
      continue;
    }
    const copied = await copyHashed(content, path.join(target, part));
    if (copied.sha256 !== row.sha256) {
      warnings.push(`Isi berkas ${row.storage_key} berbeda dari checksum saat diunggah; disalin apa adanya.`);
    }
    parts.push({ path: part, ...copied });
  }

  const manifest: Manifest = {
    format: 'jadwal-pidsus-backup',
    version: 1,
    created_at: now().toISOString(),
    database: 'sqlite',
    storage: 'local',
    counts,
    parts,
    missing,
  };
  await fsp.writeFile(path.join(target, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`, {
    flush: true,
    mode: PRIVATE_FILE,
  });
  return { manifest, warnings };
}
