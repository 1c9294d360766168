import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { multipart } from './files-support';
import { createTestApp, createUser, databaseUrl, type TestApp } from './helpers';

/**
 * The S3 store going away under a running app (docs/operations.md, Faults): uploads and downloads answer JSON 503 with
 * Retry-After, nothing is half-stored (no row without its object, no object without its row), readiness says
 * so, and everything works again once the store is back on the same address.
 */
const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('an S3 store that stops and comes back', () => {
  let test: TestApp;
  let s3: S3rver;
  let port: number;
  let client: S3Client;
  let auth: Record<string, string>;
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-s3-outage-'));
  const bucket = `pidsus-${randomUUID().slice(0, 8)}`;
  const startStore = async () => {
    s3 = new S3rver({ port, address: '127.0.0.1', silent: true, directory });
    await s3.run();
  };

  beforeAll(async () => {
    port = await freePort();
    await startStore();
    const endpoint = `http://127.0.0.1:${port}`;
    client = new S3Client({
      endpoint,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    test = await createTestApp({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    });
    const { token } = await createUser(test.app);
    auth = { authorization: `Bearer ${token}` };
  });

  afterAll(async () => {
    await test.close();
    client.destroy();
    await s3.close();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  const upload = (name: string) => {
    const body = multipart([{ name: 'file', filename: name, content: Buffer.from(`isi ${name}`), type: 'text/plain' }]);
    return test.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...auth, ...body.headers },
      payload: body.payload,
    });
  };
  const fileNames = async () =>
    test.app
      .inject({ method: 'GET', url: '/api/files?path=/', headers: auth })
      .then((answer) => answer.json<{ data: { files: { name: string }[] } }>().data.files.map((file) => file.name));
  const objectCount = async () =>
    (await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents?.length ?? 0;
  const download = async (id: number) => {
    const file = await test.app.inject({ method: 'GET', url: `/api/files/files/${id}`, headers: auth });
    const { url } = file.json<{ file: { url: string } }>().file;
    return test.app.inject({ method: 'GET', url });
  };
  const ready = () => test.app.inject({ method: 'GET', url: '/api/health/ready' });

  it('answers 503 while the store is down, keeps nothing half-stored, and recovers', async () => {
    const first = await upload('sebelum.txt');
    expect(first.statusCode).toBe(201);
    const firstId = first.json<{ file: { id: number } }>().file.id;
    expect((await ready()).json()).toMatchObject({ status: 'ready', checks: { storage: 'ok' } });

    await s3.close();
    const refused = await upload('selama.txt');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ message: messages.files.storageUnavailable });
    const unreadable = await download(firstId);
    expect(unreadable.statusCode).toBe(503);
    expect(unreadable.json()).toEqual({ message: messages.files.storageUnavailable });
    const notReady = await ready();
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ message: messages.http.unavailable, checks: { storage: 'unavailable' } });
    expect(await fileNames()).toEqual(['sebelum.txt']);

    await startStore();
    expect((await ready()).statusCode).toBe(200);
    expect((await upload('sesudah.txt')).statusCode).toBe(201);
    const readable = await download(firstId);
    expect(readable.statusCode).toBe(200);
    expect(readable.body).toBe('isi sebelum.txt');
    expect((await fileNames()).sort()).toEqual(['sebelum.txt', 'sesudah.txt']);
    expect(await objectCount()).toBe(2);
  });

  it('removes the stored object when the database fails to record it', async () => {
    const db = test.app.services.db;
    const before = await objectCount();
    // A database that takes the object's content but fails at the row: a trigger refuses every new file row.
    if (databaseUrl) {
      await sql`create function refuse_file() returns trigger language plpgsql as $$ begin raise exception 'database failed'; end $$`.execute(
        db,
      );
      await sql`create trigger refuse_file before insert on files for each row execute function refuse_file()`.execute(
        db,
      );
    } else {
      await sql`create trigger refuse_file before insert on files begin select raise(abort, 'database failed'); end`.execute(
        db,
      );
    }
    try {
      const refused = await upload('gagal-dicatat.txt');
      expect(refused.statusCode).toBe(500);
      expect(await objectCount()).toBe(before);
      expect(await fileNames()).not.toContain('gagal-dicatat.txt');
    } finally {
      await sql`drop trigger refuse_file${databaseUrl ? sql` on files` : sql``}`.execute(db);
    }
    expect((await upload('dicatat.txt')).statusCode).toBe(201);
    expect(await objectCount()).toBe(before + 1);
  });
});
