import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run content:sweep` (docs/operations.md, stored content): the start-up sweep on demand, on a local store.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-sweep-cli-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function runSweep(args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/sweep-content.ts', ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', DATA_DIR: dataDir },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
}

/** Content no row points to, written `ageMinutes` ago. */
function storeOrphan(key: string, ageMinutes: number) {
  const file = path.join(dataDir, 'files', key.slice(0, 2), key);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, 'isi tanpa baris');
  const when = new Date(Date.now() - ageMinutes * 60_000);
  fs.utimesSync(file, when, when);
  return file;
}

describe('npm run content:sweep', () => {
  it('removes content without a row older than the grace, keeps younger content, and refuses a bad grace', async () => {
    const old = storeOrphan('ab123456-1234-4234-8234-123456789abc', 10);
    const young = storeOrphan('cd123456-1234-4234-8234-123456789abc', 1);

    const swept = await runSweep(['--grace-minutes', '5']);
    expect(swept.output).toContain('Isi tanpa baris dihapus: 1;');
    expect(swept.code).toBe(0);
    expect(fs.existsSync(old)).toBe(false);
    expect(fs.existsSync(young)).toBe(true);

    const refused = await runSweep(['--grace-minutes', 'sehari']);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('Pemakaian: npm run content:sweep');
    expect(fs.existsSync(young)).toBe(true);
  }, 60_000);
});
