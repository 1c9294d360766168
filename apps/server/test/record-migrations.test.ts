import type { Case } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations';
import { createTestApp, createUser, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(async () => {
  await testApp.close();
});

describe('migrations 0020 and 0021 (decisions §8.1, §8.2)', () => {
  it('go down and come back up, and the search finds a defendant again', async () => {
    const db = testApp.app.services.db;
    const staff = await createUser(testApp.app);
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: staff.auth,
      payload: { title: 'Perkara Migrasi', date: '2026-03-10', type: 'penyidikan' },
    });
    const caseId = created.json<Case>().id;
    for (const name of ['0021-detentions', '0020-defendants']) {
      await migrations[name]?.down?.(db);
    }
    for (const name of ['0020-defendants', '0021-detentions']) {
      await migrations[name]?.up(db);
    }
    await testApp.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/defendants`,
      headers: staff.auth,
      payload: { name: 'Gunawan Prasetyo' },
    });
    const found = await testApp.app.inject({ method: 'GET', url: '/api/cases?q=prasetyo', headers: staff.auth });
    expect(found.json<Case[]>().map((c) => c.id)).toEqual([caseId]);
    const byTitle = await testApp.app.inject({ method: 'GET', url: '/api/cases?q=migrasi', headers: staff.auth });
    expect(byTitle.json<Case[]>().map((c) => c.id)).toEqual([caseId]);
  });
});
