import { HISTORY_MAX } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

const ROWS = HISTORY_MAX + 5;
/** Row n of ROWS, numbered from 1 (oldest) so the answer's order can be read off it. */
const stamp = (n: number) => new Date(Date.UTC(2026, 0, 1) + n * 60_000).toISOString();

describe('Hardening: a history answers its newest HISTORY_MAX rows and counts them all in X-Total-Count', () => {
  it('GET /api/cases/:id/history: the 200 newest of 205 rows, oldest first', async () => {
    const staff = await createUser(testApp.app, { username: 'Staf Riwayat' });
    const db = testApp.app.services.db;
    await db
      .insertInto('case_events')
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          case_id: 7001,
          case_title: 'Banyak riwayat',
          actor_id: staff.user.id,
          actor_name: 'Staf Riwayat',
          action: 'status' as const,
          changes: JSON.stringify([{ field: 'status', from: 'Menunggu', to: `langkah ${i + 1}` }]),
          created_at: stamp(i + 1),
        })),
      )
      .execute();
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/cases/7001/history',
      headers: staff.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(ROWS));
    const events = response.json<{ created_at: string }[]>();
    expect(events).toHaveLength(HISTORY_MAX);
    expect(events.map((event) => event.created_at)).toEqual(
      Array.from({ length: HISTORY_MAX }, (_, i) => stamp(ROWS - HISTORY_MAX + i + 1)),
    );
  });

  it('GET /api/users/:id/history: the 200 newest of 205 entries, newest first as before', async () => {
    const admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Riwayat' });
    const target = await createUser(testApp.app, { username: 'Akun Riwayat' });
    const db = testApp.app.services.db;
    await db
      .insertInto('audit_log')
      .values(
        Array.from({ length: ROWS }, (_, i) => ({
          actor_id: admin.user.id,
          actor_name: 'Admin Riwayat',
          action: 'user.update',
          target_user_id: target.user.id,
          changes: '{}',
          created_at: stamp(i + 1),
        })),
      )
      .execute();
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/users/${target.user.id}/history`,
      headers: admin.auth,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(ROWS));
    const entries = response.json<{ created_at: string }[]>();
    expect(entries).toHaveLength(HISTORY_MAX);
    expect(entries.map((entry) => entry.created_at)).toEqual(
      Array.from({ length: HISTORY_MAX }, (_, i) => stamp(ROWS - i)),
    );
  });

  it('a short history is answered whole, with its count', async () => {
    const staff = await createUser(testApp.app, { username: 'Staf Singkat' });
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: staff.auth,
      payload: {
        title: 'Riwayat pendek',
        date: '2026-03-12',
        time: '09:30',
        description: '',
        parties: '',
        witnesses: '',
        prosecutor: '',
        type: 'penyidikan',
      },
    });
    const { id } = created.json<{ id: number }>();
    const response = await testApp.app.inject({ method: 'GET', url: `/api/cases/${id}/history`, headers: staff.auth });
    expect(response.headers['x-total-count']).toBe('1');
    expect(response.json()).toHaveLength(1);
  });
});
