// `npm run bench:slow-line [-- --runs 5] [--through nginx [--cached]] [--json FILE]`: what the API's answers cost a browser on the
// office's weak line, compressed (as the browser asks for them) beside the baseline of the same answers uncompressed,
// in one run.
//
// The compiled server as `npm start` runs it, on a temporary DATA_DIR filled by `npm run seed:demo` (328 cases), a
// demo staff user logged in, in headless Chromium. Each screen is opened once first, so that the app's own files
// are in the browser's cache, as for someone moving between screens; then, over a line throttled as Lighthouse's
// mobile preset's (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; DevTools' throttling), it is opened again
// `runs` times in each way, alternating. The baseline asks for the API's answers with `Accept-Encoding: identity`
// (set through DevTools' request interception, which both ways go through). Measured: the bytes of the API's answers
// as received, and the time from the navigation's start to the last API answer received, median of the runs.
// With `--through nginx` the two ways are instead deploy/nginx.conf over TLS (scripts/lib/nginx.mjs) with HTTP/1.1
// only (the baseline: the file's `http2` taken out) and as the file is (HTTP/2), both compressed, each logged in in a
// tab of its own; every opening starts with an empty cache (the app's files fetched too, as on a first visit), or with
// the app's files cached with `--cached`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, seedDemo } from '../lib/bench-browser.mjs';
import { benchServerEnv, freePort, spawnServer, waitUntilHealthy } from '../lib/bench-server.mjs';
import { ensureBuilt } from '../lib/build.mjs';
import { startNginx, withoutHttp2 } from '../lib/nginx.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const runs = Number(option('runs', 5));
const jsonOut = option('json');
const through = option('through');
if (through !== undefined && through !== 'nginx') throw new Error(`--through: only nginx, not ${through}`);
const cached = args.includes('--cached');

const screens = ['/dashboard', '/cases/penyidikan', '/case-schedule', '/search?q=korupsi', '/case/1'];
/** Lighthouse's mobile preset (its "slow 4G"), in bytes per second. */
const slowLine = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const compressed = 'gzip, deflate, br';

ensureBuilt('web');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-slow-line-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = benchServerEnv(port, dataDir, {
  ADMIN_EMAIL: 'admin@pidsus.local',
  ADMIN_PASSWORD: 'bench-admin-rahasia',
  ...(through ? { TRUST_PROXY: '1' } : {}),
});
const staff = seedDemo(env);
const server = spawnServer(env);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/**
 * Opens `screen` once in the way's tab with the API asked for in its `acceptEncoding` (after emptying the cache when
 * `cold`): its API bytes, and ms to the last API answer.
 */
async function open({ page, cdp, origin, acceptEncoding, cold }, screen) {
  if (cold) await cdp.send('Network.clearBrowserCache');
  const api = new Map();
  let started;
  const onSent = ({ requestId, request, timestamp, type }) => {
    if (type === 'Document') started ??= timestamp;
    if (new URL(request.url).pathname.startsWith('/api/')) api.set(requestId, { encoding: '', bytes: 0 });
  };
  const onResponse = ({ requestId, response }) => {
    const entry = api.get(requestId);
    if (entry) entry.encoding = response.headers['content-encoding'] ?? response.headers['Content-Encoding'] ?? '';
  };
  const onFinished = ({ requestId, timestamp, encodedDataLength }) => {
    const entry = api.get(requestId);
    if (entry) Object.assign(entry, { bytes: encodedDataLength, at: timestamp });
  };
  const onPaused = ({ requestId, request }) => {
    const headers = Object.entries(request.headers)
      .filter(([name]) => name.toLowerCase() !== 'accept-encoding')
      .map(([name, value]) => ({ name, value }));
    headers.push({ name: 'Accept-Encoding', value: acceptEncoding });
    cdp.send('Fetch.continueRequest', { requestId, headers }).catch(() => {});
  };
  cdp.on('Network.requestWillBeSent', onSent);
  cdp.on('Network.responseReceived', onResponse);
  cdp.on('Network.loadingFinished', onFinished);
  cdp.on('Fetch.requestPaused', onPaused);
  await page.goto(`${origin}${screen}`);
  await page.waitForLoadState('networkidle');
  cdp.off('Network.requestWillBeSent', onSent);
  cdp.off('Network.responseReceived', onResponse);
  cdp.off('Network.loadingFinished', onFinished);
  cdp.off('Fetch.requestPaused', onPaused);
  const answers = [...api.values()].filter((entry) => entry.at !== undefined);
  return {
    bytes: answers.reduce((sum, entry) => sum + entry.bytes, 0),
    requests: answers.length,
    encodings: [...new Set(answers.map((entry) => entry.encoding || 'none'))].sort().join(','),
    ms: (Math.max(...answers.map((entry) => entry.at)) - started) * 1000,
  };
}

/** A tab logged in as the staff user through `origin`, with the slow line and the API's encoding set by `open`. */
async function loggedInTab(context, origin, cold) {
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(`${origin}/dashboard`);
  const welcome = page.getByRole('button', { name: 'Mulai' });
  if (await welcome.isVisible().catch(() => false)) await welcome.click();
  // The app's files into the cache: each screen once, at full speed.
  for (const screen of screens) {
    await page.goto(`${origin}${screen}`);
    await page.waitForLoadState('networkidle');
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slowLine);
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `${origin}/api/*`, requestStage: 'Request' }] });
  return { page, cdp, origin, cold };
}

const results = {};
const proxies = [];
let browser;
let wayNames;
try {
  await waitUntilHealthy(base, server);
  browser = await chromium.launch({
    executablePath: await chromiumPath(),
    // nginx's certificate is made for the run (scripts/lib/nginx.mjs).
    args: ['--headless', '--no-sandbox', '--disable-gpu', ...(through ? ['--ignore-certificate-errors'] : [])],
  });
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    ignoreHTTPSErrors: Boolean(through),
  });
  let ways;
  if (through) {
    const h1 = await startNginx([`127.0.0.1:${port}`], { edit: withoutHttp2 });
    proxies.push(h1);
    const h2 = await startNginx([`127.0.0.1:${port}`]);
    proxies.push(h2);
    ways = {
      'HTTP/1.1': {
        ...(await loggedInTab(context, `https://127.0.0.1:${h1.httpsPort}`, !cached)),
        acceptEncoding: compressed,
      },
      'HTTP/2': {
        ...(await loggedInTab(context, `https://127.0.0.1:${h2.httpsPort}`, !cached)),
        acceptEncoding: compressed,
      },
    };
  } else {
    const tab = await loggedInTab(context, base, false);
    ways = {
      uncompressed: { ...tab, acceptEncoding: 'identity' },
      compressed: { ...tab, acceptEncoding: compressed },
    };
  }
  wayNames = Object.keys(ways);
  for (const screen of screens) {
    const each = Object.fromEntries(wayNames.map((name) => [name, []]));
    for (let run = 0; run < runs; run += 1) {
      for (const [name, way] of Object.entries(ways)) each[name].push(await open(way, screen));
    }
    results[screen] = Object.fromEntries(
      Object.entries(each).map(([way, list]) => [
        way,
        {
          bytes: median(list.map((r) => r.bytes)),
          requests: median(list.map((r) => r.requests)),
          encodings: [...new Set(list.map((r) => r.encodings))].join(' | '),
          ms: Math.round(median(list.map((r) => r.ms))),
          range: [Math.round(Math.min(...list.map((r) => r.ms))), Math.round(Math.max(...list.map((r) => r.ms)))],
        },
      ]),
    );
  }
} finally {
  await browser?.close();
  await Promise.all(proxies.map((proxy) => proxy.close()));
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const [baseline, measured] = wayNames;
console.log(
  `bench:slow-line — ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}; Node ${process.version}; ${runs} runs per way, ` +
    `150 ms round trip, 1.6 Mbit/s down; ${through && !cached ? 'through nginx over TLS, the cache emptied before each opening' : `${through ? 'through nginx over TLS, ' : ''}the app's files cached`}`,
);
console.log(
  `| screen | API answers, ${baseline} (baseline) | ${measured} | to the last answer, ${baseline} | ${measured} |`,
);
console.log('|---|---|---|---|---|');
for (const [screen, row] of Object.entries(results)) {
  const [before, after] = [row[baseline], row[measured]];
  console.log(
    `| ${screen} | ${kb(before.bytes)} in ${before.requests} (${before.encodings}) | ` +
      `${kb(after.bytes)} in ${after.requests} (${after.encodings}) | ${before.ms} ms (${before.range.join('–')}) | ` +
      `${after.ms} ms (${after.range.join('–')}) |`,
  );
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(results, null, 2));
