import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dirs: string[] = [];

afterEach(() => {
  for (const dir of dirs.splice(0)) {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

/** Starts `src/main.ts` as `npm start` does, always on the embedded database. */
function startServer(env: Record<string, string>) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-main-'));
  dirs.push(dataDir);
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
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

describe('the server process', () => {
  it('refuses to start with bad settings and lists every problem', async () => {
    const server = startServer({ PORT: 'lima ribu', TZ_OFFICE: 'Mars/Olympus', LOG_LEVEL: 'silent' });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('Konfigurasi tidak valid');
    expect(server.output()).toContain('PORT');
    expect(server.output()).toContain('TZ_OFFICE');
  });

  it('creates the admin on first start, serves, and exits cleanly on SIGTERM', async () => {
    const server = startServer({ ADMIN_EMAIL: 'kepala@kejaksaan.go.id', LOG_LEVEL: 'info' });
    await waitFor(() => server.output().includes('Jadwal Pidsus berjalan'));
    expect(server.output()).toContain('Email   : kepala@kejaksaan.go.id');
    expect(server.output()).toMatch(/Password: [A-Za-z0-9]{20}\n/);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
  });
});
