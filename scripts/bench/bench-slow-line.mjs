// `npm run bench:slow-line [-- --runs 5] [--json FILE]`: what the API's answers cost a browser on the office's weak
// line, compressed (as the browser asks for them) beside the baseline of the same answers uncompressed, in one run.
//
// The compiled server as `npm start` runs it, on a temporary DATA_DIR filled by `npm run seed:demo` (328 cases), a
// demo staff user logged in, in headless Chromium. Each screen is opened once first, so that the app's own files
// are in the browser's cache, as for someone moving between screens; then, over a line throttled as Lighthouse's
// mobile preset's (150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; DevTools' throttling), it is opened again
// `runs` times in each way, alternating. The baseline asks for the API's answers with `Accept-Encoding: identity`
// (set through DevTools' request interception, which both ways go through). Measured: the bytes of the API's answers
// as received, and the time from the navigation's start to the last API answer received, median of the runs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath, seedDemo } from '../lib/bench-browser.mjs';
import { benchServerEnv, freePort, spawnServer, waitUntilHealthy } from '../lib/bench-server.mjs';
import { ensureBuilt } from '../lib/build.mjs';

const args = process.argv.slice(2);
const option = (name, fallback) => (args.includes(`--${name}`) ? args[args.indexOf(`--${name}`) + 1] : fallback);
const runs = Number(option('runs', 5));
const jsonOut = option('json');

const screens = ['/dashboard', '/cases/penyidikan', '/case-schedule', '/search?q=korupsi', '/case/1'];
/** Lighthouse's mobile preset (its "slow 4G"), in bytes per second. */
const slowLine = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const ways = { compressed: 'gzip, deflate, br', uncompressed: 'identity' };

ensureBuilt('web');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-bench-slow-line-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const env = benchServerEnv(port, dataDir, { ADMIN_EMAIL: 'admin@pidsus.local', ADMIN_PASSWORD: 'bench-admin-rahasia' });
const staff = seedDemo(env);
const server = spawnServer(env);

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];

/** Opens `screen` once with the API asked for in `acceptEncoding`: its API bytes, and ms to the last API answer. */
async function open(page, cdp, screen, acceptEncoding) {
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
  await page.goto(`${base}${screen}`);
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

const results = {};
let browser;
try {
  await waitUntilHealthy(base, server);
  browser = await chromium.launch({
    executablePath: await chromiumPath(),
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  const context = await browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
  });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel('Email').fill(staff.email);
  await page.getByLabel('Password', { exact: true }).fill(staff.password);
  await page.getByRole('button', { name: 'Masuk' }).click();
  await page.waitForURL(`${base}/dashboard`);
  const welcome = page.getByRole('button', { name: 'Mulai' });
  if (await welcome.isVisible().catch(() => false)) await welcome.click();
  // The app's files into the cache: each screen once, at full speed.
  for (const screen of screens) {
    await page.goto(`${base}${screen}`);
    await page.waitForLoadState('networkidle');
  }
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', slowLine);
  await cdp.send('Fetch.enable', { patterns: [{ urlPattern: `${base}/api/*`, requestStage: 'Request' }] });
  for (const screen of screens) {
    const each = { compressed: [], uncompressed: [] };
    for (let run = 0; run < runs; run += 1) {
      for (const [way, acceptEncoding] of Object.entries(ways))
        each[way].push(await open(page, cdp, screen, acceptEncoding));
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
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
console.log(
  `bench:slow-line — ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? ''}; Node ${process.version}; ${runs} runs per way, ` +
    `150 ms round trip, 1.6 Mbit/s down; the app's files cached`,
);
console.log(
  '| screen | API answers, uncompressed (baseline) | compressed | to the last answer, uncompressed | compressed |',
);
console.log('|---|---|---|---|---|');
for (const [screen, { compressed, uncompressed }] of Object.entries(results)) {
  console.log(
    `| ${screen} | ${kb(uncompressed.bytes)} in ${uncompressed.requests} (${uncompressed.encodings}) | ` +
      `${kb(compressed.bytes)} (${compressed.encodings}) | ${uncompressed.ms} ms (${uncompressed.range.join('–')}) | ` +
      `${compressed.ms} ms (${compressed.range.join('–')}) |`,
  );
}
if (jsonOut) fs.writeFileSync(jsonOut, JSON.stringify(results, null, 2));
