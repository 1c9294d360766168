import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

// Leaving (decisions §8.7): an account still on case teams is not deleted silently; its memberships go to a colleague
// in the same transaction, each case saying so in its history.
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUser(t.app, { role: 'admin', username: 'Admin Kejari' });
});
afterAll(() => t?.close());

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

async function addCase(headers: Record<string, string>, title: string, teamIds: number[]) {
  const response = await inject('POST', '/api/cases', headers, {
    title,
    date: '2026-11-30',
    type: 'penyidikan',
    team_ids: teamIds,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

const teamOf = async (caseId: number, headers: Record<string, string>) =>
  (await inject('GET', `/api/cases/${caseId}`, headers))
    .json<{ team: { username: string }[] }>()
    .team.map((member) => member.username);

describe('DELETE /api/users/:id of an account on case teams', () => {
  it('answers 409 with the count of live cases, and deletes nothing', async () => {
    const leaving = await createUser(t.app, { username: 'Budi Pergi' });
    const colleague = await createUser(t.app, { username: 'Citra Tetap' });
    await addCase(colleague.auth, 'Perkara satu', [leaving.user.id]);
    await addCase(colleague.auth, 'Perkara dua', [leaving.user.id, colleague.user.id]);
    const trashed = await addCase(colleague.auth, 'Perkara di Sampah', [leaving.user.id]);
    expect((await inject('DELETE', `/api/cases/${trashed}`, colleague.auth)).statusCode).toBe(200);

    const refused = await inject('DELETE', `/api/users/${leaving.user.id}`, admin.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      success: false,
      error: 'Pengguna masih menjadi tim pada 2 kasus',
      message: 'Pengguna masih menjadi tim pada 2 kasus',
      cases: 2,
    });
    // Still there: the account logs in and its cases keep it.
    expect((await inject('GET', '/api/auth/me', leaving.auth)).statusCode).toBe(200);
  });

  it('refuses a successor who is not another active staff account, with 400', async () => {
    const leaving = await createUser(t.app, { username: 'Dedi Pergi' });
    const gone = await createUser(t.app, { username: 'Sudah Pergi' });
    expect((await inject('DELETE', `/api/users/${gone.user.id}`, admin.auth)).statusCode).toBe(200);
    await addCase(leaving.auth, 'Perkara Dedi', [leaving.user.id]);
    for (const successor of [admin.user.id, leaving.user.id, gone.user.id, 999_999, 'dia']) {
      const response = await inject('DELETE', `/api/users/${leaving.user.id}?reassign_to=${successor}`, admin.auth);
      expect(response.statusCode, String(successor)).toBe(400);
      expect(response.json().error).toBe('Pilih staf aktif lain untuk menggantikan pengguna ini');
    }
    expect((await inject('GET', '/api/auth/me', leaving.auth)).statusCode).toBe(200);
  });

  it('with reassign_to moves every membership, a history row per case, and deletes the account', async () => {
    const leaving = await createUser(t.app, { username: 'Eko Pergi' });
    const successor = await createUser(t.app, { username: 'Fitri Ganti' });
    const alone = await addCase(leaving.auth, 'Perkara Eko sendiri', [leaving.user.id]);
    const shared = await addCase(leaving.auth, 'Perkara bersama', [leaving.user.id, successor.user.id]);

    const response = await inject(
      'DELETE',
      `/api/users/${leaving.user.id}?reassign_to=${successor.user.id}`,
      admin.auth,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, error: null });

    expect(await teamOf(alone, successor.auth)).toEqual(['Fitri Ganti']);
    expect(await teamOf(shared, successor.auth)).toEqual(['Fitri Ganti']);
    for (const [caseId, from] of [
      [alone, 'Eko Pergi'],
      [shared, 'Eko Pergi, Fitri Ganti'],
    ] as const) {
      const history = (await inject('GET', `/api/cases/${caseId}/history`, successor.auth)).json<
        { action: string; actor: { username: string }; changes: { field: string; from: string; to: string }[] }[]
      >();
      expect(history.find((entry) => entry.action === 'updated')).toMatchObject({
        action: 'updated',
        actor: { username: 'Admin Kejari' },
        changes: [{ field: 'team', from, to: 'Fitri Ganti' }],
      });
    }
    // The successor hears of the cases now theirs.
    await expect
      .poll(async () =>
        (await inject('GET', '/api/notifications', successor.auth))
          .json<{ message: string }[]>()
          .map((notification) => notification.message)
          .join('\n'),
      )
      .toContain('Perkara Eko sendiri');
    // The account is gone: its session ended, and it is no longer listed.
    expect((await inject('GET', '/api/auth/me', leaving.auth)).statusCode).toBe(401);
  });

  it('deletes an account on no team at once, as before', async () => {
    const leaving = await createUser(t.app, { username: 'Gita Pergi' });
    expect((await inject('DELETE', `/api/users/${leaving.user.id}`, admin.auth)).statusCode).toBe(200);
  });
});
