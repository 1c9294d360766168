import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, sameDatabaseAs, type TestApp } from './helpers';

/**
 * Runs only with REDIS_URL (and, in CI, DATABASE_URL): two instances of one deployment. Each keeps the lists' version
 * in memory (modules/cases/list-version.ts); B trusts its copy for a minute here, so that only the `lists.changed`
 * signal through Redis can move it: a case written through A shows in B's list within 1 s (decisions §10).
 */
let instanceA: TestApp;
let instanceB: TestApp;

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
});

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
});
