// `npm run bench:upload [-- --size-mb 1024] [-- --s3]`: starts the real server (its own process, a
// temporary DATA_DIR, SQLite), streams one generated file of the given size (1 GiB by default) to
// POST /api/files/upload, and prints the throughput and how far the server's resident memory rose
// above its idle level while the upload ran. With --s3 the file goes to an s3rver started here.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchServerEnv, freePort, logIn, spawnServer, waitUntilHealthy } from '../lib/bench-server.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = process.argv.slice(2);
const sizeMb = Number(args[args.indexOf('--size-mb') + 1]) || 1024;
const useS3 = args.includes('--s3');
const totalBytes = sizeMb * 1024 * 1024;
const MiB = 1024 * 1024;

/** Resident set size of a process in bytes, from /proc (Linux) or `ps` elsewhere. */
function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
    return Number(ps.stdout.trim()) * 1024;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const account = { email: 'bench@pidsus.local', password: 'bench-rahasia-123' };

let s3;
let s3Env = {};
if (useS3) {
  const { default: S3rver } = await import('s3rver');
  const { S3Client, CreateBucketCommand } = await import('@aws-sdk/client-s3');
  const directory = path.join(dataDir, 's3');
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory });
  const { port: s3Port } = await s3.run();
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  const client = new S3Client({
    endpoint: `http://127.0.0.1:${s3Port}`,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials,
  });
  await client.send(new CreateBucketCommand({ Bucket: 'pidsus-bench' }));
  client.destroy();
  s3Env = {
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_BUCKET: 'pidsus-bench',
    S3_ACCESS_KEY_ID: credentials.accessKeyId,
    S3_SECRET_ACCESS_KEY: credentials.secretAccessKey,
  };
}

const env = benchServerEnv(port, dataDir, {
  ADMIN_PASSWORD: 'bench-admin-rahasia',
  MAX_UPLOAD_MB: String(sizeMb + 1),
  USER_QUOTA_MB: String(sizeMb * 2),
  ...s3Env,
});
const cli = spawnSync(
  process.execPath,
  [
    '--import',
    'tsx',
    'apps/server/src/cli/create-user.ts',
    '--email',
    account.email,
    '--username',
    'Bench',
    '--password',
    account.password,
  ],
  { cwd: root, env, encoding: 'utf8' },
);
if (cli.status !== 0) {
  throw new Error(cli.stderr);
}
const server = spawnServer(env, { stdio: 'inherit' });

try {
  await waitUntilHealthy(base, server);
  const token = await logIn(base, account);
  // Warm up (first upload loads the multipart code paths), then let the process settle.
  await fetch(`${base}/api/files/upload`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: (() => {
      const form = new FormData();
      form.append('file', new Blob(['pemanasan']), 'pemanasan.txt');
      return form;
    })(),
  });
  await sleep(1000);
  const idle = rssOf(server.pid);

  let peak = idle;
  const sampler = setInterval(() => {
    peak = Math.max(peak, rssOf(server.pid));
  }, 25);

  const boundary = `----pidsusbench${Date.now()}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench-${sizeMb}MB.bin"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const chunk = Buffer.alloc(MiB);
  for (let i = 0; i < chunk.length; i += 4) {
    chunk.writeUInt32LE((i * 2654435761) >>> 0, i);
  }
  const started = process.hrtime.bigint();
  const response = await new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/files/upload',
        headers: {
          authorization: `Bearer ${token}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + totalBytes + tail.length),
        },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (part) => (body += part));
        res.on('end', () => resolve({ status: res.statusCode, body }));
      },
    );
    request.on('error', reject);
    (async () => {
      request.write(head);
      for (let sent = 0; sent < totalBytes; sent += chunk.length) {
        if (!request.write(chunk)) {
          await new Promise((resume) => request.once('drain', resume));
        }
      }
      request.end(tail);
    })().catch(reject);
  });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  clearInterval(sampler);
  if (response.status !== 201) {
    throw new Error(`upload answered ${response.status}: ${response.body}`);
  }
  const file = JSON.parse(response.body).file;
  console.log(`store:            ${useS3 ? 's3 (s3rver on loopback)' : 'local disk'}`);
  console.log(`uploaded:         ${file.name}, ${(file.size / MiB).toFixed(0)} MiB`);
  console.log(`time:             ${seconds.toFixed(1)} s`);
  console.log(`throughput:       ${(file.size / MiB / seconds).toFixed(1)} MiB/s`);
  console.log(`server RSS idle:  ${(idle / MiB).toFixed(1)} MiB`);
  console.log(`server RSS peak:  ${(peak / MiB).toFixed(1)} MiB`);
  console.log(`peak RSS growth:  ${((peak - idle) / MiB).toFixed(1)} MiB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await s3?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
