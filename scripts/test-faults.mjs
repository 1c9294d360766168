// `npm run test:faults [-- --only <fault>] [--json FILE] [--rate 20]`: the README's scale-out deployment, all of it
// on loopback and in temporary folders — two compiled instances (as `npm start` runs them) on one PostgreSQL
// database (a fresh one on DATABASE_URL's server, reached through a TCP proxy this script can cut), its own
// redis-server, s3rver, and a real nginx with deploy/nginx.conf — under a steady open-loop load through nginx,
// while faults are injected one after the other (README, "Faults"):
//
//   pg-terminate  PostgreSQL ends every connection of the app (pg_terminate_backend)
//   pg-outage     PostgreSQL cannot be reached for 5 s (the proxy refuses and cuts), then can again
//   redis-drop    Redis drops every client; afterwards an event must still cross from one instance to the other
//   rolling       SIGTERM instance 1, start it again, wait until ready; then instance 2
//   oversized     20 JSON bodies of 3 MB through nginx, then 50 ordinary requests
//   s3-stop       the S3 store stops for 5 s, then starts again on the same port and folder
//   hostile       2,000 generated hostile requests through nginx to every route
//
// For each: instances alive, requests sent and failed, the statuses seen, and the time from the fault's end until
// every request is 2xx again. A request fails when it gets anything but 2xx — except a JSON 503 with the
// Indonesian message and Retry-After during an outage (and in the 5 s after it) — or a connection error, or a
// non-JSON /api error.
// Exits 1 when a goal is missed: an instance crashed, a failed request, recovery later than 5 s, a 5xx to a hostile
// request, a non-JSON /api error, or content half-stored (a row without its object or an object without its row).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import https from 'node:https';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CreateBucketCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { io } from 'socket.io-client';
import { ensureBuilt, root, serverArgs } from './lib/build.mjs';
import { freePort, nginxBin, startNginx } from './lib/nginx.mjs';
import { generated as hostileRequest, targeted as hostileTargeted, RAW, raw } from './test-faults/hostile.mjs';

const args = process.argv.slice(2);
const FAULTS = ['pg-terminate', 'pg-outage', 'redis-drop', 'rolling', 'oversized', 's3-stop', 'hostile'];
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const only = option('only', undefined);
const jsonOut = option('json', undefined);
const rate = Number(option('rate', '20'));
if (only !== undefined && !FAULTS.includes(only)) {
  console.error(`--only takes one of: ${FAULTS.join(', ')}`);
  process.exit(2);
}
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/test';
const RECOVERY_GOAL_MS = 5000;
const UNAVAILABLE = 'Layanan sedang tidak tersedia, coba beberapa saat lagi';
const STORAGE_UNAVAILABLE = 'Penyimpanan berkas sedang tidak tersedia, coba beberapa saat lagi';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const admin = { email: 'admin@faults.local', password: 'faults-admin-rahasia' };
// A few staff users share the steady load, as an office would.
const staffUsers = [1, 2, 3].map((n) => ({ email: `staf${n}@faults.local`, password: `faults-staf-${n}-rahasia` }));
// The hostile requests' own account: whatever they manage (a logout, a password change) touches no one else.
const hostile = { email: 'nakal@faults.local', password: 'faults-nakal-rahasia' };

for (const [what, check] of [
  ['nginx', [nginxBin(), ['-v']]],
  ['redis-server', ['redis-server', ['--version']]],
]) {
  if (spawnSync(check[0], check[1]).error) {
    console.error(
      `test:faults needs ${what} (apt-get install -y ${what === 'nginx' ? 'nginx-light' : 'redis-server'})`,
    );
    process.exit(1);
  }
}
ensureBuilt('server');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-faults-'));
const cleanups = [];
const cleanUp = async () => {
  for (const cleanup of cleanups.splice(0).reverse()) {
    await Promise.resolve()
      .then(cleanup)
      .catch((error) => console.error(`cleanup: ${error.message}`));
  }
  fs.rmSync(work, { recursive: true, force: true });
};
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
]) {
  process.once(signal, () => void cleanUp().then(() => process.exit(code)));
}

/** A TCP proxy to PostgreSQL that can refuse and cut every connection (an outage) and let them through again. */
async function outageProxy(target) {
  const open = new Set();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ]) {
      open.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        open.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: server.address().port,
    cut() {
      down = true;
      for (const socket of open) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}

async function startRedis(port) {
  const child = spawn('redis-server', [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
  ]);
  await new Promise((resolve, reject) => {
    child.once('error', reject);
    child.stdout.on('data', (chunk) => chunk.toString().includes('Ready to accept connections') && resolve());
  });
  return child;
}

/** One inline command to redis-server on `port` (no redis-cli needed); answers its reply without the type mark. */
function redisCommand(port, command) {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(`${command}\r\n`));
    let reply = '';
    socket.on('data', (chunk) => {
      reply += chunk.toString();
      if (reply.endsWith('\r\n')) {
        socket.end();
        resolve(reply.slice(1).trim());
      }
    });
    socket.on('error', reject);
  });
}

/** One HTTPS request through nginx (its self-signed certificate trusted); never rejects: errors are answers. */
function through(nginx, method, url, { body, headers = {}, token } = {}) {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = https.request({
      host: '127.0.0.1',
      port: nginx.httpsPort,
      method,
      path: url,
      ca: nginx.ca,
      servername: 'localhost',
      agent: false,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}),
        ...headers,
      },
      timeout: 30_000,
    });
    let answered = false;
    const done = (answer) => {
      if (!answered) {
        answered = true;
        resolve({ line: `${method} ${url}`, ...answer, ms: performance.now() - started });
      }
    };
    request.on('timeout', () => request.destroy(new Error('timeout')));
    request.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
    request.on('response', (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('error', (error) => done({ status: 0, error: error.code ?? error.message }));
      response.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        done({
          status: response.statusCode,
          type: response.headers['content-type'] ?? '',
          retryAfter: response.headers['retry-after'],
          json,
          text,
        });
      });
    });
    request.end(body);
  });
}

const multipart = (name, content) => {
  const boundary = `----pidsus-faults-${Math.random().toString(16).slice(2)}`;
  return {
    body: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain\r\n\r\n`,
      ),
      Buffer.from(content),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    type: `multipart/form-data; boundary=${boundary}`,
  };
};

const results = [];
let exitCode = 0;
const recovery = (result) =>
  result.recoveryMs === null ? '—' : result.recovered ? `${(result.recoveryMs / 1000).toFixed(1)} s` : 'not recovered';
try {
  // PostgreSQL: a database of our own, reached through the proxy.
  const dbName = `pidsus_faults_${process.pid}_${Date.now()}`;
  const adminClient = new pg.Client({ connectionString: databaseUrl });
  await adminClient.connect();
  await adminClient.query(`create database ${dbName}`);
  cleanups.push(async () => {
    await adminClient.query(`drop database if exists ${dbName} with (force)`);
    await adminClient.end();
  });
  const target = new URL(databaseUrl);
  const proxy = await outageProxy(target);
  cleanups.push(() => proxy.close());
  const appDatabaseUrl = new URL(databaseUrl);
  appDatabaseUrl.hostname = '127.0.0.1';
  appDatabaseUrl.port = String(proxy.port);
  appDatabaseUrl.pathname = `/${dbName}`;

  const redisPort = await freePort();
  const redis = await startRedis(redisPort);
  cleanups.push(() => redis.kill('SIGKILL'));

  const s3Port = await freePort();
  const s3Dir = path.join(work, 's3');
  fs.mkdirSync(s3Dir);
  let s3 = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: s3Dir });
  await s3.run();
  cleanups.push(() => s3.close().catch(() => undefined));
  const bucket = 'pidsus-faults';
  const s3Endpoint = `http://127.0.0.1:${s3Port}`;
  const s3Client = new S3Client({
    endpoint: s3Endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  cleanups.push(() => s3Client.destroy());
  await s3Client.send(new CreateBucketCommand({ Bucket: bucket }));

  // Two instances, as the README runs them.
  const instances = [];
  const instanceEnv = (port, index) => ({
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: path.join(work, `data-${index}`),
    LOG_LEVEL: 'warn',
    TRUST_PROXY: '1',
    DATABASE_URL: appDatabaseUrl.toString(),
    REDIS_URL: `redis://127.0.0.1:${redisPort}`,
    STORAGE_DRIVER: 's3',
    S3_ENDPOINT: s3Endpoint,
    S3_BUCKET: bucket,
    S3_REGION: 'us-east-1',
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const startInstance = async (instance) => {
    const child = spawn(process.execPath, serverArgs(), {
      cwd: root,
      env: instanceEnv(instance.port, instance.index),
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    instance.log = ''; // this run's only
    child.stderr.on('data', (chunk) => (instance.log += chunk.toString()));
    instance.child = child;
    instance.expectedExit = false;
    child.once('exit', (code, signal) => {
      instance.exit = { code, signal };
      if (!instance.expectedExit) {
        instance.crashes += 1;
      }
    });
    await waitReady(instance);
  };
  const waitReady = async (instance, timeoutMs = 60_000) => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      // (A build from before the readiness answer has only the liveness one: to measure the old code too.)
      const ready = await fetch(`http://127.0.0.1:${instance.port}/api/health/ready`).then(
        async (response) =>
          response.status === 200 ||
          (response.status === 404 && (await fetch(`http://127.0.0.1:${instance.port}/api/health`)).ok),
        () => false,
      );
      if (ready) return;
      if (instance.child.exitCode !== null) throw new Error(`instance ${instance.index} stopped: ${instance.log}`);
      if (Date.now() > deadline) throw new Error(`instance ${instance.index} not ready in time: ${instance.log}`);
      await sleep(100);
    }
  };
  // Registered before the first start, so that an instance that did start is stopped when the next one fails.
  cleanups.push(async () => {
    for (const instance of instances) {
      instance.expectedExit = true;
      if (instance.child && instance.child.exitCode === null && instance.child.signalCode === null) {
        const exited = new Promise((resolve) => instance.child.once('exit', resolve));
        instance.child.kill('SIGTERM');
        await exited;
      }
    }
  });
  for (const index of [1, 2]) {
    const instance = { index, port: await freePort(), log: '', crashes: 0 };
    instances.push(instance);
    await startInstance(instance);
  }
  const alive = () =>
    instances.filter((instance) => instance.child.exitCode === null && instance.child.signalCode === null).length;

  const nginx = await startNginx(instances.map((instance) => `127.0.0.1:${instance.port}`));
  cleanups.push(() => nginx.close());

  // Accounts and a few cases, through nginx.
  const login = async (account) =>
    (
      await through(nginx, 'POST', '/api/auth/login', {
        body: JSON.stringify(account),
        headers: { 'content-type': 'application/json' },
      })
    ).json.token;
  const adminToken = await login(admin);
  const tokens = [];
  for (const [n, account] of [...staffUsers, hostile].entries()) {
    const created = await through(nginx, 'POST', '/api/users', {
      token: adminToken,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        username: `Staf Uji Gangguan ${n + 1}`,
        email: account.email,
        password: account.password,
        position: '',
        phone: '',
        office: '',
      }),
    });
    if (created.status !== 201 && created.status !== 200) {
      throw new Error(`creating ${account.email}: ${created.status} ${created.text}`);
    }
    if (account !== hostile) tokens.push(await login(account));
  }
  const [token] = tokens;
  const json = { 'content-type': 'application/json' };
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const newCase = (i) =>
    JSON.stringify({
      title: `Sidang perkara uji gangguan ${i}`,
      date: today,
      time: '09:00',
      type: ['penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi'][i % 4],
    });
  const caseIds = [];
  for (let i = 0; i < 8; i += 1) {
    caseIds.push((await through(nginx, 'POST', '/api/cases', { token, headers: json, body: newCase(i) })).json.id);
  }
  // Each staff user's own file to download (a user's files are theirs alone).
  const firstFiles = [];
  for (const [n, userToken] of tokens.entries()) {
    const seeded = multipart(`awal-${n + 1}.txt`, `isi awal ${n + 1}`);
    firstFiles.push(
      (
        await through(nginx, 'POST', '/api/files/upload', {
          token: userToken,
          headers: { 'content-type': seeded.type },
          body: seeded.body,
        })
      ).json.file,
    );
  }

  // The steady load: a fixed schedule of `rate` requests per second, whatever the answers take; request i is
  // kind i mod 7 sent as user i mod 3, so every user sends every kind.
  const mix = [
    ['list', (user) => through(nginx, 'GET', '/api/cases?type=penyidikan&limit=20', { token: tokens[user] })],
    [
      'case',
      (user) =>
        through(nginx, 'GET', `/api/cases/${caseIds[Math.floor(Math.random() * caseIds.length)]}`, {
          token: tokens[user],
        }),
    ],
    ['schedule', (user) => through(nginx, 'GET', '/api/schedule', { token: tokens[user] })],
    [
      'create',
      (user) =>
        through(nginx, 'POST', '/api/cases', {
          token: tokens[user],
          headers: json,
          body: newCase(Math.floor(Math.random() * 1000)),
        }),
    ],
    [
      'status',
      (user) =>
        through(nginx, 'PUT', `/api/cases/${caseIds[user]}/status`, {
          token: tokens[user],
          headers: json,
          body: JSON.stringify({ status: ['Menunggu', 'Sedang Proses', 'Selesai'][Math.floor(Math.random() * 3)] }),
        }),
    ],
    [
      'upload',
      (user) => {
        const upload = multipart(`berkas-${Math.random().toString(16).slice(2)}.txt`, 'isi berkas uji');
        return through(nginx, 'POST', '/api/files/upload', {
          token: tokens[user],
          headers: { 'content-type': upload.type },
          body: upload.body,
        });
      },
    ],
    [
      'download',
      // The file's metadata, then its content through the signed link: one record, the first failure or the content.
      async (user) => {
        const file = await through(nginx, 'GET', `/api/files/files/${firstFiles[user].id}`, { token: tokens[user] });
        return file.status === 200 ? through(nginx, 'GET', file.json.file.url) : file;
      },
    ],
  ];
  const records = [];
  let loadRunning = true;
  const loadDone = (async () => {
    const started = performance.now();
    let sent = 0;
    const pending = new Set();
    while (loadRunning) {
      const due = Math.floor(((performance.now() - started) / 1000) * rate);
      for (; sent < due; sent += 1) {
        const [kind, run] = mix[sent % mix.length];
        const user = sent % tokens.length;
        const at = Date.now();
        const request = run(user).then((answer) => records.push({ at, kind, user, ...answer }));
        pending.add(request);
        request.finally(() => pending.delete(request));
      }
      await sleep(5);
    }
    await Promise.all(pending);
  })();

  /** Judges the load's requests sent in [from, to): allowed 503s only inside `outage` (+ the recovery goal). */
  const judge = (from, to, { outage, storageOnly = false, messages = [UNAVAILABLE] } = {}) => {
    const window = records.filter((record) => record.at >= from && record.at < to);
    const statuses = {};
    const failed = [];
    let lastBad = undefined;
    for (const record of window) {
      statuses[record.status] = (statuses[record.status] ?? 0) + 1;
      const ok = record.status >= 200 && record.status < 300;
      if (ok) continue;
      lastBad = Math.max(lastBad ?? 0, record.at);
      const jsonMessage = record.type.startsWith('application/json') ? record.json?.message : undefined;
      const allowed503 =
        outage &&
        record.status === 503 &&
        // Sent before the fault but still running when it struck counts as during it.
        record.at + record.ms >= outage.from &&
        record.at < outage.to + RECOVERY_GOAL_MS &&
        messages.includes(jsonMessage) &&
        record.retryAfter !== undefined &&
        (!storageOnly || record.kind === 'upload' || record.kind === 'download');
      if (!allowed503) {
        failed.push(
          `${record.kind} ${record.status || record.error} ${record.type || 'no type'}${record.retryAfter === undefined ? '' : ` Retry-After ${record.retryAfter}`} ${jsonMessage ?? (record.text ?? '').replace(/\s+/g, ' ').slice(0, 60)}`,
        );
      }
    }
    // From the fault's end until every request sent is 2xx again: the last one sent that was not. Not recovered at
    // all when failures went on into the last 2 s of the window.
    const recovered = lastBad === undefined || lastBad < to - 2000;
    const recoveryMs = !outage ? null : lastBad === undefined ? 0 : Math.max(0, lastBad - outage.to);
    const failedRequests = failed.length;
    if (outage && !recovered) failed.push(`not 2xx again within ${((to - outage.to) / 1000).toFixed(0)} s`);
    return { sent: window.length, failedRequests, failed, statuses, recoveryMs, recovered };
  };

  /**
   * Whether a socket on instance 2 hears `cases:changed` for a case whose status is set through instance 1 (a case
   * the steady load leaves alone), i.e. whether events cross instances through Redis.
   */
  const eventCrosses = async (status) => {
    const caseId = caseIds.at(-1);
    const socket = io(`http://127.0.0.1:${instances[1].port}`, {
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
      forceNew: true,
    });
    try {
      await new Promise((resolve, reject) => {
        socket.once('connect', resolve);
        socket.once('connect_error', reject);
      });
      const heard = new Promise((resolve) => {
        socket.on('cases:changed', (change) => change.id === caseId && resolve(true));
        setTimeout(() => resolve(false), 5000);
      });
      const changed = await fetch(`http://127.0.0.1:${instances[0].port}/api/cases/${caseId}/status`, {
        method: 'PUT',
        headers: { ...json, authorization: `Bearer ${token}` },
        body: JSON.stringify({ status }),
      });
      return changed.ok && (await heard);
    } catch {
      return false;
    } finally {
      socket.close();
    }
  };

  const faults = {
    'pg-terminate': async () => {
      const from = Date.now();
      await sleep(2000);
      const { rowCount } = await adminClient.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [dbName],
      );
      const outage = { from: Date.now(), to: Date.now() };
      await sleep(8000);
      const judged = judge(from, Date.now(), { outage });
      if (!rowCount) judged.failed.push('pg_terminate_backend ended no connection: the fault did not happen');
      return { note: `${rowCount} connections ended`, ...judged };
    },
    'pg-outage': async () => {
      const from = Date.now();
      await sleep(2000);
      const outage = { from: Date.now() };
      proxy.cut();
      await sleep(5000);
      proxy.restore();
      outage.to = Date.now();
      await sleep(8000);
      const judged = judge(from, Date.now(), { outage });
      // Nothing answers from the database while it is out of reach: no 503 at all means no outage happened.
      if (!judged.statuses[503]) judged.failed.push('no request got a 503: the outage was not seen');
      return { note: `PostgreSQL unreachable for ${((outage.to - outage.from) / 1000).toFixed(1)} s`, ...judged };
    },
    'redis-drop': async () => {
      const from = Date.now();
      // The check works: an event crosses before the fault.
      const before = await eventCrosses('Selesai');
      await sleep(2000);
      let killed = 0;
      for (const type of ['normal', 'pubsub']) {
        killed += Number.parseInt(await redisCommand(redisPort, `CLIENT KILL TYPE ${type}`), 10) || 0;
      }
      const outage = { from: Date.now(), to: Date.now() };
      await sleep(4000);
      const after = await eventCrosses('Sedang Proses');
      await sleep(2000);
      const judged = judge(from, Date.now(), { outage });
      if (!killed) judged.failed.push('redis-cli CLIENT KILL ended no client: the fault did not happen');
      if (!before) judged.failed.push('no cases:changed crossed from instance 1 to instance 2 even before the fault');
      if (!after)
        judged.failed.push('no cases:changed crossed from instance 1 to instance 2 after Redis dropped its clients');
      return {
        note: `${killed} Redis clients dropped; an event crossed instances before: ${before ? 'yes' : 'NO'}, after: ${after ? 'yes' : 'NO'}`,
        ...judged,
      };
    },
    rolling: async () => {
      const from = Date.now();
      await sleep(2000);
      const exits = [];
      for (const instance of instances) {
        instance.expectedExit = true;
        const exited = new Promise((resolve) => instance.child.once('exit', (code) => resolve(code)));
        instance.child.kill('SIGTERM');
        exits.push(await exited);
        await startInstance(instance);
        await sleep(1000);
      }
      await sleep(3000);
      const judged = judge(from, Date.now());
      if (exits.some((code) => code !== 0))
        judged.failed.push(`instances exited with ${exits.join(', ')} (0 expected)`);
      return { note: `exit codes ${exits.join(', ')}`, ...judged };
    },
    oversized: async () => {
      const from = Date.now();
      const big = ' '.repeat(3 * 1024 * 1024);
      const refused = await Promise.all(
        Array.from({ length: 20 }, () => through(nginx, 'POST', '/api/cases', { token, headers: json, body: big })),
      );
      const ordinary = await Promise.all(
        Array.from({ length: 50 }, () => through(nginx, 'GET', '/api/cases?limit=5', { token })),
      );
      await sleep(2000);
      const judged = judge(from, Date.now());
      const wrong = refused.filter((answer) => answer.status !== 413 || !answer.type.startsWith('application/json'));
      const failedOrdinary = ordinary.filter((answer) => answer.status !== 200);
      judged.sent += refused.length + ordinary.length;
      judged.failedRequests += wrong.length + failedOrdinary.length;
      if (wrong.length)
        judged.failed.push(
          `${wrong.length} of 20 oversized bodies not a JSON 413 (${wrong.map((a) => a.status || a.error).join(',')})`,
        );
      if (failedOrdinary.length)
        judged.failed.push(`${failedOrdinary.length} of 50 ordinary requests after them failed`);
      return {
        note: `oversized: ${20 - wrong.length}/20 JSON 413; after them ${50 - failedOrdinary.length}/50 ordinary 200`,
        ...judged,
      };
    },
    's3-stop': async () => {
      const from = Date.now();
      await sleep(2000);
      const outage = { from: Date.now() };
      await s3.close();
      await sleep(5000);
      s3 = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: s3Dir });
      await s3.run();
      outage.to = Date.now();
      await sleep(8000);
      const judged = judge(from, Date.now(), {
        outage,
        storageOnly: true,
        messages: [UNAVAILABLE, STORAGE_UNAVAILABLE],
      });
      if (!judged.statuses[503]) judged.failed.push('no upload or download got a 503: the outage was not seen');
      return { note: `S3 stopped for ${((outage.to - outage.from) / 1000).toFixed(1)} s`, ...judged };
    },
    hostile: async () => {
      const from = Date.now();
      const document = await through(nginx, 'GET', '/api/docs/json');
      const paths = Object.keys(document.json?.paths ?? {});
      if (!paths.length) throw new Error(`no OpenAPI document at /api/docs/json: ${document.status}`);
      const hostileToken = await login(hostile);
      const answers = [];
      const total = 2000;
      for (let i = 0; i < total; i += 20) {
        answers.push(
          ...(await Promise.all(
            Array.from({ length: 20 }, () => {
              const request = hostileRequest(paths, hostileToken);
              return through(nginx, request.method, request.route, request).then((answer) => ({
                ...request,
                ...answer,
              }));
            }),
          )),
        );
      }
      // The targeted ones, each five times.
      for (let round = 0; round < 5; round += 1) {
        answers.push(
          ...(await Promise.all(
            hostileTargeted(hostileToken).map((request) =>
              through(nginx, request.method, request.route, request).then((answer) => ({ ...request, ...answer })),
            ),
          )),
        );
      }
      // The raw ones, each five times, all at once.
      const rawAnswers = [];
      for (let round = 0; round < 5; round += 1) {
        rawAnswers.push(
          ...(await Promise.all(
            RAW.map(([label, bytes]) =>
              raw(nginx, bytes).then((answer) => ({ method: 'RAW', route: '/api', label, ...answer })),
            ),
          )),
        );
      }
      answers.push(...rawAnswers);
      const fiveXX = answers.filter((answer) => answer.status >= 500 || answer.status === 0);
      const notJson = answers.filter(
        (answer) =>
          answer.status >= 400 &&
          answer.method !== 'HEAD' && // a HEAD answer has no body
          answer.route.startsWith('/api') &&
          !(answer.type.startsWith('application/json') && typeof answer.json?.message === 'string'),
      );
      const judged = judge(from, Date.now());
      const shorten = (text, length) => (text.length > length ? `${text.slice(0, length)}…(${text.length})` : text);
      // What was sent and what came back, enough to send it again by hand.
      const describe = (a) =>
        a.label
          ? `${a.status || a.error} to raw "${a.label}": ${a.type || 'no type'} ${shorten(a.json?.message ?? a.text?.replace(/\s+/g, ' ') ?? '', 60)}`
          : `${a.status || a.error} to ${a.method} ${shorten(a.route, 60)} (body ${a.body === undefined ? 'none' : `${Buffer.byteLength(a.body)} B`}, ` +
            `headers ${Object.entries(a.headers ?? {}).reduce((sum, [name, value]) => sum + name.length + value.length + 4, 0)} B, ` +
            `token ${a.token ? a.token.length : 'none'}): ${a.type || 'no type'} ${shorten(a.json?.message ?? a.text?.replace(/\s+/g, ' ') ?? '', 60)}`;
      const wrong = [...new Set([...fiveXX, ...notJson])];
      judged.sent += answers.length;
      judged.failedRequests += wrong.length;
      // Each kind of failure once, with how often it happened.
      const kinds = new Map();
      for (const answer of wrong) kinds.set(describe(answer), (kinds.get(describe(answer)) ?? 0) + 1);
      if (fiveXX.length) judged.failed.push(`${fiveXX.length} hostile requests got a 5xx or no answer`);
      if (notJson.length) judged.failed.push(`${notJson.length} /api errors not JSON with a message`);
      judged.failed.push(...[...kinds].map(([kind, count]) => `${count}× ${kind}`));
      const statuses = {};
      for (const answer of answers) statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      return {
        note: `${answers.length} hostile requests (${rawAnswers.length} raw) to ${paths.length} documented paths and others: ${JSON.stringify(statuses)}`,
        ...judged,
      };
    },
  };

  await sleep(3000);
  for (const [name, run] of Object.entries(faults)) {
    if (only && only !== name) continue;
    const crashesBefore = instances.reduce((sum, instance) => sum + instance.crashes, 0);
    const result = await run();
    const crashes = instances.reduce((sum, instance) => sum + instance.crashes, 0) - crashesBefore;
    const entry = { fault: name, alive: alive(), crashes, ...result };
    const missed = crashes > 0 || result.failed.length > 0 || (result.recoveryMs ?? 0) > RECOVERY_GOAL_MS;
    entry.goal = missed ? 'MISSED' : 'met';
    results.push(entry);
    console.log(
      `${name.padEnd(13)} ${entry.goal.padEnd(6)} alive ${entry.alive}/2, crashed ${crashes}, requests ${result.sent}, failed ${result.failedRequests}, ` +
        `statuses ${JSON.stringify(result.statuses)}, ${result.recoveryMs === null ? '' : result.recovered ? `2xx again ${recovery(result)} after the fault's end ` : 'not 2xx again '}— ${result.note}`,
    );
    for (const failure of result.failed.slice(0, 8)) console.log(`    ${failure}`);
    if (result.failed.length > 8) console.log(`    … and ${result.failed.length - 8} more`);
    if (missed) exitCode = 1;
    for (const instance of instances) {
      if (instance.child.exitCode !== null && !instance.expectedExit) {
        // Its exit and the first error it logged (a crash prints the whole error object after it).
        const error = instance.log.search(/\b\w*Error\b|Unhandled/);
        console.log(
          `    instance ${instance.index} is down (${instance.exit?.signal ?? `exit ${instance.exit?.code}`}): ` +
            `${instance.log.slice(Math.max(0, error), Math.max(0, error) + 300).replace(/\s+/g, ' ')}; starting it again`,
        );
        await startInstance(instance);
      }
    }
  }
  loadRunning = false;
  await loadDone;

  // Nothing half-stored: every row has its object and every object its row.
  const directUrl = new URL(databaseUrl);
  directUrl.pathname = `/${dbName}`;
  const db = new pg.Client({ connectionString: directUrl.toString() });
  await db.connect();
  const rows = (await db.query('select storage_key from files')).rows.map((row) => row.storage_key);
  await db.end();
  const objects = [];
  let continuation;
  do {
    const page = await s3Client.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: continuation }));
    objects.push(...(page.Contents ?? []).map((object) => object.Key.replace(/^files\//, '')));
    continuation = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (continuation);
  const rowsWithout = rows.filter((key) => !objects.includes(key));
  const objectsWithout = objects.filter((key) => !rows.includes(key));
  console.log(
    `stored content: ${rows.length} rows, ${objects.length} objects; rows without object ${rowsWithout.length}, objects without row ${objectsWithout.length}`,
  );
  if (rowsWithout.length || objectsWithout.length) exitCode = 1;
  // The summary: one row per fault.
  const table = [
    ['fault', 'goal', 'alive', 'crashed', 'requests', 'failed', 'statuses', '2xx again'],
    ...results.map((entry) => [
      entry.fault,
      entry.goal,
      `${entry.alive}/2`,
      String(entry.crashes),
      String(entry.sent),
      String(entry.failedRequests),
      Object.entries(entry.statuses)
        .map(([status, count]) => `${status}×${count}`)
        .join(' '),
      recovery(entry),
    ]),
  ];
  const widths = table[0].map((_, column) => Math.max(...table.map((row) => row[column].length)));
  console.log('');
  for (const row of table) console.log(row.map((cell, column) => cell.padEnd(widths[column])).join('  '));
  console.log('');
  console.log(
    `test:faults — ${os.cpus().length} cores, Node ${process.version}, ${rate} requests/s through nginx: ${exitCode === 0 ? 'all goals met' : 'GOALS MISSED'}`,
  );
  if (jsonOut)
    fs.writeFileSync(
      jsonOut,
      JSON.stringify(
        {
          machine: { cores: os.cpus().length, node: process.version, loadAverage: os.loadavg() },
          rate,
          passed: exitCode === 0,
          results,
          rows: rows.length,
          objects: objects.length,
          rowsWithout,
          objectsWithout,
          // Every request of the steady load: when it was sent, what, as whom, and what came back.
          requests: records.map(({ at, kind, user, line, status, type, json, error, ms }) => ({
            at: new Date(at).toISOString(),
            kind,
            user,
            line,
            status,
            type,
            message: json?.message,
            error,
            ms: Math.round(ms),
          })),
        },
        null,
        2,
      ),
    );
} catch (error) {
  console.error(error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);
