// `npm run bench:soak [-- --rate 200] [--seconds 60]`: starts the real server (its own process, a
// temporary DATA_DIR, SQLite) and holds a fixed rate of mixed requests against it — reads (case lists,
// one case, the schedule, notifications), case writes (create, status), logins and small uploads — sent
// on schedule whether or not earlier ones have answered (an open loop, so a slow server cannot slow the
// load down). Prints the achieved rate, latencies, errors (any answer other than the expected status, or
// a failed connection) and the server's resident memory at start, peak and end. Exits 1 on any error.
//
// `npm run bench:soak -- --crash [--writes 1000]`: durability (decisions §1). Writes cases until `writes`
// have been acknowledged (201); halfway it kills the server with SIGKILL while writes are in flight,
// restarts it on the same DATA_DIR, and finishes. Then checks that every acknowledged case is there, with
// its title. Exits 1 if one is missing.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { benchServerEnv, freePort, spawnServer, waitUntilHealthy } from '../lib/bench-server.mjs';
import { crash } from './bench-soak/crash.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const crashMode = args.includes('--crash');
const rate = Number(option('rate', '200'));
const seconds = Number(option('seconds', '60'));
const totalWrites = Number(option('writes', '1000'));
const admin = { email: 'bench@pidsus.local', password: 'bench-admin-rahasia' };
const staffPassword = 'soak-rahasia-123';
const MiB = 1024 * 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
const today = new Date().toISOString().slice(0, 10);

/** Resident set size of a process in bytes, from /proc (Linux) or `ps` elsewhere. */
function rssOf(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
  } catch {
    const ps = spawnSync('ps', ['-o', 'rss=', '-p', String(pid)], { encoding: 'utf8' });
    return Number(ps.stdout.trim()) * 1024;
  }
}

/** Resident memory split into anonymous (heaps) and file-backed (code, the mapped SQLite file) parts, in MiB. */
function residentParts(pid) {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const mib = (field) => Math.round(Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024);
    return `${mib('RssAnon')}+${mib('RssFile')}`;
  } catch {
    return '?';
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-soak-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = benchServerEnv(port, dataDir, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password });

/** Starts the server on the bench's DATA_DIR and waits until it answers. */
async function startServer() {
  const server = spawnServer(env);
  const exited = new Promise((resolve) => server.once('exit', resolve));
  server.exited = exited;
  await waitUntilHealthy(base, server);
  return server;
}

async function call(method, url, { token, json, form } = {}) {
  const headers = {};
  if (token) {
    headers.authorization = `Bearer ${token}`;
  }
  if (json) {
    headers['content-type'] = 'application/json';
  }
  const response = await fetch(`${base}${url}`, {
    method,
    headers,
    body: json ? JSON.stringify(json) : form,
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function login(account) {
  const answer = await call('POST', '/api/auth/login', { json: account });
  if (answer.status !== 200) {
    throw new Error(`login ${account.email} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
  }
  return answer.body.token;
}

const caseInput = (label) => ({ title: `Perkara soak ${label}`, date: today, type: 'penyidikan' });

async function soak() {
  const server = await startServer();
  try {
    const adminToken = await login(admin);
    // Four staff accounts, so that uploads and logins are spread as an office's would be.
    const staff = [];
    for (let i = 1; i <= 4; i += 1) {
      const account = { email: `soak${i}@pidsus.local`, password: staffPassword };
      const created = await call('POST', '/api/users', {
        token: adminToken,
        json: { username: `Staf Soak ${i}`, email: account.email, password: account.password, role: 'user' },
      });
      if (created.status !== 201) {
        throw new Error(`creating ${account.email} answered ${created.status}: ${JSON.stringify(created.body)}`);
      }
      staff.push({ account, token: await login(account) });
    }
    const caseIds = [];
    for (let i = 0; i < 50; i += 1) {
      caseIds.push((await call('POST', '/api/cases', { token: adminToken, json: caseInput(`awal ${i}`) })).body.id);
    }
    const upload = new Blob([Buffer.alloc(16 * 1024, 0x61)]);

    // The mix, by share of the requests: reads 62 %, writes 30 %, uploads 6 %, logins 2 %.
    let n = 0;
    const pick = (list) => list[Math.floor(Math.random() * list.length)];
    const mix = [
      [20, 'GET /api/cases', (user) => call('GET', '/api/cases?limit=50', { token: user.token }), 200],
      [15, 'GET /api/cases/:id', (user) => call('GET', `/api/cases/${pick(caseIds)}`, { token: user.token }), 200],
      [15, 'GET /api/schedule', (user) => call('GET', `/api/schedule?date=${today}`, { token: user.token }), 200],
      [12, 'GET /api/notifications', (user) => call('GET', '/api/notifications', { token: user.token }), 200],
      [
        20,
        'POST /api/cases',
        async (user) => {
          const answer = await call('POST', '/api/cases', { token: user.token, json: caseInput(`${(n += 1)}`) });
          if (answer.status === 201) {
            caseIds.push(answer.body.id);
          }
          return answer;
        },
        201,
      ],
      [
        10,
        'PUT /api/cases/:id/status',
        (user) =>
          call('PUT', `/api/cases/${pick(caseIds)}/status`, {
            token: user.token,
            json: { status: pick(['Menunggu', 'Sedang Proses', 'Selesai']) },
          }),
        200,
      ],
      [
        6,
        'POST /api/files/upload',
        (user) => {
          const form = new FormData();
          form.append('file', upload, `soak-${(n += 1)}.txt`);
          return call('POST', '/api/files/upload', { token: user.token, form });
        },
        201,
      ],
      [2, 'POST /api/auth/login', (user) => call('POST', '/api/auth/login', { json: user.account }), 200],
    ];
    const weights = mix.reduce((sum, [weight]) => sum + weight, 0);
    const chooseKind = () => {
      let roll = Math.random() * weights;
      for (const kind of mix) {
        roll -= kind[0];
        if (roll < 0) {
          return kind;
        }
      }
      return mix[mix.length - 1];
    };

    // Warm up, then measure the settled process.
    for (let i = 0; i < 40; i += 1) {
      const [, , run] = mix[i % mix.length];
      await run(staff[i % staff.length]);
    }
    await sleep(1000);
    const rssStart = rssOf(server.pid);
    let rssPeak = rssStart;
    const sampler = setInterval(() => (rssPeak = Math.max(rssPeak, rssOf(server.pid))), 250);
    // Ten readings over the run, to tell growth that goes on (a leak) from a level reached once.
    const series = [residentParts(server.pid)];
    const seriesSampler = setInterval(() => series.push(residentParts(server.pid)), (seconds * 1000) / 10);

    const latencies = new Map(mix.map(([, name]) => [name, []]));
    const errors = [];
    const pending = new Set();
    let sent = 0;
    let maxInFlight = 0;
    const started = performance.now();
    const total = rate * seconds;
    await new Promise((resolve) => {
      const tick = setInterval(() => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * rate));
        for (; sent < due; sent += 1) {
          const [, name, run, expected] = chooseKind();
          const user = staff[sent % staff.length];
          const begun = performance.now();
          const request = run(user).then(
            (answer) => {
              latencies.get(name).push(performance.now() - begun);
              if (answer.status !== expected) {
                errors.push(`${name}: ${answer.status} ${JSON.stringify(answer.body)}`);
              }
            },
            (error) => errors.push(`${name}: ${error.cause?.code ?? error.message}`),
          );
          pending.add(request);
          request.finally(() => pending.delete(request));
        }
        maxInFlight = Math.max(maxInFlight, pending.size);
        if (sent >= total) {
          clearInterval(tick);
          resolve();
        }
      }, 2);
    });
    await Promise.all(pending);
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    clearInterval(seriesSampler);
    await sleep(1000);
    const rssEnd = rssOf(server.pid);

    const all = [...latencies.values()].flat().sort((a, b) => a - b);
    console.log(
      `soak: ${sent} requests in ${elapsed.toFixed(1)} s = ${(sent / elapsed).toFixed(1)}/s (target ${rate}/s for ${seconds} s), ${os.cpus().length} CPUs, load ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    );
    console.log(
      `  all: p50 ${percentile(all, 50).toFixed(1)} ms, p99 ${percentile(all, 99).toFixed(1)} ms, max ${all[all.length - 1].toFixed(1)} ms; at most ${maxInFlight} in flight`,
    );
    for (const [name, list] of latencies) {
      list.sort((a, b) => a - b);
      if (list.length > 0) {
        console.log(
          `  ${name.padEnd(26)} ${String(list.length).padStart(6)}  p50 ${percentile(list, 50).toFixed(1).padStart(6)} ms  p99 ${percentile(list, 99).toFixed(1).padStart(7)} ms`,
        );
      }
    }
    console.log(
      `  server RSS: start ${(rssStart / MiB).toFixed(0)} MiB, peak ${(rssPeak / MiB).toFixed(0)} MiB, end ${(rssEnd / MiB).toFixed(0)} MiB`,
    );
    console.log(
      `  server RSS every ${seconds / 10} s, anonymous + file-backed MiB (the file part holds the mapped database): ${series.join(', ')}`,
    );
    console.log(`  errors: ${errors.length}`);
    for (const error of errors.slice(0, 10)) {
      console.log(`    ${error}`);
    }
    return errors.length === 0;
  } finally {
    server.kill('SIGTERM');
    await server.exited;
  }
}

let ok = false;
try {
  ok = crashMode ? await crash({ startServer, login, call, caseInput, admin, totalWrites }) : await soak();
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
process.exit(ok ? 0 : 1);
