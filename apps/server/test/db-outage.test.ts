import { SQLite as Database } from '../src/db/sqlite-driver';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { createTestApp, createUser, type TestApp } from './helpers';

/**
 * SQLite unable to serve under a running app (PostgreSQL: db-outage.postgres.test.ts) (docs/operations.md, Faults): never a crash or a 500, a JSON 503 with
 * Retry-After while it cannot be reached, and 2xx again as soon as it can.
 */
let testApp: TestApp | undefined;
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  await testApp?.close();
  testApp = undefined;
  for (const cleanup of cleanups.splice(0).reverse()) {
    await cleanup();
  }
});

async function staffToken(app: TestApp) {
  const { token } = await createUser(app.app, { role: 'user' });
  return token;
}

describe('SQLite busy beyond its wait', () => {
  it('answers JSON 503 with Retry-After when another process holds the write lock, and 2xx after', async () => {
    testApp = await createTestApp({ DATABASE_URL: '' });
    const token = await staffToken(testApp);
    const file = testApp.config.database.kind === 'sqlite' ? testApp.config.database.file : '';
    const other = new Database(file);
    cleanups.push(() => {
      other.close();
    });
    // Another process (a backup tool, a second server by mistake) holds the write lock past busy_timeout (5 s).
    other.exec('begin exclusive');
    const write = () =>
      testApp?.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: { authorization: `Bearer ${token}` },
        payload: { title: 'Sidang', date: '2026-03-02', type: 'penyidikan' },
      });
    const during = await write();
    expect(during?.statusCode).toBe(503);
    expect(during?.headers['retry-after']).toBe('5');
    expect(during?.json()).toEqual({ message: messages.http.unavailable });
    other.exec('commit');
    expect((await write())?.statusCode).toBe(201);
  });
});
