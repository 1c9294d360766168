import { expect } from 'vitest';
import type { CaseEvent } from '@pidsus/shared';
import { createUser, type TestApp } from './helpers';
import { multipart, type storeFor } from './files-support';

export type User = Awaited<ReturnType<typeof createUser>>;
type Store = Awaited<ReturnType<typeof storeFor>>;

/** The accounts of each case-documents file's app (its beforeAll creates them right after the app). */
export async function createAccounts(test: TestApp) {
  const ani = await createUser(test.app, { username: 'Ani' });
  const budi = await createUser(test.app, { username: 'Budi' });
  const citra = await createUser(test.app, { username: 'Citra' });
  const dodi = await createUser(test.app, { username: 'Dodi' });
  const admin = await createUser(test.app, { role: 'admin', username: 'Admin' });
  return { ani, budi, citra, dodi, admin };
}

/**
 * The calls that case-documents.test.ts and case-documents-effects.test.ts make, on the app, store and
 * account `current` gives (set in the file's beforeAll).
 */
export function caseDocumentsApi(current: () => { test: TestApp; store: Store; ani: User }) {
  const createCase = async (title: string, teamIds: number[] = []) => {
    const { test, ani } = current();
    const response = await test.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: ani.auth,
      payload: { title, date: '2026-03-10', type: 'penyidikan', team_ids: teamIds },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ id: number }>().id;
  };
  const upload = (user: User, caseId: number, filename: string, content: Buffer | string) => {
    const body = multipart([{ name: 'file', filename, content: Buffer.from(content) }]);
    return current().test.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents`,
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
  };
  const list = (user: User, caseId: number) =>
    current().test.app.inject({ method: 'GET', url: `/api/cases/${caseId}/documents`, headers: user.auth });
  const remove = (user: User, caseId: number, docId: number) =>
    current().test.app.inject({
      method: 'DELETE',
      url: `/api/cases/${caseId}/documents/${docId}`,
      headers: user.auth,
    });
  const copy = (user: User, caseId: number, fileId: unknown) =>
    current().test.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents/from-file`,
      headers: user.auth,
      payload: { file_id: fileId },
    });
  const history = async (caseId: number) => {
    const { test, ani } = current();
    return test.app
      .inject({ method: 'GET', url: `/api/cases/${caseId}/history`, headers: ani.auth })
      .then((response) => response.json<CaseEvent[]>());
  };
  const storedKeys = () => current().store.keysOf(current().test);
  const keyOf = async (docId: number) => {
    const { db } = current().test.app.services;
    return (
      await db.selectFrom('case_documents').select('storage_key').where('id', '=', docId).executeTakeFirstOrThrow()
    ).storage_key;
  };
  const hasKey = async (key: string) => (await storedKeys()).some((stored) => stored.includes(key));
  const uploadOwnFile = async (user: User, filename: string, content: string) => {
    const body = multipart([{ name: 'file', filename, content: Buffer.from(content) }]);
    const response = await current().test.app.inject({
      method: 'POST',
      url: '/api/files/upload',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<{ file: { id: number } }>().file;
  };
  return { createCase, upload, list, remove, copy, history, storedKeys, keyOf, hasKey, uploadOwnFile };
}
