// `npm run bench:api [-- --cases 10000] [--today 168] [--duration 5] [--pairs 3] [--connections 50]
//   [--settle 30] [--only sqlite|postgres] [--env NAME=VALUE]… [--node-options '…'] [--heap-snapshots DIR] [--json FILE]`
//
// The API's per-request cost against Fastify's own, in one run: it starts the real server as production runs it
// (the compiled apps/server/dist/main.js, its own process, the default `info` logging into a pipe that is read)
// and a bare Fastify hello-world (scripts/bench-api/hello-world.mjs: `{ hello: 'world' }`, a response schema, no
// logger) as another process; creates `cases` cases through POST /api/cases as one staff user (plus `today` on
// today's office date, for the board); then drives GET /api/cases/:id, GET /api/cases?type=penyidikan&limit=50 and
// GET /api/schedule with autocannon (`connections` connections), in alternating rounds hello-world → endpoint of
// `duration` seconds each, `pairs` pairs, and prints for each endpoint the median of the pairs' ratios
// (endpoint req/s ÷ hello-world req/s), req/s, p50/p99, and the server's resident memory (/proc/<pid>/status
// VmRSS) after start (at once, and after `settle` seconds idle), after seeding, at its peak under load (sampled every 200 ms), at the end, and VmHWM.
// SQLite (a temporary DATA_DIR) always; PostgreSQL too when DATABASE_URL is set, in a fresh database that is
// dropped afterwards. `--env` sets a variable for the server (e.g. MALLOC_ARENA_MAX=2), `--node-options` passes
// Node flags (e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'), `--heap-snapshots DIR` writes a heap snapshot after
// start, after seeding and at the end (SIGUSR2).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { benchServerEnv, freePort, logIn, waitUntilHealthy } from './lib/bench-server.mjs';
import { ensureBuilt, root, serverArgs } from './lib/build.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const repeated = (name) => args.flatMap((arg, i) => (arg === `--${name}` ? [args[i + 1]] : []));
const caseCount = Number(option('cases', '10000'));
const todayCount = Number(option('today', '168'));
const duration = Number(option('duration', '5'));
const pairs = Number(option('pairs', '3'));
const connections = Number(option('connections', '50'));
const settleSeconds = Number(option('settle', '30'));
const only = option('only', undefined);
const nodeOptions = option('node-options', '');
const snapshotDir = option('heap-snapshots', undefined);
const jsonOut = option('json', undefined);
const extraEnv = Object.fromEntries(
  repeated('env').map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
);
const admin = { email: 'bench@pidsus.local', password: 'bench-admin-rahasia' };
const staff = { email: 'staf@pidsus.local', password: 'bench-staf-rahasia' };
const here = path.dirname(fileURLToPath(import.meta.url));
const MiB = 1024 * 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const mib = (bytes) => `${(bytes / MiB).toFixed(0)} MiB`;

/** VmRSS, its anonymous (heaps) and file-backed (code, the mapped database) parts, and VmHWM (peak), in bytes. */
function memoryOf(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), anon: kb('RssAnon'), file: kb('RssFile'), hwm: kb('VmHWM') };
}

/** Today's date in the office zone (the server's default TZ_OFFICE), as the schedule computes it. */
const officeToday = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());

/** A small deterministic generator, so that every run seeds the same cases. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const categories = ['penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi'];
const words = ['korupsi', 'dana', 'desa', 'pengadaan', 'barang', 'jasa', 'pencucian', 'uang', 'pajak', 'bea', 'cukai'];

function caseBody(i, next, date) {
  const pick = () => words[Math.floor(next() * words.length)];
  const hour =
    next() < 0.8 ? `${String(8 + Math.floor(next() * 9)).padStart(2, '0')}:${next() < 0.5 ? '00' : '30'}` : null;
  return {
    title: `Perkara ${pick()} ${pick()} nomor ${i}`,
    date,
    time: hour,
    description: Array.from({ length: 30 }, pick).join(' '),
    parties: `Terdakwa ${i}, Saksi pelapor ${i}`,
    witnesses: `Saksi ahli ${i}; saksi fakta ${i + 1}`,
    prosecutor: `Jaksa ${1 + (i % 40)}`,
    type: categories[i % categories.length],
  };
}

/** A date within about two years of today. */
function someDate(next) {
  const day = new Date(Date.now() + Math.floor((next() - 0.7) * 730) * 86_400_000);
  return day.toISOString().slice(0, 10);
}

async function seed(base, token) {
  const next = random(42);
  const bodies = [
    ...Array.from({ length: caseCount }, (_, i) => caseBody(i, next, someDate(next))),
    ...Array.from({ length: todayCount }, (_, i) => caseBody(caseCount + i, next, officeToday)),
  ];
  let index = 0;
  const ids = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (index < bodies.length) {
        const body = bodies[index];
        index += 1;
        const response = await fetch(`${base}/api/cases`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
        if (response.status !== 201) {
          throw new Error(`POST /api/cases answered ${response.status}: ${await response.text()}`);
        }
        ids.push((await response.json()).id);
      }
    }),
  );
  return { ids, seconds: (performance.now() - started) / 1000 };
}

async function cannon(url, headers = {}) {
  const result = await autocannon({ url, connections, duration, headers });
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  }
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99 };
}

/** PostgreSQL: a fresh database beside DATABASE_URL's, dropped by the returned function. */
async function freshPostgresDatabase(url) {
  const name = `bench_api_${process.pid}_${Date.now()}`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(`create database ${name}`);
  await client.end();
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  return {
    url: scoped.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

async function startHelloWorld() {
  const port = await freePort();
  const child = spawn(process.execPath, [path.join(here, 'bench-api/hello-world.mjs'), String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i += 1) {
    const up = await fetch(base).then(
      (response) => response.ok,
      () => false,
    );
    if (up) {
      return { child, url: `${base}/` };
    }
    if (i > 200 || child.exitCode !== null) {
      throw new Error('the hello-world server did not start');
    }
    await sleep(50);
  }
}

async function measureStore(store, hello) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pidsus-bench-api-${store}-`));
  const database = store === 'postgres' ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = benchServerEnv(port, dataDir, {
    // As production runs: the default log level, its lines into a pipe.
    LOG_LEVEL: 'info',
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
    ...(database ? { DATABASE_URL: database.url } : {}),
    ...extraEnv,
  });
  // Node's own flags go before the entry (not all of them are allowed in NODE_OPTIONS, --cpu-prof is not).
  const nodeFlags = [
    ...nodeOptions.split(' ').filter(Boolean),
    ...(snapshotDir ? ['--heapsnapshot-signal=SIGUSR2', `--diagnostic-dir=${path.resolve(snapshotDir)}`] : []),
  ];
  ensureBuilt('server');
  const server = spawn(process.execPath, [...nodeFlags, ...serverArgs()], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let logBytes = 0;
  server.stdout.on('data', (chunk) => {
    logBytes += chunk.length;
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const snapshot = async () => {
    if (snapshotDir) {
      const before = fs.readdirSync(snapshotDir).length;
      server.kill('SIGUSR2');
      while (fs.readdirSync(snapshotDir).length === before) {
        await sleep(200);
      }
      await sleep(2000);
    }
  };
  try {
    await waitUntilHealthy(base, server);
    await sleep(1000);
    const afterStart = memoryOf(server.pid).rss;
    // V8 keeps the young generation that start-up's allocations grew (up to 32 MiB) until its memory reducer
    // runs, after ~20 s without allocation: the resident size an idle instance settles at is read after that.
    await sleep(settleSeconds * 1000);
    const afterStartSettled = memoryOf(server.pid).rss;
    await snapshot();
    const adminToken = await logIn(base, admin);
    const created = await fetch(`${base}/api/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
      body: JSON.stringify({ username: 'Staf Bench', email: staff.email, password: staff.password, role: 'user' }),
    });
    if (created.status !== 201) {
      throw new Error(`POST /api/users answered ${created.status}: ${await created.text()}`);
    }
    const token = await logIn(base, staff);
    const seeded = await seed(base, token);
    console.log(
      `${store}: ${seeded.ids.length} cases created in ${seeded.seconds.toFixed(1)} s (${(seeded.ids.length / seeded.seconds).toFixed(0)}/s)`,
    );
    await sleep(1000);
    const seededMemory = memoryOf(server.pid);
    const afterSeeding = seededMemory.rss;
    await snapshot();

    const headers = { authorization: `Bearer ${token}` };
    const someId = seeded.ids[Math.floor(seeded.ids.length / 2)];
    const endpoints = [
      { name: 'GET /api/cases/:id', url: `${base}/api/cases/${someId}` },
      { name: 'GET /api/cases?type=penyidikan&limit=50', url: `${base}/api/cases?type=penyidikan&limit=50` },
      { name: 'GET /api/schedule', url: `${base}/api/schedule` },
    ];
    let peak = 0;
    const sampler = setInterval(() => {
      peak = Math.max(peak, memoryOf(server.pid).rss);
    }, 200);
    const logBytesBefore = logBytes;
    let requests = 0;
    const results = [];
    try {
      for (const endpoint of endpoints) {
        // Warm-up: the JIT and the database's caches, not measured.
        await autocannon({ url: endpoint.url, connections, duration: Math.min(2, duration), headers });
        const rounds = [];
        for (let pair = 0; pair < pairs; pair += 1) {
          const baseline = await cannon(hello.url);
          const measured = await cannon(endpoint.url, headers);
          requests += measured.rps * duration;
          rounds.push({ baseline, measured, ratio: measured.rps / baseline.rps });
        }
        const result = {
          endpoint: endpoint.name,
          ratio: median(rounds.map((round) => round.ratio)),
          rps: median(rounds.map((round) => round.measured.rps)),
          helloRps: median(rounds.map((round) => round.baseline.rps)),
          p50: median(rounds.map((round) => round.measured.p50)),
          p99: median(rounds.map((round) => round.measured.p99)),
          rounds: rounds.map((round) => Number(round.ratio.toFixed(3))),
        };
        results.push(result);
        console.log(
          `${store}: ${result.endpoint}: ratio ${result.ratio.toFixed(3)} (${result.rps.toFixed(0)} vs ${result.helloRps.toFixed(0)} req/s; rounds ${result.rounds.join(', ')}), p50 ${result.p50} ms, p99 ${result.p99} ms`,
        );
      }
    } finally {
      clearInterval(sampler);
    }
    await sleep(1000);
    const end = memoryOf(server.pid);
    await snapshot();
    return {
      store,
      cases: seeded.ids.length,
      seedPerSecond: seeded.ids.length / seeded.seconds,
      results,
      memory: {
        afterStart,
        afterStartSettled,
        settleSeconds,
        afterSeeding,
        seededAnon: seededMemory.anon,
        seededFile: seededMemory.file,
        peak,
        end: end.rss,
        hwm: end.hwm,
      },
      logBytesPerRequest: (logBytes - logBytesBefore) / Math.max(1, requests),
    };
  } finally {
    server.kill('SIGTERM');
    await Promise.race([exited, sleep(15_000)]);
    if (server.exitCode === null && server.signalCode === null) {
      server.kill('SIGKILL');
    }
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const stores = ['sqlite', ...(process.env.DATABASE_URL ? ['postgres'] : [])].filter((store) => !only || store === only);
if (snapshotDir) {
  fs.mkdirSync(snapshotDir, { recursive: true });
}
const hello = await startHelloWorld();
const report = [];
try {
  for (const store of stores) {
    report.push(await measureStore(store, hello));
  }
} finally {
  hello.child.kill('SIGTERM');
}

console.log(
  `\nbench:api — ${caseCount} + ${todayCount} cases, ${connections} connections, ${pairs} pairs of ${duration} s rounds, ` +
    `Node ${process.version}, ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
);
for (const entry of report) {
  console.log(`\n${entry.store}`);
  for (const result of entry.results) {
    console.log(
      `  ${result.endpoint.padEnd(42)} ratio ${result.ratio.toFixed(3)}  ${result.rps.toFixed(0).padStart(6)} req/s (hello-world ${result.helloRps.toFixed(0)})  p50 ${result.p50} ms  p99 ${result.p99} ms`,
    );
  }
  const { memory } = entry;
  console.log(
    `  RSS after start ${mib(memory.afterStart)} (${mib(memory.afterStartSettled)} after ${memory.settleSeconds} s idle), after seeding ${mib(memory.afterSeeding)} (anonymous ${mib(memory.seededAnon)}, files ${mib(memory.seededFile)}), peak under load ${mib(memory.peak)}, ` +
      `at the end ${mib(memory.end)} (VmHWM ${mib(memory.hwm)})`,
  );
  console.log(
    `  seeding ${entry.seedPerSecond.toFixed(0)} cases/s; log output ${entry.logBytesPerRequest.toFixed(0)} bytes per request`,
  );
}
if (jsonOut) {
  fs.writeFileSync(jsonOut, `${JSON.stringify(report, null, 2)}\n`);
}
