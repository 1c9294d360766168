import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Repository from '../src/modules/case-documents/repository';
import { createTestApp, createUser, type TestApp } from './helpers';
import { multipart } from './files-support';

/** Holds the next "does a file still hold this content?" check once it has answered, until released. */
const gate = vi.hoisted(() => ({ armed: false, held: Promise.resolve(), release: () => undefined as void }));

vi.mock('../src/modules/case-documents/repository', async (importOriginal) => {
  const real = await importOriginal<typeof Repository>();
  return {
    ...real,
    createCaseDocumentsRepository: (...args: Parameters<typeof real.createCaseDocumentsRepository>) => {
      const repository = real.createCaseDocumentsRepository(...args);
      return {
        ...repository,
        fileHoldsKey: async (...checked: Parameters<typeof repository.fileHoldsKey>) => {
          const holds = await repository.fileHoldsKey(...checked);
          if (gate.armed) {
            gate.armed = false;
            await gate.held;
          }
          return holds;
        },
      };
    },
  };
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

/**
 * "Tambah dari Berkas Saya" while the owner purges that file from another tab (PostgreSQL: several writers at once;
 * SQLite runs one). The copy shares the file's stored object (decisions §9): the purge must either find the case's
 * document holding it and keep it, or come first and leave the copy a 404, never a document without content.
 */
describe('a copy into a case racing the purge of its file (decisions §9)', () => {
  it('keeps the content the new document holds', async () => {
    const ani = await createUser(t.app, { username: 'Ani' });
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: ani.auth,
      payload: { title: 'Perkara salinan berkas', date: '2026-03-10', type: 'penyidikan', team_ids: [ani.user.id] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const caseId = created.json<{ id: number }>().id;
    const body = multipart([{ name: 'file', filename: 'bap-tersangka.pdf', content: Buffer.from('%PDF-1.4 bap') }]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...ani.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const fileId = uploaded.json<{ file: { id: number } }>().file.id;

    gate.held = new Promise((resolve) => {
      gate.release = () => resolve();
    });
    gate.armed = true;
    // The copy has found the file still there and is held before its document is written.
    const copy = t.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents/from-file`,
      headers: ani.auth,
      payload: { file_id: fileId },
    });
    await vi.waitFor(() => expect(gate.armed).toBe(false));
    // Meanwhile, in another tab, the file goes to the trash (written behind the app: the tab's delete came first) and
    // is purged from it.
    await t.app.services.db
      .updateTable('files')
      .set({ deleted_at: new Date().toISOString(), trash_root: null })
      .where('id', '=', fileId)
      .execute();
    let purgedEarly = false;
    let released = false;
    const purge = t.app
      .inject({ method: 'DELETE', url: `/api/files/trash/files/${fileId}`, headers: ani.auth })
      .then((answer) => {
        purgedEarly = !released;
        return answer;
      });
    await wait(500);
    released = true;
    gate.release();
    const [copied, purged] = await Promise.all([copy, purge]);
    expect(purged.statusCode, purged.body).toBe(200);
    expect(copied.statusCode, copied.body).toBe(201);
    const content = await t.app.inject({ method: 'GET', url: copied.json<{ url: string }>().url });
    expect(content.statusCode, content.body).toBe(200);
    expect(content.body).toBe('%PDF-1.4 bap');
    // The purge waited for the copy's transaction.
    expect(purgedEarly).toBe(false);
  });
});
