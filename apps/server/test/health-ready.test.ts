import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { createTestApp, redisUrl, type TestApp } from './helpers';

/** `GET /api/health/ready`, the proxy's and the service manager's readiness probe (docs/deployment.md, "Several instances behind nginx"). */
let testApp: TestApp | undefined;
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
});

const ready = (test: TestApp) => test.app.inject({ method: 'GET', url: '/api/health/ready' });

/**
 * Right after start the Redis client may still be connecting, and readiness rightly says "unavailable"
 * until it has: asks again for up to 5 s before taking the answer.
 */
async function readyOnceSettled(test: TestApp) {
  const deadline = Date.now() + 5000;
  for (;;) {
    const answer = await ready(test);
    if (answer.statusCode === 200 || Date.now() > deadline) {
      return answer;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** A loopback port with nothing listening on it. */
const closedPort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

describe('GET /api/health/ready', () => {
  it('is ready, without a login, when the database, Redis (if any) and the file store answer', async () => {
    testApp = await createTestApp();
    const answer = await readyOnceSettled(testApp);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', redis: redisUrl ? 'ok' : 'off', storage: 'ok' },
    });
  });

  it('answers 503 with Retry-After, naming Redis, while Redis cannot be reached', async () => {
    testApp = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    const answer = await ready(testApp);
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toEqual({
      message: messages.http.unavailable,
      checks: { database: 'ok', redis: 'unavailable', storage: 'ok' },
    });
  });

  it('answers 503, naming the storage, while the local file store cannot be written', async () => {
    // Only the store is in question: without Redis, whose connecting could also answer 503 (CI saw it).
    testApp = await createTestApp({ DATABASE_URL: '', REDIS_URL: '', STORAGE_DRIVER: 'local' });
    // Where the store writes its uploads, a plain file: as a disk gone read-only or a mount lost would.
    const files = path.join(testApp.config.dataDir, 'files');
    fs.rmSync(files, { recursive: true, force: true });
    fs.writeFileSync(files, '');
    const answer = await ready(testApp);
    expect(answer.statusCode).toBe(503);
    expect(answer.json()).toEqual({
      message: messages.http.unavailable,
      checks: { database: 'ok', redis: 'off', storage: 'unavailable' },
    });
    fs.rmSync(files);
    expect((await ready(testApp)).statusCode).toBe(200);
  });

  it('stays cheap and separate: GET /api/health answers while Redis is down', async () => {
    testApp = await createTestApp({ REDIS_URL: `redis://127.0.0.1:${await closedPort()}` });
    const answer = await testApp.app.inject({ method: 'GET', url: '/api/health' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ status: 'ok' });
  });
});
