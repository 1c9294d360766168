import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Each file builds its own app on its own database (a temp SQLite file or a fresh PostgreSQL schema).
    pool: 'forks',
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});
