import type { Case } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, MINUTE, SECOND, type TestApp } from './helpers';

/** Decisions §10: one person's changes to one case are one notification while the last is less than 10 minutes old. */
describe('the grouping window of case notifications', () => {
  let t: TestApp;
  const time = createTestClock();
  beforeAll(async () => {
    t = await createTestApp({}, { clock: time.clock });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('folds a change 9:59 after the last, and starts a new notification at exactly 10 minutes', async () => {
    const budi = await createUser(t.app, { username: 'Budi' });
    const siti = await createUser(t.app, { username: 'Siti' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: budi.auth,
      payload: { title: 'Jendela Sepuluh Menit', date: '2026-03-10', type: 'penyidikan', team_ids: [siti.user.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json<Case>().id;
    await t.app.services.events.drain();
    const change = async (witnesses: string) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/cases/${caseId}`,
        headers: budi.auth,
        payload: { title: 'Jendela Sepuluh Menit', date: '2026-03-10', type: 'penyidikan', witnesses },
      });
      expect(response.statusCode, response.body).toBe(200);
      await t.app.services.events.drain();
    };
    const messages = async () =>
      (
        await t.app.services.db
          .selectFrom('notifications')
          .select('message')
          .where('recipient_id', '=', siti.user.id)
          .where('link', '=', `/case/${caseId}`)
          .orderBy('id')
          .execute()
      ).map((row) => row.message);
    const before = (await messages()).length;
    await change('Andi');
    time.advance(10 * MINUTE - SECOND);
    await change('Andi, Rina');
    expect((await messages()).slice(before)).toEqual(['Budi mengubah kasus "Jendela Sepuluh Menit" (2 perubahan)']);
    time.advance(10 * MINUTE);
    await change('Andi, Rina, Tono');
    expect((await messages()).slice(before)).toEqual([
      'Budi mengubah kasus "Jendela Sepuluh Menit" (2 perubahan)',
      'Budi mengubah kasus "Jendela Sepuluh Menit"',
    ]);
  });
  it('lists a notification that gathered a later change above those that came between (newest first)', async () => {
    const budi = await createUser(t.app, { username: 'Budi Dua' });
    const cakra = await createUser(t.app, { username: 'Cakra' });
    const siti = await createUser(t.app, { username: 'Siti Dua' });
    const fields = { date: '2026-03-10', type: 'penyidikan', team_ids: [siti.user.id] };
    const post = async (user: typeof budi, title: string) => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: user.auth,
        payload: { ...fields, title },
      });
      expect(response.statusCode, response.body).toBe(201);
      await t.app.services.events.drain();
      return response.json<Case>().id;
    };
    const edit = async (id: number, title: string, witnesses: string) => {
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/cases/${id}`,
        headers: budi.auth,
        payload: { ...fields, title, witnesses },
      });
      expect(response.statusCode, response.body).toBe(200);
      await t.app.services.events.drain();
    };
    const first = await post(budi, 'Perkara Satu');
    time.advance(MINUTE);
    await edit(first, 'Perkara Satu', 'Andi');
    time.advance(MINUTE);
    await post(cakra, 'Perkara Dua');
    time.advance(MINUTE);
    await edit(first, 'Perkara Satu', 'Andi, Rina');
    const listed = await t.app.inject({ method: 'GET', url: '/api/notifications?limit=3', headers: siti.auth });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json<{ message: string }[]>().map((item) => item.message)).toEqual([
      'Budi Dua mengubah kasus "Perkara Satu" (2 perubahan)',
      'Cakra menambahkan kasus "Perkara Dua" (Penyidikan) untuk 10 Maret 2026',
      'Budi Dua menambahkan kasus "Perkara Satu" (Penyidikan) untuk 10 Maret 2026',
    ]);
  });
});
