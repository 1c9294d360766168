import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseEvent, DeadlineTemplate } from '@pidsus/shared';
import * as m0019 from '../src/db/migrations/0019-law-days';
import { DEFAULT_DEADLINE_TEMPLATES } from '../src/db/migrations/0014-case-deadlines';
import { createTestApp, createUser, type TestApp } from './helpers';

/** Deadline templates count their days as the law does, and the deadlines made one day late are moved (decisions §8.2). */
describe('days as the law counts them: templates and the recount of migration 0019', () => {
  let t: TestApp;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let staff: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t.app, { role: 'admin' });
    staff = await createUser(t.app, { username: 'Budi Jaksa' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const templates = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/deadline-templates', headers: staff.auth })).json<
      DeadlineTemplate[]
    >();

  it('ships the detention templates as periods (masa) and the others as limits after an event (setelah)', async () => {
    const shipped = await templates();
    expect(shipped).toHaveLength(DEFAULT_DEADLINE_TEMPLATES.length);
    for (const template of shipped) {
      const detention = /^(Penahanan|Perpanjangan penahanan)/.test(template.title);
      expect({ title: template.title, counting: template.counting }).toEqual({
        title: template.title,
        counting: detention ? 'masa' : 'setelah',
      });
    }
    expect(shipped.filter((template) => template.counting === 'masa')).toHaveLength(4);
  });

  it('lets an admin choose how a template counts, setelah by default, and refuses anything else in Indonesian', async () => {
    const post = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/deadline-templates', headers: admin.auth, payload });
    const period = await post({ title: 'Penahanan oleh hakim PN', days: 30, counting: 'masa' });
    expect(period.statusCode, period.body).toBe(201);
    expect(period.json()).toMatchObject({ title: 'Penahanan oleh hakim PN', days: 30, counting: 'masa' });
    const plain = await post({ title: 'Pelimpahan ke pengadilan', days: 14 });
    expect(plain.json()).toMatchObject({ counting: 'setelah' });
    const wrong = await post({ title: 'Salah', days: 3, counting: 'kalender' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ errors: { counting: 'Pilih cara menghitung: masa atau setelah peristiwa' } });
    const id = period.json<DeadlineTemplate>().id;
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/api/deadline-templates/${id}`,
      headers: admin.auth,
      payload: { title: 'Penahanan oleh hakim PN', days: 30, counting: 'setelah' },
    });
    expect(changed.json()).toMatchObject({ id, counting: 'setelah' });
  });

  it('moves a detention deadline made from a masa template one day earlier, with a history row saying why', async () => {
    const db = t.app.services.db;
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: staff.auth,
      payload: { title: 'Korupsi dana desa', date: '2026-03-01', type: 'penyidikan', team_ids: [staff.user.id] },
    });
    const caseId = created.json<{ id: number }>().id;
    const detention = DEFAULT_DEADLINE_TEMPLATES[0].title;
    const add = (title: string, due_date: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/cases/${caseId}/deadlines`,
        headers: staff.auth,
        payload: { title, due_date },
      });
    // As the app counted until now: 20 days from 1 March = 21 March; 31 Dec for a period from 12 Dec.
    expect((await add(detention, '2026-03-21')).statusCode).toBe(201);
    expect((await add(detention, '2027-01-01')).statusCode).toBe(201);
    expect((await add('Penyampaian SPDP (Pasal 60 ayat 1 UU 20/2025)', '2026-03-08')).statusCode).toBe(201);

    // The state before migration 0019, then the migration itself.
    await m0019.down(db as unknown as Kysely<unknown>);
    await m0019.up(db as unknown as Kysely<unknown>);

    const deadlines = await db
      .selectFrom('case_deadlines')
      .select(['title', 'due_date'])
      .where('case_id', '=', caseId)
      .orderBy('id')
      .execute();
    expect(deadlines).toEqual([
      { title: detention, due_date: '2026-03-20' },
      { title: detention, due_date: '2026-12-31' },
      { title: 'Penyampaian SPDP (Pasal 60 ayat 1 UU 20/2025)', due_date: '2026-03-08' },
    ]);
    const history = await t.app.inject({ method: 'GET', url: `/api/cases/${caseId}/history`, headers: staff.auth });
    const recounted = history.json<CaseEvent[]>().filter((event) => event.action === 'deadline_recounted');
    expect(recounted.map((event) => event.changes)).toEqual([
      [
        { field: 'deadline', from: detention, to: detention },
        { field: 'deadline_due', from: '2026-03-21', to: '2026-03-20' },
      ],
      [
        { field: 'deadline', from: detention, to: detention },
        { field: 'deadline_due', from: '2027-01-01', to: '2026-12-31' },
      ],
    ]);
    expect(recounted[0]?.actor).toBeNull();
  });

  it('makes every change recorded in a case history stale the cached lists (a deadline added raises the version)', async () => {
    const version = async () =>
      Number(
        (await t.app.services.db.selectFrom('case_list_version').select('version').executeTakeFirstOrThrow()).version,
      );
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: staff.auth,
      payload: { title: 'Versi daftar', date: '2026-03-01', type: 'penyidikan' },
    });
    const caseId = created.json<{ id: number }>().id;
    const before = await version();
    const added = await t.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/deadlines`,
      headers: staff.auth,
      payload: { title: 'Tenggat baru', due_date: '2026-03-09' },
    });
    expect(added.statusCode).toBe(201);
    expect(await version()).toBeGreaterThan(before);
  });
});
