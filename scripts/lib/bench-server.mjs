// What both benchmarks need to start the real server as its own process: a free loopback port, and the
// environment of a quiet production server on a temporary DATA_DIR with the embedded defaults.
import net from 'node:net';

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
  ...overrides,
});
