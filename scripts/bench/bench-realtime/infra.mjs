// Processes and stores for `npm run bench:realtime`: a clean-up stack that also runs on errors and Ctrl-C,
// server instances started as their own processes, and a PostgreSQL schema and Redis keys of the bench's own.
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Redis } from 'ioredis';
import pg from 'pg';
import { benchServerEnv, freePort, spawnServer, waitUntilHealthy } from '../../lib/bench-server.mjs';
import { buildServer } from '../../lib/build.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

// ---------------------------------------------------------------- clean-up, also on error and Ctrl-C
const cleanups = [];
/** Registers a clean-up step; steps run last-registered first. */
export const atCleanUp = (fn) => cleanups.push(fn);
/** Runs (and forgets) every registered step; a failing step is reported and the others still run. */
export async function cleanUp() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
    } catch (error) {
      console.error(`clean-up: ${describe(error)}`);
    }
  }
}
/** Ctrl-C and SIGTERM clean up before exiting. */
export function cleanUpOnSignals() {
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up`);
      void cleanUp().finally(() => process.exit(130));
    });
  }
}

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
export const describe = (error) => error?.message || error?.errors?.[0]?.message || error?.code || String(error);
const redact = (url) => url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');

/** CPU seconds (user + system, all threads) a process has used, from /proc; undefined elsewhere. */
export function cpuSecondsOf(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in USER_HZ (100 on Linux)
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------- servers
async function stop(child) {
  if (child.exitCode !== null || child.signalCode !== null) {
    return;
  }
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}

let reportServerDeath;
/** Settles with the error when a server exits without being asked to: the bench stops instead of timing out. */
export const serverDeath = new Promise((resolve) => (reportServerDeath = resolve));

let compiled;
/**
 * scripts/bench/bench-realtime/server.mjs compiled as `npm start`'s server is (scripts/lib/build.mjs), once per run,
 * under apps/server/node_modules/.cache where the server's packages resolve; removed at clean-up.
 */
function compiledInstance() {
  compiled ??= (async () => {
    const cache = path.join(root, 'apps/server/node_modules/.cache');
    fs.mkdirSync(cache, { recursive: true });
    const outdir = fs.mkdtempSync(path.join(cache, 'pidsus-bench-realtime-'));
    atCleanUp(() => fs.rmSync(outdir, { recursive: true, force: true }));
    await buildServer({ outdir, entryPoints: { server: 'scripts/bench/bench-realtime/server.mjs' } });
    return path.join(outdir, 'server.js');
  })();
  return compiled;
}

/**
 * Starts one instance (scripts/bench/bench-realtime/server.mjs compiled, with the server's config from `env`) and
 * waits until it answers /api/health. The instance, and its DATA_DIR, go at clean-up.
 */
export async function startServer(label, env, redisPrefix) {
  const entry = await compiledInstance();
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-realtime-'));
  atCleanUp(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const child = spawnServer(benchServerEnv(port, dataDir, env), {
    entry,
    args: [redisPrefix],
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let stopping = false;
  child.once('exit', (code, signal) => {
    if (!stopping) {
      reportServerDeath(new Error(`server ${label} exited on its own (${signal ?? `code ${code}`})`));
    }
  });
  atCleanUp(() => {
    stopping = true;
    return stop(child);
  });
  const base = `http://127.0.0.1:${port}`;
  await waitUntilHealthy(base, child).catch((error) => {
    throw new Error(`server ${label}: ${error.message}`);
  });
  return { label, base, pid: child.pid };
}

/** Why PostgreSQL or Redis cannot be used, or '' when both answer. */
export async function unreachable(databaseUrl, redisUrl) {
  const problems = [];
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    problems.push(`PostgreSQL at ${redact(databaseUrl)}: ${describe(error)}`);
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 3000,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    retryStrategy: () => null,
  });
  let cause;
  redis.on('error', (error) => (cause ??= error));
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    // The 'error' event names the cause (ECONNREFUSED…); the rejection only says the connection closed.
    problems.push(`Redis at ${redact(redisUrl)}: ${describe(cause ?? error)}`);
  } finally {
    redis.disconnect();
  }
  return problems.join('; ');
}

/** A schema of the bench's own (dropped at clean-up); returns the URL that selects it, as the server tests do. */
export async function freshSchema(databaseUrl) {
  const schema = `bench_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`create schema ${schema}`);
  } finally {
    await client.end();
  }
  atCleanUp(async () => {
    const dropper = new pg.Client({ connectionString: databaseUrl });
    await dropper.connect();
    try {
      await dropper.query(`drop schema if exists ${schema} cascade`);
    } finally {
      await dropper.end();
    }
  });
  const scoped = new URL(databaseUrl);
  scoped.searchParams.set('options', `-c search_path=${schema}`);
  return scoped.toString();
}

/** Deletes the keys under `prefix` (the login limiter's; the socket.io adapter uses channels, not keys). */
export async function deleteRedisKeys(redisUrl, prefix) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 500 })) {
      if (keys.length > 0) {
        await redis.del(...keys);
      }
    }
  } finally {
    redis.disconnect();
  }
}
