import { USER_PAGE_DEFAULT, USER_PAGE_MAX, type User } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, userRow } from './helpers';

let testApp: TestApp;
let adminAuth: Record<string, string>;
/** Every account in name order, read off the database, to compare the pages with. */
let everyone: string[];

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Halaman' });
  adminAuth = admin.auth;
  // More accounts than one default page holds: the page must be cut, the total must not.
  const db = testApp.app.services.db;
  await db
    .insertInto('users')
    .values(
      Array.from({ length: USER_PAGE_DEFAULT + 5 }, (_, i) => ({
        ...userRow(`pegawai${i}@kejaksaan.go.id`),
        username: `Pegawai ${String(i).padStart(3, '0')}`,
      })),
    )
    .execute();
  const rows = await db.selectFrom('users').select(['username', 'id']).where('deleted_at', 'is', null).execute();
  everyone = rows
    .sort((a, b) => a.username.toLowerCase().localeCompare(b.username.toLowerCase()) || a.id - b.id)
    .map((row) => row.username);
});

afterAll(async () => {
  await testApp?.close();
});

const list = (query = '') => testApp.app.inject({ method: 'GET', url: `/api/users${query}`, headers: adminAuth });

describe('Hardening: GET /api/users answers a page and counts every account in X-Total-Count', () => {
  it('without limit: the first 100 accounts in name order, and the total', async () => {
    const response = await list();
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-total-count']).toBe(String(everyone.length));
    const users = response.json<User[]>();
    expect(users).toHaveLength(USER_PAGE_DEFAULT);
    expect(users.map((user) => user.username)).toEqual(everyone.slice(0, USER_PAGE_DEFAULT));
  });

  it('limit and offset page through the accounts without gaps or repeats', async () => {
    const first = (await list('?limit=50&offset=0')).json<User[]>();
    const second = (await list('?limit=50&offset=50')).json<User[]>();
    const last = await list('?limit=50&offset=100');
    expect(last.headers['x-total-count']).toBe(String(everyone.length));
    const names = [...first, ...second, ...last.json<User[]>()].map((user) => user.username);
    expect(names).toEqual(everyone);
  });

  it(`a limit above ${USER_PAGE_MAX} is a 400 with an Indonesian message, not an unbounded read`, async () => {
    const response = await list(`?limit=${USER_PAGE_MAX + 1}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe(
      'Paling banyak 500 pengguna per halaman (parameter limit)',
    );
  });

  it.each(['?limit=0', '?limit=abc', '?offset=-1', '?limit=2.5'])(
    '%s is a 400 "Parameter halaman tidak valid"',
    async (query) => {
      const response = await list(query);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBe('Parameter halaman tidak valid');
    },
  );
});
