// `npm run bench:api [-- --cases 10000] [--today 168] [--duration 5] [--pairs 3] [--connections 50]
//   [--settle 30] [--only sqlite|postgres] [--env NAME=VALUE]… [--node-options '…'] [--heap-snapshots DIR] [--json FILE]`
//
// The API's per-request cost against Fastify's own, in one run: it starts the real server as production runs it
// (the compiled apps/server/dist/main.js, its own process, the default `info` logging into a pipe that is read)
// and a bare Fastify hello-world (scripts/bench/bench-api/hello-world.mjs: `{ hello: 'world' }`, a response schema, no
// logger) as another process; creates `cases` cases through POST /api/cases as one staff user (plus `today` on
// today's office date, for the board); then drives GET /api/cases/:id, GET /api/cases?type=penyidikan&limit=50 and
// GET /api/schedule with autocannon (`connections` connections), in alternating rounds hello-world → endpoint of
// `duration` seconds each, `pairs` pairs, and prints for each endpoint the median of the pairs' ratios
// (endpoint req/s ÷ hello-world req/s), req/s, p50/p99, the cores the server and autocannon (in this process) kept
// busy during the endpoint's rounds (the one near 1.0 bounds the rate), and the server's resident memory (/proc/<pid>/status
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
import { benchServerEnv, freePort, logIn, waitUntilHealthy } from '../lib/bench-server.mjs';
import { ensureBuilt, root, serverArgs } from '../lib/build.mjs';
import { freshPostgresDatabase, seed } from './bench-api/data.mjs';

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
const staff = { email: 'staf@pidsus.local', password: 'Gunung-Merapi-Kuat-2026!' };
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

/** CPU seconds a process has used so far, all its threads, user and system (/proc/<pid>/stat, clock ticks of 1/100 s). */
function cpuSecondsOf(pid) {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/**
 * One round of autocannon against `url`; with `serverPid`, also the share of a core the server used during it and the
 * share this process used (autocannon runs in it): which of the two bounds the rate (one is near 1.0).
 */
async function cannon(url, headers = {}, serverPid = undefined) {
  const serverBefore = serverPid ? cpuSecondsOf(serverPid) : 0;
  const ownBefore = process.cpuUsage();
  const started = performance.now();
  const result = await autocannon({ url, connections, duration, headers });
  const seconds = (performance.now() - started) / 1000;
  const own = process.cpuUsage(ownBefore);
  const failed = result.errors + result.timeouts + result.non2xx;
  if (failed > 0) {
    throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts, ${result.non2xx} non-2xx`);
  }
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    serverCpu: serverPid ? (cpuSecondsOf(serverPid) - serverBefore) / seconds : undefined,
    clientCpu: (own.user + own.system) / 1e6 / seconds,
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
    // The bench's administrator only creates the staff account: without this, two-step sign-in (on by default for
    // administrators, decisions §9) would have to be set up first.
    REQUIRE_2FA_ADMIN: 'false',
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
    // A password an administrator set must be changed by its owner first (decisions §9).
    const ownPassword = 'Sungai-Musi-Panjang-2026!';
    const changed = await fetch(`${base}/api/profile/password`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        current_password: staff.password,
        new_password: ownPassword,
        confirm_password: ownPassword,
      }),
    });
    if (changed.status !== 200) {
      throw new Error(`PUT /api/profile/password answered ${changed.status}: ${await changed.text()}`);
    }
    const seeded = await seed(base, token, caseCount, todayCount);
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
          const measured = await cannon(endpoint.url, headers, server.pid);
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
          serverCpu: median(rounds.map((round) => round.measured.serverCpu)),
          clientCpu: median(rounds.map((round) => round.measured.clientCpu)),
          rounds: rounds.map((round) => Number(round.ratio.toFixed(3))),
        };
        results.push(result);
        console.log(
          `${store}: ${result.endpoint}: ratio ${result.ratio.toFixed(3)} (${result.rps.toFixed(0)} vs ${result.helloRps.toFixed(0)} req/s; rounds ${result.rounds.join(', ')}), p50 ${result.p50} ms, p99 ${result.p99} ms; CPU server ${result.serverCpu.toFixed(2)}, autocannon ${result.clientCpu.toFixed(2)}`,
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
      `  ${result.endpoint.padEnd(42)} ratio ${result.ratio.toFixed(3)}  ${result.rps.toFixed(0).padStart(6)} req/s (hello-world ${result.helloRps.toFixed(0)})  p50 ${result.p50} ms  p99 ${result.p99} ms  CPU server ${result.serverCpu.toFixed(2)} autocannon ${result.clientCpu.toFixed(2)}`,
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
// The databases side by side, one line per endpoint: the ratio to the same run's hello-world (req/s), p50/p99.
if (report.length > 1) {
  const cell = (result) =>
    result ? `${result.ratio.toFixed(3)} (${result.rps.toFixed(0)} req/s, ${result.p50}/${result.p99} ms)` : '—';
  console.log(`\n| endpoint | ${report.map((entry) => entry.store).join(' | ')} |`);
  console.log(`|---|${report.map(() => '---').join('|')}|`);
  for (const { endpoint } of report[0].results) {
    const cells = report.map((entry) => cell(entry.results.find((result) => result.endpoint === endpoint)));
    console.log(`| ${endpoint} | ${cells.join(' | ')} |`);
  }
}
if (jsonOut) {
  fs.writeFileSync(jsonOut, `${JSON.stringify(report, null, 2)}\n`);
}
