import { configDefaults, defineProject } from 'vitest/config';

// Tests that need a shared Redis (`*.redis.test.ts`) run only when REDIS_URL is set, as in CI's second pass.
const redisOnly = process.env.REDIS_URL ? [] : ['test/**/*.redis.test.ts'];

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, ...redisOnly],
    // Each file builds its own app on its own database (a temp SQLite file or a fresh PostgreSQL schema).
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
