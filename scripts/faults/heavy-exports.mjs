// `npm run test:heavy-exports`: heavy work never stalls the server (decisions §9, decisions §9). The compiled server
// (as `npm start` runs it) on SQLite in a temporary folder, 2,000 cases, and 4 PDF exports at once (two users, two
// each: the limit per user is 2) while `/api/health` is asked every 20 ms over a real socket. Exits 1 when one
// answer took 100 ms or more (docs/performance.md, "Health while exports run").
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { ensureBuilt, serverArgs } from '../lib/build.mjs';

const CASES = 2_000;
const PORT = 39_000 + Math.floor(Math.random() * 900);
const base = `http://127.0.0.1:${PORT}`;
const password = 'Ekspor-Berat-2026!';
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-heavy-'));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

ensureBuilt('server');
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(PORT),
  HOST: '127.0.0.1',
  ADMIN_EMAIL: 'admin@example.com',
  ADMIN_PASSWORD: password,
  LOG_LEVEL: 'warn',
  // The two exporting accounts are administrators working through the API: two-step sign-in is tested elsewhere.
  REQUIRE_2FA_ADMIN: 'false',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;

async function start() {
  const server = spawn(process.execPath, serverArgs(), { env, stdio: ['ignore', 'inherit', 'inherit'] });
  for (let tries = 0; tries < 100; tries += 1) {
    if ((await fetch(`${base}/api/health`).catch(() => undefined))?.ok) return server;
    await sleep(100);
  }
  throw new Error('server did not start');
}
const stop = (server) => new Promise((resolve) => server.once('exit', resolve).kill('SIGTERM'));

// First start: migrations and the admin. Then the cases and a second admin (the same password) straight into SQLite.
await stop(await start());
const db = new Database(path.join(dataDir, 'pidsus.sqlite'));
const columns = db
  .prepare('pragma table_info(users)')
  .all()
  .map((column) => column.name)
  .filter((name) => name !== 'id');
const copied = columns.map((name) =>
  name === 'email' ? "'ekspor@example.com'" : name === 'username' ? "'Ekspor'" : name,
);
db.prepare(
  `insert into users (${columns.join(', ')}) select ${copied.join(', ')} from users where email = 'admin@example.com'`,
).run();
const insert = db.prepare(
  `insert into cases (number, title, date, time, description, parties, witnesses, prosecutor, location, type, status, created_at, updated_at)
   values (?, ?, ?, '09:00', 'Uraian singkat perkara', '', '', 'Jaksa Penuntut Umum', 'Ruang Sidang Tipikor 1', 'penuntutan', 'Sedang Proses', ?, ?)`,
);
db.transaction(() => {
  for (let index = 0; index < CASES; index += 1) {
    const date = `2026-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`;
    insert.run(
      `PDS-${index}/Fd.1/2026`,
      `Perkara dugaan korupsi pengadaan barang nomor ${index}`,
      date,
      '2026-05-01T00:00:00.000Z',
      '2026-05-01T00:00:00.000Z',
    );
  }
})();
db.close();

const server = await start();
let failed = false;
try {
  const tokens = [];
  for (const email of ['admin@example.com', 'ekspor@example.com']) {
    const response = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    tokens.push((await response.json()).token);
  }
  // Warm up: the worker thread and pdfmake load once.
  await fetch(`${base}/api/cases/export?format=pdf`, { headers: { authorization: `Bearer ${tokens[0]}` } }).then((r) =>
    r.arrayBuffer(),
  );
  let done = false;
  const started = performance.now();
  const exports = Promise.all(
    [0, 0, 1, 1].map(async (who) => {
      const response = await fetch(`${base}/api/cases/export?format=pdf`, {
        headers: { authorization: `Bearer ${tokens[who]}` },
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      if (response.status !== 200) throw new Error(`export answered ${response.status}`);
      return bytes;
    }),
  ).finally(() => (done = true));
  const health = [];
  while (!done) {
    const at = performance.now();
    await fetch(`${base}/api/health`).then((r) => r.text());
    health.push(performance.now() - at);
    await sleep(20);
  }
  const sizes = await exports;
  const seconds = (performance.now() - started) / 1000;
  health.sort((a, b) => a - b);
  const slowest = health.at(-1) ?? 0;
  const p50 = health[Math.floor(health.length / 2)] ?? 0;
  console.log(
    `4 PDF exports of ${CASES} cases (${sizes.map((size) => Math.round(size / 1024)).join(', ')} KiB) in ${seconds.toFixed(1)} s; ` +
      `/api/health × ${health.length}: median ${p50.toFixed(1)} ms, slowest ${slowest.toFixed(1)} ms (goal < 100 ms)`,
  );
  failed = slowest >= 100;
} finally {
  await stop(server);
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
