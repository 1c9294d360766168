import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIST_VERSION_MAX_AGE_MS } from '../src/modules/cases/list-version';
import { createTestApp, createUser, sameDatabaseAs, type TestApp } from './helpers';

let first: TestApp;
let second: TestApp;
let auth: { authorization: string };
let authOnSecond: { authorization: string };
const today = () => first.app.services.casesService.today();

beforeAll(async () => {
  // As in production: the version is trusted for 500 ms without a sign of a write (the suites' default is 0).
  const trusted = { listVersionMaxAgeMs: LIST_VERSION_MAX_AGE_MS };
  first = await createTestApp({}, trusted);
  second = await createTestApp(sameDatabaseAs(first), trusted);
  auth = (await createUser(first.app)).auth;
  authOnSecond = (await createUser(second.app)).auth;
});

afterAll(async () => {
  await second?.close();
  await first?.close();
});

const list = (t: TestApp, headers = auth) =>
  t.app.inject({ method: 'GET', url: '/api/cases?type=penyidikan&limit=50', headers });
const schedule = (t: TestApp, headers = auth) => t.app.inject({ method: 'GET', url: '/api/schedule', headers });
const titles = (response: { json(): unknown }) => (response.json() as { title: string }[]).map((row) => row.title);
/** What `first` answers within 1 s (decisions §10): a write it did not answer itself is seen by then. */
const withinASecond = <T>(read: () => Promise<T>) => expect.poll(read, { timeout: 1000, interval: 50 });

async function createCase(t: TestApp, headers: { authorization: string }, title: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers,
    payload: { title, date: today(), time: '09:00', type: 'penyidikan' },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: number }>();
}

describe('the case lists keep their answers only until a case is written, on any instance (migration 0009)', () => {
  it('reads the lists’ version from the database only after a sign of a write, not for every request', async () => {
    await list(first);
    const reads = first.app.services.caseListVersion.reads();
    for (let round = 0; round < 5; round += 1) {
      await list(first);
      await schedule(first);
    }
    // At most one read for the ten requests: the version is trusted for 500 ms without a sign of a write.
    expect(first.app.services.caseListVersion.reads() - reads).toBeLessThanOrEqual(1);
  });

  it('answers a repeated list and schedule from the cache, exactly as the first time', async () => {
    await createCase(first, auth, 'Perkara tetap');
    const read = vi.spyOn(first.app.services.casesService, 'list');
    const day = vi.spyOn(first.app.services.casesService, 'schedule');
    try {
      const [one, two] = [await list(first), await list(first)];
      expect(two.body).toBe(one.body);
      expect(two.headers['x-total-count']).toBe(one.headers['x-total-count']);
      expect(two.headers['content-type']).toBe('application/json; charset=utf-8');
      const [dayOne, dayTwo] = [await schedule(first), await schedule(first)];
      expect(dayTwo.body).toBe(dayOne.body);
      expect(titles(dayTwo)).toContain('Perkara tetap');
      // Each was read from the database once: the repeated request was answered from the cache.
      expect(read).toHaveBeenCalledTimes(1);
      expect(day).toHaveBeenCalledTimes(1);
    } finally {
      read.mockRestore();
      day.mockRestore();
    }
  });

  it('shows a case written through this instance in the very next answers', async () => {
    const before = await list(first);
    await schedule(first);
    await createCase(first, auth, 'Perkara baru di sini');
    const after = await list(first);
    expect(titles(after)).toContain('Perkara baru di sini');
    expect(Number(after.headers['x-total-count'])).toBe(Number(before.headers['x-total-count']) + 1);
    expect(titles(await schedule(first))).toContain('Perkara baru di sini');
  });

  it('shows a case written through another instance on the same database here within 1 s', async () => {
    await list(first);
    await schedule(first);
    const created = await createCase(second, authOnSecond, 'Perkara dari instans lain');
    await withinASecond(async () => titles(await list(first))).toContain('Perkara dari instans lain');
    await withinASecond(async () => titles(await schedule(first))).toContain('Perkara dari instans lain');

    const status = await second.app.inject({
      method: 'PUT',
      url: `/api/cases/${created.id}/status`,
      headers: authOnSecond,
      payload: { status: 'Selesai' },
    });
    expect(status.statusCode).toBe(200);
    await withinASecond(
      async () =>
        (await list(first)).json<{ id: number; status: string }[]>().find((item) => item.id === created.id)?.status,
    ).toBe('Selesai');

    expect(
      (await second.app.inject({ method: 'DELETE', url: `/api/cases/${created.id}`, headers: authOnSecond }))
        .statusCode,
    ).toBe(200);
    await withinASecond(async () => titles(await list(first))).not.toContain('Perkara dari instans lain');
    await withinASecond(async () => titles(await schedule(first))).not.toContain('Perkara dari instans lain');
  });

  it('sees even a write that bypasses the app within 1 s (the version is raised by the database itself)', async () => {
    await list(first);
    await first.app.services.db.updateTable('cases').set({ title: 'Diubah langsung di database' }).execute();
    await withinASecond(async () =>
      titles(await list(first)).every((title) => title === 'Diubah langsung di database'),
    ).toBe(true);
  });

  it('shows a new milestone and a recovery in the very next list (neither writes the case row itself)', async () => {
    const created = await createCase(first, auth, 'Perkara tahapan dan pemulihan');
    const row = async () =>
      (await list(first))
        .json<{ id: number; last_milestone?: { code: string }; recovered_total: number }[]>()
        .find((item) => item.id === created.id);
    expect((await row())?.last_milestone ?? null).toBeNull();
    const milestone = await first.app.inject({
      method: 'POST',
      url: `/api/cases/${created.id}/milestones`,
      headers: auth,
      payload: { form_code: 'P-16', date: today() },
    });
    expect(milestone.statusCode, milestone.body).toBe(201);
    expect((await row())?.last_milestone?.code).toBe('P-16');
    const recovery = await first.app.inject({
      method: 'POST',
      url: `/api/cases/${created.id}/recoveries`,
      headers: auth,
      payload: { kind: 'pengembalian', amount: 5_000_000, date: today() },
    });
    expect(recovery.statusCode, recovery.body).toBe(201);
    expect((await row())?.recovered_total).toBe(5_000_000);
  });

  it('shows a change of following (no case written, only the followers) at once to the one who followed', async () => {
    const created = await createCase(second, authOnSecond, 'Perkara diikuti');
    await withinASecond(async () => titles(await list(first))).toContain('Perkara diikuti');
    const following = async () =>
      (await list(first)).json<{ id: number; following: boolean }[]>().find((item) => item.id === created.id)
        ?.following;
    expect(await following()).toBe(false);
    const followed = await first.app.inject({ method: 'PUT', url: `/api/cases/${created.id}/follow`, headers: auth });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(await following()).toBe(true);
  });
});

describe('one case keeps its answer, per viewer, under the same version as the lists', () => {
  const getCase = (t: TestApp, id: number, headers = auth) =>
    t.app.inject({ method: 'GET', url: `/api/cases/${id}`, headers });
  const fieldOf = async (t: TestApp, id: number, field: 'title' | 'status' | 'following', headers = auth) =>
    (await getCase(t, id, headers)).json<Record<string, unknown>>()[field];

  it('answers a repeated read from the cache, exactly as the first time, and still records it in the audit log', async () => {
    const created = await createCase(first, auth, 'Perkara dibaca berulang');
    const read = vi.spyOn(first.app.services.casesService, 'get');
    const audited = vi.spyOn(first.app.services.audit, 'read');
    try {
      const [one, two] = [await getCase(first, created.id), await getCase(first, created.id)];
      expect(one.statusCode).toBe(200);
      expect(two.body).toBe(one.body);
      expect(two.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(read).toHaveBeenCalledTimes(1);
      expect(audited).toHaveBeenCalledTimes(2);
      expect(audited.mock.calls[1]?.[1]).toEqual({
        action: 'case.read',
        object: { type: 'case', id: created.id, label: 'Perkara dibaca berulang' },
      });
    } finally {
      read.mockRestore();
      audited.mockRestore();
    }
  });

  it('shows a write through this instance in the very next read, and each viewer’s own following', async () => {
    const created = await createCase(first, auth, 'Perkara diubah di sini');
    const other = await createUser(first.app);
    expect(await fieldOf(first, created.id, 'status')).toBe('Menunggu');
    const status = await first.app.inject({
      method: 'PUT',
      url: `/api/cases/${created.id}/status`,
      headers: auth,
      payload: { status: 'Selesai' },
    });
    expect(status.statusCode, status.body).toBe(200);
    expect(await fieldOf(first, created.id, 'status')).toBe('Selesai');
    expect(await fieldOf(first, created.id, 'following', other.auth)).toBe(false);
    const followed = await first.app.inject({
      method: 'PUT',
      url: `/api/cases/${created.id}/follow`,
      headers: other.auth,
    });
    expect(followed.statusCode, followed.body).toBe(200);
    expect(await fieldOf(first, created.id, 'following', other.auth)).toBe(true);
    // The creator (not on the team, not following) is not given the other viewer's answer.
    expect(await fieldOf(first, created.id, 'following')).toBe(false);
  });

  it('shows a write through another instance, and one that bypasses the app, within 1 s; a deleted case is 404', async () => {
    const created = await createCase(first, auth, 'Perkara dua instans');
    expect(await fieldOf(first, created.id, 'title')).toBe('Perkara dua instans');
    await first.app.services.db
      .updateTable('cases')
      .set({ title: 'Judul dari database' })
      .where('id', '=', created.id)
      .execute();
    await withinASecond(() => fieldOf(first, created.id, 'title')).toBe('Judul dari database');
    const removed = await second.app.inject({
      method: 'DELETE',
      url: `/api/cases/${created.id}`,
      headers: authOnSecond,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    await withinASecond(async () => (await getCase(first, created.id)).statusCode).toBe(404);
  });
});

describe('a cached answer is handed to Fastify as bytes', () => {
  /**
   * Fastify's Reply prototype that holds `then` (shared by every instance), found through a bare app's reply; in a box,
   * since a promise resolved with a thenable would call it.
   */
  async function replyWithThen(): Promise<{ proto: { then: (...args: unknown[]) => void } }> {
    const probe = Fastify();
    let found: object | undefined;
    probe.get('/', (_request, reply) => {
      for (let proto = Object.getPrototypeOf(reply) as object | null; proto; proto = Object.getPrototypeOf(proto)) {
        if (Object.hasOwn(proto, 'then')) {
          found = proto;
        }
      }
      return reply.send('ok');
    });
    await probe.inject({ url: '/' });
    await probe.close();
    return { proto: found as { then: (...args: unknown[]) => void } };
  }

  it('does not make Fastify wait on the response stream for a case, a page or the board (Reply.then)', async () => {
    const created = await createCase(first, auth, 'Perkara tanpa menunggu');
    const reads = () => [
      first.app.inject({ method: 'GET', url: `/api/cases/${created.id}`, headers: auth }),
      list(first),
      schedule(first),
    ];
    for (const response of await Promise.all(reads())) {
      expect(response.statusCode).toBe(200);
    }
    const waited = vi.spyOn((await replyWithThen()).proto, 'then');
    try {
      const [one, page, day] = await Promise.all(reads());
      expect(one?.json()).toMatchObject({ id: created.id, title: 'Perkara tanpa menunggu' });
      expect(titles(page!)).toContain('Perkara tanpa menunggu');
      expect(titles(day!)).toContain('Perkara tanpa menunggu');
      expect(waited).not.toHaveBeenCalled();
    } finally {
      waited.mockRestore();
    }
  });
});
