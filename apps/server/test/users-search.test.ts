import { USER_PAGE_DEFAULT, type UserListItem } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp, userRow } from './helpers';

let testApp: TestApp;
let adminAuth: Record<string, string>;

beforeAll(async () => {
  testApp = await createTestApp();
  const admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Cari' });
  adminAuth = admin.auth;
  // More accounts than one page holds, in name order before the ones searched for: those are not on the first page.
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
  await db
    .insertInto('users')
    .values([
      { ...userRow('zulkifli.harahap@kejaksaan.go.id'), username: 'Zulkifli Harahap', position: 'Jaksa Fungsional' },
      { ...userRow('z.nasution@kejaksaan.go.id'), username: 'Zainab Nasution', position: 'Kasi Penyidikan' },
      { ...userRow('persen@kejaksaan.go.id'), username: 'Zaki 100%_Benar', position: '' },
      { ...userRow('elise.sari@kejaksaan.go.id'), username: 'Élise Sari', position: 'Jaksa Ahli Pertama' },
      { ...userRow('dihapus.harahap@kejaksaan.go.id'), username: 'Zaenal Harahap', deleted_at: '2026-01-01T00:00:00Z' },
    ])
    .execute();
});

afterAll(async () => {
  await testApp?.close();
});

const list = (query: string) => testApp.app.inject({ method: 'GET', url: `/api/users?${query}`, headers: adminAuth });
const names = (users: UserListItem[]) => users.map((user) => user.username);

describe('GET /api/users?q= searches every account on the server (decisions §10 Cari pengguna)', () => {
  it('finds an account that the first page does not hold, by part of its name, ignoring case', async () => {
    const first = (await list('')).json<UserListItem[]>();
    expect(names(first)).not.toContain('Zulkifli Harahap');

    const response = await list(`q=${encodeURIComponent('  HARAHAP ')}`);
    expect(response.statusCode).toBe(200);
    // A deleted account stays out of the search as it does of the list.
    expect(names(response.json<UserListItem[]>())).toEqual(['Zulkifli Harahap']);
    expect(response.headers['x-total-count']).toBe('1');
  });

  it('matches the email and the position too', async () => {
    expect(names((await list('q=ZULKIFLI.HARAHAP@')).json<UserListItem[]>())).toEqual(['Zulkifli Harahap']);
    expect(names((await list('q=kasi%20PENYIDIKAN')).json<UserListItem[]>())).toEqual(['Zainab Nasution']);
  });

  it('ignores the case of letters beyond A–Z too (É, é), on both databases', async () => {
    for (const q of ['Élise', 'élise', 'ÉLISE', 'LISE sari']) {
      expect(names((await list(`q=${encodeURIComponent(q)}`)).json<UserListItem[]>()), q).toEqual(['Élise Sari']);
    }
    const staff = await testApp.app.inject({
      method: 'GET',
      url: `/api/staff?q=${encodeURIComponent('éLISE')}`,
      headers: adminAuth,
    });
    expect(staff.statusCode, staff.body).toBe(200);
    expect(staff.json<{ username: string }[]>().map((member) => member.username)).toEqual(['Élise Sari']);
  });

  it('takes % and _ literally', async () => {
    expect(names((await list(`q=${encodeURIComponent('100%_')}`)).json<UserListItem[]>())).toEqual(['Zaki 100%_Benar']);
    expect((await list(`q=${encodeURIComponent('%')}`)).json<UserListItem[]>()).toHaveLength(1);
    expect((await list('q=_')).json<UserListItem[]>()).toHaveLength(1);
  });

  it('pages the matches and counts all of them in X-Total-Count', async () => {
    const first = await list('q=pegawai%200&limit=60');
    const rest = await list('q=pegawai%200&limit=60&offset=60');
    expect(first.headers['x-total-count']).toBe(String(USER_PAGE_DEFAULT));
    const found = [...first.json<UserListItem[]>(), ...rest.json<UserListItem[]>()];
    expect(found).toHaveLength(USER_PAGE_DEFAULT);
    expect(new Set(names(found)).size).toBe(USER_PAGE_DEFAULT);
  });

  it('an empty or blank q lists every account', async () => {
    const all = await list('');
    expect((await list('q=%20%20')).headers['x-total-count']).toBe(all.headers['x-total-count']);
  });

  it('a search that matches nobody is an empty list, not an error', async () => {
    const response = await list('q=tidakada');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([]);
    expect(response.headers['x-total-count']).toBe('0');
  });

  it('a q over 200 characters is a 400 in Indonesian', async () => {
    const response = await list(`q=${'a'.repeat(201)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Teks terlalu panjang (maksimal 200 karakter)');
  });

  it('a q sent twice is a 400 in Indonesian', async () => {
    const response = await list('q=a&q=b');
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toBe('Isian harus berupa teks');
  });

  it('a NUL in q is ignored, never a 500', async () => {
    const response = await list('q=harahap%00');
    expect(response.statusCode).toBe(200);
    expect(names(response.json<UserListItem[]>())).toEqual(['Zulkifli Harahap']);
  });

  it('is for admins only', async () => {
    const staff = await createUser(testApp.app, { role: 'user', username: 'Staf Biasa' });
    const response = await testApp.app.inject({ method: 'GET', url: '/api/users?q=harahap', headers: staff.auth });
    expect(response.statusCode).toBe(403);
  });
});
