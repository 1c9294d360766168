import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import type http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import tls from 'node:tls';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

/**
 * The documented proxy, for real: `deploy/nginx.conf` (the README's example) run by the nginx binary of this
 * machine, on loopback only, with its listen lines, upstream servers and certificate substituted. Used by the
 * `*.nginx.test.ts` files, which run only where nginx exists (`NGINX_BIN` or `nginx` on PATH, vitest.config.ts).
 */
const nginxBin = process.env.NGINX_BIN || 'nginx';
export const deployConfig = fileURLToPath(new URL('../../../deploy/nginx.conf', import.meta.url));

export const freePort = () =>
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

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export interface Nginx {
  httpPort: number;
  httpsPort: number;
  /** One request through nginx's TLS port; a body is written in 64 KiB chunks, as a browser streams it. */
  request(method: string, urlPath: string, body?: Buffer, headers?: Record<string, string>): Promise<Answer>;
  /** A request line sent as is (e.g. with `%00`), with more header lines if given, over TLS: the raw answer. */
  raw(requestLine: string, headerLines?: string[]): Promise<string>;
  close(): Promise<void>;
}

/** Starts nginx with deploy/nginx.conf in front of `upstreams` (`127.0.0.1:port` each, in order). */
export async function startNginx(upstreams: string[]): Promise<Nginx> {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-nginx-'));
  const key = path.join(dir, 'key.pem');
  const cert = path.join(dir, 'cert.pem');
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', key, '-out', cert, '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ], { stdio: 'ignore' }); // prettier-ignore
  const ca = fs.readFileSync(cert);

  let site = fs.readFileSync(deployConfig, 'utf8');
  // The upstream keeps its per-server settings (max_fails…) and its other lines; only the addresses change.
  const serverLine = /^ {4}server \S+:\d+( [^;\n]*)?;\n/m;
  const options = serverLine.exec(site)?.[1] ?? '';
  site = substitute(
    site,
    /( {4}server \S+:\d+[^;\n]*;\n)+/,
    upstreams.map((address) => `    server ${address}${options};\n`).join(''),
  );
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
  let log = '';
  const nginx: ChildProcess = spawn(nginxBin, ['-p', dir, '-e', temp('error.log'), '-c', temp('nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));

  const request: Nginx['request'] = (method, urlPath, body, headers = {}) =>
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

  const raw: Nginx['raw'] = (requestLine, headerLines = []) =>
    new Promise((resolve, reject) => {
      const socket = tls.connect({ host: '127.0.0.1', port: httpsPort, ca, servername: 'localhost' });
      let text = '';
      socket.on('data', (chunk: Buffer) => (text += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => resolve(text));
      const lines = [requestLine, 'Host: localhost', 'Connection: close', ...headerLines];
      socket.write(`${lines.join('\r\n')}\r\n\r\n`);
    });

  const started = Date.now();
  for (;;) {
    if (nginx.exitCode !== null) {
      throw new Error(`nginx stopped at start: ${log}`);
    }
    // Up once nginx answers at all (an upstream may be down on purpose).
    const up = await request('GET', '/favicon-probe').then(
      () => true,
      () => false,
    );
    if (up) {
      break;
    }
    if (Date.now() - started > 10_000) {
      throw new Error(`nginx did not answer within 10 s: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    httpPort,
    httpsPort,
    request,
    raw,
    async close() {
      if (nginx.exitCode === null) {
        const exited = new Promise((resolve) => nginx.once('exit', resolve));
        nginx.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
