import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { waitText } from '../src/lib/errors';
import { FIRST_WAIT_MS } from '../src/lib/login-limiter';
import { createTestApp, createUser, type TestApp } from './helpers';
import { multipart } from './files-support';
import { startNginx, type Answer, type Nginx } from './nginx-support';

/**
 * The documented proxy, for real (test/nginx-support.ts): `deploy/nginx.conf` in front of one instance.
 * Faults and several instances: proxy-faults.nginx.test.ts; the file's text against the app and docs/deployment.md:
 * deploy-files.test.ts.
 */
describe('behind the documented nginx (deploy/nginx.conf)', () => {
  let test: TestApp;
  let nginx: Nginx;
  const request: Nginx['request'] = (...args) => nginx.request(...args);

  beforeAll(async () => {
    test = await createTestApp({ PUBLIC_URL: 'https://localhost', TRUST_PROXY: '1' });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    nginx = await startNginx([`127.0.0.1:${(test.app.server.address() as AddressInfo).port}`]);
  });

  afterAll(async () => {
    await nginx?.close();
    await test?.close();
  });

  it("answers every JSON body over 1 MiB with the app's 413 JSON, never nginx's 502", async () => {
    const sizes = [1024 * 1024 + 1, 2 * 1024 * 1024, 8 * 1024 * 1024];
    const answers: Answer[] = [];
    for (let round = 0; round < 10; round += 1) {
      // A few at once as well as one by one: the failure showed under load.
      answers.push(
        ...(await Promise.all(sizes.map((size) => request('POST', '/api/auth/login', Buffer.alloc(size, 0x20))))),
      );
    }
    const statuses = answers.map((answer) => answer.status);
    expect(statuses).toEqual(answers.map(() => 413));
    for (const answer of answers) {
      expect(answer.headers['content-type']).toMatch(/^application\/json/);
      expect(JSON.parse(answer.body)).toMatchObject({ message: messages.http.bodyTooLarge });
    }
    // And the app still answers normally afterwards.
    expect((await request('GET', '/api/health')).status).toBe(200);
  });

  it('attaches a 20 MB scanned dossier to a case, and refuses one announced over MAX_UPLOAD_MB with the JSON the app would send', async () => {
    const { auth } = await createUser(test.app);
    const created = await request(
      'POST',
      '/api/cases',
      Buffer.from(JSON.stringify({ title: 'Perkara berkas besar', date: '2026-03-10', type: 'penyidikan' })),
      auth,
    );
    expect(created.status, created.body).toBe(201);
    const caseId = (JSON.parse(created.body) as { id: number }).id;
    const scan = multipart([
      { name: 'file', filename: 'berkas-perkara.pdf', content: Buffer.alloc(20 * 1024 * 1024, 0x25) },
    ]);
    const uploaded = await request('POST', `/api/cases/${caseId}/documents`, scan.payload, {
      ...auth,
      ...scan.headers,
    });
    expect(uploaded.status, uploaded.body).toBe(201);
    expect(JSON.parse(uploaded.body)).toMatchObject({ name: 'berkas-perkara.pdf', size: 20 * 1024 * 1024 });

    const MB = 1024 * 1024;
    const refused = await nginx.raw(`POST /api/cases/${caseId}/documents HTTP/1.1`, [
      `Authorization: ${auth.authorization}`,
      'Content-Type: multipart/form-data; boundary=x',
      `Content-Length: ${(test.config.files.maxUploadBytes / MB + 2) * MB}`,
    ]);
    expect(refused).toMatch(/^HTTP\/1\.1 413 /);
    expect(refused.toLowerCase()).toContain('content-type: application/json');
    expect(refused).toContain(
      JSON.stringify({ message: messages.files.tooLarge(test.config.files.maxUploadBytes / MB) }),
    );
  });

  it('redirects plain HTTP to HTTPS, also when it is sent to the TLS port', async () => {
    const plain = (port: number) =>
      new Promise<Answer>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/login?next=1', headers: { host: 'localhost' } }, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '', raw: Buffer.alloc(0) }),
            );
          })
          .on('error', reject);
      });
    for (const port of [nginx.httpPort, nginx.httpsPort]) {
      const answer = await plain(port);
      expect(answer.status).toBe(301);
      expect(answer.headers.location).toBe('https://localhost/login?next=1');
    }
  });

  it('serves the app over TLS with HSTS, since PUBLIC_URL is https', async () => {
    const answer = await request('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ status: 'ok' });
    expect(answer.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('passes a compressed answer through as the app sent it (plugins/compression.ts)', async () => {
    const { auth } = await createUser(test.app);
    const headers = { ...auth, 'accept-encoding': 'gzip, deflate, br' };
    for (let n = 1; n <= 12; n += 1) {
      const payload = Buffer.from(
        JSON.stringify({ title: `Perkara dana hibah ${n}`, date: '2026-03-10', type: 'penuntutan' }),
      );
      expect((await request('POST', '/api/cases', payload, auth)).status).toBe(201);
    }
    const plain = await request('GET', '/api/cases?type=penuntutan&limit=50', undefined, auth);
    const answer = await request('GET', '/api/cases?type=penuntutan&limit=50', undefined, headers);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.raw.length).toBeLessThan(plain.raw.length / 3);
    expect(zlib.brotliDecompressSync(answer.raw).toString('utf8')).toBe(plain.body);
  });

  // Last: its failures from this machine's address stay counted for the rest of the window.
  it('limits 12 wrong passwords for one account whatever X-Forwarded-For the client forges (decisions §2)', async () => {
    const { user, password } = await createUser(test.app, { role: 'admin' });
    const { maxAttempts } = test.config.login;
    expect(maxAttempts).toBeLessThan(12);
    const login = (attempt: string, forwardedFor: string) =>
      request('POST', '/api/auth/login', Buffer.from(JSON.stringify({ email: user.email, password: attempt })), {
        'x-forwarded-for': forwardedFor,
      });
    const answers: Answer[] = [];
    for (let guess = 0; guess < 12; guess += 1) {
      // Another forged client address on every request; nginx appends the one it really saw (127.0.0.1).
      const forged = guess % 2 === 0 ? `203.0.113.${guess + 1}` : `198.51.100.${guess + 1}, 192.0.2.${guess + 1}`;
      answers.push(await login(`tebakan-${guess}`, forged));
    }
    expect(answers.map((answer) => answer.status)).toEqual([
      ...Array<number>(maxAttempts).fill(401),
      ...Array<number>(12 - maxAttempts).fill(429),
    ]);
    const expectRefused = (answer: Answer) => {
      expect(answer.status).toBe(429);
      // Whole seconds until the account's next turn: after its free failures it answers every 30 s (decisions §9).
      expect(answer.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      const seconds = Number(answer.headers['retry-after']);
      expect(JSON.parse(answer.body)).toMatchObject({
        message: messages.auth.tooManyAttempts(waitText(seconds * 1000)),
      });
      expect(seconds).toBeLessThanOrEqual(FIRST_WAIT_MS / 1000);
    };
    expectRefused(answers[maxAttempts]!);
    expectRefused(answers[11]!);
    // The right password, with yet another forged address, is refused too until the account's turn comes.
    expectRefused(await login(password, '192.0.2.200'));
    expectRefused(await login(password, '10.0.0.1'));
  });
});
