import fs from 'node:fs';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

// Tests through a real nginx (`*.nginx.spec.ts`) run only where one is installed, as the server's `*.nginx.test.ts`
// (apps/server/vitest.config.ts; `.ci/run` installs nginx-light and sets NGINX_BIN).
const hasNginx =
  Boolean(process.env.NGINX_BIN) ||
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, 'nginx')));

/**
 * Browser tests against the built app: global setup starts the real server (built SPA, API and
 * socket.io) on a free port with a temporary DATA_DIR, and seeds the accounts the tests log in with.
 */
export default defineConfig({
  testDir: './tests',
  testIgnore: hasNginx ? [] : ['**/*.nginx.spec.ts'],
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 2,
  forbidOnly: true,
  // 0 by default. CI (.ci/run) sets E2E_RETRIES=1: a test that passes only at its second try is listed as "flaky"
  // at the end of the run (and must be looked at), instead of one slow moment on a busy 2-core machine failing a
  // 40-minute run.
  retries: Number(process.env.E2E_RETRIES ?? 0),
  // A walk through several screens (a case page with the case record's sections, the dashboard, the board) on 2 cores
  // with 2 workers: 30 s was too short for the longest of them once the case page loaded its record. On 2026-11-28 the
  // same machine ran the whole suite at half its usual speed (48.9 min instead of 24.8, load average ~10): five tests
  // that pass alone ran out of 7 s expects and 60 s tests there. The waits are longer now; what is expected is not.
  timeout: 90_000,
  expect: { timeout: 12_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  outputDir: './test-results',
  use: {
    locale: 'id-ID',
    timezoneId: 'Asia/Jakarta',
    viewport: { width: 1366, height: 768 },
    // A trace records a screencast of every action: kept for every test ('retain-on-failure'), it kept Chromium's GPU
    // process busy compositing frames nobody looks at, and the whole suite took 20.3 min instead of 12.3 (same machine,
    // same build, one run each, 2026-11-28). A test that fails is traced at its retry (CI sets E2E_RETRIES=1).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
});
