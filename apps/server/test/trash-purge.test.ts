import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Case, FileItem, Folder } from '@pidsus/shared';
import { createTestApp, createTestClock, createUser, sameDatabaseAs, type TestApp } from './helpers';
import { multipart, storeFor, type StoreKind } from './files-support';

const DAY = 24 * 60 * 60 * 1000;
/** Sessions that outlive the days these tests move through. */
const longSessions = { SESSION_IDLE_MINUTES: String(60 * 24 * 60), SESSION_MAX_DAYS: '60' };

/**
 * The daily purge (decisions §7.3): what has been in a trash longer than TRASH_DAYS goes for good, cases and the
 * file manager's items with their stored content, once per office day across two instances on one database.
 */
describe.each<StoreKind>(['local', 's3'])('the daily trash purge on the %s store', (kind) => {
  let first: TestApp;
  let second: TestApp;
  let store: Awaited<ReturnType<typeof storeFor>>;
  // Both instances read the same time; each has a clock of its own that the test moves together.
  const firstTime = createTestClock();
  const secondTime = createTestClock();
  const advance = (ms: number) => {
    firstTime.advance(ms);
    secondTime.advance(ms);
  };
  const contentCalls: number[][] = [];

  beforeAll(async () => {
    store = await storeFor(kind);
    const listContentKeysOfCases = async (ids: number[]) => {
      contentCalls.push(ids);
      return [];
    };
    first = await createTestApp(
      { ...store.env, TRASH_DAYS: '30', ...longSessions },
      { clock: firstTime.clock, listContentKeysOfCases },
    );
    second = await createTestApp(
      { ...store.env, ...sameDatabaseAs(first), TRASH_DAYS: '30', ...longSessions },
      { clock: secondTime.clock, listContentKeysOfCases },
    );
  });
  afterAll(async () => {
    await second?.close();
    await first?.close();
    await store?.close();
  });

  /**
   * Both instances run the purge. PostgreSQL: truly at once (the second claim of the day waits for the first to
   * commit). SQLite (one process, whose driver blocks while it waits for the file's lock): one after the other.
   */
  const bothAtOnce = () => {
    const run = (instance: TestApp) => instance.app.services.trashPurge.run();
    return first.config.database.kind === 'postgres'
      ? Promise.all([run(first), run(second)])
      : (async () => [await run(first), await run(second)])();
  };

  it('purges what is older than TRASH_DAYS once across the instances, and keeps what is younger', async () => {
    const app = first.app;
    const staff = await createUser(app);
    const newCase = async (title: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/cases',
          headers: staff.auth,
          payload: { title, date: '2026-03-10', type: 'penyidikan', description: '', parties: '', witnesses: '' },
        })
      ).json<Case>();
    const upload = async (name: string, at = '/') => {
      const body = multipart([
        { name: 'path', value: at },
        { name: 'file', filename: name, content: Buffer.from(`isi ${name}`) },
      ]);
      return (
        await app.inject({
          method: 'POST',
          url: '/api/files/upload',
          headers: { ...staff.auth, ...body.headers },
          payload: body.payload,
        })
      ).json<{ file: FileItem }>().file;
    };
    const old = await newCase('Perkara lama');
    const young = await newCase('Perkara baru dihapus');
    const oldFile = await upload('lama.txt');
    const folder = (
      await app.inject({ method: 'POST', url: '/api/files/folders', headers: staff.auth, payload: { name: 'Lama' } })
    ).json<{ folder: Folder }>().folder;
    await upload('dalam.txt', '/Lama');
    const youngFile = await upload('baru.txt');
    const keysAtStart = (await store.keysOf(first)).length;

    await app.inject({ method: 'DELETE', url: `/api/cases/${old.id}`, headers: staff.auth });
    await app.inject({ method: 'DELETE', url: `/api/files/files/${oldFile.id}`, headers: staff.auth });
    await app.inject({ method: 'DELETE', url: `/api/files/folders/${folder.id}`, headers: staff.auth });
    advance(2 * DAY);
    await app.inject({ method: 'DELETE', url: `/api/cases/${young.id}`, headers: staff.auth });
    await app.inject({ method: 'DELETE', url: `/api/files/files/${youngFile.id}`, headers: staff.auth });

    // 30 days after the first deletions nothing is older than TRASH_DAYS yet; the day's purge still runs once.
    advance(28 * DAY);
    const [today, sameDay] = await bothAtOnce();
    expect([today, sameDay].filter((result) => result !== undefined)).toEqual([{ cases: 0, items: 0, documents: 0 }]);

    // The next day the first deletions are 31 days old: exactly one instance purges them.
    advance(DAY);
    const results = await bothAtOnce();
    expect(results.filter((result) => result !== undefined)).toEqual([{ cases: 1, items: 2, documents: 0 }]);
    expect(await first.app.services.trashPurge.run()).toBeUndefined();
    expect(contentCalls).toContainEqual([old.id]);

    const trashedCases = await app.inject({ method: 'GET', url: '/api/trash/cases', headers: staff.auth });
    expect(trashedCases.json<{ id: number }[]>().map((item) => item.id)).toEqual([young.id]);
    const trashedFiles = await app.inject({ method: 'GET', url: '/api/files/trash', headers: staff.auth });
    expect(trashedFiles.json<{ data: { name: string }[] }>().data.map((item) => item.name)).toEqual(['baru.txt']);
    expect(await store.keysOf(first)).toHaveLength(keysAtStart - 2);
    const rows = await app.services.db.selectFrom('files').select('name').execute();
    expect(rows.map((row) => row.name)).toEqual(['baru.txt']);
    const claims = await app.services.db.selectFrom('trash_purges').selectAll().orderBy('day').execute();
    expect(claims.map((claim) => [claim.day, claim.cases, claim.items])).toEqual([
      ['2026-04-01', 0, 0],
      ['2026-04-02', 1, 2],
    ]);

    // Two days later the younger ones are due too.
    advance(2 * DAY);
    expect(await second.app.services.trashPurge.run()).toEqual({ cases: 1, items: 1, documents: 0 });
    expect(await store.keysOf(first)).toHaveLength(keysAtStart - 3);
  });
});
