import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/errors';
import { createFilesRepository, type FilesRepository } from '../src/modules/files/repository';
import { createFilesService, type FilesService } from '../src/modules/files/service';
import { createBlobStore, type BlobStore } from '../src/storage';
import { multipart, slowUpload, walk } from './files-support';
import { createTestApp, createUser, type TestApp } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets another request run in the middle of a service call: it runs to its end if nothing holds it back,
 * or is left waiting (for the tree lock, or SQLite's one connection) and finishes after the call. The
 * fixed wait is the point of the test: how long the other writer is given to slip in.
 */
const slipIn = async (other: Promise<unknown>) => {
  await Promise.race([other, sleep(400)]);
};

/** What a service call ended with: its value, or the status of the AppError it threw (anything else would be a 500). */
const outcome = (call: Promise<unknown>) =>
  call.then(
    () => 'ok',
    (error: unknown) => (error instanceof AppError ? error.statusCode : error),
  );

/**
 * Writers that meet in one user's folder tree (decisions §6): a folder deleted while a file is moved or
 * uploaded into it, or renamed while it is being deleted. The service under test runs on a repository
 * with a hook that lets the other tab's request (through the API) slip in at the worst moment; whoever
 * wins, nothing answers 500, and every file row keeps its content while no content outlives its row.
 */
describe('files: writers racing in one folder tree', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let ownerId: number;
  let store: BlobStore;
  let service: FilesService;
  let afterFolderRead: (() => Promise<void>) | undefined;
  let afterSubtreeListed: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    t = await createTestApp();
    const user = await createUser(t.app);
    auth = user.auth;
    ownerId = user.user.id;
    store = await createBlobStore(t.config);
    const repository = createFilesRepository(t.app.services.db);
    const hooked: FilesRepository = {
      ...repository,
      findFolderById: async (...args) => {
        const row = await repository.findFolderById(...args);
        const hook = afterFolderRead;
        afterFolderRead = undefined;
        await hook?.();
        return row;
      },
      listFilesInSubtree: async (...args) => {
        const rows = await repository.listFilesInSubtree(...args);
        const hook = afterSubtreeListed;
        afterSubtreeListed = undefined;
        await hook?.();
        return rows;
      },
    };
    service = createFilesService({
      files: hooked,
      store,
      clock: () => new Date(),
      limits: t.config.files,
      log: t.app.log,
    });
  });
  afterAll(async () => {
    await store?.close();
    await t?.close();
  });

  const newFolder = async (name: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/folders',
      headers: auth,
      payload: { name, path: '/' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ folder: { id: number } }>().folder.id;
  };
  const upload = (filename: string, at: string) => {
    const body = multipart([
      { name: 'path', value: at },
      { name: 'file', filename, content: Buffer.from(`isi ${filename}`) },
    ]);
    return t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };
  const uploadedId = async (filename: string, at: string) => {
    const response = await upload(filename, at);
    expect(response.statusCode).toBe(201);
    return response.json<{ file: { id: number } }>().file.id;
  };

  /** Every stored content has its row and every row its content. */
  const expectRowsAndContentToMatch = async () => {
    const rows = await t.app.services.db
      .selectFrom('files')
      .select('storage_key')
      .where('owner_id', '=', ownerId)
      .execute();
    const blobs = walk(path.join(t.config.dataDir, 'files'))
      .filter((file) => !file.startsWith('tmp'))
      .map((file) => path.basename(file));
    expect(blobs.sort()).toEqual(rows.map((row) => row.storage_key).sort());
  };

  it('moving a file into a folder another tab deletes at that moment is a 404 or lands before the delete, never a 500', async () => {
    const folderId = await newFolder('Tujuan');
    const fileId = await uploadedId('surat.txt', '/');
    let deleted: Promise<{ statusCode: number }> | undefined;
    afterFolderRead = async () => {
      deleted = t.app.inject({ method: 'DELETE', url: `/api/files/folders/${folderId}`, headers: auth });
      await slipIn(deleted);
    };
    const moved = await outcome(service.files.update(ownerId, fileId, { folderId }));
    expect(deleted).toBeDefined();
    expect((await deleted)?.statusCode).toBe(200);
    expect([404, 'ok']).toContain(moved);
    await expectRowsAndContentToMatch();
  });

  it('deleting a folder renamed at that moment also removes the content of its files', async () => {
    const folderId = await newFolder('Lama');
    await uploadedId('bukti.txt', '/Lama');
    let renamed: Promise<{ statusCode: number }> | undefined;
    afterFolderRead = async () => {
      renamed = t.app.inject({
        method: 'PATCH',
        url: `/api/files/folders/${folderId}`,
        headers: auth,
        payload: { name: 'Baru' },
      });
      await slipIn(renamed);
    };
    expect(await outcome(service.folders.remove(ownerId, folderId))).toBe('ok');
    expect(renamed).toBeDefined();
    expect([200, 404]).toContain((await renamed)?.statusCode);
    await expectRowsAndContentToMatch();
  });

  it('an upload into a folder being deleted is either deleted with it, content and all, or answered 404', async () => {
    const folderId = await newFolder('Hapus');
    await uploadedId('pertama.txt', '/Hapus');
    let uploaded: Promise<{ statusCode: number }> | undefined;
    afterSubtreeListed = async () => {
      uploaded = upload('kedua.txt', '/Hapus');
      await slipIn(uploaded);
    };
    expect(await outcome(service.folders.remove(ownerId, folderId))).toBe('ok');
    expect(uploaded).toBeDefined();
    const answer = await uploaded;
    // 201 only if the file is still there afterwards: a file announced as stored must not vanish unseen.
    expect(answer?.statusCode).toBe(404);
    await expectRowsAndContentToMatch();
  });
});

/** decisions §6: MAX_CONCURRENT_UPLOADS per user, so that parallel uploads cannot fill the disk before the quota counts them. */
describe('POST /api/files/upload: uploads running at once', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  let other: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ MAX_CONCURRENT_UPLOADS: '2' });
    auth = (await createUser(t.app)).auth;
    other = (await createUser(t.app)).auth;
  });
  afterAll(() => t?.close());

  const whole = (headers: Record<string, string>, filename: string) => {
    const body = multipart([{ name: 'file', filename, content: Buffer.from('isi') }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
  };
  const slow = (filename: string) => slowUpload(t.app, auth, filename);
  const arriving = () => walk(path.join(t.config.dataDir, 'files', 'tmp')).filter((name) => name.endsWith('.part'));

  it('refuses the one past the limit with 429 and an Indonesian message, and takes uploads again once one ends', async () => {
    const first = slow('satu.bin');
    const second = slow('dua.bin');
    for (let waited = 0; arriving().length < 2; waited += 20) {
      expect(waited).toBeLessThan(10_000);
      await sleep(20);
    }
    const third = await whole(auth, 'tiga.txt');
    expect(third.statusCode).toBe(429);
    expect(third.headers['retry-after']).toBe('5');
    expect(third.json()).toMatchObject({
      success: false,
      message:
        'Terlalu banyak upload yang sedang berjalan (maksimal 2 sekaligus). Tunggu hingga selesai lalu coba lagi.',
    });
    // Another user's upload does not count against this one's.
    expect((await whole(other, 'lain.txt')).statusCode).toBe(201);
    first.end();
    expect((await first.response).statusCode).toBe(201);
    expect((await whole(auth, 'empat.txt')).statusCode).toBe(201);
    second.end();
    expect((await second.response).statusCode).toBe(201);
  });
});
