// `npm start`: builds the web app and the server when their builds are missing or older than their sources
// (scripts/lib/build.mjs), then runs the compiled server (apps/server/dist/main.js) in the foreground,
// passing signals on so that shutdown stays graceful.
import { spawn } from 'node:child_process';
import { ensureBuilt, root, serverArgs } from './lib/build.mjs';

try {
  ensureBuilt('web');
  ensureBuilt('server');
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const server = spawn(process.execPath, serverArgs(), {
  cwd: root,
  stdio: 'inherit',
  env: { NODE_ENV: 'production', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
