import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRASH_CASES_MAX, type Case, type CaseEvent, type Notification, type TrashedCase } from '@pidsus/shared';
import type { CaseChangedEvent } from '../src/lib/domain-events';
import { createBlobStore, type BlobStore } from '../src/storage';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';

type Headers = Record<string, string>;

/** The office day of the test clock (2026-03-02T01:00Z is 08:00 in Jakarta): the case is on today's board. */
const TODAY = '2026-03-02';

const caseInput = {
  number: 'PRINT-7/M.1.10/Fd.1/03/2026',
  title: 'Korupsi dana hibah Kecamatan Cempaka',
  date: TODAY,
  time: '09:30',
  description: 'Pemeriksaan bendahara',
  parties: 'Tersangka: Joko Widagdo',
  witnesses: '',
  prosecutor: '',
  type: 'penuntutan',
};

/**
 * The trash of cases (decisions §7.3): a deleted case is not there for anyone — every read path — until it is
 * restored whole; only an admin purges it, with the content its documents hold.
 */
describe('the trash of cases', () => {
  let t: TestApp;
  let store: BlobStore;
  const time = createTestClock();
  let creator: Awaited<ReturnType<typeof createUser>>;
  let member: Awaited<ReturnType<typeof createUser>>;
  let follower: Awaited<ReturnType<typeof createUser>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  const changes: CaseChangedEvent[] = [];
  /** What the documents would answer: case id → storage keys; each call is recorded with the rows it saw. */
  const contentOf = new Map<number, string[]>();
  const contentCalls: { ids: number[]; teamRows: number }[] = [];

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        clock: time.clock,
        listContentKeysOfCases: async (ids, executor) => {
          const rows = await (executor ?? t.app.services.db)
            .selectFrom('case_team')
            .select('case_id')
            .where('case_id', 'in', ids)
            .execute();
          contentCalls.push({ ids, teamRows: rows.length });
          return ids.flatMap((id) => contentOf.get(id) ?? []);
        },
      },
    );
    store = await createBlobStore(t.config);
    creator = await createUser(t.app, { username: 'Rina Kreator' });
    member = await createUser(t.app, { username: 'Ahmad Anggota' });
    follower = await createUser(t.app, { username: 'Budi Pengikut' });
    admin = await createUser(t.app, { role: 'admin', username: 'Admin Kejari' });
    t.app.services.events.on('case.changed', (event) => {
      changes.push(event);
    });
  });
  afterAll(async () => {
    await store?.close();
    await t?.close();
  });

  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const newCase = async () => {
    const created = await call('POST', '/api/cases', creator.auth, { ...caseInput, team_ids: [member.user.id] });
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<Case>();
    expect((await call('PUT', `/api/cases/${row.id}/follow`, follower.auth)).statusCode).toBe(200);
    return row;
  };
  const ids = (response: { json: <T>() => T }) => response.json<Case[]>().map((item) => item.id);

  /** Every read path a case shows in, as `viewer` sees it: whether the case is there in each. */
  const visibility = async (id: number, viewer: Headers) => {
    const listed = async (query: string) => {
      const response = await call('GET', `/api/cases?${query}`, viewer);
      expect(response.statusCode, query).toBe(200);
      return { shown: ids(response).includes(id), total: Number(response.headers['x-total-count']) };
    };
    return {
      type: await listed('type=penuntutan'),
      all: await listed(''),
      mine: await listed('mine=1'),
      status: await listed('status=Menunggu'),
      upcoming: await listed('sort=upcoming'),
      oldest: await listed('type=penuntutan&sort=oldest'),
      search: await listed('q=hibah+cempaka'),
      searchInCategory: await listed('type=penuntutan&q=joko'),
      number: await listed('q=PRINT-7'),
      detail: (await call('GET', `/api/cases/${id}`, viewer)).statusCode,
      history: (await call('GET', `/api/cases/${id}/history`, viewer)).statusCode,
      board: ids(await call('GET', `/api/schedule?date=${TODAY}`, viewer)).includes(id),
      today: ids(await call('GET', '/api/schedule', viewer)).includes(id),
      myBoard: ids(await call('GET', '/api/schedule?mine=1', viewer)).includes(id),
    };
  };

  it('hides a trashed case from every read path, and a restore brings it back whole', async () => {
    const created = await newCase();
    const before = await visibility(created.id, member.auth);
    expect(before).toMatchObject({
      type: { shown: true, total: 1 },
      all: { shown: true },
      mine: { shown: true },
      status: { shown: true },
      upcoming: { shown: true },
      oldest: { shown: true },
      search: { shown: true },
      searchInCategory: { shown: true },
      number: { shown: true },
      detail: 200,
      history: 200,
      board: true,
      today: true,
      myBoard: true,
    });
    const versionBefore = await t.app.services.casesService.listVersion();

    const deleted = await call('DELETE', `/api/cases/${created.id}`, creator.auth);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ success: true });
    // The answer cache (keyed on case_list_version) cannot serve the lists read above.
    expect(await t.app.services.casesService.listVersion()).toBeGreaterThan(versionBefore);
    expect(changes.at(-1)).toMatchObject({ action: 'deleted', case: { id: created.id } });

    for (const viewer of [member.auth, follower.auth, creator.auth, admin.auth]) {
      expect(await visibility(created.id, viewer)).toEqual({
        type: { shown: false, total: 0 },
        all: { shown: false, total: 0 },
        mine: { shown: false, total: 0 },
        status: { shown: false, total: 0 },
        upcoming: { shown: false, total: 0 },
        oldest: { shown: false, total: 0 },
        search: { shown: false, total: 0 },
        searchInCategory: { shown: false, total: 0 },
        number: { shown: false, total: 0 },
        detail: 404,
        history: 404,
        board: false,
        today: false,
        myBoard: false,
      });
    }
    // No write reaches it either.
    expect((await call('PUT', `/api/cases/${created.id}/follow`, creator.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/cases/${created.id}/follow`, follower.auth)).statusCode).toBe(404);
    expect((await call('PUT', `/api/cases/${created.id}/status`, member.auth, { status: 'Selesai' })).statusCode).toBe(
      404,
    );
    expect((await call('PUT', `/api/cases/${created.id}`, member.auth, caseInput)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/cases/${created.id}`, member.auth)).statusCode).toBe(404);

    // The morning reminder (the clock is at 08:00 office time) counts no trashed hearing: nobody is told.
    expect(await t.app.services.notificationsService.runDailyReminder()).toBe(0);
    const reminder = await t.app.services.db.selectFrom('daily_reminders').selectAll().executeTakeFirstOrThrow();
    expect(reminder).toMatchObject({ day: TODAY, case_count: 0 });

    // The member was told of the new case with a link; while the case is in the trash the link is gone.
    const linkOfNew = async () =>
      (await call('GET', '/api/notifications', member.auth))
        .json<Notification[]>()
        .find((notification) => notification.message.includes('menambahkan kasus'))?.link;
    expect(await linkOfNew()).toBeNull();

    // The trash lists it, for anyone logged in.
    const trash = await call('GET', '/api/trash/cases', follower.auth);
    expect(trash.statusCode).toBe(200);
    expect(trash.json<TrashedCase[]>()).toEqual([
      {
        id: created.id,
        title: caseInput.title,
        number: caseInput.number,
        type: 'penuntutan',
        date: TODAY,
        deleted_at: expect.stringMatching(/^2026-03-02T01:00:00\.\d{3}Z$/),
        deleted_by: { id: creator.user.id, username: 'Rina Kreator' },
      },
    ]);

    // Restored by someone else: back everywhere, with its team, its follower and its history, plus a row.
    const versionInTrash = await t.app.services.casesService.listVersion();
    const restored = await call('POST', `/api/trash/cases/${created.id}/restore`, follower.auth);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(restored.json<Case>()).toMatchObject({
      id: created.id,
      title: caseInput.title,
      team: [{ id: member.user.id, username: 'Ahmad Anggota' }],
      following: true,
    });
    expect(await t.app.services.casesService.listVersion()).toBeGreaterThan(versionInTrash);
    expect(await visibility(created.id, member.auth)).toEqual(before);
    const history = (await call('GET', `/api/cases/${created.id}/history`, member.auth)).json<CaseEvent[]>();
    expect(history.map((event) => [event.action, event.actor?.username])).toEqual([
      ['created', 'Rina Kreator'],
      ['deleted', 'Rina Kreator'],
      ['restored', 'Budi Pengikut'],
    ]);
    expect(
      (await call('GET', `/api/cases/${created.id}`, follower.auth)).json<Case>().following,
      'the follower still follows',
    ).toBe(true);
    expect(await linkOfNew()).toBe(`/case/${created.id}`);
    // The live update and the notifications: the team and the other followers hear of it, not the actor.
    expect(changes.at(-1)).toMatchObject({ action: 'restored', case: { id: created.id } });
    await t.app.services.events.drain();
    const told = (await call('GET', '/api/notifications', member.auth)).json<Notification[]>()[0];
    expect(told).toMatchObject({
      message: `Budi Pengikut memulihkan kasus "${caseInput.title}" dari Sampah`,
      link: `/case/${created.id}`,
    });
    expect((await call('GET', '/api/trash/cases', member.auth)).json()).toEqual([]);

    // Restoring or purging a case that is not in the trash: 404.
    const again = await call('POST', `/api/trash/cases/${created.id}/restore`, member.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Kasus tidak ada di Sampah' });
    expect((await call('DELETE', `/api/trash/cases/${created.id}`, admin.auth)).statusCode).toBe(404);
    expect((await call('POST', '/api/trash/cases/99999/restore', member.auth)).statusCode).toBe(404);
    expect((await call('POST', '/api/trash/cases/abc/restore', member.auth)).statusCode).toBe(400);
  });

  it('lets only an admin purge: rows gone, history kept, content listed before and removed after', async () => {
    const created = await newCase();
    const stored = await store.put(Readable.from([Buffer.from('isi dokumen')]), { contentType: 'application/pdf' });
    contentOf.set(created.id, [stored.key]);
    const keysBefore = await listKeys(store);
    expect(keysBefore).toContain(stored.key);
    expect((await call('DELETE', `/api/cases/${created.id}`, member.auth)).statusCode).toBe(200);

    const refused = await call('DELETE', `/api/trash/cases/${created.id}`, member.auth);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBeTruthy();
    expect(await listKeys(store)).toContain(stored.key);

    const purged = await call('DELETE', `/api/trash/cases/${created.id}`, admin.auth);
    expect(purged.statusCode).toBe(200);
    expect(purged.json()).toEqual({ success: true });
    // The hook was asked inside the purge, while the case's rows were still there.
    expect(contentCalls.at(-1)).toEqual({ ids: [created.id], teamRows: 1 });
    expect(await listKeys(store)).not.toContain(stored.key);

    const db = t.app.services.db;
    expect(await db.selectFrom('cases').select('id').where('id', '=', created.id).execute()).toEqual([]);
    expect(await db.selectFrom('case_team').select('user_id').where('case_id', '=', created.id).execute()).toEqual([]);
    expect(await db.selectFrom('case_followers').select('user_id').where('case_id', '=', created.id).execute()).toEqual(
      [],
    );
    const history = await db.selectFrom('case_events').select('action').where('case_id', '=', created.id).execute();
    expect(history.map((row) => row.action)).toEqual(['created', 'deleted']);
    expect((await call('GET', '/api/trash/cases', admin.auth)).json()).toEqual([]);
    expect((await call('POST', `/api/trash/cases/${created.id}/restore`, member.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/trash/cases/${created.id}`, admin.auth)).statusCode).toBe(404);
  });

  it('lists the trash newest deletion first', async () => {
    const first = await newCase();
    const second = await newCase();
    await call('DELETE', `/api/cases/${second.id}`, member.auth);
    time.advance(60_000);
    await call('DELETE', `/api/cases/${first.id}`, admin.auth);
    const trash = (await call('GET', '/api/trash/cases', member.auth)).json<TrashedCase[]>();
    expect(trash.map((item) => [item.id, item.deleted_by?.username])).toEqual([
      [first.id, 'Admin Kejari'],
      [second.id, 'Ahmad Anggota'],
    ]);
  });

  it(`answers at most ${TRASH_CASES_MAX} trashed cases, the latest deleted first, and how many in X-Total-Count`, async () => {
    const db = t.app.services.db;
    const before = Number((await call('GET', '/api/trash/cases', member.auth)).headers['x-total-count']);
    const at = (n: number) => new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString();
    await db
      .insertInto('cases')
      .values(
        Array.from({ length: TRASH_CASES_MAX + 1 }, (_, n) => ({
          title: `Perkara lama ${n}`,
          date: '2025-01-01',
          time: null,
          description: '',
          parties: '',
          witnesses: '',
          prosecutor: '',
          type: 'eksekusi' as const,
          status: 'Selesai' as const,
          created_by: member.user.id,
          created_at: at(n),
          updated_at: at(n),
          deleted_at: at(n),
          deleted_by: member.user.id,
        })),
      )
      .execute();
    const answer = await call('GET', '/api/trash/cases', member.auth);
    expect(answer.statusCode).toBe(200);
    expect(Number(answer.headers['x-total-count'])).toBe(before + TRASH_CASES_MAX + 1);
    const listed = answer.json<TrashedCase[]>();
    expect(listed).toHaveLength(TRASH_CASES_MAX);
    // The cases deleted in this test's earlier steps (in 2026) come first; of the old ones, the oldest is left out.
    expect(listed.map((item) => item.title)).not.toContain('Perkara lama 0');
    expect(listed.at(-1)?.title).toBe(`Perkara lama ${before + 1}`);
  });
});

async function listKeys(store: BlobStore): Promise<string[]> {
  const keys: string[] = [];
  for await (const blob of store.list()) {
    keys.push(blob.key);
  }
  return keys;
}
