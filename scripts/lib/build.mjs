// What `npm start`, the browser tests and the benchmarks share about the builds: where the compiled server
// and the web app go, when a build is stale (older than any of its sources), and how the server is compiled.
//
// The server is bundled by esbuild into apps/server/dist/: our own code (apps/server/src and @pidsus/shared)
// in one ESM file per entry, every package from node_modules left as an import (`packages: 'external'`),
// the lazily loaded parts (the S3 store) in their own chunks so that they stay lazy, with source maps that the
// server reads when it writes a stack trace (apps/server/src/lib/stack-traces.ts).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const serverDist = path.join(root, 'apps/server/dist');
/** The compiled server; run it as `node <serverFlags> <serverMain>` (`serverArgs`). */
export const serverMain = path.join(serverDist, 'main.js');
/**
 * V8's flags for the server. A young generation of at most 2 × 4 MiB instead of V8's 2 × 16 MiB, which start-up's
 * allocations fill and V8 keeps until about 20 s of idleness: 22 MiB less resident memory after start and under
 * load (`npm run bench:young-gen` measures both servers side by side; docs/performance.md). deploy/pidsus.service
 * and apps/server's `start` pass the same flags.
 */
export const serverFlags = ['--max-semi-space-size=4'];
/** Node's arguments to run a compiled entry, by default the server, with `flags` (the server's own by default). */
export const serverArgs = (entry = serverMain, flags = serverFlags) => [...flags, entry];

export const targets = {
  web: {
    label: 'aplikasi web',
    output: 'apps/web/dist/index.html',
    sources: [
      'apps/web/src',
      'apps/web/public',
      'apps/web/index.html',
      'apps/web/vite.config.ts',
      'apps/web/precompress.ts',
      'apps/web/prerender.ts',
      'apps/web/route-pages.ts',
      'apps/web/chunks.ts',
      'packages/shared/src',
    ],
    command: ['npm', 'run', 'build', '-w', '@pidsus/web'],
  },
  server: {
    label: 'server',
    output: 'apps/server/dist/main.js',
    sources: ['apps/server/src', 'packages/shared/src', 'scripts/lib/build.mjs', 'scripts/build-server.mjs'],
    command: [process.execPath, 'scripts/build-server.mjs'],
  },
};

export function newestMtime(target) {
  const stat = fs.statSync(target, { throwIfNoEntry: false });
  if (!stat) return 0;
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((max, name) => Math.max(max, newestMtime(path.join(target, name))), stat.mtimeMs);
}

/** 0 when the build is missing; otherwise when it was made. */
export const builtAt = (name) =>
  fs.statSync(path.join(root, targets[name].output), { throwIfNoEntry: false })?.mtimeMs ?? 0;

/** Whether `name` ('web' or 'server') is missing or older than one of its sources. */
export function isStale(name) {
  const sourcesAt = Math.max(...targets[name].sources.map((source) => newestMtime(path.join(root, source))));
  return builtAt(name) < sourcesAt;
}

/**
 * Builds `name` when it is missing or stale, saying so (in Indonesian, as `npm start` speaks to the office);
 * throws when the build fails.
 */
export function ensureBuilt(name, { stdio = 'inherit' } = {}) {
  if (!isStale(name)) return false;
  const { label, command } = targets[name];
  console.log(builtAt(name) === 0 ? `Membangun ${label}…` : `Sumber berubah; membangun ulang ${label}…`);
  const [file, ...args] = command;
  const build = spawnSync(file, args, { cwd: root, stdio, encoding: 'utf8' });
  if (build.status !== 0) {
    const output = stdio === 'inherit' ? '' : `\n${build.stdout}${build.stderr}`;
    throw new Error(`Gagal membangun ${label} (${build.signal ?? `exit ${build.status}`})${output}`);
  }
  return true;
}

/**
 * Compiles `entryPoints` ({ outputName: sourcePath }, paths from the repository root) into `outdir`, replacing
 * what was there. By default the server (apps/server/src/main.ts → apps/server/dist/main.js) and its worker.
 */
export async function buildServer({
  outdir = serverDist,
  // The heavy-work pool's worker thread (decisions §9) is an entry of its own: dist/heavy-work.js beside main.js.
  entryPoints = { main: 'apps/server/src/main.ts', 'heavy-work': 'apps/server/src/workers/heavy-work.ts' },
} = {}) {
  const esbuild = await import('esbuild');
  fs.rmSync(outdir, { recursive: true, force: true });
  const result = await esbuild.build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages stay imports from node_modules; our workspace package is source, so it is bundled in.
    packages: 'external',
    alias: { '@pidsus/shared': './packages/shared/src/index.ts' },
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    sourcemap: true,
    // Mappings only: a stack trace still names the .ts file and line (test/main.test.ts), and the map the server reads
    // with its first trace (lib/stack-traces.ts) is 0.4 MB instead of 1.4 MB.
    sourcesContent: false,
    // Kysely's and our class names appear in logs and errors.
    keepNames: true,
    logLevel: 'warning',
  });
  // ESM wherever the output lands (the tests build under node_modules/.cache, outside any package scope).
  fs.writeFileSync(path.join(outdir, 'package.json'), '{ "type": "module" }\n');
  // The data the server reads at run time goes with it (the common-password list, decisions §9), so that a dist
  // copied elsewhere still finds it.
  fs.cpSync(path.join(root, 'apps/server/src/data'), path.join(outdir, 'data'), { recursive: true });
  return result;
}
