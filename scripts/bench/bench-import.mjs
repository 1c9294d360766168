// `npm run bench:import [-- --rows 10000] [--only sqlite|postgres]`
//
// Importing a register (decisions §8.7) as production runs it: the compiled server as its own process (SQLite in a
// temporary DATA_DIR; PostgreSQL too when DATABASE_URL is set, in a fresh database dropped afterwards), an
// administrator from ADMIN_EMAIL/ADMIN_PASSWORD. It writes a `rows`-row .xlsx (date cells, exceljs's streaming
// writer) and a `rows`-row .csv (Windows-1252, `;`) and times POST /api/import/cases for each: the dry run, the
// real import, and the same file again (every row unchanged). Meanwhile /api/health is asked every 100 ms (its
// latency: median, p99, worst) and the server's resident memory read every 200 ms (/proc/<pid>/status VmRSS: its
// peak during the import; VmHWM at the end). Prints a table; the goal is under 30 s a run on the 2-core machine.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { benchServerEnv, freePort, logIn, spawnServer, waitUntilHealthy } from '../lib/bench-server.mjs';
import { freshPostgresDatabase } from './bench-api/data.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const rowCount = Number(option('rows', '10000'));
const only = option('only', undefined);
const admin = { email: 'bench@pidsus.local', password: 'bench-admin-rahasia' };
const MiB = 1024 * 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const GOAL_MS = 30_000;

const names = ['Ahmad Fauzi', 'José Sitompul', 'Siti Rahmawati', 'Budi Santoso', 'Dewi Lestari', 'Hendra Gunawan'];
const stages = ['Penyelidikan', 'Penyidikan', 'Penuntutan', 'Eksekusi'];
const statuses = ['Menunggu', 'Sedang Proses', 'Selesai'];
const headings = [
  'No',
  'Nomor Perkara',
  'Judul',
  'Kategori',
  'Tanggal Sidang',
  'Jam',
  'Tempat',
  'Status',
  'Jaksa',
  'Tersangka',
  'Pasal',
  'Kerugian Negara',
];

/** The i-th row of a register: `prefix` keeps the two files' cases apart. */
function rowOf(prefix, i) {
  const day = new Date(Date.UTC(2026, 0, 1 + (i % 300)));
  return [
    i + 1,
    `${prefix}-${i + 1}/M.1.10/Fd.1/${String((i % 12) + 1).padStart(2, '0')}/2026`,
    `Dugaan Tindak Pidana Korupsi Pengadaan ${prefix} Nomor ${i + 1}`,
    stages[i % 4],
    day,
    `${String(8 + (i % 9)).padStart(2, '0')}.${i % 2 ? '30' : '00'}`,
    `Ruang Sidang Tipikor ${(i % 5) + 1}`,
    statuses[i % 3],
    'Rina Marpaung, S.H.',
    `${names[i % 6]}; ${names[(i + 1) % 6]}`,
    'Pasal 2 ayat (1) jo. Pasal 18 UU 31/1999',
    `Rp ${new Intl.NumberFormat('id-ID').format(1_000_000 * ((i % 900) + 1))}`,
  ];
}

async function writeXlsx(file) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: true, useSharedStrings: true });
  const sheet = workbook.addWorksheet('Register');
  sheet.addRow(['Register Perkara Pidsus 2026']).commit();
  sheet.addRow(headings).commit();
  for (let i = 0; i < rowCount; i += 1) {
    const row = sheet.addRow(rowOf('X', i));
    row.getCell(5).numFmt = 'dd/mm/yyyy';
    row.commit();
  }
  sheet.commit();
  await workbook.commit();
}

function writeCsv(file) {
  const day = (date) => date.toISOString().slice(0, 10).split('-').reverse().join('/');
  const quote = (cell) => (/[;"\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell);
  const lines = [headings.join(';')];
  for (let i = 0; i < rowCount; i += 1) {
    lines.push(
      rowOf('C', i)
        .map((cell) => (cell instanceof Date ? day(cell) : quote(String(cell))))
        .join(';'),
    );
  }
  fs.writeFileSync(file, Buffer.from(lines.join('\r\n') + '\r\n', 'latin1'));
}

const memoryOf = (pid) => {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) * 1024;
  return { rss: kb('VmRSS'), hwm: kb('VmHWM') };
};

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;
};

/** One import of `file`, timed, with /api/health and the server's memory sampled meanwhile. */
async function timedImport(base, token, pid, file, dryRun) {
  let running = true;
  const health = [];
  let peak = memoryOf(pid).rss;
  const sampleHealth = (async () => {
    while (running) {
      const started = performance.now();
      const response = await fetch(`${base}/api/health`);
      await response.arrayBuffer();
      health.push(performance.now() - started);
      await sleep(100);
    }
  })();
  const sampleMemory = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
  }, 200);
  const body = new FormData();
  body.append('file', await fs.openAsBlob(file), path.basename(file));
  const started = performance.now();
  const response = await fetch(`${base}/api/import/cases?dry_run=${dryRun ? 1 : 0}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body,
  });
  const result = await response.json();
  const ms = performance.now() - started;
  running = false;
  clearInterval(sampleMemory);
  peak = Math.max(peak, memoryOf(pid).rss);
  await sampleHealth;
  if (!response.ok) {
    throw new Error(`import answered ${response.status}: ${JSON.stringify(result)}`);
  }
  return {
    ms,
    result,
    peakRss: peak,
    health: { p50: percentile(health, 50), p99: percentile(health, 99), max: Math.max(...health), n: health.length },
  };
}

async function measureStore(store, files) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `pidsus-bench-import-${store}-`));
  const database = store === 'postgres' ? await freshPostgresDatabase(process.env.DATABASE_URL) : undefined;
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer(
    benchServerEnv(port, dataDir, {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      REQUIRE_2FA_ADMIN: 'false',
      ...(database ? { DATABASE_URL: database.url } : {}),
    }),
  );
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const lines = [];
  try {
    await waitUntilHealthy(base, server);
    const token = await logIn(base, admin);
    const atStart = memoryOf(server.pid).rss;
    for (const [kind, file] of files) {
      for (const [label, dryRun] of [
        ['dry run', true],
        ['import', false],
        ['again', false],
      ]) {
        const run = await timedImport(base, token, server.pid, file, dryRun);
        const { rows, created, updated, unchanged, errors } = run.result;
        lines.push({
          store,
          file: kind,
          run: label,
          seconds: (run.ms / 1000).toFixed(1),
          rows,
          created,
          updated,
          unchanged,
          errors: errors.length,
          'peak RSS': `${(run.peakRss / MiB).toFixed(0)} MiB`,
          'health p50/p99/max ms': `${run.health.p50.toFixed(0)}/${run.health.p99.toFixed(0)}/${run.health.max.toFixed(0)}`,
          goal: run.ms < GOAL_MS ? 'ok' : 'SLOW',
        });
        console.error(`${store} ${kind} ${label}: ${(run.ms / 1000).toFixed(1)} s`);
      }
    }
    const { hwm } = memoryOf(server.pid);
    console.error(
      `${store}: RSS after start ${(atStart / MiB).toFixed(0)} MiB, VmHWM at the end ${(hwm / MiB).toFixed(0)} MiB`,
    );
  } finally {
    server.kill('SIGTERM');
    await exited;
    fs.rmSync(dataDir, { recursive: true, force: true });
    await database?.drop();
  }
  return lines;
}

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-import-files-'));
try {
  const xlsx = path.join(workDir, `register-${rowCount}.xlsx`);
  const csv = path.join(workDir, `register-${rowCount}.csv`);
  await writeXlsx(xlsx);
  writeCsv(csv);
  console.error(
    `files: ${rowCount} rows, xlsx ${(fs.statSync(xlsx).size / MiB).toFixed(1)} MiB, csv ${(fs.statSync(csv).size / MiB).toFixed(1)} MiB`,
  );
  const stores = ['sqlite', ...(process.env.DATABASE_URL ? ['postgres'] : [])].filter(
    (store) => !only || store === only,
  );
  const table = [];
  for (const store of stores) {
    table.push(
      ...(await measureStore(store, [
        ['xlsx', xlsx],
        ['csv', csv],
      ])),
    );
  }
  console.table(table);
} finally {
  fs.rmSync(workDir, { recursive: true, force: true });
}
