// `npm run bench:screen-code [-- <dist> <dist> …]`: how much JavaScript each screen of a web build names in its page
// (`dist/pages/<route>.html`: the entry script and every `modulepreload`, apps/web/route-pages.ts), that is the code a
// cold visit downloads, compiles and runs before the screen's first paint: the number of files, their size and their
// brotli copies' size (what nginx and the server send). Several builds (copies of `apps/web/dist`, the default is
// `apps/web/dist`) are shown side by side: a change to the build measured against its baseline in one run. Sizes, not
// times: the same on any machine.
import fs from 'node:fs';
import path from 'node:path';

const dists = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
if (dists.length === 0) dists.push('apps/web/dist');

/** The JavaScript files a page names, by their path under the build (`assets/…`). */
function namedScripts(html) {
  const found = [
    ...html.matchAll(/<script type="module" crossorigin src="\/([^"]+\.js)">/g),
    ...html.matchAll(/<link rel="modulepreload" crossorigin href="\/([^"]+\.js)">/g),
  ];
  return [...new Set(found.map((match) => match[1]))];
}

const size = (file) => (fs.existsSync(file) ? fs.statSync(file).size : 0);

/** Each route of one build: its files, bytes and brotli bytes. */
function measure(dist) {
  const routes = JSON.parse(fs.readFileSync(path.join(dist, 'pages', 'routes.json'), 'utf8'));
  const pages = [{ route: 'login', page: 'login.html' }, ...routes];
  return new Map(
    pages.map(({ route, page }) => {
      const files = namedScripts(fs.readFileSync(path.join(dist, page), 'utf8'));
      const bytes = files.reduce((sum, file) => sum + size(path.join(dist, file)), 0);
      const brotli = files.reduce(
        (sum, file) => sum + (size(path.join(dist, `${file}.br`)) || size(path.join(dist, file))),
        0,
      );
      return [route, { files: files.length, bytes, brotli }];
    }),
  );
}

const builds = dists.map((dist) => ({ dist, routes: measure(dist) }));
const kb = (bytes) => (bytes / 1024).toFixed(1);
console.log(`bench:screen-code — the JavaScript each screen's page names (files / KB / KB brotli)`);
console.log(`| screen | ${builds.map((build) => build.dist).join(' | ')} |`);
console.log(`|---|${builds.map(() => '---|').join('')}`);
for (const route of builds[0].routes.keys()) {
  const cells = builds.map(({ routes }) => {
    const each = routes.get(route);
    return each ? `${each.files} / ${kb(each.bytes)} / ${kb(each.brotli)}` : '—';
  });
  console.log(`| ${route} | ${cells.join(' | ')} |`);
}
