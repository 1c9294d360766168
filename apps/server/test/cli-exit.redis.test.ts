import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// The account commands tell the running instances through Redis (cli/context.ts): with REDIS_URL set they must still
// end once their work is done. Left open, the Redis connection kept `user:create` running for ever, and the browser
// suite's setup on PostgreSQL + Redis, which runs it, waited until CI's time ran out.
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-cli-exit-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function runCli(script: string, args: string[]) {
  const child = spawn(process.execPath, ['--import', 'tsx', `src/cli/${script}`, ...args], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', DATA_DIR: dataDir, REDIS_URL: process.env.REDIS_URL },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const ended = new Promise<{ code: number | null; output: string }>((resolve) =>
    child.once('exit', (code) => resolve({ code, output })),
  );
  // Not ended after 15 s: killed, and the test says so (a timeout of its own would say less).
  const hung = new Promise<{ code: 'hung'; output: string }>((resolve) =>
    setTimeout(() => {
      child.kill('SIGKILL');
      resolve({ code: 'hung', output });
    }, 15_000).unref(),
  );
  return Promise.race([ended, hung]);
}

describe('account commands with REDIS_URL', () => {
  it('user:create and user:reset-password end on their own', async () => {
    const created = await runCli('create-user.ts', [
      '--email',
      'keluar@kejaksaan.go.id',
      '--username',
      'Keluar Sendiri',
      '--password',
      'Kunci-Pidsus-2026!x',
    ]);
    expect(created.output).toContain('Pengguna dibuat: Keluar Sendiri');
    expect(created.code).toBe(0);

    const reset = await runCli('reset-password.ts', ['--email', 'keluar@kejaksaan.go.id']);
    expect(reset.code).toBe(0);
  }, 60_000);
});
