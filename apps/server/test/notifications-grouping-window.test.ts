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
});
