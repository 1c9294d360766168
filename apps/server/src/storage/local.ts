import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  BlobNotFoundError,
  createMeter,
  StorageUnavailableError,
  type BlobStore,
  type ByteRange,
  type ListedBlob,
} from './blob-store';

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SHARD_PATTERN = /^[0-9a-f]{2}$/;

/** The names in `dir`, or none when it does not exist (nothing stored yet). */
async function namesIn(dir: string): Promise<string[]> {
  return fsp.readdir(dir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') {
      return [];
    }
    throw error;
  });
}

/** The file's mtime, or undefined when it vanished meanwhile (deleted by a request). */
const modifiedAt = (file: string) =>
  fsp.stat(file).then(
    (stats) => stats.mtime,
    () => undefined,
  );

/**
 * Blobs under `root` (DATA_DIR/files): `root/<first two characters of the key>/<key>`. A blob is written
 * to `root/tmp/` and renamed into place only once it is complete and flushed, so a failed upload
 * leaves no blob; the temporary file is removed. Keys are random UUIDs checked on every use, so no
 * user input ever becomes part of a path.
 */
export function createLocalBlobStore(root: string): BlobStore {
  const tmpDir = path.join(root, 'tmp');
  const blobPath = (key: string) => {
    if (!KEY_PATTERN.test(key)) {
      throw new Error('invalid blob key');
    }
    return path.join(root, key.slice(0, 2), key);
  };
  let ready: Promise<unknown> | undefined;

  return {
    kind: 'local',

    async put(source: Readable, { limit }) {
      ready ??= fsp.mkdir(tmpDir, { recursive: true });
      await ready;
      const key = randomUUID();
      const temporary = path.join(tmpDir, `${key}.part`);
      const meter = createMeter(limit);
      const sink = fs.createWriteStream(temporary, { flags: 'wx', flush: true });
      try {
        await pipeline(source, meter.stream, sink);
        const final = blobPath(key);
        await fsp.mkdir(path.dirname(final), { recursive: true });
        await fsp.rename(temporary, final);
      } catch (error) {
        // The pipeline can fail (a refused size, a client gone) while the temporary file is still being opened:
        // removed before the stream has closed, the file would appear after the removal and stay behind.
        if (!sink.closed) {
          await once(sink, 'close').catch(() => undefined);
        }
        await fsp.rm(temporary, { force: true });
        throw isDiskFailure(error) ? new StorageUnavailableError(error) : error;
      }
      return { key, ...meter.result() };
    },

    async get(key: string, range?: ByteRange) {
      const file = blobPath(key);
      // Opened before the stream is returned, so that a missing blob is an error here, not mid-response.
      const handle = await fsp.open(file, 'r').catch((error: NodeJS.ErrnoException) => {
        throw error.code === 'ENOENT' ? new BlobNotFoundError(key) : error;
      });
      return handle.createReadStream(range ? { start: range.start, end: range.end } : {});
    },

    async delete(key: string) {
      await fsp.rm(blobPath(key), { force: true });
    },

    async *list(): AsyncIterable<ListedBlob> {
      for (const shard of (await namesIn(root)).filter((name) => SHARD_PATTERN.test(name))) {
        for (const key of (await namesIn(path.join(root, shard))).filter((name) => KEY_PATTERN.test(name))) {
          const modified = await modifiedAt(path.join(root, shard, key));
          if (modified) {
            yield { key, modifiedAt: modified };
          }
        }
      }
    },

    async removeStaleTemporary(before: Date) {
      let removed = 0;
      for (const name of (await namesIn(tmpDir)).filter((entry) => entry.endsWith('.part'))) {
        const modified = await modifiedAt(path.join(tmpDir, name));
        if (modified && modified < before) {
          await fsp.rm(path.join(tmpDir, name), { force: true });
          removed += 1;
        }
      }
      return removed;
    },

    async check() {
      await fsp.mkdir(tmpDir, { recursive: true });
      await fsp.access(tmpDir, fs.constants.W_OK);
    },

    async close() {},
  };
}

/** The disk, not the upload, failed: full, over quota, read-only, not writable, or an I/O error. */
const isDiskFailure = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  'code' in error &&
  ['ENOSPC', 'EDQUOT', 'EROFS', 'EACCES', 'EPERM', 'EIO'].includes(String(error.code));
