import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { createTestApp, createUser, type TestApp } from './helpers';

/**
 * The documented proxy, for real: `deploy/nginx.conf` (the README's example) run by the nginx binary
 * of this machine in front of the app, on loopback only, with its ports, upstream and certificate
 * substituted. Runs only where nginx exists (`NGINX_BIN` or `nginx` on PATH, see vitest.config.ts).
 */
const nginxBin = process.env.NGINX_BIN || 'nginx';
const deployConfig = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** Replaces `pattern` in the deploy file, failing loudly if the file no longer has it. */
function substitute(text: string, pattern: RegExp, replacement: string): string {
  expect(text, `deploy/nginx.conf has ${String(pattern)}`).toMatch(pattern);
  return text.replace(pattern, replacement);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

describe('behind the documented nginx (deploy/nginx.conf)', () => {
  let test: TestApp;
  let nginx: ChildProcess;
  let dir: string;
  let ca: Buffer;
  let httpPort: number;
  let httpsPort: number;
  let nginxLog = '';

  /** One request through nginx's TLS port; a body is written in 64 KiB chunks, as a browser streams it. */
  const request = (method: string, urlPath: string, body?: Buffer, headers: Record<string, string> = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const req = https.request({
        host: '127.0.0.1',
        port: httpsPort,
        method,
        path: urlPath,
        ca,
        servername: 'localhost',
        agent: false,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': String(body.length), ...headers }
          : headers,
      });
      let answered = false;
      // Once the answer is in, a write the proxy no longer reads may fail: that is not the test's concern.
      req.on('error', (error) => (answered ? undefined : reject(error)));
      req.on('response', (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', reject);
      });
      if (!body) {
        req.end();
        return;
      }
      let offset = 0;
      const writeMore = () => {
        while (offset < body.length && !answered) {
          const chunk = body.subarray(offset, offset + 64 * 1024);
          offset += chunk.length;
          if (!req.write(chunk)) {
            req.once('drain', writeMore);
            return;
          }
        }
        req.end();
      };
      writeMore();
    });

  beforeAll(async () => {
    test = await createTestApp({ PUBLIC_URL: 'https://localhost', TRUST_PROXY: '1' });
    await test.app.listen({ port: 0, host: '127.0.0.1' });
    const appPort = (test.app.server.address() as AddressInfo).port;
    [httpPort, httpsPort] = [await freePort(), await freePort()];

    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-nginx-'));
    const key = path.join(dir, 'key.pem');
    const cert = path.join(dir, 'cert.pem');
    execFileSync('openssl', [
      'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
      '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost',
      '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ], { stdio: 'ignore' }); // prettier-ignore
    ca = fs.readFileSync(cert);

    let site = fs.readFileSync(deployConfig, 'utf8');
    site = substitute(site, /upstream pidsus \{[^}]*\}/, `upstream pidsus {\n    server 127.0.0.1:${appPort};\n}`);
    site = substitute(site, /listen 80;/, `listen 127.0.0.1:${httpPort};`);
    site = substitute(site, /listen 443 ssl;/, `listen 127.0.0.1:${httpsPort} ssl;`);
    site = substitute(site, /ssl_certificate \s*\S+;/, `ssl_certificate ${cert};`);
    site = substitute(site, /ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
    fs.writeFileSync(path.join(dir, 'pidsus.conf'), site);
    const temp = (name: string) => path.join(dir, name);
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        'daemon off;',
        // One process as the test's own user: no workers switching to another account.
        'master_process off;',
        `pid ${temp('nginx.pid')};`,
        `error_log ${temp('error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        '  access_log off;',
        `  client_body_temp_path ${temp('client_body')};`,
        `  proxy_temp_path ${temp('proxy')};`,
        `  fastcgi_temp_path ${temp('fastcgi')};`,
        `  uwsgi_temp_path ${temp('uwsgi')};`,
        `  scgi_temp_path ${temp('scgi')};`,
        `  include ${temp('pidsus.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    nginx = spawn(nginxBin, ['-p', dir, '-e', temp('error.log'), '-c', temp('nginx.conf')], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    nginx.stderr?.on('data', (chunk: Buffer) => (nginxLog += chunk.toString()));
    const started = Date.now();
    for (;;) {
      if (nginx.exitCode !== null) {
        throw new Error(`nginx stopped at start: ${nginxLog}`);
      }
      const up = await request('GET', '/api/health').then(
        (answer) => answer.status === 200,
        () => false,
      );
      if (up) {
        break;
      }
      if (Date.now() - started > 10_000) {
        throw new Error(`nginx did not answer within 10 s: ${nginxLog}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  });

  afterAll(async () => {
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx.once('exit', resolve));
      nginx.kill('SIGTERM');
      await exited;
    }
    await test?.close();
    if (dir) {
      fs.rmSync(dir, { recursive: true, force: true });
    }
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

  it('is the configuration the README shows', () => {
    const readme = fs.readFileSync(fileURLToPath(new URL('../../../README.md', import.meta.url)), 'utf8');
    const shown = /```nginx\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(shown).toBe(fs.readFileSync(deployConfig, 'utf8'));
  });

  it('redirects plain HTTP to HTTPS', async () => {
    const answer = await new Promise<Answer>((resolve, reject) => {
      http
        .get(
          { host: '127.0.0.1', port: httpPort, path: '/login?next=1', headers: { host: 'localhost' } },
          (response) => {
            response.resume();
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, headers: response.headers, body: '' }),
            );
          },
        )
        .on('error', reject);
    });
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe('https://localhost/login?next=1');
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
