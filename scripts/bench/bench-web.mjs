/* global document, requestAnimationFrame -- the first dialog is timed inside the page (firstDialog) */
// `npm run bench:web [-- --json FILE]`: what the browser downloads, as transferred with the server's own
// compression, and the board's largest contentful paint — in headless Chromium against the real server
// (compiled, as `npm start` runs it) on a temporary DATA_DIR with a few hearings today.
//
// - /login: the JavaScript and CSS a first visit downloads (cold cache) until the network is idle.
// - the logged-in shell: the JavaScript and CSS of a cold load of /dashboard for a logged-in staff user
//   (the browser cache disabled, the session kept).
// - the board: a cold load of /case-schedule; its LCP from the browser's own PerformanceObserver.
// "As transferred" is what Chromium received for the body (encodedDataLength less the response's headers),
// also shown with the headers; "uncompressed" is the same URL
// fetched with `Accept-Encoding: identity`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/bench-browser.mjs';
import { benchServerEnv, freePort, logIn, waitUntilHealthy } from '../lib/bench-server.mjs';
import { ensureBuilt, root, serverArgs } from '../lib/build.mjs';

const args = process.argv.slice(2);
const jsonOut = args.includes('--json') ? args[args.indexOf('--json') + 1] : undefined;

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

ensureBuilt('web');
ensureBuilt('server');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-web-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'admin@pidsus.local', password: 'Admin-Bench-Pidsus-2026!' };
const staff = { email: 'staf@pidsus.local', password: 'Kursi-Hijau-Meja-2026!' };
const server = spawn(process.execPath, serverArgs(), {
  cwd: root,
  env: benchServerEnv(port, dataDir, { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password }),
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function api(method, url, token, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** The sizes of what `load` makes the page download: scripts and style sheets, as transferred and whole. */
async function downloads(page, load) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const responses = new Map();
  cdp.on('Network.responseReceived', ({ requestId, type, response }) =>
    responses.set(requestId, {
      type,
      url: response.url,
      encoding: response.headers['content-encoding'] ?? '',
      // What had arrived when the response began: its status line and headers.
      headerBytes: response.encodedDataLength,
    }),
  );
  const finished = new Map();
  cdp.on('Network.loadingFinished', ({ requestId, encodedDataLength }) => finished.set(requestId, encodedDataLength));
  await load();
  await page.waitForLoadState('networkidle');
  const totals = {
    js: { transferred: 0, body: 0, whole: 0, files: 0 },
    css: { transferred: 0, body: 0, whole: 0, files: 0 },
  };
  const encodings = new Set();
  for (const [requestId, { type, url, encoding, headerBytes }] of responses) {
    const kind = type === 'Script' ? 'js' : type === 'Stylesheet' ? 'css' : undefined;
    if (!kind || !finished.has(requestId)) continue;
    const whole = (await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer()).byteLength;
    totals[kind].transferred += finished.get(requestId);
    totals[kind].body += finished.get(requestId) - headerBytes;
    totals[kind].whole += whole;
    totals[kind].files += 1;
    if (process.env.BENCH_WEB_FILES)
      console.log(`  ${kind} ${(finished.get(requestId) / 1024).toFixed(1)} KB ${url.replace(base, '')}`);
    encodings.add(encoding || 'none');
  }
  await cdp.detach();
  return { ...totals, encodings: [...encodings].join(',') };
}

/** The median of `values`. */
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * The first case dialog of a visit, from the click to the first frame painted with its form, in a new browser context each time (nothing
 * cached): "Tambah Kasus Baru" on a case list, whose form loads once the list is idle, beside the baseline of the
 * same form opened cold, "Edit" on a case page, which loads it at the click. At the CPU's own speed (the laptop)
 * and slowed 4× (Lighthouse's phone).
 */
async function firstDialog(browser, account, caseId, runs = 5) {
  const open = async ({ path, button, dialog }, slowdown) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: 'id-ID' });
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password', { exact: true }).fill(account.password);
    await page.getByRole('button', { name: 'Masuk' }).click();
    await page.waitForURL(`${base}/dashboard`);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await page.goto(`${base}${path}`);
    await page.getByRole('button', { name: button }).waitFor();
    await page.waitForLoadState('networkidle');
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
    // Timed in the page: from the click to the first frame painted with the dialog in it.
    const ms = await page.getByRole('button', { name: button }).evaluate(
      (target) =>
        new Promise((resolve) => {
          const started = performance.now();
          const shown = () => {
            if (document.querySelector('[role="dialog"] form')) {
              requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - started)));
            } else {
              requestAnimationFrame(shown);
            }
          };
          target.click();
          shown();
        }),
    );
    await page.getByRole('dialog', { name: dialog }).waitFor();
    await context.close();
    return ms;
  };
  const screens = {
    list: { path: '/cases/penuntutan', button: 'Tambah Kasus Baru', dialog: 'Tambah Kasus Baru' },
    baseline: { path: `/case/${caseId}`, button: 'Edit', dialog: 'Edit Kasus' },
  };
  const out = {};
  for (const slowdown of [1, 4]) {
    for (const [name, screen] of Object.entries(screens)) {
      const times = [];
      for (let i = 0; i < runs; i += 1) times.push(await open(screen, slowdown));
      out[`${name}×${slowdown}`] = Math.round(median(times));
    }
  }
  return out;
}

const results = {};
let browser;
try {
  await waitUntilHealthy(base, server);
  const adminToken = await logIn(base, admin);
  await api('POST', '/api/users', adminToken, {
    username: 'Staf Bench',
    email: staff.email,
    password: staff.password,
    position: 'Jaksa Fungsional',
    phone: '',
    office: '',
  });
  // A password an administrator set must be changed by its owner first (decisions §9).
  const ownPassword = 'Sungai-Musi-Panjang-2026!';
  await api('PUT', '/api/profile/password', await logIn(base, staff), {
    current_password: staff.password,
    new_password: ownPassword,
    confirm_password: ownPassword,
  });
  staff.password = ownPassword;
  const staffToken = await logIn(base, staff);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Jakarta' }).format(new Date());
  const caseIds = [];
  for (let i = 0; i < 12; i += 1) {
    const { id } = await api('POST', '/api/cases', staffToken, {
      title: `Sidang perkara tindak pidana korupsi nomor ${i + 1}`,
      date: today,
      time: `${String(8 + (i % 8)).padStart(2, '0')}:00`,
      description: 'Pemeriksaan saksi',
      parties: 'Terdakwa',
      witnesses: 'Saksi',
      prosecutor: 'Jaksa Penuntut Umum',
      type: ['penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi'][i % 4],
    });
    caseIds.push(id);
  }

  browser = await chromium.launch({ executablePath: await chromiumPath(), args: chromiumArgs });
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  results.login = await downloads(page, () => page.goto(`${base}/login`));
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(`${base}/dashboard`);
  results.shell = await downloads(page, () => page.reload());

  results.board = await downloads(page, () => page.goto(`${base}/case-schedule`));
  await page.getByText('Sidang perkara tindak pidana korupsi nomor 1', { exact: true }).first().waitFor();
  results.board.lcpMs = await page.evaluate(
    () =>
      new Promise((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries();
          resolve(Math.round(entries[entries.length - 1].startTime));
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );

  results.dialog = await firstDialog(browser, staff, caseIds[0]);
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(`bench:web — ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}; Node ${process.version}`);
console.log(
  '| page | JS transferred (bodies) | JS with response headers | JS uncompressed | CSS transferred (bodies) | CSS uncompressed | encodings |',
);
console.log('|---|---|---|---|---|---|---|');
for (const [name, r] of Object.entries(results).filter(([name]) => name !== 'dialog')) {
  console.log(
    `| ${name} | ${kb(r.js.body)} (${r.js.files} files) | ${kb(r.js.transferred)} | ${kb(r.js.whole)} | ${kb(r.css.body)} | ${kb(r.css.whole)} | ${r.encodings} |`,
  );
}
console.log(`board LCP (cold, no throttling): ${results.board.lcpMs} ms`);
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(results, null, 2));
console.log(
  `first case dialog, click to shown (median of 5 cold visits): "Tambah Kasus Baru" on a list ${results.dialog['list×1']} ms ` +
    `(CPU 4× slower: ${results.dialog['list×4']} ms); baseline, the same form loaded at the click ("Edit" on a case) ` +
    `${results.dialog['baseline×1']} ms (${results.dialog['baseline×4']} ms)`,
);
