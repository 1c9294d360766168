import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DEADLINE_MS = 400;

/** A raw HTTP client: sends `parts` with `gapMs` between them and collects whatever comes back. */
function send(port: number, parts: string[], gapMs: number) {
  return new Promise<{ response: string; closed: boolean }>((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    let response = '';
    socket.setEncoding('utf8');
    socket.on('data', (data: string) => (response += data));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve({ response, closed: true }));
    void (async () => {
      for (const part of parts) {
        if (socket.destroyed) {
          return;
        }
        socket.write(part);
        await sleep(gapMs);
      }
      // Give the server time to answer, then hang up.
      await sleep(DEADLINE_MS * 2);
      socket.end();
    })();
  });
}

describe('request deadlines (a slow body is cut; a long upload is not)', () => {
  let test: TestApp;
  let port: number;
  let token: string;

  beforeAll(async () => {
    test = await createTestApp({}, { requestTimeoutMs: DEADLINE_MS });
    token = (await createUser(test.app)).token;
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    port = (test.app.server.address() as AddressInfo).port;
  });
  afterAll(() => test?.close());

  it('answers 408 to an ordinary request whose body does not arrive within the deadline', async () => {
    const body = JSON.stringify({ name: 'Lambat', path: '/' });
    const { response } = await send(
      port,
      [
        `POST /api/files/folders HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        body.slice(0, 5),
        body.slice(5),
      ],
      DEADLINE_MS + 300,
    );
    expect(response).toMatch(/^HTTP\/1\.1 408 Request Timeout/);
  });

  it('lets an upload take several times the deadline while its bytes keep coming', async () => {
    const boundary = 'deadline-boundary';
    const chunks = Array.from({ length: 8 }, (_, i) => `bagian ${i} `.repeat(50));
    const payload = [
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="pelan.txt"\r\n\r\n`,
      ...chunks,
      `\r\n--${boundary}--\r\n`,
    ];
    const length = payload.reduce((sum, part) => sum + Buffer.byteLength(part), 0);
    const { response } = await send(
      port,
      [
        `POST /api/files/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\nConnection: close\r\n\r\n`,
        ...payload,
      ],
      DEADLINE_MS / 3,
    );
    // 10 pieces a third of the deadline apart: over three deadlines in all.
    expect(response).toMatch(/^HTTP\/1\.1 201 Created/);
    expect(response).toContain('"name":"pelan.txt"');
  });

  it('cuts an upload that stalls for longer than the deadline, leaving no file behind', async () => {
    const boundary = 'stall-boundary';
    const { response, closed } = await send(
      port,
      [
        `POST /api/files/upload HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n`,
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="macet.txt"\r\n\r\nawal`,
        'tidak pernah sampai',
      ],
      DEADLINE_MS * 3,
    );
    expect(closed).toBe(true);
    expect(response).not.toMatch(/201 Created/);
    await sleep(200);
    const names = await test.app.services.db.selectFrom('files').select('name').execute();
    expect(names.map((row) => row.name)).not.toContain('macet.txt');
  });
});
