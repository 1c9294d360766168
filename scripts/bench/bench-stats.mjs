// `npm run bench:stats [-- --cases 100000] [--runs 9] [--only sqlite|postgres] [--keep]`
//
// How fast GET /api/admin/stats (decisions §7.4) answers on a large office: it starts the real server as production
// runs it (the compiled apps/server/dist/main.js, its own process) on a fresh database, fills it directly through SQL
// in batches (not through the API) with `cases` cases — spread over two years around today, most of them `Selesai`,
// a tenth in the trash — 40 staff accounts on their teams (one or two each), a deadline for every other case (a
// third of them done), then times GET /api/admin/stats: the median of `runs` answers after two warm-up ones, and of
// each figure's query as the answer's `Server-Timing` reports it. It then drops the indexes of migration 0018 and
// times the same again, to show what they are worth.
// SQLite (a temporary DATA_DIR) always; PostgreSQL too when DATABASE_URL is set, in a fresh schema dropped afterwards.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { benchServerEnv, freePort, logIn, spawnServer, waitUntilHealthy } from '../lib/bench-server.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const caseCount = Number(option('cases', '100000'));
const runs = Number(option('runs', '9'));
const only = option('only', undefined);
/** Keeps the SQLite file (its path is printed) to look at query plans afterwards. */
const keep = args.includes('--keep');
const admin = { email: 'bench@pidsus.local', password: 'bench-admin-rahasia' };
const STAFF = 40;
const BATCH = 1000;
const FIGURES = ['cases', 'hearings', 'deadlines', 'members', 'users'];
const categories = ['penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi'];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** A small deterministic generator, so that every run fills the same data. */
function random(seed) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** Rows of `cases`, `case_team` and `case_deadlines` for case ids from 1, in batches of BATCH cases. */
function* batches(staffIds) {
  const next = random(7);
  const now = new Date().toISOString();
  for (let first = 1; first <= caseCount; first += BATCH) {
    const cases = [];
    const team = [];
    const deadlines = [];
    for (let id = first; id < Math.min(first + BATCH, caseCount + 1); id += 1) {
      const draw = next();
      const status = draw < 0.7 ? 'Selesai' : draw < 0.85 ? 'Sedang Proses' : 'Menunggu';
      const date = new Date(Date.now() + Math.floor((next() - 0.5) * 730) * 86_400_000).toISOString().slice(0, 10);
      cases.push({
        id,
        title: `Perkara nomor ${id}`,
        date,
        type: categories[id % categories.length],
        status,
        deleted_at: next() < 0.1 ? now : null,
      });
      const lead = staffIds[Math.floor(next() * staffIds.length)];
      team.push([id, lead]);
      const second = staffIds[Math.floor(next() * staffIds.length)];
      if (next() < 0.5 && second !== lead) {
        team.push([id, second]);
      }
      if (id % 2 === 0) {
        const due = new Date(Date.parse(`${date}T00:00:00Z`) + 20 * 86_400_000).toISOString().slice(0, 10);
        deadlines.push({ case_id: id, due_date: due, done_at: next() < 0.33 ? now : null });
      }
    }
    yield { cases, team, deadlines, now };
  }
}

/** SQLite: the server's own file, written through better-sqlite3 as the server's driver picks it. */
async function fillSqlite(file, staffIds) {
  const require = createRequire(path.resolve('apps/server/package.json'));
  const SQLite = require(Number(process.versions.napi) >= 10 ? 'better-sqlite3-v13' : 'better-sqlite3');
  const db = new SQLite(file);
  db.pragma('busy_timeout = 10000');
  const insertCase = db.prepare(
    `insert into cases (id, title, date, time, description, parties, witnesses, prosecutor, type, status, created_by,
      created_at, updated_at, deleted_at) values (?, ?, ?, null, '', '', '', '', ?, ?, null, ?, ?, ?)`,
  );
  const insertMember = db.prepare('insert into case_team (case_id, user_id, created_at) values (?, ?, ?)');
  const insertDeadline = db.prepare(
    `insert into case_deadlines (case_id, title, due_date, done_at, created_at, updated_at) values (?, 'Tenggat', ?, ?, ?, ?)`,
  );
  const write = db.transaction(({ cases, team, deadlines, now }) => {
    for (const c of cases) {
      insertCase.run(c.id, c.title, c.date, c.type, c.status, now, now, c.deleted_at);
    }
    for (const [caseId, userId] of team) {
      insertMember.run(caseId, userId, now);
    }
    for (const d of deadlines) {
      insertDeadline.run(d.case_id, d.due_date, d.done_at, now, now);
    }
  });
  for (const batch of batches(staffIds)) {
    write(batch);
  }
  return {
    sql: (text) => db.exec(text),
    close: () => db.close(),
  };
}

/** PostgreSQL: multi-row inserts of a batch each. */
async function fillPostgres(url, staffIds) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const insert = async (table, columns, rows) => {
    if (rows.length === 0) {
      return;
    }
    const values = rows.map((row, r) => `(${row.map((_, c) => `$${r * row.length + c + 1}`).join(', ')})`);
    await client.query(`insert into ${table} (${columns}) values ${values.join(', ')}`, rows.flat());
  };
  for (const { cases, team, deadlines, now } of batches(staffIds)) {
    await client.query('begin');
    await insert(
      'cases',
      'id, title, date, description, parties, witnesses, prosecutor, type, status, created_at, updated_at, deleted_at',
      cases.map((c) => [c.id, c.title, c.date, '', '', '', '', c.type, c.status, now, now, c.deleted_at]),
    );
    await insert(
      'case_team',
      'case_id, user_id, created_at',
      team.map(([caseId, userId]) => [caseId, userId, now]),
    );
    await insert(
      'case_deadlines',
      'case_id, title, due_date, done_at, created_at, updated_at',
      deadlines.map((d) => [d.case_id, 'Tenggat', d.due_date, d.done_at, now, now]),
    );
    await client.query('commit');
  }
  await client.query(`select setval(pg_get_serial_sequence('cases', 'id'), ${caseCount})`);
  // Autovacuum would do this in time on a real server; without it a fresh table has no statistics.
  await client.query('vacuum analyze');
  return { sql: (text) => client.query(text), close: () => client.end() };
}

/** Staff accounts through SQL too (the password is never used: only the admin logs in). */
async function addStaff(kind, target) {
  const now = new Date().toISOString();
  const rows = Array.from({ length: STAFF }, (_, i) => [`Jaksa ${i + 1}`, `jaksa${i + 1}@pidsus.local`, now]);
  const text = `insert into users (username, email, password_hash, role, position, phone, office, created_at, updated_at)
    values (?, ?, 'x', 'user', '', '', '', ?, ?)`;
  if (kind === 'sqlite') {
    const require = createRequire(path.resolve('apps/server/package.json'));
    const SQLite = require(Number(process.versions.napi) >= 10 ? 'better-sqlite3-v13' : 'better-sqlite3');
    const db = new SQLite(target);
    const insert = db.prepare(text);
    const ids = rows.map(([name, email, at]) => Number(insert.run(name, email, at, at).lastInsertRowid));
    db.close();
    return ids;
  }
  const client = new pg.Client({ connectionString: target });
  await client.connect();
  const ids = [];
  for (const [name, email, at] of rows) {
    let n = 0;
    const result = await client.query(`${text.replace(/\?/g, () => `$${++n}`)} returning id`, [name, email, at, at]);
    ids.push(result.rows[0].id);
  }
  await client.end();
  return ids;
}

/** `runs` answers after two warm-up ones: the median total and the median of each figure's Server-Timing. */
async function time(base, token) {
  const totals = [];
  const figures = Object.fromEntries(FIGURES.map((name) => [name, []]));
  let body;
  for (let i = 0; i < runs + 2; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}/api/admin/stats`, { headers: { authorization: `Bearer ${token}` } });
    body = await response.json();
    const elapsed = performance.now() - started;
    if (response.status !== 200) {
      throw new Error(`GET /api/admin/stats answered ${response.status}: ${JSON.stringify(body)}`);
    }
    if (i < 2) {
      continue;
    }
    totals.push(elapsed);
    for (const part of (response.headers.get('server-timing') ?? '').split(',')) {
      const [name, dur] = part.trim().split(';dur=');
      figures[name]?.push(Number(dur));
    }
  }
  return {
    total: median(totals),
    figures: Object.fromEntries(FIGURES.map((name) => [name, median(figures[name])])),
    body,
  };
}

const format = (result) =>
  `${result.total.toFixed(1)} ms (${FIGURES.map((name) => `${name} ${result.figures[name].toFixed(1)}`).join(', ')})`;

async function bench(store) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-stats-'));
  let schema;
  if (store === 'postgres') {
    schema = `bench_stats_${process.pid}_${Date.now()}`;
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    await client.query(`create schema ${schema}`);
    await client.end();
  }
  const scopedUrl = () => {
    const url = new URL(process.env.DATABASE_URL);
    url.searchParams.set('options', `-c search_path=${schema}`);
    return url.toString();
  };
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer(
    benchServerEnv(port, dataDir, {
      ADMIN_EMAIL: admin.email,
      ADMIN_PASSWORD: admin.password,
      ...(schema ? { DATABASE_URL: scopedUrl() } : {}),
    }),
  );
  let filled;
  try {
    await waitUntilHealthy(base, server);
    const target = schema ? scopedUrl() : path.join(dataDir, 'pidsus.sqlite');
    const started = performance.now();
    const staffIds = await addStaff(store, target);
    filled = store === 'sqlite' ? await fillSqlite(target, staffIds) : await fillPostgres(target, staffIds);
    console.log(`${store}: filled ${caseCount} cases in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const token = await logIn(base, admin);
    const withIndexes = await time(base, token);
    const { cases_by_category: byCategory, deadlines, cases_per_member: members } = withIndexes.body;
    console.log(
      `${store}: counted ${byCategory.reduce((sum, row) => sum + row.total, 0)} live cases, ` +
        `${deadlines.open} open deadlines (${deadlines.overdue} overdue), ${members.length} staff`,
    );
    console.log(`${store}: GET /api/admin/stats median of ${runs}: ${format(withIndexes)}`);
    for (const index of ['cases_stats_type_status_idx', 'cases_stats_open_idx', 'case_deadlines_stats_idx']) {
      await filled.sql(`drop index ${index}`);
    }
    const withoutIndexes = await time(base, token);
    console.log(`${store}: without migration 0018's indexes:    ${format(withoutIndexes)}`);
  } finally {
    await filled?.close();
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    if (keep && store === 'sqlite') {
      console.log(`sqlite: kept ${dataDir}`);
    } else {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    if (schema) {
      const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
      await client.connect();
      await client.query(`drop schema ${schema} cascade`);
      await client.end();
    }
  }
}

const stores = ['sqlite', ...(process.env.DATABASE_URL ? ['postgres'] : [])].filter(
  (store) => only === undefined || store === only,
);
for (const store of stores) {
  await bench(store);
}
if (!process.env.DATABASE_URL) {
  console.log('postgres: skipped (DATABASE_URL is not set)');
}
