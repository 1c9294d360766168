// deploy/nginx.conf run by a real nginx as our own process, on loopback, for `npm run test:faults` and the
// *.nginx.test.ts suites (apps/server/test/nginx-support.ts): its listen lines, upstream servers and certificate
// substituted, a self-signed certificate made with openssl, everything in a temporary folder.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { root } from './build.mjs';

export const deployConfig = path.join(root, 'deploy/nginx.conf');
export const nginxBin = () => process.env.NGINX_BIN || 'nginx';

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Replaces `pattern` in the deploy file, failing loudly if the file no longer has it. */
function substitute(text, pattern, replacement) {
  if (!pattern.test(text)) {
    throw new Error(`deploy/nginx.conf no longer has ${String(pattern)}`);
  }
  return text.replace(pattern, replacement);
}

/** deploy/nginx.conf for loopback: these upstream addresses (each keeps the file's server options) and ports. */
export function siteConfig({ upstreams, httpPort, httpsPort, cert, key, accessLog }) {
  let site = fs.readFileSync(deployConfig, 'utf8');
  const options = /^ {4}server \S+:\d+( [^;\n]*)?;\n/m.exec(site)?.[1] ?? '';
  site = substitute(
    site,
    /( {4}server \S+:\d+[^;\n]*;\n)+/,
    upstreams.map((address) => `    server ${address}${options};\n`).join(''),
  );
  site = substitute(site, /listen 80;/, `listen 127.0.0.1:${httpPort};`);
  site = substitute(site, /listen 443 ssl( http2)?;/, `listen 127.0.0.1:${httpsPort} ssl$1;`);
  site = substitute(site, /ssl_certificate \s*\S+;/, `ssl_certificate ${cert};`);
  site = substitute(site, /ssl_certificate_key \S+;/, `ssl_certificate_key ${key};`);
  site = substitute(site, /access_log \S+ pidsus_no_query;/, `access_log ${accessLog} pidsus_no_query;`);
  return site;
}

/** The site with HTTP/2 taken off its TLS port (deploy/nginx.conf has it on), for an `edit` of startNginx. */
export const withoutHttp2 = (site) => substitute(site, /(listen \S+ ssl) http2;/, '$1;');

/**
 * Starts nginx in front of `upstreams` (['127.0.0.1:port', …]) and waits until it answers. Answers its ports, the
 * certificate to trust, and `close()`. `edit` changes the site's text first (a test shortening a timeout).
 */
export async function startNginx(upstreams, { edit = (site) => site } = {}) {
  const [httpPort, httpsPort] = [await freePort(), await freePort()];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-nginx-'));
  const temp = (name) => path.join(dir, name);
  execFileSync('openssl', [
    'req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes',
    '-keyout', temp('key.pem'), '-out', temp('cert.pem'), '-days', '1', '-subj', '/CN=localhost',
    '-addext', 'subjectAltName=DNS:localhost,IP:127.0.0.1',
  ], { stdio: 'ignore' }); // prettier-ignore
  fs.writeFileSync(
    temp('pidsus.conf'),
    edit(
      siteConfig({
        upstreams,
        httpPort,
        httpsPort,
        cert: temp('cert.pem'),
        key: temp('key.pem'),
        accessLog: temp('access.log'),
      }),
    ),
  );
  fs.writeFileSync(
    temp('nginx.conf'),
    [
      'daemon off;',
      // One process as our own user: no workers switching to another account.
      'master_process off;',
      `pid ${temp('nginx.pid')};`,
      `error_log ${temp('error.log')} warn;`,
      'events { worker_connections 1024; }',
      'http {',
      '  access_log off;',
      ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `  ${kind}_temp_path ${temp(kind)};`),
      `  include ${temp('pidsus.conf')};`,
      '}',
      '',
    ].join('\n'),
  );
  let log = '';
  const nginx = spawn(nginxBin(), ['-p', dir, '-e', temp('error.log'), '-c', temp('nginx.conf')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  nginx.stderr.on('data', (chunk) => (log += chunk.toString()));
  const ca = fs.readFileSync(temp('cert.pem'));
  const started = Date.now();
  for (;;) {
    if (nginx.exitCode !== null) {
      throw new Error(`nginx stopped at start: ${log}`);
    }
    // Up once nginx answers at all (an upstream may be down on purpose).
    const up = await new Promise((resolve) => {
      const request = https.get({
        host: '127.0.0.1',
        port: httpsPort,
        path: '/favicon.ico',
        ca,
        servername: 'localhost',
      });
      request.on('response', (response) => {
        response.resume();
        resolve(true);
      });
      request.on('error', () => resolve(false));
    });
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
    ca,
    log: () => log + (fs.existsSync(temp('error.log')) ? fs.readFileSync(temp('error.log'), 'utf8') : ''),
    /** The site's access log (deploy/nginx.conf's format, without query strings). */
    accessLog: () => (fs.existsSync(temp('access.log')) ? fs.readFileSync(temp('access.log'), 'utf8') : ''),
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
