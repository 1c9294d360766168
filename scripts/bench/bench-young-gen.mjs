// `npm run bench:young-gen [-- --seconds 5 --pairs 3 --flag --max-semi-space-size=4]`: what the server's V8
// flag for the young generation (scripts/lib/build.mjs, `serverFlags`) costs and saves. It seeds one SQLite
// DATA_DIR through the API (a staff user, 2,000 cases, 100 of them today), copies it, and runs two compiled
// servers side by side on the copies: one without the flag (V8's default, a young generation of up to 32 MiB)
// and one with it. For each of GET /api/cases/:id, the list of 50, the board and POST /api/cases it drives them
// in alternating rounds with autocannon (50 connections), the one without first, and prints the median req/s,
// p99 and each server's resident memory after start and at its peak (VmRSS, sampled every 200 ms).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { benchServerEnv, freePort, logIn, spawnServer, waitUntilHealthy } from '../lib/bench-server.mjs';
import { ensureBuilt, serverFlags } from '../lib/build.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const seconds = Number(option('seconds', '5'));
const pairs = Number(option('pairs', '3'));
const flag = option('flag', serverFlags.join(' ') || '--max-semi-space-size=4');
const admin = { email: 'admin@bench.local', password: 'Bench-admin-2026!' };
const staff = { email: 'staf@bench.local', password: 'Bench-staf-2026!' };
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const rssMiB = (pid) => {
  const line = fs
    .readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line.split(/\s+/)[1]) / 1024;
};

async function start(name, dataDir, nodeFlags) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = benchServerEnv(port, dataDir, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });
  // spawnServer puts the compiled server's own flags first; the flags compared here replace them.
  const child = spawnServer(env, { nodeFlags });
  await waitUntilHealthy(base, child);
  await sleep(1000);
  return { name, base, child, afterStart: rssMiB(child.pid), peak: 0 };
}

async function seed(base) {
  const adminToken = await logIn(base, admin);
  const created = await fetch(`${base}/api/users`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${adminToken}` },
    body: JSON.stringify({ username: 'Staf Bench', email: staff.email, password: staff.password, role: 'user' }),
  });
  if (created.status !== 201) throw new Error(`POST /api/users answered ${created.status}`);
  const token = await logIn(base, staff);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const types = ['penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi'];
  let id;
  for (let i = 0; i < 2100; i += 1) {
    const date =
      i < 100 ? today : new Date(Date.now() + (i % 700) * 86_400_000 - 300 * 86_400_000).toISOString().slice(0, 10);
    const response = await fetch(`${base}/api/cases`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(caseBody(i, date, types[i % 4])),
    });
    if (response.status !== 201) throw new Error(`POST /api/cases answered ${response.status}`);
    id = (await response.json()).id;
  }
  return { token, id };
}

const caseBody = (i, date, type) => ({
  title: `Perkara korupsi dana desa nomor ${i}`,
  date,
  time: i % 5 === 0 ? null : `${String(8 + (i % 9)).padStart(2, '0')}:30`,
  description: 'Dugaan penyimpangan pengadaan barang dan jasa '.repeat(4),
  parties: `Terdakwa ${i}`,
  witnesses: `Saksi ${i}`,
  prosecutor: `Jaksa ${1 + (i % 40)}`,
  type,
});

ensureBuilt('server');
const seededDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-young-'));
const seeder = await start('seed', seededDir, []);
const { token, id } = await seed(seeder.base);
seeder.child.kill('SIGTERM');
await new Promise((resolve) => seeder.child.once('exit', resolve));
const copyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-young-'));
fs.cpSync(seededDir, copyDir, { recursive: true });

const servers = [await start('without the flag', seededDir, []), await start(flag, copyDir, flag.split(' '))];
const sampler = setInterval(() => {
  for (const server of servers) server.peak = Math.max(server.peak, rssMiB(server.child.pid));
}, 200);
const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
const endpoints = [
  { name: 'GET /api/cases/:id', path: `/api/cases/${id}` },
  { name: 'GET /api/cases?type=penyidikan&limit=50', path: '/api/cases?type=penyidikan&limit=50' },
  { name: 'GET /api/schedule', path: '/api/schedule' },
  {
    name: 'POST /api/cases',
    path: '/api/cases',
    method: 'POST',
    body: JSON.stringify(caseBody(9999, '2027-01-04', 'penyidikan')),
  },
];
const rows = [];
try {
  for (const endpoint of endpoints) {
    const runs = servers.map(() => []);
    for (let pair = -1; pair < pairs; pair += 1) {
      for (const [index, server] of servers.entries()) {
        const result = await autocannon({
          url: `${server.base}${endpoint.path}`,
          method: endpoint.method ?? 'GET',
          body: endpoint.body,
          headers,
          connections: 50,
          duration: pair < 0 ? 2 : seconds,
        });
        if (result.non2xx > 0) throw new Error(`${endpoint.name} answered ${result.non2xx} non-2xx`);
        // The first pair warms the JIT and the caches up and is not counted.
        if (pair >= 0) runs[index].push(result);
      }
    }
    rows.push({
      endpoint: endpoint.name,
      ...Object.fromEntries(
        servers.map((server, index) => [
          server.name,
          `${Math.round(median(runs[index].map((run) => run.requests.average)))} req/s, p99 ${median(runs[index].map((run) => run.latency.p99))} ms`,
        ]),
      ),
    });
  }
} finally {
  clearInterval(sampler);
  for (const server of servers) server.child.kill('SIGTERM');
}
console.table(rows);
console.table(
  servers.map((server) => ({
    server: server.name,
    'RSS after start (MiB)': Math.round(server.afterStart),
    'RSS peak under load (MiB)': Math.round(server.peak),
  })),
);
console.log(
  `Node ${process.version}, ${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)} at the end`,
);
for (const dir of [seededDir, copyDir]) fs.rmSync(dir, { recursive: true, force: true });
