// The deployment `npm run test:faults` (scripts/faults/run.mjs) breaks, all of it on loopback and in temporary
// folders: a fresh PostgreSQL database reached through a TCP proxy that can cut it, its own redis-server, s3rver, two
// compiled instances as `npm start` runs them, and nginx with deploy/nginx.conf in front of them; then the accounts,
// a few cases and each staff user's first file, through nginx.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import pg from 'pg';
import S3rver from 's3rver';
import { root, serverArgs } from '../lib/build.mjs';
import { freePort, startNginx } from '../lib/nginx.mjs';
import { admin, hostile, json, multipart, sleep, staffUsers, through } from './common.mjs';

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

/**
 * Starts the deployment on DATABASE_URL's server (`databaseUrl`) and in `work`; each part's stop goes into
 * `cleanups` (run last to first). Answers what the load and the faults act on.
 */
export async function startDeployment({ databaseUrl, work, cleanups }) {
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

  // Two instances, as docs/deployment.md runs them.
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
    // The harness's admin works through the API alone: two-step sign-in is the subject of its own tests.
    REQUIRE_2FA_ADMIN: 'false',
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
    // A password an admin set must be changed first (decisions §9): each account does so, as its owner would.
    const first = await login(account);
    const changed = await through(nginx, 'PUT', '/api/profile/password', {
      token: first,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        current_password: account.password,
        new_password: `${account.password}-baru`,
        confirm_password: `${account.password}-baru`,
      }),
    });
    if (changed.status !== 200) {
      throw new Error(`changing the password of ${account.email}: ${changed.status} ${changed.text}`);
    }
    account.password = `${account.password}-baru`;
    if (account !== hostile) tokens.push(await login(account));
  }
  const [token] = tokens;
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

  return {
    adminClient,
    dbName,
    proxy,
    redisPort,
    // An S3 outage: the store stops at once. `close()` alone waits for the clients' keep-alive connections to end,
    // which they may never do while the load runs, so they are cut too (as a crash would).
    stopS3: () => {
      const closing = s3.close();
      s3.httpServer?.closeAllConnections?.();
      return closing;
    },
    async restartS3() {
      s3 = new S3rver({ port: s3Port, address: '127.0.0.1', silent: true, directory: s3Dir });
      await s3.run();
    },
    s3Client,
    bucket,
    /** An instance's environment without its port: for a one-off command against the same database and bucket. */
    commandEnv: () => instanceEnv(0, 0),
    instances,
    startInstance,
    alive,
    nginx,
    login,
    tokens,
    token,
    newCase,
    caseIds,
    firstFiles,
  };
}
