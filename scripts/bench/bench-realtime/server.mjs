// One server instance for `npm run bench:realtime`, compiled like the server (infra.mjs) and run as
// `node <compiled server.js> <redis-key-prefix>`: main.ts's start-up (config from the environment, migrations, the first admin, listen),
// except that Redis keys and channels get the bench's own prefix, so that the bench can share a Redis with
// a running deployment or test run and delete exactly its own keys afterwards.
import { buildApp } from '../../../apps/server/src/app.ts';
import { ensureAdmin } from '../../../apps/server/src/bootstrap.ts';
import { loadConfig } from '../../../apps/server/src/config.ts';

const redisPrefix = process.argv[2];
if (!redisPrefix) {
  throw new Error('usage: server.mjs <redis-key-prefix>');
}
const config = loadConfig();
const app = await buildApp(config, { redisPrefix });
await ensureAdmin(app.services.usersService, config.admin, app.log);

let closing = false;
const shutdown = () => {
  if (closing) {
    return;
  }
  closing = true;
  app.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
await app.listen({ port: config.port, host: config.host });
