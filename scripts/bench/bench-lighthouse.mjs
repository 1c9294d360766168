// `npm run bench:lighthouse [-- --runs N] [--only /path,/path] [--through nginx [--http2-only]] [--builds A,B] [--json FILE]`: Lighthouse's mobile
// preset (simulated slow 4G, 4× CPU slowdown, a phone's screen) on every screen of the app, against the compiled
// server as `npm start` runs it, on a temporary DATA_DIR filled by `npm run seed:demo` (328 cases, four staff accounts).
//
// - Baseline, in the same run and the same browser: a one-line static HTML page served from this process. What it
//   scores tells how much the machine itself (its load, its speed) takes off every figure below.
// - `/login`: a first visit, logged out.
// - Every staff screen, logged in as a demo staff user, then every admin screen as the administrator. A
//   logged-in tab stays open; each screen is audited in a new tab, which joins that session as a user's
//   new tab does (the session is per tab; see docs/decisions.md §7.5).
// - Each audit starts with an empty HTTP cache and Cache Storage (cleared through the DevTools protocol): the figures
//   are a cold load. Lighthouse's own storage reset is off, as it would log the user out.
// With `--runs N` every page is audited N times and the median performance is reported with its range;
// "machine speed" is the range of Lighthouse's `benchmarkIndex` over those runs (its own CPU test before each audit,
// higher is faster): a run whose index fell counts the same page's tasks longer, so compare only runs of like speed.
// `--reports DIR` keeps each audit's whole Lighthouse report (JSON) there, for its diagnostics.
// With `--through nginx` every screen is audited through deploy/nginx.conf run by this machine's nginx over TLS
// (scripts/lib/nginx.mjs), as an office deploys it, twice in turn: with HTTP/1.1 only (the file's `http2` taken out of
// its listen line) and as the file is (HTTP/2); with `--http2-only` as the file is only. The browser is logged in
// through each.
// With `--builds DIR,DIR` (copies of `apps/web/dist`) every audit is made with each build in turn, swapped in before
// it, the builds alternating run by run: a change to the web compared with its baseline in one run of the machine.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { chromiumPath, seedDemo } from '../lib/bench-browser.mjs';
import { benchServerEnv, freePort, waitUntilHealthy } from '../lib/bench-server.mjs';
import { ensureBuilt, root, serverArgs } from '../lib/build.mjs';
import { startNginx, withoutHttp2 } from '../lib/nginx.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs') ?? 1);
const only = option('--only')?.split(',');
const jsonOut = option('--json');
const reportsDir = option('--reports');
const through = option('--through');
if (through !== undefined && through !== 'nginx') throw new Error(`--through: only nginx, not ${through}`);
const http2Only = args.includes('--http2-only');
const builds = option('--builds')?.split(',') ?? [];
const dist = path.join(root, 'apps/web/dist');

const staffScreens = [
  '/dashboard',
  '/category',
  '/cases/penuntutan',
  '/my-cases',
  '/case/1',
  '/case-schedule',
  '/calendar',
  '/search?q=korupsi',
  '/files',
  '/files/trash',
  '/trash',
  '/registers',
  '/profile',
];
const adminScreens = ['/admin', '/admin/users', '/admin/stats', '/admin/settings', '/admin/audit', '/admin/profile'];

ensureBuilt('web');
ensureBuilt('server');
// The build in place is put back at the end.
const kept = builds.length > 0 ? fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-dist-')) : undefined;
if (kept) fs.cpSync(dist, kept, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-lighthouse-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'admin@pidsus.local', password: 'bench-admin-rahasia' };
// The administrator is audited through the form alone: two-step sign-in is the subject of its own tests.
const env = benchServerEnv(port, dataDir, {
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  REQUIRE_2FA_ADMIN: 'false',
  ...(through ? { TRUST_PROXY: '1' } : {}),
});

// The demo data, and the password of its first staff account (printed once by the seed).
const staff = seedDemo(env);

const baselineServer = http.createServer((request, response) => {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  response.end(
    '<!doctype html><html lang="id"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
      '<meta name="description" content="Halaman pembanding"><title>Pembanding</title></head><body><h1>Halo</h1></body></html>',
  );
});
await new Promise((resolve) => baselineServer.listen(0, '127.0.0.1', resolve));
const baselineUrl = `http://127.0.0.1:${baselineServer.address().port}/`;

const server = spawn(process.execPath, serverArgs(), { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });

const results = [];
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** One Lighthouse run of `url` in a new tab of the browser on `debugPort`, after emptying the HTTP cache. */
async function auditOnce(name, url, debugPort, cdp, run) {
  for (let failed = 0; ;) {
    await cdp.send('Network.clearBrowserCache');
    // Roboto's files kept by the app (app/web-fonts.ts) go too: a cold load is a first visit's.
    await cdp.send('Storage.clearDataForOrigin', { origin: new URL(url).origin, storageTypes: 'cache_storage' });
    const result = await lighthouse(url, {
      port: debugPort,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
      disableStorageReset: true,
    });
    const { categories, audits, finalDisplayedUrl, runtimeError } = result.lhr;
    // Lighthouse itself failed to read the load (seen: NO_NAVSTART, now and then): that run is taken again, twice
    // at most, and said so; its null scores would otherwise be read as 0.
    if (runtimeError) {
      failed += 1;
      console.error(`  ${name}: Lighthouse failed (${runtimeError.code}), ${failed < 3 ? 'again' : 'giving up'}`);
      if (failed < 3) continue;
      throw new Error(`${url}: Lighthouse failed three times (${runtimeError.code}: ${runtimeError.message})`);
    }
    if (reportsDir) {
      fs.mkdirSync(reportsDir, { recursive: true });
      const file = `${name.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'root'}-${run + 1}.json`;
      fs.writeFileSync(path.join(reportsDir, file), JSON.stringify(result.lhr));
    }
    if (!finalDisplayedUrl.startsWith(url.split('?')[0])) {
      throw new Error(`${url} ended at ${finalDisplayedUrl}: not logged in?`);
    }
    return {
      performance: Math.round(categories.performance.score * 100),
      accessibility: Math.round(categories.accessibility.score * 100),
      fcp: audits['first-contentful-paint'].numericValue,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      si: audits['speed-index'].numericValue,
      // Lighthouse's own measure of the machine's speed as the run began (higher is faster): the simulation multiplies
      // the real tasks by 4, so a run where the machine was slowed by something else counts longer tasks.
      speed: result.lhr.environment.benchmarkIndex,
    };
  }
}

/** The row of a page from its runs: the run of median performance, the range, the lowest accessibility. */
function report(name, each) {
  const middle = each.find((run) => run.performance === median(each.map((r) => r.performance)));
  const row = {
    name,
    runs: each,
    performance: middle.performance,
    range: [Math.min(...each.map((r) => r.performance)), Math.max(...each.map((r) => r.performance))],
    accessibility: Math.min(...each.map((r) => r.accessibility)),
    fcp: middle.fcp,
    lcp: middle.lcp,
    tbt: middle.tbt,
    cls: middle.cls,
    si: middle.si,
    speed: [Math.min(...each.map((r) => r.speed)), Math.max(...each.map((r) => r.speed))].map(Math.round),
  };
  results.push(row);
  const ms = (value) => `${(value / 1000).toFixed(2)} s`;
  console.error(
    `  ${name}: performance ${row.performance}${runs > 1 ? ` (${row.range.join('–')})` : ''}, accessibility ${row.accessibility}; ` +
      `FCP ${ms(row.fcp)}, LCP ${ms(row.lcp)}, TBT ${Math.round(row.tbt)} ms, CLS ${row.cls.toFixed(3)}`,
  );
}

/**
 * A browser with a remote-debugging port and, for `account` (none when null), a tab logged in through each of
 * `origins` left open; then each screen audited `runs` times, through each origin in turn.
 */
async function withBrowser(account, screens, origins) {
  const debugPort = await freePort();
  // A persistent context is the browser's default one, where Lighthouse opens its tabs.
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-lighthouse-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: await chromiumPath(),
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      `--remote-debugging-port=${debugPort}`,
      // nginx's certificate is made for the run (scripts/lib/nginx.mjs).
      ...(through ? ['--ignore-certificate-errors'] : []),
    ],
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(page);
    for (const origin of account ? origins : []) {
      const tab = origin === origins[0] ? page : await context.newPage();
      await tab.goto(`${origin.base}/login`);
      await tab.getByLabel('Email').fill(account.email);
      await tab.getByLabel('Password', { exact: true }).fill(account.password);
      await tab.getByRole('button', { name: 'Masuk' }).click();
      await tab.waitForURL(/\/(dashboard|admin)$/);
      const welcome = tab.getByRole('button', { name: 'Mulai' });
      if (await welcome.isVisible().catch(() => false)) await welcome.click();
    }
    for (const screen of screens) {
      const [name, target] = Array.isArray(screen) ? screen : [screen, screen];
      if (only && !only.includes(name)) continue;
      // Each origin with each build (none named: the one in place), alternating run by run.
      const variants = origins.flatMap((origin) =>
        (builds.length > 0 && !target.startsWith('http') ? builds : ['']).map((build) => ({
          label: `${origin.label}${build ? ` [${path.basename(build)}]` : ''}`,
          base: origin.base,
          build,
        })),
      );
      const each = variants.map(() => []);
      for (let run = 0; run < runs; run += 1) {
        for (const [i, variant] of variants.entries()) {
          if (variant.build) {
            // The server reads the build's files as they are asked for: a copy swapped in is what the next tab gets.
            fs.rmSync(dist, { recursive: true, force: true });
            fs.cpSync(variant.build, dist, { recursive: true });
          }
          const url = target.startsWith('http') ? target : `${variant.base}${target}`;
          each[i].push(await auditOnce(`${name}${variant.label}`, url, debugPort, cdp, run));
        }
      }
      variants.forEach((variant, i) => report(`${name}${variant.label}`, each[i]));
    }
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const proxies = [];
try {
  await waitUntilHealthy(base, server);
  let origins = [{ label: '', base }];
  if (through) {
    const h1 = await startNginx([`127.0.0.1:${port}`], { edit: withoutHttp2 });
    proxies.push(h1);
    const h2 = await startNginx([`127.0.0.1:${port}`]);
    proxies.push(h2);
    origins = [
      { label: ' (nginx, HTTP/1.1)', base: `https://127.0.0.1:${h1.httpsPort}` },
      { label: ' (nginx, HTTP/2)', base: `https://127.0.0.1:${h2.httpsPort}` },
    ].slice(http2Only ? 1 : 0);
  }
  console.error(`bench:lighthouse — ${runs} run(s) per page`);
  await withBrowser(null, [['baseline (static page)', baselineUrl]], [{ label: '', base }]);
  await withBrowser(null, ['/login'], origins);
  await withBrowser(staff, staffScreens, origins);
  await withBrowser(admin, adminScreens, origins);
} finally {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  server.kill('SIGTERM');
  baselineServer.close();
  if (kept) {
    fs.rmSync(dist, { recursive: true, force: true });
    fs.cpSync(kept, dist, { recursive: true });
    fs.rmSync(kept, { recursive: true, force: true });
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const cpu = os.cpus();
console.log(
  `bench:lighthouse — Lighthouse 12 mobile preset; ${cpu.length} cores, ${cpu[0]?.model ?? ''}; load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}; Node ${process.version}; ${runs} run(s) per page`,
);
console.log('| page | performance | accessibility | FCP | LCP | TBT | CLS | machine speed |');
console.log('|---|---|---|---|---|---|---|---|');
for (const row of results) {
  const perf = runs > 1 ? `${row.performance} (${row.range.join('–')})` : `${row.performance}`;
  console.log(
    `| ${row.name} | ${perf} | ${row.accessibility} | ${(row.fcp / 1000).toFixed(2)} s | ${(row.lcp / 1000).toFixed(2)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} | ${[...new Set(row.speed)].join('–')} |`,
  );
}
const below = results.filter(
  (row) => !row.name.startsWith('baseline') && (row.performance < 95 || row.accessibility < 95),
);
console.log(below.length ? `below 95: ${below.map((row) => row.name).join(', ')}` : 'every screen at 95 or more');
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(results, null, 2));
