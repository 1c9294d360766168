// `npm run bench:chunk-eval -- <dist>:<file> [<dist>:<file> …] [--first file,file] [--runs 11]`: what one file of a
// web build (and every file it imports) costs a phone's main thread to compile and run, at 4× CPU as Lighthouse's
// mobile preset, from an empty cache. `<dist>` is a web build (`apps/web/dist` or a copy of one), `<file>` the start of
// the name of one of its files in `assets/` (`forms-`, `shared-account-`). Each is measured in turn, run by run, in a
// new blank page: the `--first` files (by the start of their names: what every screen has evaluated already, such as
// `rolldown-runtime-,identifier-`) are imported untimed, every file is fetched once, then the import of `<file>` is
// timed from its call to its end (compile and evaluation, the network out of it). The median of the runs, with each run.
//
// For a change to the build measured against its baseline in one run: copy `apps/web/dist` before and after the change
// and name both (docs/performance.md, "The schemas a form uses").
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { chromiumPath } from '../lib/bench-browser.mjs';

const args = process.argv.slice(2);
const option = (name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
const runs = Number(option('--runs') ?? 11);
const first = option('--first')?.split(',') ?? [];
const targets = args.filter((arg, i) => !arg.startsWith('--') && !args[i - 1]?.startsWith('--'));
if (targets.length === 0) throw new Error('name at least one <dist>:<file>, such as apps/web/dist:forms-');

/** The file of `dist/assets` whose name starts with `start` (exactly one). */
function fileOf(dist, start) {
  const found = fs.readdirSync(path.join(dist, 'assets')).filter((f) => f.startsWith(start) && f.endsWith('.js'));
  if (found.length !== 1) throw new Error(`${dist}: ${found.length} files start with ${start}: ${found.join(', ')}`);
  return found[0];
}
const measured = targets.map((target, index) => {
  const [dist, start] = target.split(':');
  return { label: target, index, dist, file: fileOf(dist, start), first: first.map((each) => fileOf(dist, each)) };
});

// Each build under its own path, and each run under its own, /<build>/<run>/assets/…: a file's imports are relative,
// so they stay in its build and run; under new addresses each run compiles the code anew, as a first visit does (V8
// keeps what it compiled by the script's address for the rest of the process).
const server = http.createServer((request, response) => {
  const [, index, , ...rest] = (request.url ?? '/').split('?')[0].split('/');
  const build = measured[Number(index)];
  const file = build && rest.join('/').endsWith('.js') ? path.join(build.dist, ...rest) : undefined;
  if (!file || !fs.existsSync(file)) {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end('<!doctype html><html lang="id"><title>bench</title></html>');
    return;
  }
  response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'max-age=60' });
  response.end(fs.readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: await chromiumPath(),
  args: ['--no-sandbox', '--disable-gpu'],
});
const times = measured.map(() => []);
try {
  for (let run = 0; run < runs; run += 1) {
    for (const build of measured) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${base}/${build.index}/${run}/`);
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      const url = (file) => `${base}/${build.index}/${run}/assets/${file}`;
      for (const file of build.first) await page.evaluate((u) => import(u).then(() => undefined), url(file));
      // Every file of the build fetched once (kept by the HTTP cache for this context): only compiling and running
      // are timed, not the network.
      const all = fs.readdirSync(path.join(build.dist, 'assets')).filter((f) => f.endsWith('.js'));
      await page.evaluate((urls) => Promise.all(urls.map((u) => fetch(u).then((r) => r.text()))), all.map(url));
      const ms = await page.evaluate(async (u) => {
        const start = performance.now();
        await import(u);
        return performance.now() - start;
      }, url(build.file));
      times[build.index].push(Math.round(ms));
      await context.close();
    }
  }
} finally {
  await browser.close();
  server.close();
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
const cpu = os.cpus();
console.log(
  `bench:chunk-eval — 4× CPU, ${runs} runs; ${cpu.length} cores, ${cpu[0]?.model ?? ''}; load average ${os
    .loadavg()
    .map((value) => value.toFixed(1))
    .join(' ')}; Node ${process.version}`,
);
console.log('| file | compile and run | runs |');
console.log('|---|---|---|');
for (const build of measured) {
  console.log(
    `| ${build.label} (${build.file}) | ${median(times[build.index])} ms | ${times[build.index].join(', ')} |`,
  );
}
