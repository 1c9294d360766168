// `npm run build:server`: compiles the server into apps/server/dist/ (see scripts/lib/build.mjs).
// `--outdir <dir>` builds elsewhere (the tests do).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { buildServer, root } from './lib/build.mjs';

const { values } = parseArgs({
  options: { outdir: { type: 'string' } },
});
const started = performance.now();
const outdir = values.outdir ? path.resolve(values.outdir) : undefined;
await buildServer({ outdir });
console.log(
  `server → ${path.relative(root, outdir ?? path.join(root, 'apps/server/dist')) || '.'} (${Math.round(performance.now() - started)} ms)`,
);
