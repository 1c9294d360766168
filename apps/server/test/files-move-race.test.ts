import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

/** Two moves at once that would put two folders inside each other: at most one may win. */
describe('simultaneous folder moves', () => {
  let t: TestApp;
  let auth: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    auth = (await createUser(t.app)).auth;
  });
  afterAll(() => t.close());

  const createFolder = async (name: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/files/folders',
      headers: auth,
      payload: { name, path: '/' },
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ folder: { id: number } }>().folder.id;
  };
  const move = (id: number, parentId: number) =>
    t.app.inject({ method: 'PATCH', url: `/api/files/folders/${id}`, headers: auth, payload: { parentId } });

  it('never makes a cycle, and the tree keeps its paths consistent', async () => {
    for (let round = 0; round < 8; round += 1) {
      const a = await createFolder(`A${round}`);
      const b = await createFolder(`B${round}`);
      const [first, second] = await Promise.all([move(a, b), move(b, a)]);
      const statuses = [first.statusCode, second.statusCode].sort();
      expect(statuses).toEqual([200, 400]);
      const rows = await t.app.services.db
        .selectFrom('folders')
        .select(['id', 'parent_id', 'path', 'name'])
        .where('id', 'in', [a, b])
        .execute();
      const byId = new Map(rows.map((row) => [row.id, row]));
      const folderA = byId.get(a)!;
      const folderB = byId.get(b)!;
      // Exactly one is inside the other, and its path says so.
      expect(folderA.parent_id === b && folderB.parent_id === a).toBe(false);
      const inner = folderA.parent_id === b ? folderA : folderB;
      const outer = inner === folderA ? folderB : folderA;
      expect(inner.parent_id).toBe(outer.id);
      expect(outer.parent_id).toBeNull();
      expect(inner.path).toBe(`${outer.path}/${inner.name}`);
    }
  });
});
