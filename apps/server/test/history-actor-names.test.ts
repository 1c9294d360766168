import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations';
import { createTestApp, createUser, type TestApp } from './helpers';

let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp();
});

afterAll(async () => {
  await testApp?.close();
});

type Auth = { authorization: string };

const renameSelf = (auth: Auth, username: string) =>
  testApp.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: auth,
    payload: { username, email: `${crypto.randomUUID()}@kejaksaan.go.id`, position: '', phone: '', office: '' },
  });

const newCase = {
  title: 'Korupsi dana desa Sukamaju',
  date: '2026-03-12',
  time: '09:30',
  description: '',
  parties: '',
  witnesses: '',
  prosecutor: '',
  type: 'penyidikan',
};

describe('decisions §6: a history names the actor as they were called when they acted', () => {
  it('GET /api/cases/:id/history keeps the old name after a rename, with the current one beside it', async () => {
    const budi = await createUser(testApp.app, { username: 'Budi' });
    const colleague = await createUser(testApp.app, { username: 'Budi Santoso' });
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: budi.auth,
      payload: newCase,
    });
    expect(created.statusCode).toBe(201);
    const caseId = created.json<{ id: number }>().id;

    // Budi takes his colleague's name: his past actions must not become the colleague's.
    expect((await renameSelf(budi.auth, 'Budi Santoso')).statusCode).toBe(200);
    const edited = await testApp.app.inject({
      method: 'PUT',
      url: `/api/cases/${caseId}`,
      headers: colleague.auth,
      payload: { ...newCase, title: 'Korupsi dana desa Sukamaju (tahap 2)' },
    });
    expect(edited.statusCode).toBe(200);

    const history = await testApp.app.inject({
      method: 'GET',
      url: `/api/cases/${caseId}/history`,
      headers: budi.auth,
    });
    expect(history.statusCode).toBe(200);
    expect(
      history.json<{ action: string; actor: unknown }[]>().map(({ action, actor }) => ({ action, actor })),
    ).toEqual([
      { action: 'created', actor: { id: budi.user.id, username: 'Budi', current_username: 'Budi Santoso' } },
      {
        action: 'updated',
        actor: { id: colleague.user.id, username: 'Budi Santoso', current_username: 'Budi Santoso' },
      },
    ]);
  });

  it('GET /api/users/:id/history keeps the admin’s old name after a rename, with the current one beside it', async () => {
    const admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Lama' });
    const created = await testApp.app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin.auth,
      payload: {
        username: 'Pegawai Diaudit',
        email: `${crypto.randomUUID()}@kejaksaan.go.id`,
        password: 'sandi-baru-123',
        position: '',
        phone: '',
        office: '',
      },
    });
    expect(created.statusCode).toBe(201);
    const userId = created.json<{ id: number }>().id;
    expect((await renameSelf(admin.auth, 'Admin Baru')).statusCode).toBe(200);

    const history = await testApp.app.inject({
      method: 'GET',
      url: `/api/users/${userId}/history`,
      headers: admin.auth,
    });
    expect(history.statusCode).toBe(200);
    expect(
      history.json<{ action: string; actor: unknown }[]>().map(({ action, actor }) => ({ action, actor })),
    ).toEqual([
      { action: 'user.create', actor: { id: admin.user.id, username: 'Admin Lama', current_username: 'Admin Baru' } },
    ]);
  });

  it('migration 0006 gives the rows written before it the names their actors have now', async () => {
    const db = testApp.app.services.db;
    const actor = await createUser(testApp.app, { username: 'Sebelum Migrasi' });
    const migration = migrations['0006-actor-names'];
    if (!migration?.down) {
      throw new Error('migration 0006 missing');
    }
    await migration.down(db);
    try {
      await sql`insert into case_events (case_id, case_title, actor_id, action, changes, created_at)
        values (9001, 'Lama', ${actor.user.id}, 'created', '[]', '2026-01-01T00:00:00.000Z')`.execute(db);
      await sql`insert into case_events (case_id, case_title, actor_id, action, changes, created_at)
        values (9001, 'Lama', ${null}, 'status', '[]', '2026-01-02T00:00:00.000Z')`.execute(db);
      await sql`insert into audit_log (actor_id, action, target_user_id, changes, created_at)
        values (${actor.user.id}, 'user.update', ${actor.user.id}, '{}', '2026-01-01T00:00:00.000Z')`.execute(db);
    } finally {
      await migration.up(db);
    }
    expect(
      await db
        .selectFrom('case_events')
        .select(['actor_id', 'actor_name'])
        .where('case_id', '=', 9001)
        .orderBy('id')
        .execute(),
    ).toEqual([
      { actor_id: actor.user.id, actor_name: 'Sebelum Migrasi' },
      { actor_id: null, actor_name: '' },
    ]);
    expect(
      await db
        .selectFrom('audit_log')
        .select('actor_name')
        .where('action', '=', 'user.update')
        .where('target_user_id', '=', actor.user.id)
        .execute(),
    ).toEqual([{ actor_name: 'Sebelum Migrasi' }]);
  });
});
