// `npm run bench:navigation -- --from /case-schedule --link Dashboard [--as staff|admin] [--runs 5] [--builds DIR,DIR]`:
// how long a move from one screen to another takes on the office's weak line, from a real browser (not Lighthouse's
// simulation, which counts a page's first load only): the compiled server as `npm start` runs it, on a temporary
// DATA_DIR filled by `npm run seed:demo` (328 cases), a demo account's session given to a new tab with an empty HTTP
// cache each run. The tab opens `--from` at full speed and waits until its network has been quiet for 0.5 s; then its
// network is throttled as Lighthouse's mobile preset throttles DevTools' (562.5 ms per request, 1,474.56 kbit/s down,
// 675 kbit/s up) and its CPU slowed 4×, and the top bar's link named `--link` is clicked. Measured from the click: when
// the next screen's code has arrived (the last script), when its last API answer has arrived, and when both have,
// until the network is quiet for 1 s; median of the runs, with mean ± standard error from 5 runs on. With `--builds
// A,B` the builds (copies of `apps/web/dist`) alternate run by run, as in `bench:main-thread`.
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
const from = option('--from') ?? '/case-schedule';
const link = option('--link') ?? 'Dashboard';
const as = option('--as') ?? (from.startsWith('/admin') ? 'admin' : 'staff');
const runs = Number(option('--runs') ?? 5);
const builds = option('--builds')?.split(',') ?? [];
const dist = path.join(root, 'apps/web/dist');
const kept = builds.length > 0 ? fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-dist-')) : undefined;

ensureBuilt('web');
ensureBuilt('server');
if (kept) fs.cpSync(dist, kept, { recursive: true });
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-navigation-'));
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
function meanAndError(values) {
  const mean = values.reduce((sum, value) => sum + value, 0) / values.length;
  const variance = values.reduce((sum, value) => sum + (value - mean) ** 2, 0) / (values.length - 1);
  return `${Math.round(mean)} ± ${Math.round(Math.sqrt(variance / values.length))}`;
}

/** Requests of `tab` in flight and finished, and a wait until none has been in flight for `ms`. */
function watchNetwork(tab) {
  let inFlight = 0;
  let lastChange = performance.now();
  const finished = [];
  const change = (delta) => {
    inFlight += delta;
    lastChange = performance.now();
  };
  tab.on('request', () => change(1));
  tab.on('requestfinished', (request) => {
    finished.push({ url: new URL(request.url()), type: request.resourceType(), at: performance.now() });
    change(-1);
  });
  tab.on('requestfailed', () => change(-1));
  const quiet = async (ms) => {
    while (inFlight > 0 || performance.now() - lastChange < ms) await new Promise((resolve) => setTimeout(resolve, 50));
  };
  return { finished, quiet };
}

async function measure(context, storage) {
  const tab = await context.newPage();
  await tab.addInitScript((entries) => {
    for (const [key, value] of JSON.parse(entries)) sessionStorage.setItem(key, value);
  }, storage);
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Network.clearBrowserCache');
  const network = watchNetwork(tab);
  await tab.goto(`${base}${from}`, { waitUntil: 'load' });
  await network.quiet(500);
  // A staff member's dashboard greets each new tab once.
  const welcome = tab.getByRole('button', { name: 'Mulai' });
  if (await welcome.isVisible()) await welcome.click();
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 562.5,
    downloadThroughput: (1474.56 * 1024) / 8,
    uploadThroughput: (675 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const before = network.finished.length;
  const clicked = performance.now();
  await tab.getByRole('banner').getByRole('link', { name: link, exact: true }).click();
  await network.quiet(1000);
  const after = network.finished.slice(before);
  const last = (items) => Math.round(Math.max(0, ...items.map((item) => item.at - clicked)));
  const code = last(after.filter((item) => item.type === 'script'));
  const answers = last(after.filter((item) => item.url.pathname.startsWith('/api/')));
  const at = new URL(tab.url()).pathname;
  await tab.close();
  return { code, answers, both: Math.max(code, answers), at };
}

const results = new Map((builds.length > 0 ? builds : ['']).map((build) => [build, []]));
try {
  await waitUntilHealthy(base, server);
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
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
  await page.close();
  for (let run = 0; run < runs; run += 1) {
    for (const [build, each] of results) {
      if (build) {
        fs.rmSync(dist, { recursive: true, force: true });
        fs.cpSync(build, dist, { recursive: true });
      }
      const figures = await measure(context, storage);
      if (figures.at === from) throw new Error(`the link ${link} did not leave ${from}`);
      each.push(figures);
      console.error(`  ${build || from} run ${run + 1}: ${JSON.stringify(figures)}`);
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
  `bench:navigation ${from} → '${link}' as ${as} — the line throttled, 4× CPU, ${runs} run(s); ${cpu.length} cores, ${cpu[0]?.model ?? ''}; Node ${process.version}`,
);
console.log('| build | screen | its code in | its last answer in | both in |');
console.log('|---|---|---|---|---|');
for (const [build, each] of results) {
  const row = (key) => {
    const values = each.map((r) => r[key]);
    return `${median(values)} ms (${values.length >= 5 ? `mean ${meanAndError(values)}; ` : ''}${values.join(', ')})`;
  };
  console.log(
    `| ${build || 'as built'} | ${each[0]?.at ?? ''} | ${row('code')} | ${row('answers')} | ${row('both')} |`,
  );
}
