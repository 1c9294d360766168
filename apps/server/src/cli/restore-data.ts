import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { SQLite } from '../db/sqlite-driver';
import type { Config } from '../config';
import {
  BackupError,
  copyHashed,
  DATABASE_PART,
  hashFile,
  isEmptyDir,
  MANIFEST_FILE,
  manifestSchema,
  PRIVATE_DIR,
  unsupportedSetup,
  type Manifest,
} from './backup-manifest';

/** What the app keeps in DATA_DIR, and what `--force` replaces; anything else there is left alone. */
const OWNED = [DATABASE_PART, `${DATABASE_PART}-wal`, `${DATABASE_PART}-shm`, 'files'];

async function readManifest(from: string): Promise<Manifest> {
  const refused = new BackupError(
    `${from} bukan cadangan Jadwal Pidsus yang utuh: ${MANIFEST_FILE} tidak ada, rusak atau diubah. Tidak ada yang dipulihkan.`,
  );
  let text: string;
  try {
    text = await fsp.readFile(path.join(from, MANIFEST_FILE), 'utf8');
  } catch {
    throw refused;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refused;
  }
  const manifest = manifestSchema.safeParse(parsed);
  if (!manifest.success || !manifest.data.parts.some((part) => part.path === DATABASE_PART)) {
    throw refused;
  }
  return manifest.data;
}

const tampered = (part: string) =>
  new BackupError(
    `Cadangan ditolak: ${part} tidak cocok dengan checksum SHA-256 di ${MANIFEST_FILE} (berkas rusak atau diubah). Tidak ada yang dipulihkan.`,
  );

/**
 * Takes the existing database's exclusive lock, which SQLite refuses while another process has the database
 * open — a running server — so that `--force` never pulls the files from under it. Held until the old files
 * are gone; undefined when there is no database, or it is not one (then it is simply replaced).
 */
function lockExistingDatabase(file: string): BetterSqlite3.Database | undefined {
  if (!fs.existsSync(file)) {
    return undefined;
  }
  const database = new SQLite(file, { fileMustExist: true, timeout: 0 });
  try {
    database.pragma('locking_mode = EXCLUSIVE');
    database.exec('BEGIN EXCLUSIVE');
    return database;
  } catch (error) {
    database.close();
    if (error instanceof SQLite.SqliteError && error.code.startsWith('SQLITE_BUSY')) {
      throw new BackupError(
        `Basis data di ${file} sedang dipakai (server masih berjalan?). Hentikan server lebih dulu, lalu ulangi pemulihan. Tidak ada yang dipulihkan.`,
      );
    }
    return undefined;
  }
}

/**
 * Restores a backup made by `createBackup` into DATA_DIR: every part is checked against the manifest's
 * SHA-256 before anything is written, and again as it is copied. DATA_DIR must be empty unless `force`,
 * which replaces the database and the stored files, and is refused while a server has the database open
 * (decisions §1).
 */
export async function restoreBackup(
  config: Pick<Config, 'database' | 'storage' | 'dataDir'>,
  from: string,
  options: { force?: boolean } = {},
): Promise<Manifest> {
  const unsupported = unsupportedSetup(config, 'restore');
  if (unsupported) {
    throw unsupported;
  }
  const source = path.resolve(from);
  const manifest = await readManifest(source);
  for (const part of manifest.parts) {
    const actual = await hashFile(path.join(source, part.path));
    if (!actual) {
      throw new BackupError(`Cadangan tidak utuh: ${part.path} tidak ada. Tidak ada yang dipulihkan.`);
    }
    if (actual.sha256 !== part.sha256 || actual.size !== part.size) {
      throw tampered(part.path);
    }
  }

  const dataDir = config.dataDir;
  if (!isEmptyDir(dataDir)) {
    if (!options.force) {
      throw new BackupError(
        `DATA_DIR ${dataDir} tidak kosong. Pulihkan ke folder kosong, atau tambahkan --force untuk menimpa basis data dan berkasnya (hentikan server lebih dulu).`,
      );
    }
    const inUse = lockExistingDatabase(path.join(dataDir, DATABASE_PART));
    try {
      for (const entry of OWNED) {
        await fsp.rm(path.join(dataDir, entry), { recursive: true, force: true });
      }
    } finally {
      inUse?.close();
    }
  }
  await fsp.mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR });
  await fsp.chmod(dataDir, PRIVATE_DIR);

  // The database last and under a temporary name: a restore cut short leaves no database that looks whole.
  const ordered = [...manifest.parts].sort(
    (a, b) => Number(a.path === DATABASE_PART) - Number(b.path === DATABASE_PART),
  );
  const databaseTemporary = path.join(dataDir, `${DATABASE_PART}.restoring`);
  for (const part of ordered) {
    const target = part.path === DATABASE_PART ? databaseTemporary : path.join(dataDir, part.path);
    await fsp.rm(target, { force: true });
    const copied = await copyHashed(fs.createReadStream(path.join(source, part.path)), target);
    if (copied.sha256 !== part.sha256) {
      throw tampered(part.path);
    }
  }
  const restored = new SQLite(databaseTemporary, { fileMustExist: true });
  try {
    const integrity = restored.pragma('integrity_check', { simple: true });
    if (integrity !== 'ok') {
      throw new BackupError(`Basis data yang dipulihkan gagal diperiksa (integrity_check: ${String(integrity)}).`);
    }
  } finally {
    restored.close();
  }
  await fsp.rename(databaseTemporary, path.join(dataDir, DATABASE_PART));
  return manifest;
}
