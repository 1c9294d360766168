import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { storeFor, walk, type StoreKind } from './files-support';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const start = Date.now();
  while (!(await check())) {
    if (Date.now() - start > timeoutMs) {
      throw new Error('condition not met in time');
    }
    await sleep(50);
  }
}

describe.each<StoreKind>(['local', 's3'])('an upload aborted halfway on the %s store', (kind) => {
  let test: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>>;
  let port: number;
  let token: string;

  beforeAll(async () => {
    store = await storeFor(kind);
    test = await createTestApp(store.env);
    token = (await createUser(test.app)).token;
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await test?.close();
    await store?.close();
  });

  it('leaves no blob, no temporary file and no row behind', async () => {
    const boundary = 'pidsus-abort-boundary';
    const request = http.request({
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: '/api/files/upload',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
        // Announced in full, then cut: the server sees a client that went away mid-file.
        'content-length': String(40 * 1024 * 1024),
      },
    });
    request.on('error', () => undefined);
    request.write(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="setengah.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    );
    // More than one S3 part (8 MiB), so that the s3 store has begun a multipart upload it must abort.
    const chunk = Buffer.alloc(1024 * 1024, 0x62);
    for (let i = 0; i < 12; i += 1) {
      if (!request.write(chunk)) {
        await new Promise((resolve) => request.once('drain', resolve));
      }
    }
    const tmpDir = path.join(test.config.dataDir, 'files', 'tmp');
    if (kind === 'local') {
      // The upload is under way: its temporary file exists.
      await until(async () => walk(tmpDir).length === 1);
    }
    await sleep(500);
    request.destroy();

    const rows = async () =>
      Number(
        (
          await test.app.services.db
            .selectFrom('files')
            .select((eb) => eb.fn.countAll<number | string>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    await until(async () => walk(tmpDir).length === 0);
    await sleep(300);
    expect(await rows()).toBe(0);
    expect(await store.keysOf(test)).toEqual([]);
    expect(walk(tmpDir)).toEqual([]);

    // The server is still well: the next upload works.
    const response = await fetch(`http://127.0.0.1:${port}/api/files/upload`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: (() => {
        const form = new FormData();
        form.append('file', new Blob(['utuh']), 'utuh.txt');
        return form;
      })(),
    });
    expect(response.status).toBe(201);
    expect(await rows()).toBe(1);
  });
});
