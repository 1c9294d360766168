// What the browser benchmarks share: the Chromium to drive, and the demo data with a staff account to log in as.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { root } from './build.mjs';

/** Debian's Chromium when installed, else the one inside @sparticuz/chromium (as the browser tests do). */
export async function chromiumPath() {
  for (const candidate of [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  const { default: bundled } = await import('@sparticuz/chromium');
  return bundled.executablePath();
}

/**
 * Fills the database of `env` with `npm run seed:demo` (328 cases, four staff accounts) and answers its first staff
 * account ({ email, password }: the password is printed once by the seed).
 */
export function seedDemo(env) {
  const seeded = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/seed-demo.ts'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (seeded.status !== 0) throw new Error(`seed:demo failed: ${seeded.stderr}`);
  const [, email, password] = /^\s+(\S+@\S+)\s+(\S+)\s+\(/m.exec(seeded.stdout) ?? [];
  if (!email) throw new Error(`no staff account in the seed's output:\n${seeded.stdout}`);
  return { email, password };
}
