// `npm run bench:main-thread -- <screen> [--as staff|admin] [--runs 3] [--builds DIR,DIR] [--profiles DIR] [--until NAME] [--hold S] [--line]`: what a screen
// asks of a phone's main thread as it loads, from a real trace (not Lighthouse's simulation): the compiled server as
// `npm start` runs it, on a temporary DATA_DIR filled by `npm run seed:demo` (328 cases), a demo account logged in, each
// run a new tab with an empty HTTP cache (and Cache Storage) and the CPU slowed 4× (DevTools' throttling, as Lighthouse's mobile preset), until the screen
// has painted, the network has been idle for 0.5 s after that, and 1.5 s more. Measured from the page's own `longtask` entries: the blocking time after
// the first paint (each task's time over 50 ms, as Lighthouse counts it), the blocking time of the whole load, and
// the CPU's busy time in the page's sampled profile.
//
// With `--builds A,B` the same screen is measured with each web build (a copy of `apps/web/dist`) in turn, run by
// run, the builds alternating: a change to the web compared with its baseline in one run. `--profiles DIR` keeps each
// run's CPU profile (`.cpuprofile`) and its trace (`.trace.json`), both for DevTools' Performance panel. The "style and layout" column is the time the page's
// main thread spent in the browser's own rendering work (style recalculation, layout, pre-paint and paint events of a
// DevTools trace), which the CPU profile does not attribute to any script; "CSS rules inserted" counts the page's
// `insertRule` calls (emotion's styles in production), a count and not a time; it moves by a few tens from run to run
// with what the page draws while it waits (a loading state drawn or not). From 5 runs on, each figure also shows its mean
// ± standard error: the spread here is wide (±300 ms from run to run), and builds a few tens of ms apart need ~30 runs.
/* global window, location, CSSStyleSheet */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, seedDemo } from '../lib/bench-browser.mjs';
import { benchServerEnv, freePort, waitUntilHealthy } from '../lib/bench-server.mjs';
import { ensureBuilt, root, serverArgs } from '../lib/build.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const screen = args.find((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--')) ?? '/dashboard';
const as = option('--as') ?? (screen.startsWith('/admin') ? 'admin' : 'staff');
const runs = Number(option('--runs') ?? 3);
const builds = option('--builds')?.split(',') ?? [];
const profilesDir = option('--profiles');
// `--until NAME`: the run also waits for a script whose address holds NAME (a dialog's code the screen loads when idle,
// such as `case-form-dialog`), so that what that load costs the main thread is in the figures.
const until = option('--until');
// `--hold S`: once loaded, the tab stays open S seconds more, and the CPU's busy time over them is reported per second:
// what a screen left open costs while nothing happens (the office TV's board, `/case-schedule?kiosk=1`).
// `--line`: the tab's network is also throttled as Lighthouse's mobile preset throttles DevTools' (562.5 ms per request,
// 1,474.56 kbit/s down, 675 kbit/s up: its 150 ms round trip and 1.6 Mbit/s line), straight to the Node server over
// HTTP/1.1; the "largest paint" column (the page's own `largest-contentful-paint` entries) is then when the screen's
// content shows on the office's weak line, in a real load rather than Lighthouse's simulation.
const hold = Number(option('--hold') ?? 0);
const line = args.includes('--line');
const dist = path.join(root, 'apps/web/dist');
const kept = builds.length > 0 ? fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-dist-')) : undefined;

ensureBuilt('web');
ensureBuilt('server');
if (kept) fs.cpSync(dist, kept, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-main-thread-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const admin = { email: 'admin@pidsus.local', password: 'bench-admin-rahasia' };
const env = benchServerEnv(port, dataDir, {
  ADMIN_EMAIL: admin.email,
  ADMIN_PASSWORD: admin.password,
  REQUIRE_2FA_ADMIN: 'false',
});
const staff = seedDemo(env);
const server = spawn(process.execPath, serverArgs(), { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});
/** The mean ± its standard error, for builds compared over many runs: a difference of ~2 errors or less is noise. */
function meanAndError(values) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return `${Math.round(mean)} ± ${Math.round(Math.sqrt(variance / values.length))}`;
}
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** A function that resolves once `tab` has had no request in flight for `ms`. */
function networkQuiet(tab) {
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (delta) => {
    inFlight += delta;
    lastChange = performance.now();
  };
  tab.on('request', () => change(1));
  tab.on('requestfinished', () => change(-1));
  tab.on('requestfailed', () => change(-1));
  return async (ms) => {
    while (inFlight > 0 || performance.now() - lastChange < ms) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
}

/** One load of the screen in a new tab of `context`, which holds the session in `storage`. */
async function measure(context, storage, label, run) {
  const tab = await context.newPage();
  await tab.addInitScript((entries) => {
    for (const [key, value] of JSON.parse(entries)) sessionStorage.setItem(key, value);
    window.__long = [];
    // The CSS rules the page inserts as it draws (emotion's, in production, go through `insertRule`).
    window.__rules = 0;
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (...rule) {
      window.__rules += 1;
      return insertRule.apply(this, rule);
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__long.push([entry.startTime, entry.duration]);
    }).observe({ type: 'longtask', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'first-contentful-paint') window.__fcp = entry.startTime;
    }).observe({ type: 'paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__lcp = entry.startTime;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  }, storage);
  const cdp = await context.newCDPSession(tab);
  // A cold load each time: the app's files (and the code compiled from them) are not kept from the run before, nor
  // Roboto's files the app keeps in Cache Storage (app/web-fonts.ts).
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: 'cache_storage' });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  if (line) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 562.5,
      downloadThroughput: (1474.56 * 1024) / 8,
      uploadThroughput: (675 * 1024) / 8,
    });
  }
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await browser.startTracing(tab, { categories: ['devtools.timeline'] });
  const quiet = networkQuiet(tab);
  const awaited = until
    ? tab.waitForResponse(
        (response) => response.url().includes(until) && response.request().resourceType() === 'script',
        {
          timeout: 60_000,
        },
      )
    : undefined;
  await tab.goto(`${base}${screen}`, { waitUntil: 'load' });
  // Until the screen has painted and then asked for nothing for 0.5 s: the network alone goes quiet for 0.5 s while
  // the app's code runs at 4× before its first request, and a run that stopped there measured a blank screen.
  await tab.waitForFunction(() => window.__fcp !== undefined, undefined, { timeout: 60_000 });
  await quiet(500);
  if (awaited) {
    await awaited;
    await quiet(500);
  }
  await tab.waitForTimeout(1500);
  const { profile } = await cdp.send('Profiler.stop');
  const trace = JSON.parse((await browser.stopTracing()).toString());
  let held;
  if (hold > 0) {
    await cdp.send('Profiler.start');
    await tab.waitForTimeout(hold * 1000);
    held = Math.round(busyTime((await cdp.send('Profiler.stop')).profile) / 1000 / hold);
  }
  const seen = await tab.evaluate(() => ({
    long: window.__long,
    fcp: window.__fcp ?? 0,
    lcp: window.__lcp ?? 0,
    at: location.pathname,
    rules: window.__rules,
  }));
  await tab.close();
  if (!seen.at.startsWith(screen.split('?')[0])) throw new Error(`${screen} ended at ${seen.at}: not logged in?`);
  if (profilesDir) {
    fs.mkdirSync(profilesDir, { recursive: true });
    fs.writeFileSync(path.join(profilesDir, `${label || 'run'}-${run + 1}.cpuprofile`), JSON.stringify(profile));
    // The DevTools trace beside it (its style, layout and paint events, and which script forced each).
    fs.writeFileSync(path.join(profilesDir, `${label || 'run'}-${run + 1}.trace.json`), JSON.stringify(trace));
  }
  const over = (tasks) => Math.round(tasks.reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0));
  const busy = busyTime(profile);
  return {
    fcp: Math.round(seen.fcp),
    lcp: Math.round(seen.lcp),
    rendering: renderingTime(trace),
    afterPaint: over(seen.long.filter(([start]) => start >= seen.fcp)),
    whole: over(seen.long),
    busy: Math.round(busy / 1000),
    rules: seen.rules,
    ...(held === undefined ? {} : { held }),
  };
}

/** The time (in µs) a sampled CPU profile spent outside idle and the engine's own housekeeping. */
function busyTime(profile) {
  const idle = new Set(
    profile.nodes.filter((n) => ['(idle)', '(program)'].includes(n.callFrame.functionName)).map((n) => n.id),
  );
  return profile.samples.reduce((sum, id, i) => sum + (idle.has(id) ? 0 : (profile.timeDeltas[i] ?? 0)), 0);
}

/** The main thread's rendering work in a trace: its complete style, layout and paint events, summed (in ms). */
function renderingTime(trace) {
  const events = trace.traceEvents ?? trace;
  const mains = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const kinds = new Set(['UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize']);
  const micros = events
    .filter((event) => kinds.has(event.name) && event.ph === 'X' && mains.has(`${event.pid}:${event.tid}`))
    .reduce((sum, event) => sum + (event.dur ?? 0), 0);
  return Math.round(micros / 1000);
}

const results = new Map((builds.length > 0 ? builds : ['']).map((build) => [build, []]));
try {
  await waitUntilHealthy(base, server);
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  const account = as === 'admin' ? admin : staff;
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(/\/(dashboard|admin)$/);
  const welcome = page.getByRole('button', { name: 'Mulai' });
  if (await welcome.isVisible().catch(() => false)) await welcome.click();
  const storage = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  // Each run's tab is given the session itself: the tab that logged in is not needed, and left open it drew and asked
  // for the dashboard's data again while a run was being measured.
  await page.close();
  for (let run = 0; run < runs; run += 1) {
    for (const [build, each] of results) {
      if (build) {
        // The server reads the build's files as they are asked for: a copy swapped in is what the next tab gets.
        fs.rmSync(dist, { recursive: true, force: true });
        fs.cpSync(build, dist, { recursive: true });
      }
      const figures = await measure(context, storage, path.basename(build), run);
      each.push(figures);
      console.error(`  ${build || screen} run ${run + 1}: ${JSON.stringify(figures)}`);
    }
  }
} finally {
  if (kept) {
    fs.rmSync(dist, { recursive: true, force: true });
    fs.cpSync(kept, dist, { recursive: true });
    fs.rmSync(kept, { recursive: true, force: true });
  }
  await browser.close();
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const cpu = os.cpus();
console.log(
  `bench:main-thread ${screen} as ${as} — 4× CPU${line ? ', the line throttled' : ''}, ${runs} run(s); ${cpu.length} cores, ${cpu[0]?.model ?? ''}; load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}; Node ${process.version}`,
);
const heldColumn = hold > 0 ? ` CPU busy per second, ${hold} s held |` : '';
console.log(
  `| build | first paint | largest paint | blocking after it | blocking, whole load | CPU busy | style and layout | CSS rules inserted |${heldColumn}`,
);
console.log(`|---|---|---|---|---|---|---|---|${hold > 0 ? '---|' : ''}`);
for (const [build, each] of results) {
  const row = (key) => {
    const values = each.map((r) => r[key]);
    return `${median(values)} ms (${values.length >= 5 ? `mean ${meanAndError(values)}; ` : ''}${values.join(', ')})`;
  };
  console.log(
    `| ${build || 'as built'} | ${row('fcp')} | ${row('lcp')} | ${row('afterPaint')} | ${row('whole')} | ${row('busy')} | ${row('rendering')} | ${median(each.map((r) => r.rules))} |${hold > 0 ? ` ${row('held')} |` : ''}`,
  );
}
