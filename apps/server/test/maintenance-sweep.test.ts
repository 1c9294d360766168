import fs from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMaintenanceRepository } from '../src/modules/maintenance/repository';
import { DAY_MS } from '../src/modules/maintenance/sweep';
import { multipart, storeFor, type StoreKind } from './files-support';
import { createTestApp, createUser, sameDatabaseAs, type TestApp } from './helpers';

describe.each<StoreKind>(['local', 's3'])('the start-up sweep on the %s store (decisions §1)', (kind) => {
  let store: Awaited<ReturnType<typeof storeFor>>;
  let first: TestApp;
  let owner: Awaited<ReturnType<typeof createUser>>;

  beforeAll(async () => {
    store = await storeFor(kind);
    first = await createTestApp(store.env);
    owner = await createUser(first.app);
  });

  afterAll(async () => {
    await first.close();
    await store.close();
  });

  const upload = async (name: string) => {
    const body = multipart([{ name: 'file', filename: name, content: Buffer.from(`isi ${name}`) }]);
    const response = await first.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...owner.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ file: { id: number; url: string } }>().file;
  };
  const storageKeyOf = async (id: number) =>
    (
      await first.app.services.db
        .selectFrom('files')
        .select('storage_key')
        .where('id', '=', id)
        .executeTakeFirstOrThrow()
    ).storage_key;
  /** Starts another instance on the same database and store whose clock reads `aheadMs` later, and stops it once its sweep is done. */
  const startAndStop = async (aheadMs: number) => {
    const second = await createTestApp(
      { ...store.env, ...sameDatabaseAs(first) },
      {
        clock: () => new Date(Date.now() + aheadMs),
      },
    );
    await second.close(); // closing waits for the sweep started with it
  };
  it('removes content a crash left without its row, a day later, and keeps every file that has a row', async () => {
    const kept = await upload('tetap.pdf');
    const orphaned = await upload('yatim.pdf');
    const orphanKey = await storageKeyOf(orphaned.id);
    // A crash between deleting the row and deleting its content (the row goes first).
    await first.app.services.db.deleteFrom('files').where('id', '=', orphaned.id).execute();
    const keysWith = (key: string) => store.keysOf(first).then((keys) => keys.some((stored) => stored.includes(key)));

    await startAndStop(0);
    expect(await keysWith(orphanKey)).toBe(true); // younger than a day: its upload may be finishing

    await startAndStop(2 * DAY_MS);
    expect(await keysWith(orphanKey)).toBe(false);
    expect(await keysWith(await storageKeyOf(kept.id))).toBe(true);
    const content = await first.app.inject({ method: 'GET', url: kept.url });
    expect(content.statusCode).toBe(200);
    expect(content.body).toBe('isi tetap.pdf');
  });

  it('keeps the content of case documents: their rows count as much as files\u2019 (decisions §7.2)', async () => {
    const created = await first.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: owner.auth,
      payload: { title: 'Perkara disapu', date: '2026-03-10', type: 'penyidikan' },
    });
    const body = multipart([{ name: 'file', filename: 'dakwaan.pdf', content: Buffer.from('isi dakwaan') }]);
    const uploaded = await first.app.inject({
      method: 'POST',
      url: `/api/cases/${created.json<{ id: number }>().id}/documents`,
      headers: { ...owner.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const document = uploaded.json<{ id: number; url: string }>();
    const { storage_key: key } = await first.app.services.db
      .selectFrom('case_documents')
      .select('storage_key')
      .where('id', '=', document.id)
      .executeTakeFirstOrThrow();

    await startAndStop(2 * DAY_MS);
    expect((await store.keysOf(first)).some((stored) => stored.includes(key))).toBe(true);
    const content = await first.app.inject({ method: 'GET', url: document.url });
    expect(content.statusCode).toBe(200);
    expect(content.body).toBe('isi dakwaan');
  });

  it('runs once per cluster: on PostgreSQL a second instance skips while one sweeps (SQLite has one instance)', async () => {
    const repository = createMaintenanceRepository(first.app.services.db);
    const outcome = await repository.onceInCluster(() => repository.onceInCluster(() => Promise.resolve('inner')));
    expect(outcome).toEqual({
      ran: true,
      value: first.config.database.kind === 'postgres' ? { ran: false } : { ran: true, value: 'inner' },
    });
  });
});

describe('half-written uploads on the local store (decisions §1)', () => {
  let test: TestApp;

  beforeAll(async () => {
    test = await createTestApp();
  });

  afterAll(async () => {
    await test.close();
  });

  const tmpDir = () => path.join(test.config.dataDir, 'files', 'tmp');
  const writePart = (modified: Date) => {
    fs.mkdirSync(tmpDir(), { recursive: true });
    const file = path.join(tmpDir(), `${randomUUID()}.part`);
    fs.writeFileSync(file, 'setengah');
    fs.utimesSync(file, modified, modified);
    return file;
  };

  it('removes tmp/*.part files older than a day at start, not newer ones', async () => {
    const stale = writePart(new Date(Date.now() - 2 * DAY_MS));
    const fresh = writePart(new Date(Date.now() - DAY_MS / 2));
    const second = await createTestApp(sameDatabaseAs(test));
    await second.close(); // closing waits for the sweep started with it
    expect(fs.existsSync(stale)).toBe(false);
    expect(fs.existsSync(fresh)).toBe(true);
  });
});
