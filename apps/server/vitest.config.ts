import fs from 'node:fs';
import path from 'node:path';
import { configDefaults, defineProject } from 'vitest/config';

// Tests that need a shared Redis (`*.redis.test.ts`) run only when REDIS_URL is set, as in CI's second pass.
const redisOnly = process.env.REDIS_URL ? [] : ['test/**/*.redis.test.ts'];
// Tests of PostgreSQL alone (`*.postgres.test.ts`) run only when DATABASE_URL is set.
const postgresOnly = process.env.DATABASE_URL ? [] : ['test/**/*.postgres.test.ts'];
// Tests through a real nginx (`*.nginx.test.ts`) run only where one is installed: NGINX_BIN or nginx on PATH
// (`.ci/run` installs nginx-light and sets NGINX_BIN).
const hasNginx =
  Boolean(process.env.NGINX_BIN) ||
  (process.env.PATH ?? '').split(path.delimiter).some((dir) => dir && fs.existsSync(path.join(dir, 'nginx')));
const nginxOnly = hasNginx ? [] : ['test/**/*.nginx.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...redisOnly, ...postgresOnly, ...nginxOnly],
    // Each file builds its own app on its own database (a temp SQLite file or a fresh PostgreSQL schema).
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
