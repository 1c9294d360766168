// First, before any module of the server: its stack traces name the TypeScript files (lib/stack-traces.ts).
import './lib/install-stack-traces';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ensureAdmin } from './bootstrap';
import { ConfigError, loadConfig } from './config';
import { createShutdown } from './lib/graceful-shutdown';

// apps/server/dist/main.js when compiled (`npm start`), apps/server/src/main.ts under tsx (`npm run dev`): both
// are two levels below apps/, so the web build is found the same way from either (test/main.test.ts).
const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = path.resolve(here, '../../web/dist');

async function main() {
  const config = loadConfig();
  const app = await buildApp(config, { webDist });
  await ensureAdmin(app.services.usersService, config.admin, app.log);

  const shutdown = createShutdown(app, { drainMs: config.shutdownTimeoutMs });
  // A background task that fails (a lost Redis or database connection) is logged; the office keeps its server.
  process.on('unhandledRejection', (reason: unknown) => app.log.error({ err: reason }, 'unhandled rejection'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Jadwal Pidsus berjalan di http://localhost:${config.port} (database: ${config.database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `Gagal menjalankan server: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
    );
  }
  process.exit(1);
});
