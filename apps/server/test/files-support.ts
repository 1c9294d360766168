import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { CreateBucketCommand, DeleteObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import type { TestApp } from './helpers';

/** An in-process S3-compatible server (s3rver) on a free loopback port, with one fresh bucket. */
export async function startS3() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port } = (await server.run()) as { port: number };
  const bucket = `pidsus-${randomUUID().slice(0, 8)}`;
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return {
    env: {
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    async keys(): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key ?? '');
    },
    /** Removes every object behind the app's back (a store that lost its content). */
    async clear() {
      for (const key of await this.keys()) {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
      }
    },
    async close() {
      client.destroy();
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** Every file under `dir`, relative to it. */
export function walk(dir: string): string[] {
  if (!fs.existsSync(dir)) {
    return [];
  }
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

export type StoreKind = 'local' | 's3';

/** The store under test: its settings and a way to list what it holds, whichever it is. */
export async function storeFor(kind: StoreKind) {
  if (kind === 'local') {
    const root = (test: TestApp) => path.join(test.config.dataDir, 'files');
    return {
      env: {},
      keysOf: (test: TestApp) => Promise.resolve(walk(root(test))),
      /** Removes every blob behind the app's back (a store that lost its content). */
      clear: (test: TestApp) => Promise.resolve(fs.rmSync(root(test), { recursive: true, force: true })),
      close: async () => {},
    };
  }
  const s3 = await startS3();
  return { env: s3.env, keysOf: () => s3.keys(), clear: () => s3.clear(), close: () => s3.close() };
}

export interface Part {
  name: string;
  value?: string;
  filename?: string;
  content?: Buffer;
  type?: string;
}

/** A multipart/form-data body built by hand, so that tests control every byte (hostile names too). */
export function multipart(parts: Part[]) {
  const boundary = `----pidsus${randomUUID()}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition =
      part.filename === undefined
        ? `form-data; name="${part.name}"`
        : `form-data; name="${part.name}"; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition}\r\n${type}\r\n`));
    chunks.push(part.content ?? Buffer.from(part.value ?? ''));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** An upload into Root whose content keeps arriving (1 KiB so far) until `end` is called. */
export function slowUpload(app: TestApp['app'], auth: Record<string, string>, filename: string) {
  const boundary = `----pidsus-slow-${filename}`;
  const stream = new PassThrough();
  stream.write(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
      'Content-Type: application/octet-stream\r\n\r\n',
  );
  stream.write(Buffer.alloc(1024, 1));
  const response = app.inject({
    method: 'POST',
    url: '/api/files/upload',
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: stream,
  });
  return { response, end: () => stream.end(`\r\n--${boundary}--\r\n`) };
}
