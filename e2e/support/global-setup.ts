import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { ensureBuilt, serverArgs } from '../../scripts/lib/build.mjs';
import { accounts } from './accounts';
import { resolveChromium } from './browser';
import { freePort, waitForHealth } from './server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A fresh PostgreSQL database for the run, beside the one `url` names (connected to only to create and drop
 * it), as apps/server's PostgreSQL tests and scripts/bench/bench-api.mjs make theirs.
 */
async function freshPostgresDatabase(url: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `pidsus_e2e_${process.pid}_${Date.now()}`;
  const run = async (sql: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`create database ${name}`);
  const scoped = new URL(url);
  scoped.pathname = `/${name}`;
  // WITH (FORCE) ends the connections still open on it first (a server that did not exit, a CLI call).
  return { url: scoped.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

export default async function globalSetup() {
  if (!fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('apps/web/dist is missing: run `npm run build` first (npm run test:e2e does).');
  }
  // The browser tests run what `npm start` runs: the compiled server, (re)built here when missing or stale.
  ensureBuilt('server', { stdio: 'pipe' });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-e2e-'));
  // Opt-in: E2E_DATABASE_URL (and E2E_REDIS_URL) run the browser tests on PostgreSQL (and Redis).
  const database = process.env.E2E_DATABASE_URL ? await freshPostgresDatabase(process.env.E2E_DATABASE_URL) : undefined;
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
    // The admin would have to set up two-step sign-in first (decisions §9): tests/two-factor.spec.ts does that on a
    // server of its own; the shared one lets the admin in as before.
    REQUIRE_2FA_ADMIN: 'false',
    LOG_LEVEL: 'warn',
    // The embedded defaults unless E2E_DATABASE_URL / E2E_REDIS_URL ask otherwise, whatever the surrounding
    // shell's DATABASE_URL and REDIS_URL point at.
    DATABASE_URL: database?.url ?? '',
    REDIS_URL: process.env.E2E_REDIS_URL ?? '',
    // A deployment of its own in Redis: login counts are kept there for a day, and an earlier run's (or another
    // deployment's) failures for these emails showed this run's login page the lock warning.
    REDIS_PREFIX: `${path.basename(dataDir).replace(/[^A-Za-z0-9_-]/g, '')}:`,
  };
  let output = '';
  let server: ChildProcess | undefined;
  try {
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
          // The test accounts' passwords are their own, not an admin's: no forced change (decisions §9).
          '--no-forced-change',
        ],
        // A command that does not end (it once kept its Redis connection open) fails the setup instead of the run.
        { cwd: root, env, encoding: 'utf8', timeout: 60_000 },
      );
      if (created.status !== 0) {
        const why = created.error ? `${created.error.message}; ` : '';
        throw new Error(`Could not create ${account.email}: ${why}${created.stderr}`);
      }
    }

    server = spawn(process.execPath, serverArgs(), { cwd: root, env });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await waitForHealth(baseURL, server, () => output);
  } catch (error) {
    // Nothing left behind when the accounts or the server fail: no process, no database, no folder.
    if (server && server.exitCode === null) {
      server.kill('SIGKILL');
      await new Promise((resolve) => server?.once('exit', resolve));
    }
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }

  process.env.E2E_BASE_URL = baseURL;
  // Turns between workers, for tests that need the others to change nothing meanwhile (support/quiet.ts).
  const lockDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pidsus-e2e-locks-'));
  process.env.E2E_LOCK_DIR = lockDir;
  process.env.CHROMIUM_PATH = await resolveChromium();

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    await database?.drop();
    fs.rmSync(dataDir, { recursive: true, force: true });
    fs.rmSync(lockDir, { recursive: true, force: true });
  };
}
