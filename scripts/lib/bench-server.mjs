// What the benchmarks need to start the real server as its own process: the compiled server as `npm start`
// runs it, a free loopback port, the environment of a quiet production server on a temporary DATA_DIR,
// waiting for it to answer, a login.
import { spawn } from 'node:child_process';
import net from 'node:net';
import { ensureBuilt, root, serverArgs } from './build.mjs';

/**
 * Starts the compiled server (apps/server/dist/main.js, built first when missing or older than its sources)
 * as its own process with `env`, from the repository root. `entry` runs another compiled file instead (one
 * built by buildServer from scripts/lib/build.mjs), followed by `args`; `nodeFlags` replace the server's V8 flags.
 */
export function spawnServer(env, { stdio = ['ignore', 'ignore', 'inherit'], entry, args = [], nodeFlags } = {}) {
  if (!entry) {
    ensureBuilt('server');
  }
  return spawn(process.execPath, [...serverArgs(entry, nodeFlags), ...args], { cwd: root, env, stdio });
}

export const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** SQLite and no Redis unless `overrides` says otherwise. */
export const benchServerEnv = (port, dataDir, overrides = {}) => ({
  ...process.env,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: String(port),
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  DATABASE_URL: '',
  REDIS_URL: '',
  // The benches' admin is a script that creates accounts and data: no second step to sign in with.
  REQUIRE_2FA_ADMIN: 'false',
  ...overrides,
});

/**
 * Resolves once the server at `base` answers /api/health; rejects when its process `child` ends first, or
 * after `timeoutMs`.
 */
export async function waitUntilHealthy(base, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server stopped during start-up (${child.signalCode ?? `exit ${child.exitCode}`})`);
    }
    const healthy = await fetch(`${base}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) {
      return;
    }
    if (Date.now() > deadline) {
      throw new Error(`the server did not answer /api/health within ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Logs `account` ({ email, password }) in and answers its bearer token. */
export async function logIn(base, account) {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (!response.ok) {
    throw new Error(`login as ${account.email} failed: ${response.status}`);
  }
  return (await response.json()).token;
}
