import { createHash } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { z } from 'zod';
import type { Config } from '../config';

/** The file a backup folder is described by; written last, so a backup cut short has none. */
export const MANIFEST_FILE = 'manifest.json';
export const DATABASE_PART = 'pidsus.sqlite';

/** A part's path inside the backup (and inside DATA_DIR): the database, or `files/<2>/<uuid>` as the local store keeps it. */
const PART_PATH = /^(pidsus\.sqlite|files\/[0-9a-f]{2}\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

const partSchema = z.object({
  path: z.string().regex(PART_PATH),
  size: z.number().int().nonnegative(),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

export const manifestSchema = z.object({
  format: z.literal('jadwal-pidsus-backup'),
  version: z.literal(1),
  created_at: z.string(),
  database: z.literal('sqlite'),
  storage: z.literal('local'),
  /** What the copied database holds; avatars are rows of the database (`avatars`), not stored files. */
  counts: z.object({
    users: z.number().int(),
    cases: z.number().int(),
    files: z.number().int(),
    avatars: z.number().int(),
  }),
  parts: z.array(partSchema).min(1),
  /** Files whose row was in the copied database but whose content was deleted before it could be copied. */
  missing: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;
export type ManifestPart = Manifest['parts'][number];

/** A refusal or failure the operator reads (Indonesian); the command prints it and exits non-zero. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}

/**
 * These commands copy an SQLite file and the local store only. On PostgreSQL or S3 they say what to use
 * instead rather than produce a backup that silently lacks the data (decisions §1).
 */
export function unsupportedSetup(config: Pick<Config, 'database' | 'storage'>, command: 'backup' | 'restore') {
  const problems: string[] = [];
  if (config.database.kind === 'postgres') {
    problems.push(
      command === 'backup'
        ? 'Basis data PostgreSQL (DATABASE_URL) tidak dicadangkan oleh perintah ini. Gunakan pg_dump, mis.: pg_dump --format=custom --file=pidsus.dump "$DATABASE_URL"'
        : 'Basis data PostgreSQL (DATABASE_URL) tidak dipulihkan oleh perintah ini. Gunakan pg_restore, mis.: pg_restore --clean --dbname="$DATABASE_URL" pidsus.dump',
    );
  }
  if (config.storage.STORAGE_DRIVER === 's3') {
    problems.push(
      'Berkas disimpan di bucket S3 (STORAGE_DRIVER=s3), bukan di DATA_DIR. Lindungi dengan versioning (dan replikasi) bucket di penyedia penyimpanan; perintah ini tidak menyalinnya.',
    );
  }
  return problems.length === 0 ? undefined : new BackupError(problems.join('\n'));
}

/**
 * Backups and restored data are readable by their owner only (decisions §9): a backup holds every account's password
 * hash, every link secret and every document. Folders 0700, files 0600, whatever the umask.
 */
export const PRIVATE_DIR = 0o700;
export const PRIVATE_FILE = 0o600;

/** Streams `source` into a new file at `target` (flushed to disk), hashing on the way. */
export async function copyHashed(source: Readable, target: string): Promise<{ size: number; sha256: string }> {
  await fsp.mkdir(path.dirname(target), { recursive: true, mode: PRIVATE_DIR });
  const hash = createHash('sha256');
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      hash.update(chunk);
      callback(null, chunk);
    },
  });
  await pipeline(source, meter, fs.createWriteStream(target, { flags: 'wx', flush: true, mode: PRIVATE_FILE }));
  return { size, sha256: hash.digest('hex') };
}

/** SHA-256 and size of a file, or undefined when it does not exist. */
export async function hashFile(file: string): Promise<{ size: number; sha256: string } | undefined> {
  const hash = createHash('sha256');
  let size = 0;
  try {
    for await (const chunk of fs.createReadStream(file)) {
      const bytes = chunk as Buffer;
      size += bytes.length;
      hash.update(bytes);
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      return undefined;
    }
    throw error;
  }
  return { size, sha256: hash.digest('hex') };
}

/** True when `dir` does not exist or holds nothing. */
export function isEmptyDir(dir: string): boolean {
  return !fs.existsSync(dir) || fs.readdirSync(dir).length === 0;
}
