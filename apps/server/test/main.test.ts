import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(serverDir, '../..');
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

// The compiled server as `npm start` builds it (scripts/build-server.mjs), here into a scratch copy of the
// layout apps/{server/dist,web/dist} under apps/server/node_modules/.cache, where the server's packages
// still resolve, with a web build of our own beside it.
const cache = path.join(serverDir, 'node_modules/.cache');
fs.mkdirSync(cache, { recursive: true });
const scratch = fs.mkdtempSync(path.join(cache, 'pidsus-main-test-'));
const compiledDir = path.join(scratch, 'server/dist');
const webDist = path.join(scratch, 'web/dist');

beforeAll(() => {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs', '--outdir', compiledDir], {
    cwd: root,
    encoding: 'utf8',
  });
  expect(build.stderr).toBe('');
  expect(build.status).toBe(0);
  fs.mkdirSync(webDist, { recursive: true });
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>scratch web build</title>');
}, 60_000);

afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }));

const runs = {
  /** What `npm start` runs: no --enable-source-maps, the server maps its traces itself (lib/stack-traces.ts). */
  compiled: () => [path.join(compiledDir, 'main.js')],
  /** What `npm run dev` runs. */
  source: () => ['--import', 'tsx', 'src/main.ts'],
};

/** Starts the server as `how` says, always on the embedded database. */
function startServer(how: keyof typeof runs, env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(scratch, 'data-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, runs[how](), {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', ...env },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitFor(check: () => boolean, timeoutMs = 15_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) {
      throw new Error('timed out');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.each(['compiled', 'source'] as const)('the server process (%s)', (how) => {
  it('refuses to start with bad settings and lists every problem', async () => {
    const server = startServer(how, { PORT: 'lima ribu', TZ_OFFICE: 'Mars/Olympus', LOG_LEVEL: 'silent' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Konfigurasi tidak valid');
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('TZ_OFFICE');
  });

  it('creates the admin on first start, serves, and exits cleanly on SIGTERM', async () => {
    const server = startServer(how, { ADMIN_EMAIL: 'kepala@kejaksaan.go.id', LOG_LEVEL: 'info' });
    await waitFor(() => server.output().includes('Jadwal Pidsus berjalan'));
    expect(server.output()).toContain('Email   : kepala@kejaksaan.go.id');
    expect(server.output()).toMatch(/Password: [A-Za-z0-9]{20}\n/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });
});

describe('the compiled server', () => {
  /** The port the server logged as listening on. */
  const portOf = (output: string) => Number(/"Server listening at http:\/\/127\.0\.0\.1:(\d+)"/.exec(output)?.[1]);

  it('names the TypeScript file and line of a failure, from a source map without the sources in it', async () => {
    // The map holds the mappings only (`sourcesContent: false`, scripts/lib/build.mjs), and it is read when a trace is
    // written, not at start (lib/stack-traces.ts; `npm start` runs without --enable-source-maps).
    const map = JSON.parse(fs.readFileSync(path.join(compiledDir, 'main.js.map'), 'utf8')) as {
      sources: string[];
      sourcesContent?: unknown;
    };
    expect(map.sourcesContent).toBeUndefined();
    const notAFolder = path.join(scratch, 'not-a-folder');
    fs.writeFileSync(notAFolder, '');
    const server = startServer('compiled', { DATA_DIR: path.join(notAFolder, 'data'), LOG_LEVEL: 'silent' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/apps\/server\/src\/db\/database\.ts:\d+:\d+/);
  });

  it('finds the web build beside it, and serves the API document', async () => {
    const server = startServer('compiled', { NODE_ENV: 'production', LOG_LEVEL: 'info' });
    await waitFor(() => server.output().includes('Jadwal Pidsus berjalan'));
    const base = `http://127.0.0.1:${portOf(server.output())}`;

    const page = await fetch(`${base}/kasus/1`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('scratch web build');
    const health = await fetch(`${base}/api/health`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const document = await fetch(`${base}/api/docs/json`);
    expect(document.status).toBe(200);
    expect(((await document.json()) as { openapi: string }).openapi).toMatch(/^3\./);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('bundles our code and @pidsus/shared, leaves packages to node_modules, and keeps the AWS SDK and the document libraries lazy', () => {
    const main = fs.readFileSync(path.join(compiledDir, 'main.js'), 'utf8');
    const chunks = fs.readdirSync(path.join(compiledDir, 'chunks'));
    const bundle = [main, ...chunks.filter((name) => name.endsWith('.js'))].map((name, index) =>
      index === 0 ? name : fs.readFileSync(path.join(compiledDir, 'chunks', name), 'utf8'),
    );
    // Our workspace package is inside the bundle (in main.js or a chunk shared with the lazy ones), not imported.
    for (const file of bundle) {
      expect(file).not.toMatch(/from ["']@pidsus\/shared["']/);
    }
    expect(bundle.some((file) => file.includes('// packages/shared/src/'))).toBe(true);
    // Packages are imported, not copied in.
    expect(main).toMatch(/^import Fastify from "fastify";$/m);
    // The S3 store (and with it the AWS SDK) is loaded only when STORAGE_DRIVER=s3; pdfmake and exceljs with the
    // first export, the import’s readers with the first import, docxtemplater with the first letter, nodemailer with the first mail,
    // otplib and image-size with the first two-step sign-in and avatar (lib/load-on-demand.ts; docs/performance.md).
    expect(main).not.toContain('@aws-sdk/');
    // Not imported or required at the top: an `import("nodemailer")` inside a function is loaded on its first call.
    expect(main).not.toMatch(
      /(from |require\()["'](pdfmake|exceljs|csv-parse|iconv-lite|docxtemplater|pizzip|nodemailer|otplib|image-size)["']/,
    );
    // pdfmake lays out in the worker pool (decisions §9), in a chunk of its own; each workbook (the exports', the
    // audit log's) in its own chunk with exceljs.
    for (const [chunk, library] of [
      [/^pdf-layout-.*\.js$/, 'pdfmake'],
      [/^xlsx-.*\.js$/, 'exceljs'],
    ] as const) {
      const names = chunks.filter((file) => chunk.test(file));
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) {
        expect(fs.readFileSync(path.join(compiledDir, 'chunks', name), 'utf8')).toContain(library);
      }
    }
    expect(fs.readFileSync(path.join(compiledDir, 'heavy-work.js'), 'utf8')).not.toMatch(/["']pdfmake["']/);
    const s3 = chunks.find((name) => /^s3-.*\.js$/.test(name));
    expect(s3).toBeDefined();
    expect(fs.readFileSync(path.join(compiledDir, 'chunks', s3 ?? ''), 'utf8')).toContain('@aws-sdk/client-s3');
    expect(fs.existsSync(path.join(compiledDir, 'main.js.map'))).toBe(true);
  });
});
