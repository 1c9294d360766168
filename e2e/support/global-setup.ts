import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureBuilt, serverArgs } from '../../scripts/lib/build.mjs';
import { accounts } from './accounts';
import { resolveChromium } from './browser';
import { freePort, waitForHealth } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export default async function globalSetup() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does).');
  }
  // The browser tests run what `npm start` runs: the compiled server, (re)built here when missing or stale.
  ensureBuilt('server', { stdio: 'pipe' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-e2e-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    ADMIN_EMAIL: accounts.admin.email,
    ADMIN_PASSWORD: accounts.admin.password,
    LOG_LEVEL: 'warn',
    // The browser tests run on the embedded defaults, whatever the surrounding shell points at.
    DATABASE_URL: '',
    REDIS_URL: '',
  };
  for (const account of [accounts.staff, accounts.staff2]) {
    const created = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'apps/server/src/cli/create-user.ts',
        '--email',
        account.email,
        '--username',
        account.username,
        '--password',
        account.password,
        '--position',
        'Jaksa Fungsional',
        '--office',
        'Kejari Jakarta Pusat',
      ],
      { cwd: root, env, encoding: 'utf8' },
    );
    if (created.status !== 0) {
      throw new Error(`Could not create ${account.email}: ${created.stderr}`);
    }
  }

  let output = '';
  const server = spawn(process.execPath, serverArgs(), { cwd: root, env });
  server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await waitForHealth(baseURL, server, () => output);

  process.env.E2E_BASE_URL = baseURL;
  // Turns between workers, for tests that need the others to change nothing meanwhile (support/quiet.ts).
  const lockDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-e2e-locks-'));
  process.env.E2E_LOCK_DIR = lockDir;
  process.env.CHROMIUM_PATH = await resolveChromium();

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(lockDir, { recursive: true, force: true });
  };
}
