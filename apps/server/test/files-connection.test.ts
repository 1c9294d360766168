import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { multipart } from './files-support';

interface Answer {
  status: number;
  connection: string | undefined;
  body: unknown;
}

describe('the connection after a refused upload', () => {
  let test: TestApp;
  let port: number;
  let token: string;

  beforeAll(async () => {
    test = await createTestApp({ MAX_UPLOAD_MB: '1' });
    token = (await createUser(test.app)).token;
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await test?.close();
  });

  /** Sends the headers and `sent` bytes of the body (all of it unless `contentLength` announces more). */
  const send = (headers: Record<string, string>, sent: Buffer, contentLength = sent.length) =>
    new Promise<Answer>((resolve, reject) => {
      const request = http.request({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/files/upload',
        agent: new http.Agent({ keepAlive: true }),
        headers: { ...headers, authorization: `Bearer ${token}`, 'content-length': String(contentLength) },
      });
      request.on('error', reject);
      request.on('response', (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          resolve({
            status: response.statusCode ?? 0,
            connection: response.headers.connection,
            body: JSON.parse(Buffer.concat(chunks).toString()),
          });
          request.destroy();
        });
      });
      request.write(sent);
      if (sent.length === contentLength) {
        request.end();
      }
    });

  it('closes it when the refused body was not read to its end', async () => {
    const body = multipart([{ name: 'file', filename: 'besar.bin', content: Buffer.alloc(1000, 0x61) }]);
    const start = body.payload.subarray(0, 300);
    // Announced far above MAX_UPLOAD_MB: refused before the file is read, the rest is never sent.
    const answer = await send(body.headers, start, 20 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({
      success: false,
      error: 'Ukuran file terlalu besar (maksimal 1 MB)',
      message: 'Ukuran file terlalu besar (maksimal 1 MB)',
    });
    expect(answer.connection).toBe('close');
  });

  it('keeps it open when the refused body had arrived whole', async () => {
    const body = multipart([{ name: 'catatan', value: 'tanpa file' }]);
    const answer = await send(body.headers, body.payload);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      success: false,
      error: 'Pilih file yang akan diupload',
      message: 'Pilih file yang akan diupload',
    });
    expect(answer.connection).toBe('keep-alive');
  });
});
