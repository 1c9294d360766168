import type { Case } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, closeCasesApp, createCase, openCasesApp, request, staff, validCase } from './cases-support';

beforeAll(openCasesApp);
afterAll(closeCasesApp);

describe('authentication', () => {
  const anonymous: [string, string, unknown?][] = [
    ['GET', '/api/cases'],
    ['POST', '/api/cases', validCase],
    ['GET', '/api/cases/1'],
    ['PUT', '/api/cases/1', validCase],
    ['PUT', '/api/cases/1/status', { status: 'Selesai' }],
    ['DELETE', '/api/cases/1'],
    ['GET', '/api/cases/1/history'],
    ['GET', '/api/schedule'],
  ];

  it.each(anonymous)('%s %s without a token answers 401', async (method, url, payload) => {
    const response = await request(method as 'GET', url, undefined, payload);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Anda belum login. Silakan login terlebih dahulu.' });
  });

  it('refuses a token that was never issued', async () => {
    const response = await request('GET', '/api/cases', { authorization: `Bearer ${'x'.repeat(43)}` });
    expect(response.statusCode).toBe(401);
  });

  it('lets staff and admins alike create, edit, re-status and delete any case', async () => {
    const byStaff = await createCase(staff.auth);
    const byAdmin = await createCase(admin.auth);
    // Cases are shared: each edits and deletes the other's.
    expect((await request('PUT', `/api/cases/${byStaff.id}`, admin.auth, validCase)).statusCode).toBe(200);
    expect((await request('PUT', `/api/cases/${byAdmin.id}`, staff.auth, validCase)).statusCode).toBe(200);
    expect(
      (await request('PUT', `/api/cases/${byAdmin.id}/status`, staff.auth, { status: 'Selesai' })).statusCode,
    ).toBe(200);
    expect((await request('DELETE', `/api/cases/${byStaff.id}`, admin.auth)).statusCode).toBe(200);
    expect((await request('DELETE', `/api/cases/${byAdmin.id}`, staff.auth)).statusCode).toBe(200);
  });
});

describe('GET /api/cases/:id', () => {
  it.each(['abc', '0', '-1', '1.5', '99999999999999999999'])('answers 400 for the id %s', async (id) => {
    for (const [method, url, payload] of [
      ['GET', `/api/cases/${id}`],
      ['PUT', `/api/cases/${id}`, validCase],
      ['PUT', `/api/cases/${id}/status`, { status: 'Selesai' }],
      ['DELETE', `/api/cases/${id}`],
      ['GET', `/api/cases/${id}/history`],
    ] as const) {
      const response = await request(method, url, staff.auth, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(400);
      expect(response.json()).toMatchObject({ message: 'ID tidak valid' });
    }
  });

  it('answers 404 for a case that does not exist, on every route', async () => {
    for (const [method, url, payload] of [
      ['GET', '/api/cases/987654'],
      ['PUT', '/api/cases/987654', validCase],
      ['PUT', '/api/cases/987654/status', { status: 'Selesai' }],
      ['DELETE', '/api/cases/987654'],
      ['GET', '/api/cases/987654/history'],
    ] as const) {
      const response = await request(method, url, staff.auth, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json()).toEqual({ message: 'Kasus tidak ditemukan' });
    }
  });

  it('answers 404 for the largest id that still is a valid number', async () => {
    const response = await request('GET', `/api/cases/${2 ** 31 - 1}`, staff.auth);
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE /api/cases/:id', () => {
  it('deletes the case: it is gone from the detail, the list and the schedule', async () => {
    const created = await createCase(staff.auth, { date: '2031-05-06' });
    const response = await request('DELETE', `/api/cases/${created.id}`, admin.auth);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await request('GET', `/api/cases/${created.id}`, staff.auth)).statusCode).toBe(404);
    const list = (await request('GET', '/api/cases', staff.auth)).json<Case[]>();
    expect(list.map((item) => item.id)).not.toContain(created.id);
    expect((await request('GET', '/api/schedule?date=2031-05-06', staff.auth)).json()).toEqual([]);
    expect((await request('DELETE', `/api/cases/${created.id}`, admin.auth)).statusCode).toBe(404);
  });
});

describe('GET /api/cases', () => {
  it('filters by type and refuses an unknown type', async () => {
    const executed = await createCase(staff.auth, { type: 'eksekusi', title: 'Eksekusi uang pengganti' });
    const response = await request('GET', '/api/cases?type=eksekusi', staff.auth);
    expect(response.statusCode).toBe(200);
    const list = response.json<Case[]>();
    expect(list.map((item) => item.id)).toContain(executed.id);
    expect(list.every((item) => item.type === 'eksekusi')).toBe(true);
    expect(Number(response.headers['x-total-count'])).toBe(list.length);

    const bad = await request('GET', '/api/cases?type=pidum', staff.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: 'Kategori harus penyelidikan, penyidikan, penuntutan, atau eksekusi',
    });
  });

  it.each([['limit=0'], ['limit=abc'], ['limit=1.5'], ['offset=-1'], ['offset=x']])(
    'refuses the paging %s with 400',
    async (query) => {
      const response = await request('GET', `/api/cases?${query}`, staff.auth);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: 'Parameter halaman tidak valid' });
    },
  );

  it.each([['limit=201'], ['limit=501']])('refuses the paging %s with 400: at most 200 cases a page', async (query) => {
    const response = await request('GET', `/api/cases?${query}`, staff.auth);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: 'Paling banyak 200 kasus per halaman (parameter limit)' });
  });

  it('refuses a search text longer than 200 characters', async () => {
    const response = await request('GET', `/api/cases?q=${'a'.repeat(201)}`, staff.auth);
    expect(response.statusCode).toBe(400);
  });
});
