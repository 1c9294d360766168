import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, sameDatabaseAs, type TestApp } from './helpers';
import { connected, socketRegistry } from './sockets';

/**
 * Runs only with REDIS_URL (and, in CI, DATABASE_URL): two instances of one deployment. Each keeps the lists' version
 * in memory (modules/cases/list-version.ts); B trusts its copy for a minute here, so that only the `lists.changed`
 * signal through Redis can move it: a case written through A shows in B's list within 1 s (decisions §10).
 */
let instanceA: TestApp;
let instanceB: TestApp;
let urlB: string;
const sockets = socketRegistry();

beforeAll(async () => {
  const prefix = `test:${randomUUID()}:`;
  instanceA = await createTestApp({}, { redisPrefix: prefix });
  instanceB = await createTestApp(sameDatabaseAs(instanceA), { redisPrefix: prefix, listVersionMaxAgeMs: 60_000 });
  for (let tries = 0; !instanceB.app.core.signals.listening(); tries += 1) {
    if (tries > 100) {
      throw new Error('the instance signals never subscribed');
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  urlB = await instanceB.app.listen({ port: 0, host: '127.0.0.1' });
});

afterEach(() => sockets.closeAll());

afterAll(async () => {
  await instanceB.close();
  await instanceA.close();
});

describe('the case lists across two instances behind one load balancer', () => {
  it('a case written through A changes the list B answers within 1 s, without B reading the version per request', async () => {
    const writer = await createUser(instanceA.app);
    const reader = await createUser(instanceB.app);
    const list = async () => {
      const response = await instanceB.app.inject({
        method: 'GET',
        url: '/api/cases?type=penyidikan&limit=50',
        headers: reader.auth,
      });
      return response.json<{ title: string }[]>().map((row) => row.title);
    };
    await list();
    const reads = instanceB.app.services.caseListVersion.reads();
    await list();
    await list();
    expect(instanceB.app.services.caseListVersion.reads()).toBe(reads);

    const created = await instanceA.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: writer.auth,
      payload: { title: 'Perkara dari A', date: '2026-03-02', type: 'penyidikan' },
    });
    expect(created.statusCode).toBe(201);
    await expect.poll(list, { timeout: 1000, interval: 50 }).toContain('Perkara dari A');
  });

  it('a case B’s browser hears changed through A is answered changed by B at once, even after quick writes', async () => {
    const writer = await createUser(instanceA.app);
    const reader = await createUser(instanceB.app);
    const created = await instanceA.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: writer.auth,
      payload: { title: 'Perkara dibuka di B', date: '2026-03-02', type: 'penyidikan' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json<{ id: number }>().id;
    const statusOnB = async () =>
      (await instanceB.app.inject({ method: 'GET', url: `/api/cases/${id}`, headers: reader.auth })).json<{
        status: string;
      }>().status;
    // B's answer of the case is in its cache, and B trusts its version for a minute.
    await expect.poll(statusOnB, { timeout: 1000, interval: 50 }).toBe('Menunggu');

    const browserOnB = sockets.open(urlB, { token: reader.token });
    await connected(browserOnB);
    // As the case page does: each `cases:changed` about the case is read again at once, from B. The n-th read
    // must show at least the n-th change (a later one if it came meanwhile), never what was there before it.
    const heard: string[] = [];
    let events = 0;
    browserOnB.on('cases:changed', (changed) => {
      if (changed.id === id) {
        const nth = events++;
        void statusOnB().then((status) => {
          heard[nth] = status;
        });
      }
    });
    for (const status of ['Sedang Proses', 'Selesai']) {
      const put = await instanceA.app.inject({
        method: 'PUT',
        url: `/api/cases/${id}/status`,
        headers: writer.auth,
        payload: { status },
      });
      expect(put.statusCode, put.body).toBe(200);
    }
    await expect.poll(() => heard.filter(Boolean).length, { timeout: 2000, interval: 20 }).toBe(2);
    expect(['Sedang Proses', 'Selesai']).toContain(heard[0]);
    expect(heard[1]).toBe('Selesai');
  });
});
