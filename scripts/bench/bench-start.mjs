// `npm run bench:start [-- --runs 5]`: how long the server takes to start, and its memory once started, as
// `npm start` runs it (compiled: node --max-semi-space-size=4 apps/server/dist/main.js) and as it ran before
// (TypeScript through tsx: node --import tsx apps/server/src/main.ts). For each, one first start makes the
// database (migrations, the admin account) on a temporary DATA_DIR, then `runs` starts on it, the two ways
// taking turns, are each measured from spawn until /api/health answers 200, and by the resident memory
// (`ps -o rss`) right then and 2 s later. SQLite, no Redis, LOG_LEVEL=warn.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchServerEnv, freePort } from '../lib/bench-server.mjs';
import { ensureBuilt, root, serverArgs } from '../lib/build.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const runs = Number(option('runs', '5'));

ensureBuilt('server');
/** Node's arguments, each way. */
const ways = {
  compiled: serverArgs(),
  tsx: ['--import', 'tsx', 'apps/server/src/main.ts'],
};

/** Resident memory of `pid`, in KiB. */
const rssKb = (pid) => Number(spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim());
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function start(way, dataDir) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = benchServerEnv(port, dataDir, { ADMIN_PASSWORD: 'bench-admin-rahasia' });
  const started = performance.now();
  const child = spawn(process.execPath, ways[way], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${way}: the server exited during start-up`);
    const ok = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await sleep(5);
  }
  const startMs = performance.now() - started;
  const rssAtStart = rssKb(child.pid);
  await sleep(2000);
  const rssLater = rssKb(child.pid);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
  return { startMs, rssAtStart, rssLater };
}

const results = { compiled: [], tsx: [] };
const dirs = {};
try {
  for (const way of Object.keys(ways)) {
    dirs[way] = fs.mkdtempSync(path.join(os.tmpdir(), `pidsus-bench-start-${way}-`));
    await start(way, dirs[way]);
  }
  for (let run = 0; run < runs; run += 1) {
    for (const way of run % 2 ? ['tsx', 'compiled'] : ['compiled', 'tsx']) {
      results[way].push(await start(way, dirs[way]));
    }
  }
} finally {
  for (const dir of Object.values(dirs)) fs.rmSync(dir, { recursive: true, force: true });
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const row = (values, unit, scale = 1) => {
  const scaled = values.map((value) => value / scale);
  const fmt = (value) => `${Math.round(value)}${unit}`;
  return `${fmt(median(scaled))} (${fmt(Math.min(...scaled))}–${fmt(Math.max(...scaled))})`.padEnd(28);
};
console.log(`${runs} starts each on an existing SQLite DATA_DIR; median (min–max)`);
console.log(`${'way'.padEnd(10)}${'start → /api/health'.padEnd(28)}${'RSS then'.padEnd(28)}RSS 2 s later`);
for (const [way, list] of Object.entries(results)) {
  console.log(
    `${way.padEnd(10)}${row(
      list.map((r) => r.startMs),
      ' ms',
    )}${row(
      list.map((r) => r.rssAtStart),
      ' MB',
      1024,
    )}${row(
      list.map((r) => r.rssLater),
      ' MB',
      1024,
    )}`,
  );
}
console.log(
  `Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end`,
);
