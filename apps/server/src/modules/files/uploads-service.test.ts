import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Transaction } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database, FileRow, FolderRow, NewFileRow } from '../../db/tables';
import { AppError, badRequest } from '../../lib/errors';
import { createMeter, type BlobStore } from '../../storage/blob-store';
import { createFilePresenter } from './presenter';
import { createUploadsService } from './uploads-service';
import { createMemoryUploadSlots, type IncomingUpload } from '../content';

const MB = 1024 * 1024;
const clock = () => new Date('2026-04-02T03:00:00.000Z');
const OWNER = 1;

/**
 * The upload rules on in-memory stand-ins: a files table (with the one folder `/Bukti`), and a store that
 * streams through the same meter as the real ones and keeps the blobs it was given.
 */
function setup(
  options: {
    quotaMb?: number;
    usedBytes?: number;
    insertError?: unknown;
    racingBytes?: number;
    /** The folder is deleted by another request once the file has arrived. */
    folderDeletedMeanwhile?: boolean;
    maxConcurrentUploads?: number;
  } = {},
) {
  const rows: FileRow[] = [];
  const blobs = new Map<string, number>();
  const folder: FolderRow = {
    id: 5,
    owner_id: OWNER,
    parent_id: null,
    name: 'Bukti',
    path: '/Bukti',
    created_at: clock().toISOString(),
    updated_at: clock().toISOString(),
    deleted_at: null,
    trash_root: null,
    original_parent_id: null,
    original_path: null,
  };
  let inserted = false;
  // The fakes run one call at a time: a transaction is just the work, and the tree lock has nothing to wait for.
  const trx = {} as Transaction<Database>;
  const store: Pick<BlobStore, 'put'> = {
    async put(source, { limit }) {
      const meter = createMeter(limit);
      await pipeline(source, meter.stream, new Writable({ write: (_chunk, _encoding, done) => done() }));
      const key = `blob-${blobs.size + 1}`;
      const stored = { key, ...meter.result() };
      blobs.set(key, stored.size);
      return stored;
    },
  };
  const service = createUploadsService({
    files: {
      transaction: (work) => work(trx),
      lockTree: async () => {},
      // A second upload that raced past the first check counts from the moment this one is recorded.
      totalSize: async () =>
        (options.usedBytes ?? 0) +
        rows.reduce((sum, row) => sum + Number(row.size), 0) +
        (inserted ? (options.racingBytes ?? 0) : 0),
      fileNamesLike: async () => new Set(rows.map((row) => row.name)),
      insertFile: async (file: NewFileRow) => {
        if (options.insertError) {
          throw options.insertError;
        }
        const row = { ...file, id: rows.length + 1 } as FileRow;
        rows.push(row);
        inserted = true;
        return row;
      },
      deleteFile: async (_ownerId, id) => {
        rows.splice(
          rows.findIndex((row) => row.id === id),
          1,
        );
      },
    },
    access: {
      folderAt: async (_ownerId, path) => (path === '/Bukti' ? folder : null),
      folderById: async (_ownerId, id) => {
        if (id === folder.id && options.folderDeletedMeanwhile) {
          throw new AppError(404, 'Folder tidak ditemukan');
        }
        return id === folder.id ? folder : null;
      },
    },
    store,
    content: {
      remove: async (keys) => {
        keys.forEach((key) => blobs.delete(key));
      },
    },
    presentFile: createFilePresenter(clock),
    clock,
    limits: {
      maxUploadBytes: 3 * MB,
      quotaBytes: (options.quotaMb ?? 8) * MB,
      maxConcurrentUploads: options.maxConcurrentUploads ?? 4,
    },
    slots: createMemoryUploadSlots(),
  });
  return { service, rows, blobs };
}

const incoming = (content: Readable, changes: Partial<IncomingUpload> = {}): IncomingUpload => ({
  path: '/Bukti',
  filename: 'laporan.pdf',
  content,
  announcedBytes: undefined,
  finish: async () => {},
  ...changes,
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  const { statusCode, message } = error as AppError;
  return { statusCode, message };
};

describe('the uploads service', () => {
  it('stores and records an upload in its folder, typed by its plain name', async () => {
    const t = setup();
    const file = await t.service.upload(OWNER, incoming(Readable.from([Buffer.from('%PDF-1.4')])));
    expect(file).toMatchObject({ name: 'laporan.pdf', size: 8, mime: 'application/pdf', type: 'file' });
    expect(t.rows).toMatchObject([{ folder_id: 5, storage_key: 'blob-1', size: 8 }]);
    expect([...t.blobs.keys()]).toEqual(['blob-1']);
  });

  it('refuses with 413 before reading anything an upload announced larger than MAX_UPLOAD_MB', async () => {
    const t = setup();
    let finished = false;
    const content = Readable.from([Buffer.alloc(10)]);
    const upload = incoming(content, {
      announcedBytes: 5 * MB,
      finish: async () => {
        finished = true;
      },
    });
    expect(await refusal(t.service.upload(OWNER, upload))).toEqual({
      statusCode: 413,
      message: 'Ukuran file terlalu besar (maksimal 3 MB)',
    });
    expect(content.readableFlowing).toBeNull();
    expect(finished).toBe(false);
    expect(t.blobs.size).toBe(0);
  });

  it('answers 413 with the quota message when the file passes what is left of the quota', async () => {
    const t = setup({ quotaMb: 8, usedBytes: 7 * MB });
    const upload = incoming(Readable.from([Buffer.alloc(MB), Buffer.alloc(1)]));
    expect(await refusal(t.service.upload(OWNER, upload))).toEqual({
      statusCode: 413,
      message: 'Ruang penyimpanan Anda tidak cukup (kuota 8 MB). Hapus berkas yang tidak diperlukan lalu coba lagi.',
    });
    expect(t.rows).toEqual([]);
  });

  it('removes the stored blob and records nothing when the rest of the request is refused', async () => {
    const t = setup();
    const upload = incoming(Readable.from([Buffer.from('isi')]), {
      finish: async () => {
        throw badRequest('ditolak');
      },
    });
    expect(await refusal(t.service.upload(OWNER, upload))).toEqual({ statusCode: 400, message: 'ditolak' });
    expect(t.rows).toEqual([]);
    expect(t.blobs.size).toBe(0);
  });

  it('answers 400 "upload terputus" when the content stream breaks', async () => {
    const t = setup();
    const broken = new Readable({ read() {} });
    broken.push(Buffer.from('separuh'));
    setTimeout(() => broken.destroy(new Error('Unexpected end of form')), 10);
    expect(await refusal(t.service.upload(OWNER, incoming(broken)))).toEqual({
      statusCode: 400,
      message: 'Upload terputus sebelum selesai. Silakan coba lagi.',
    });
    expect(t.rows).toEqual([]);
  });

  it('answers 404 and removes the blob when the folder was deleted while the file arrived', async () => {
    const t = setup({ insertError: Object.assign(new Error('FOREIGN KEY'), { code: 'SQLITE_CONSTRAINT_FOREIGNKEY' }) });
    expect(await refusal(t.service.upload(OWNER, incoming(Readable.from([Buffer.from('isi')]))))).toEqual({
      statusCode: 404,
      message: 'Folder tidak ditemukan',
    });
    expect(t.blobs.size).toBe(0);
  });

  it('answers 404 and removes the blob when the folder is found gone under the tree lock, at recording', async () => {
    const t = setup({ folderDeletedMeanwhile: true });
    expect(await refusal(t.service.upload(OWNER, incoming(Readable.from([Buffer.from('isi')]))))).toEqual({
      statusCode: 404,
      message: 'Folder tidak ditemukan',
    });
    expect(t.rows).toEqual([]);
    expect(t.blobs.size).toBe(0);
  });

  it('refuses with 429, before reading anything, an upload past MAX_CONCURRENT_UPLOADS running for the user', async () => {
    const t = setup({ maxConcurrentUploads: 2 });
    const slow = () => new Readable({ read() {} });
    const first = slow();
    const second = slow();
    const firstUpload = t.service.upload(OWNER, incoming(first, { filename: 'a.txt' }));
    const secondUpload = t.service.upload(OWNER, incoming(second, { filename: 'b.txt' }));
    const third = Readable.from([Buffer.from('3')]);
    expect(await refusal(t.service.upload(OWNER, incoming(third, { filename: 'c.txt' })))).toEqual({
      statusCode: 429,
      message:
        'Terlalu banyak upload yang sedang berjalan (maksimal 2 sekaligus). Tunggu hingga selesai lalu coba lagi.',
    });
    expect(third.readableFlowing).toBeNull();
    // Another user is not held back by this one's uploads.
    await t.service.upload(OWNER + 1, incoming(Readable.from([Buffer.from('x')]), { path: '/', filename: 'x.txt' }));
    first.push('1');
    first.push(null);
    await firstUpload;
    // A finished upload frees its place, also when it failed.
    await t.service.upload(OWNER, incoming(Readable.from([Buffer.from('4')]), { filename: 'd.txt' }));
    second.destroy(new Error('Unexpected end of form'));
    await refusal(secondUpload);
    await t.service.upload(OWNER, incoming(Readable.from([Buffer.from('5')]), { filename: 'e.txt' }));
    await t.service.upload(OWNER, incoming(Readable.from([Buffer.from('6')]), { filename: 'f.txt' }));
    expect(t.rows.map((row) => row.name).sort()).toEqual(['a.txt', 'd.txt', 'e.txt', 'f.txt', 'x.txt']);
  });

  it('takes back an upload that another one, racing past the first check, pushed over the quota', async () => {
    const t = setup({ quotaMb: 2, racingBytes: 2 * MB });
    expect(await refusal(t.service.upload(OWNER, incoming(Readable.from([Buffer.alloc(10)]))))).toEqual({
      statusCode: 413,
      message: 'Ruang penyimpanan Anda tidak cukup (kuota 2 MB). Hapus berkas yang tidak diperlukan lalu coba lagi.',
    });
    expect(t.rows).toEqual([]);
    expect(t.blobs.size).toBe(0);
  });

  it('records a second upload of the same name under a numbered name', async () => {
    const t = setup();
    await t.service.upload(OWNER, incoming(Readable.from([Buffer.from('1')])));
    const second = await t.service.upload(OWNER, incoming(Readable.from([Buffer.from('2')])));
    expect(second.name).toBe('laporan (1).pdf');
  });
});
