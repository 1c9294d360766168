import type { Case, CaseEvent } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser } from './helpers';
import { admin, closeCasesApp, createCase, history, openCasesApp, request, staff, validCase } from './cases-support';

beforeAll(openCasesApp);
afterAll(closeCasesApp);

describe('GET /api/cases/:id/history', () => {
  it('records creation, each edit with its changed fields, status changes and the deletion, oldest first', async () => {
    const created = await createCase(staff.auth);
    const edited = await request('PUT', `/api/cases/${created.id}`, admin.auth, {
      ...validCase,
      title: 'Korupsi dana desa Sukamaju dan Sukaluyu',
      time: null,
      prosecutor: '',
    });
    expect(edited.statusCode).toBe(200);
    await request('PUT', `/api/cases/${created.id}/status`, staff.auth, { status: 'Sedang Proses' });
    await request('DELETE', `/api/cases/${created.id}`, admin.auth);
    // In the trash the case and its history are not there for anyone (decisions §7.3); purged, the history stays.
    expect((await request('GET', `/api/cases/${created.id}/history`, admin.auth)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/trash/cases/${created.id}`, admin.auth)).statusCode).toBe(200);

    // Still readable after the deletion, with the actors' names.
    const events = await history(created.id, admin.auth);
    expect(events.map((event) => [event.action, event.actor?.username])).toEqual([
      ['created', 'Siti Rahmawati'],
      ['updated', 'Admin Kejari'],
      ['status', 'Siti Rahmawati'],
      ['deleted', 'Admin Kejari'],
    ]);
    expect(events.every((event) => event.case_id === created.id)).toBe(true);
    expect(events[0]?.actor).toEqual({
      id: staff.user.id,
      username: 'Siti Rahmawati',
      current_username: 'Siti Rahmawati',
    });
    expect(events[0]?.changes).toEqual([]);
    expect(events[1]?.changes).toEqual([
      { field: 'title', from: validCase.title, to: 'Korupsi dana desa Sukamaju dan Sukaluyu' },
      { field: 'time', from: '09:30', to: null },
      { field: 'prosecutor', from: validCase.prosecutor, to: '' },
    ]);
    expect(events[2]?.changes).toEqual([{ field: 'status', from: 'Menunggu', to: 'Sedang Proses' }]);
    const times = events.map((event) => event.created_at);
    expect([...times].sort()).toEqual(times);
    expect(events.map((event) => event.id)).toEqual([...events.map((event) => event.id)].sort((a, b) => a - b));
  });

  it('records a change of category and date', async () => {
    const created = await createCase();
    await request('PUT', `/api/cases/${created.id}`, staff.auth, {
      ...validCase,
      type: 'eksekusi',
      date: '2026-04-01',
    });
    const [, updated] = await history(created.id);
    expect(updated?.changes).toEqual([
      { field: 'date', from: '2026-03-12', to: '2026-04-01' },
      { field: 'type', from: 'penyidikan', to: 'eksekusi' },
    ]);
  });

  it('records nothing for an edit that changes nothing', async () => {
    const created = await createCase();
    const unchanged = await request('PUT', `/api/cases/${created.id}`, staff.auth, {
      ...validCase,
      updated_at: created.updated_at,
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(created);
    expect((await history(created.id)).map((event) => event.action)).toEqual(['created']);
  });

  it('keeps only the case’s own rows', async () => {
    const first = await createCase();
    const second = await createCase();
    await request('PUT', `/api/cases/${second.id}/status`, staff.auth, { status: 'Selesai' });
    expect((await history(first.id)).map((event) => event.action)).toEqual(['created']);
    expect((await history(second.id)).map((event) => event.action)).toEqual(['created', 'status']);
  });
});

describe('history with a clock that stands still', () => {
  it('keeps the rows in time order, the deletion and the restore last', async () => {
    const clock = createTestClock();
    const still = await createTestApp({}, { clock: clock.clock });
    try {
      const user = await createUser(still.app);
      const created = (
        await still.app.inject({ method: 'POST', url: '/api/cases', headers: user.auth, payload: validCase })
      ).json<Case>();
      for (const status of ['Sedang Proses', 'Selesai']) {
        await still.app.inject({
          method: 'PUT',
          url: `/api/cases/${created.id}/status`,
          headers: user.auth,
          payload: { status },
        });
      }
      await still.app.inject({ method: 'DELETE', url: `/api/cases/${created.id}`, headers: user.auth });
      const restored = await still.app.inject({
        method: 'POST',
        url: `/api/trash/cases/${created.id}/restore`,
        headers: user.auth,
      });
      expect(restored.statusCode, restored.body).toBe(200);
      const events = (
        await still.app.inject({ method: 'GET', url: `/api/cases/${created.id}/history`, headers: user.auth })
      ).json<CaseEvent[]>();
      expect(events.map((event) => event.action)).toEqual(['created', 'status', 'status', 'deleted', 'restored']);
      const times = events.map((event) => event.created_at);
      expect(new Set(times).size).toBe(times.length);
      expect([...times].sort()).toEqual(times);
    } finally {
      await still.close();
    }
  });
});
