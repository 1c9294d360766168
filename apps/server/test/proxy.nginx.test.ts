import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { createTestApp, createUser, type TestApp } from './helpers';
import { startNginx, type Answer, type Nginx } from './nginx-support';

/**
 * The documented proxy, for real (test/nginx-support.ts): `deploy/nginx.conf` in front of one instance.
 * Faults and several instances: proxy-faults.nginx.test.ts; the file's text against the app and the README:
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

  it('redirects plain HTTP to HTTPS, also when it is sent to the TLS port', async () => {
    const plain = (port: number) =>
      new Promise<Answer>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path: '/login?next=1', headers: { host: 'localhost' } }, (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '' }),
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

  // Last: its failures from this machine's address stay counted for the rest of the window.
  it('limits 12 wrong passwords for one account whatever X-Forwarded-For the client forges (decisions §2)', async () => {
    const { user, password } = await createUser(test.app, { role: 'admin' });
    const { maxAttempts, windowMs } = test.config.login;
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
      expect(JSON.parse(answer.body)).toMatchObject({
        message: messages.auth.tooManyAttempts(Math.ceil(Number(answer.headers['retry-after']) / 60)),
      });
      // Whole seconds until the window that began with the first failure has passed.
      expect(answer.headers['retry-after']).toMatch(/^[1-9]\d*$/);
      const seconds = Number(answer.headers['retry-after']);
      expect(seconds).toBeLessThanOrEqual(windowMs / 1000);
      expect(seconds).toBeGreaterThan(windowMs / 1000 - 60);
    };
    expectRefused(answers[maxAttempts]!);
    expectRefused(answers[11]!);
    // The right password, with yet another forged address, is refused too until the window passes.
    expectRefused(await login(password, '192.0.2.200'));
    expectRefused(await login(password, '10.0.0.1'));
  });
});
