import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case } from '@pidsus/shared';
import { createTestApp, createUser, type TestApp } from './helpers';

describe('case edits: hours and simultaneous writers', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  const create = async (fields: Record<string, unknown> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: auth,
      payload: { title: 'Sidang tuntutan', date: '2026-03-10', type: 'penuntutan', ...fields },
    });
    expect(response.statusCode).toBe(201);
    return response.json<Case>();
  };

  beforeAll(async () => {
    t = await createTestApp();
    auth = (await createUser(t.app)).auth;
  });
  afterAll(() => t.close());

  it('keeps only hours and minutes of an hour typed with seconds', async () => {
    expect((await create({ time: '09:30:15' })).time).toBe('09:30');
  });

  it("keeps the hour when an edit leaves `time` out, as the spec's own PUT payload does", async () => {
    const created = await create({ time: '13:00' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/cases/${created.id}`,
      headers: auth,
      payload: { title: 'Sidang tuntutan (lanjutan)', date: '2026-03-10', type: 'penuntutan' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Case>()).toMatchObject({ title: 'Sidang tuntutan (lanjutan)', time: '13:00' });
  });

  it('clears the hour when an edit sends it empty', async () => {
    const created = await create({ time: '13:00' });
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/cases/${created.id}`,
      headers: auth,
      payload: { title: 'Sidang tuntutan', date: '2026-03-10', type: 'penuntutan', time: '' },
    });
    expect(response.json<Case>().time).toBeNull();
  });

  it('lets simultaneous status changes without a version all succeed, each recorded from the one before', async () => {
    const created = await create();
    const statuses = ['Sedang Proses', 'Selesai', 'Menunggu', 'Selesai'] as const;
    const responses = await Promise.all(
      statuses.map((status) =>
        t.app.inject({ method: 'PUT', url: `/api/cases/${created.id}/status`, headers: auth, payload: { status } }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    const history = (await t.app.inject({ url: `/api/cases/${created.id}/history`, headers: auth })).json<
      { action: string; changes: { from: string; to: string }[] }[]
    >();
    const changes = history.filter((event) => event.action === 'status').map((event) => event.changes[0]!);
    // A chain: every change starts where the previous one ended.
    let current = 'Menunggu';
    for (const change of changes) {
      expect(change.from).toBe(current);
      current = change.to;
    }
  });
});
