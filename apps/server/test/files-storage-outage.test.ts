import fs from 'node:fs';
import net from 'node:net';
import { Readable } from 'node:stream';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { StorageUnavailableError } from '../src/storage/blob-store';
import { createS3BlobStore, isStoreOutage } from '../src/storage/s3';
import { multipart } from './files-support';
import { createTestApp, createUser, type TestApp } from './helpers';

let test: TestApp | undefined;
afterEach(async () => {
  await test?.close();
  test = undefined;
});

describe('a local disk that cannot be written', () => {
  it('answers an upload with the JSON 503, records nothing, and takes uploads again once the disk is back', async () => {
    test = await createTestApp();
    const { token } = await createUser(test.app);
    const upload = (name: string) => {
      const body = multipart([{ name: 'file', filename: name, content: Buffer.from('isi'), type: 'text/plain' }]);
      return test!.app.inject({
        method: 'POST',
        url: '/api/files/upload',
        headers: { authorization: `Bearer ${token}`, ...body.headers },
        payload: body.payload,
      });
    };
    // Half-written uploads go to <DATA_DIR>/files/tmp: pointed at sysfs, where creating a file fails with EACCES
    // even for root (the tests may run as root, for whom a read-only mode bit changes nothing).
    const tmp = path.join(test.config.dataDir, 'files', 'tmp');
    fs.rmSync(tmp, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(tmp), { recursive: true });
    fs.symlinkSync('/sys', tmp);

    const refused = await upload('tidak-tersimpan.txt');
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('5');
    expect(refused.json()).toEqual({ message: messages.files.storageUnavailable });

    fs.unlinkSync(tmp);
    fs.mkdirSync(tmp);
    expect((await upload('tersimpan.txt')).statusCode).toBe(201);
    const listing = await test.app.inject({
      method: 'GET',
      url: '/api/files?path=/',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(listing.json<{ data: { files: { name: string }[] } }>().data.files.map((file) => file.name)).toEqual([
      'tersimpan.txt',
    ]);
  });
});

describe('what counts as an S3 outage (storage/s3.ts)', () => {
  const withCode = (code: string) => Object.assign(new Error(`connect ${code} 127.0.0.1:9000`), { code });
  const fromService = (name: string, httpStatusCode: number) =>
    Object.assign(new Error(name), { name, $metadata: { httpStatusCode } });

  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection reset', withCode('ECONNRESET')],
    ['connect timeout', withCode('ETIMEDOUT')],
    ['network unreachable', withCode('ENETUNREACH')],
    ['socket hang up', new Error('socket hang up')],
    ['the SDK timeout', Object.assign(new Error('Connection timed out after 3000 ms'), { name: 'TimeoutError' })],
    ['503 ServiceUnavailable', fromService('ServiceUnavailable', 503)],
    ['503 SlowDown', fromService('SlowDown', 503)],
    ['500 InternalError', fromService('InternalError', 500)],
    ['a 502 from a proxy in front', fromService('Unknown', 502)],
    ['every address refused (Node 20 tries each one)', new AggregateError([withCode('ECONNREFUSED')])],
  ])('%s is an outage', (_label, error) => {
    expect(isStoreOutage(error)).toBe(true);
  });

  it.each([
    ['403 AccessDenied', fromService('AccessDenied', 403)],
    ['404 NoSuchBucket', fromService('NoSuchBucket', 404)],
    ['an upload cut by its own client', new Error('Unexpected end of form')],
    ['not an error', 'ECONNREFUSED'],
  ])('%s is not', (_label, error) => {
    expect(isStoreOutage(error)).toBe(false);
  });
});

describe('an S3 store that accepts connections but never answers', () => {
  it('fails a download and an upload as unavailable once nothing moves for the idle limit, instead of hanging', async () => {
    const held: net.Socket[] = [];
    const silent = net.createServer((socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const store = createS3BlobStore(
      {
        STORAGE_DRIVER: 's3',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_REGION: 'us-east-1',
        S3_BUCKET: 'pidsus',
        S3_ACCESS_KEY_ID: 'S3RVER',
        S3_SECRET_ACCESS_KEY: 'S3RVER',
        S3_FORCE_PATH_STYLE: true,
      },
      { idleTimeoutMs: 300 },
    );
    try {
      const started = Date.now();
      const failure = await store.get('00000000-0000-4000-8000-000000000000').catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(StorageUnavailableError);
      const uploadFailure = await store
        .put(Readable.from([Buffer.from('isi')]), { contentType: 'text/plain' })
        .catch((error: unknown) => error);
      expect(uploadFailure).toBeInstanceOf(StorageUnavailableError);
      // Two attempts each (one retry), 300 ms of silence apiece, and the SDK's back-off between them.
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await store.close();
      held.forEach((socket) => socket.destroy());
      silent.close();
    }
  }, 15_000);
});
