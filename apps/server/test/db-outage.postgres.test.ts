import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { messages } from '../src/messages';
import { createTestApp, createUser, databaseUrl, freshPostgresSchema, type TestApp } from './helpers';

/**
 * Runs only with DATABASE_URL (vitest.config.ts). PostgreSQL going away under a running app (docs/operations.md, Faults): never a crash or a 500, a JSON 503 with
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

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function staffToken(app: TestApp) {
  const { token } = await createUser(app.app, { role: 'user' });
  return token;
}

/** A TCP proxy in front of PostgreSQL that the test can cut (an outage) and restore. */
async function outageProxy(target: URL) {
  const sockets = new Set<net.Socket>();
  let down = false;
  const server = net.createServer((client) => {
    if (down) {
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    for (const [from, to] of [
      [client, upstream],
      [upstream, client],
    ] as const) {
      sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        sockets.delete(from);
        to.destroy();
      });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    cut() {
      down = true;
      for (const socket of sockets) {
        socket.destroy();
      }
    },
    restore() {
      down = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * Asks until the answer is 2xx (at most 5 s): a request in the instant after the cut may meet the dead
 * connection before its `error` arrives; it must then be a JSON 503, never a 500.
 */
async function statusesUntilServed(test: TestApp, token: string) {
  const statuses: number[] = [];
  const deadline = Date.now() + 5000;
  while (Date.now() < deadline) {
    const answer = await test.app.inject({
      method: 'GET',
      url: '/api/cases',
      headers: { authorization: `Bearer ${token}` },
    });
    statuses.push(answer.statusCode);
    if (answer.statusCode === 200) {
      break;
    }
    expect(answer.json()).toEqual({ message: messages.http.unavailable });
    await sleep(100);
  }
  return statuses;
}

describe('PostgreSQL ending or losing the connections', () => {
  /**
   * An app whose connections carry an `application_name` of their own, so that the test finds every one of
   * them in pg_stat_activity. Two connections: the start-up sweep holds one in its lock's transaction while it
   * reads with another (modules/maintenance/repository.ts), so a pool of one waits for its connect timeout.
   */
  async function namedApp() {
    const schema = await freshPostgresSchema(databaseUrl ?? '');
    cleanups.push(() => schema.drop());
    const name = `pidsus-outage-${randomUUID().slice(0, 8)}`;
    const url = new URL(schema.url);
    url.searchParams.set('application_name', name);
    const app = await createTestApp({ DATABASE_URL: url.toString(), PG_POOL_MAX: '2' });
    return { app, name };
  }

  /** Ends the app's backends as an administrator (a restart or a failover does the same); how many it ended. */
  async function terminate(name: string, only: 'all' | 'sleeping' = 'all') {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ ended: boolean }>(
        `select pg_terminate_backend(pid) as ended from pg_stat_activity
          where application_name = $1 and ($2 = 'all' or query like '%pg_sleep%')`,
        [name, only],
      );
      return rows.filter((row) => row.ended).length;
    } finally {
      await admin.end();
    }
  }

  it('survives idle connections ended by PostgreSQL and serves the next request on a new one', async () => {
    const named = await namedApp();
    testApp = named.app;
    const token = await staffToken(testApp);
    expect(await terminate(named.name)).toBeGreaterThan(0);
    // The ended connection's `error` event arrives on the idle client: without a listener it ended the process.
    await sleep(200);
    const statuses = await statusesUntilServed(testApp, token);
    expect(statuses.at(-1)).toBe(200);
  });

  it('survives a busy connection ended mid-query: that query fails, the next request succeeds', async () => {
    const named = await namedApp();
    testApp = named.app;
    const token = await staffToken(testApp);
    const { sql } = await import('kysely');
    // A connection busy in a query (held by Kysely, where pg-pool listens for nothing).
    const busy = sql`select pg_sleep(5)`.execute(testApp.app.services.db).then(
      () => 'finished',
      (error: unknown) => error,
    );
    await sleep(200);
    expect(await terminate(named.name, 'sleeping')).toBe(1);
    expect(await busy).toMatchObject({ code: '57P01' });
    await sleep(200);
    const statuses = await statusesUntilServed(testApp, token);
    expect(statuses.at(-1)).toBe(200);
  });

  it('answers JSON 503 with Retry-After while PostgreSQL cannot be reached, and 2xx once it can', async () => {
    const target = new URL(databaseUrl ?? '');
    const proxy = await outageProxy(target);
    cleanups.push(() => proxy.close());
    const schema = await freshPostgresSchema(databaseUrl ?? '');
    cleanups.push(() => schema.drop());
    const proxied = new URL(schema.url);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    testApp = await createTestApp({ DATABASE_URL: proxied.toString() });
    const token = await staffToken(testApp);
    const get = () =>
      testApp?.app.inject({ method: 'GET', url: '/api/cases', headers: { authorization: `Bearer ${token}` } });

    proxy.cut();
    const during = await get();
    expect(during?.statusCode).toBe(503);
    expect(during?.headers['retry-after']).toBe('5');
    expect(during?.json()).toEqual({ message: messages.http.unavailable });
    const write = await testApp.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { authorization: `Bearer ${token}` },
      payload: { title: 'Sidang', date: '2026-03-02', type: 'penyidikan' },
    });
    expect(write.statusCode).toBe(503);
    const notReady = await testApp.app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(notReady.statusCode).toBe(503);
    expect(notReady.json()).toMatchObject({ checks: { database: 'unavailable' } });

    proxy.restore();
    expect((await get())?.statusCode).toBe(200);
    // Nothing was written by the refused request.
    expect((await get())?.json()).toHaveLength(0);
  });
});
