// `npm run bench:writes [-- --count 400] [--concurrency 1,8] [--dir PARENT]`: what SQLite's
// `synchronous = FULL` (the default, decisions §1) costs against NORMAL. In the same run, for each mode, it
// starts the real server (its own process, a fresh DATA_DIR under PARENT — by default the system's temporary
// folder; give a folder on the server's real disk, since a RAM-backed /tmp hides the cost of syncing), creates
// `count` cases through POST /api/cases at each concurrency, and prints cases per second and latencies.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchServerEnv, freePort, logIn, spawnServer, waitUntilHealthy } from '../lib/bench-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const count = Number(option('count', '400'));
const concurrencies = option('concurrency', '1,8').split(',').map(Number);
const parent = path.resolve(option('dir', os.tmpdir()));
const admin = { email: 'bench@pidsus.local', password: 'bench-admin-rahasia' };
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];

async function measure(mode) {
  const dataDir = fs.mkdtempSync(path.join(parent, `pidsus-bench-writes-${mode}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = benchServerEnv(port, dataDir, {
    SQLITE_SYNCHRONOUS: mode,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  });
  const server = spawnServer(env);
  try {
    await waitUntilHealthy(base, server);
    const token = await logIn(base, admin);
    const createCase = async (i) => {
      const started = performance.now();
      const response = await fetch(`${base}/api/cases`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ title: `Perkara uji tulis ${i}`, date: '2026-03-12', type: 'penyidikan' }),
      });
      if (response.status !== 201) {
        throw new Error(`POST /api/cases answered ${response.status}: ${await response.text()}`);
      }
      await response.arrayBuffer();
      return performance.now() - started;
    };
    await createCase(-1); // warm-up
    const results = [];
    for (const concurrency of concurrencies) {
      const latencies = [];
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < count) {
            next += 1;
            latencies.push(await createCase(next));
          }
        }),
      );
      const seconds = (performance.now() - started) / 1000;
      latencies.sort((a, b) => a - b);
      results.push({
        concurrency,
        perSecond: count / seconds,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
      });
    }
    return results;
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const measured = {};
for (const mode of ['normal', 'full']) {
  measured[mode] = await measure(mode);
}
console.log(`${count} cases per row through POST /api/cases, SQLite in ${parent}`);
console.log('synchronous  concurrency  cases/s   p50 ms   p99 ms');
for (const mode of ['normal', 'full']) {
  for (const row of measured[mode]) {
    console.log(
      `${mode.padEnd(11)}  ${String(row.concurrency).padStart(11)}  ${row.perSecond.toFixed(0).padStart(7)}  ${row.p50
        .toFixed(1)
        .padStart(7)}  ${row.p99.toFixed(1).padStart(7)}`,
    );
  }
}
for (const [i, row] of measured.full.entries()) {
  const ratio = row.perSecond / measured.normal[i].perSecond;
  console.log(`concurrency ${row.concurrency}: FULL makes ${(ratio * 100).toFixed(0)}% of NORMAL's cases per second`);
}
