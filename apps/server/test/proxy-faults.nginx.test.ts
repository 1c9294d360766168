import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { multipart } from './files-support';
import { createTestApp, createUser, sameDatabaseAs, type TestApp } from './helpers';
import { freePort, startNginx, type Answer, type Nginx } from './nginx-support';

/**
 * deploy/nginx.conf in front of two instances on one database (docs/operations.md, Faults): a client's bad request never
 * takes an instance out, what never reached an instance is retried on the other, and the errors nginx makes
 * itself are JSON with the app's Indonesian texts.
 */
const port = (test: TestApp) => (test.app.server.address() as AddressInfo).port;
const MB = 1024 * 1024;

/** The body's `message`, failing when the answer is not JSON. */
function messageOf(answer: Answer) {
  expect(answer.headers['content-type']).toMatch(/^application\/json/);
  return (JSON.parse(answer.body) as { message?: string }).message;
}

describe('two instances behind the documented nginx', () => {
  let first: TestApp;
  let second: TestApp;
  let nginx: Nginx;
  let auth: Record<string, string>;
  const served = new Map<TestApp, number>();

  beforeAll(async () => {
    first = await createTestApp({ TRUST_PROXY: '1' });
    second = await createTestApp({ TRUST_PROXY: '1', ...sameDatabaseAs(first) });
    for (const test of [first, second]) {
      await test.app.listen({ port: 0, host: '127.0.0.1' });
      served.set(test, 0);
      test.app.server.on('request', () => served.set(test, (served.get(test) ?? 0) + 1));
    }
    nginx = await startNginx([`127.0.0.1:${port(first)}`, `127.0.0.1:${port(second)}`]);
    const { token } = await createUser(first.app);
    auth = { authorization: `Bearer ${token}` };
  });

  afterAll(async () => {
    await nginx?.close();
    await second?.close();
    await first?.close();
  });

  it('answers a URL with %00 with its own JSON 400 in Indonesian', async () => {
    const answer = await nginx.raw('GET /api/cases/%00 HTTP/1.1');
    expect(answer).toMatch(/^HTTP\/1\.1 400 /);
    expect(answer.toLowerCase()).toContain('content-type: application/json');
    expect(answer).toContain(JSON.stringify({ message: messages.http.invalidInput }));
  });

  it('refuses 3 MB JSON bodies itself (JSON 413), and both instances go on serving everyone', async () => {
    const before = [served.get(first) ?? 0, served.get(second) ?? 0];
    const oversized = await Promise.all(
      Array.from({ length: 20 }, () => nginx.request('POST', '/api/cases', Buffer.alloc(3 * 1024 * 1024, 0x20), auth)),
    );
    for (const answer of oversized) {
      expect(answer.status).toBe(413);
      expect(messageOf(answer)).toBe(messages.http.bodyTooLarge);
    }
    // Not one of them reached an instance.
    expect([served.get(first), served.get(second)]).toEqual(before);
    const ordinary = await Promise.all(
      Array.from({ length: 50 }, () => nginx.request('GET', '/api/cases', undefined, auth)),
    );
    expect(ordinary.map((answer) => answer.status)).toEqual(ordinary.map(() => 200));
    expect(served.get(first)).toBeGreaterThan(before[0] ?? 0);
    expect(served.get(second)).toBeGreaterThan(before[1] ?? 0);
  });

  it('refuses an upload announced over MAX_UPLOAD_MB itself, with the JSON the app would send', async () => {
    const answer = await nginx.raw('POST /api/files/upload HTTP/1.1', [
      `Authorization: ${auth.authorization}`,
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${(first.config.files.maxUploadBytes / MB + 2) * MB}`,
    ]);
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
    expect(answer.toLowerCase()).toContain('content-type: application/json');
    const message = messages.files.tooLarge(first.config.files.maxUploadBytes / MB);
    expect(answer).toContain(JSON.stringify({ success: false, error: message, message }));
  });

  it('answers requests it cannot parse with JSON, never its HTML pages nor a 5xx', async () => {
    const invalid = JSON.stringify({ message: messages.http.invalidInput });
    const cases: [string, string[], number][] = [
      [`GET /api/${'a'.repeat(9000)} HTTP/1.1`, [], 414],
      ['GET /api/cases HTTP/1.1', [`X-Besar: ${'a'.repeat(9000)}`], 400], // 494: a header over 8 KiB
      ['GET /api/cases HTTP/2.0', [], 400], // 505
      ['POST /api/cases HTTP/1.1', ['Transfer-Encoding: gzip'], 400], // 501
      ['TRACE /api/cases HTTP/1.1', [], 405],
      ['POST /api/cases HTTP/1.1', ['Content-Length: banyak'], 400],
    ];
    for (const [requestLine, headerLines, status] of cases) {
      const answer = await nginx.raw(requestLine, headerLines);
      expect(answer.slice(0, 12), requestLine).toBe(`HTTP/1.1 ${status}`);
      expect(answer.toLowerCase()).toContain('content-type: application/json');
      expect(answer.endsWith(invalid), requestLine).toBe(true);
    }
  });

  it("answers headers too large for an instance itself (JSON 400), never with an instance's 431 or a 503", async () => {
    // Many short lines: each fits nginx's line buffers, together they pass Node's 16 KiB header limit.
    const lines = (count: number) => Array.from({ length: count }, (_, i) => [`x-banyak-${i}`, 'x'.repeat(100)]);
    const answers: Answer[] = [];
    for (const count of [150, 200]) {
      for (const [method, route, type, size] of [
        ['POST', '/api/cases', 'application/json', 900_000],
        ['POST', '/api/files/upload', 'multipart/form-data; boundary=x', 500_000],
        ['GET', '/api/cases', '', 0],
      ] as const) {
        const headers = { ...Object.fromEntries(lines(count)), ...auth, ...(type ? { 'content-type': type } : {}) };
        answers.push(await nginx.request(method, route, size ? Buffer.alloc(size, 0x20) : undefined, headers));
      }
    }
    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(messageOf(answer)).toBe(messages.http.invalidInput);
    }
    // 11 KB of headers still reach the app.
    const large = await nginx.request('GET', '/api/cases', undefined, { ...Object.fromEntries(lines(100)), ...auth });
    expect(large.status).toBe(200);
  });

  it("passes the app's own errors through unchanged", async () => {
    const answer = await nginx.request('GET', '/api/cases');
    expect(answer.status).toBe(401);
    expect(answer.headers['x-request-id']).toBeTruthy();
    expect(messageOf(answer)).toBe(messages.auth.missingToken);
  });
});

describe('nginx in front of an instance that is down', () => {
  let live: TestApp;
  let auth: Record<string, string>;
  const proxies: Nginx[] = [];

  beforeAll(async () => {
    live = await createTestApp({ TRUST_PROXY: '1' });
    await live.app.listen({ port: 0, host: '127.0.0.1' });
    const { token } = await createUser(live.app);
    auth = { authorization: `Bearer ${token}` };
  });

  afterAll(async () => {
    for (const proxy of proxies) {
      await proxy.close();
    }
    await live?.close();
  });

  it('sends what the stopped one refused to the other, writes included: every request succeeds', async () => {
    const nginx = await startNginx([`127.0.0.1:${await freePort()}`, `127.0.0.1:${port(live)}`]);
    proxies.push(nginx);
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => nginx.request('GET', '/api/cases', undefined, auth)),
    );
    expect(reads.map((answer) => answer.status)).toEqual(reads.map(() => 200));
    const payload = Buffer.from(JSON.stringify({ title: 'Sidang lanjutan', date: '2026-03-02', type: 'penuntutan' }));
    const writes: Answer[] = [];
    for (let i = 0; i < 6; i += 1) {
      writes.push(await nginx.request('POST', '/api/cases', payload, auth));
    }
    expect(writes.map((answer) => answer.status)).toEqual(writes.map(() => 201));
    // An upload streams through nginx; one refused at connect is sent on like any other request.
    for (let i = 0; i < 4; i += 1) {
      const { payload, headers } = multipart([
        { name: 'file', filename: `berkas-${i}.txt`, content: Buffer.from(`isi ${i}`), type: 'text/plain' },
      ]);
      const upload = await nginx.request('POST', '/api/files/upload', payload, { ...auth, ...headers });
      expect(upload.status, upload.body).toBe(201);
    }
  });

  it('sends on what an instance answered with its shutdown 503 (app.ts), writes included: every request succeeds', async () => {
    // What a stopping instance answers on a connection that was already open: it did none of the work.
    let refused = 0;
    const stopping = http.createServer((request, response) => {
      refused += 1;
      request.resume();
      response.writeHead(503, {
        'content-type': 'application/json',
        'retry-after': '5',
        connection: 'close',
        'x-stopping': '1',
      });
      response.end(JSON.stringify({ message: messages.http.unavailable }));
    });
    await new Promise<void>((resolve) => stopping.listen(0, '127.0.0.1', resolve));
    try {
      const nginx = await startNginx([
        `127.0.0.1:${(stopping.address() as AddressInfo).port}`,
        `127.0.0.1:${port(live)}`,
      ]);
      proxies.push(nginx);
      const payload = Buffer.from(JSON.stringify({ title: 'Sidang ulang', date: '2026-03-03', type: 'penuntutan' }));
      // One after the other, so that nginx's round robin gives the stopping one every other request of each kind.
      const writes: Answer[] = [];
      for (let i = 0; i < 6; i += 1) {
        writes.push(await nginx.request('POST', '/api/cases', payload, auth));
      }
      expect(writes.map((answer) => answer.status)).toEqual(writes.map(() => 201));
      const reads: Answer[] = [];
      for (let i = 0; i < 6; i += 1) {
        reads.push(await nginx.request('GET', '/api/cases', undefined, auth));
      }
      expect(reads.map((answer) => answer.status)).toEqual(reads.map(() => 200));
      expect(refused).toBeGreaterThanOrEqual(6);

      // When every instance answers 503, the client gets the app's own answer, not nginx's page.
      const alone = await startNginx([`127.0.0.1:${(stopping.address() as AddressInfo).port}`]);
      proxies.push(alone);
      const answer = await alone.request('POST', '/api/cases', payload, auth);
      expect(answer.status).toBe(503);
      expect(answer.headers['x-stopping']).toBe('1');
      expect(messageOf(answer)).toBe(messages.http.unavailable);
    } finally {
      await new Promise((resolve) => stopping.close(resolve));
    }
  });

  it('answers JSON 503 with Retry-After when no instance can be reached, not an HTML 502', async () => {
    const nginx = await startNginx([`127.0.0.1:${await freePort()}`]);
    proxies.push(nginx);
    const answer = await nginx.request('GET', '/api/cases', undefined, auth);
    expect(answer.status).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(messageOf(answer)).toBe(messages.http.unavailable);
  });

  it('answers JSON 504 when an instance takes the connection and never answers (read timeout shortened to 1 s)', async () => {
    const silent = net.createServer(() => undefined);
    const held: net.Socket[] = [];
    silent.on('connection', (socket) => held.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    try {
      const nginx = await startNginx([`127.0.0.1:${(silent.address() as AddressInfo).port}`], (site) =>
        site.replace(/proxy_read_timeout 75s;/, 'proxy_read_timeout 1s;'),
      );
      proxies.push(nginx);
      const answer = await nginx.request('GET', '/api/cases', undefined, auth);
      expect(answer.status).toBe(504);
      expect(answer.headers['retry-after']).toBe('5');
      expect(messageOf(answer)).toBe(messages.http.timeout);
    } finally {
      held.forEach((socket) => socket.destroy());
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});
