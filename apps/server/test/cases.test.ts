import type { Case, CaseEvent } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';

let testApp: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let staff: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  testApp = await createTestApp();
  admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Kejari' });
  staff = await createUser(testApp.app, { role: 'user', username: 'Siti Rahmawati' });
});

afterAll(async () => {
  await testApp.close();
});

type Headers = Record<string, string>;

const validCase = {
  title: 'Korupsi dana desa Sukamaju',
  date: '2026-03-12',
  time: '09:30',
  description: 'Pemeriksaan saksi dari perangkat desa',
  parties: 'Tersangka: Ahmad Sudirman (Kepala Desa)',
  witnesses: 'Budi Santoso, Rina Marlina',
  prosecutor: 'Dewi Lestari, S.H., M.H.',
  type: 'penyidikan',
};

function request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers?: Headers, payload?: unknown) {
  return testApp.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
}

async function createCase(headers: Headers = staff.auth, overrides: Record<string, unknown> = {}): Promise<Case> {
  const response = await request('POST', '/api/cases', headers, { ...validCase, ...overrides });
  expect(response.statusCode).toBe(201);
  return response.json<Case>();
}

async function history(id: number, headers: Headers = staff.auth): Promise<CaseEvent[]> {
  const response = await request('GET', `/api/cases/${id}/history`, headers);
  expect(response.statusCode).toBe(200);
  return response.json<CaseEvent[]>();
}

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

describe('POST /api/cases', () => {
  it('creates a case with status Menunggu and answers 201 with it', async () => {
    const response = await request('POST', '/api/cases', staff.auth, validCase);
    expect(response.statusCode).toBe(201);
    const created = response.json<Case>();
    expect(created).toMatchObject({ ...validCase, status: 'Menunggu' });
    expect(created.id).toBeGreaterThan(0);
    expect(created.created_at).toBe(created.updated_at);
    expect(Object.keys(created).sort()).toEqual(
      [
        'id',
        'number',
        'title',
        'date',
        'time',
        'description',
        'parties',
        'witnesses',
        'prosecutor',
        'location',
        'type',
        'status',
        'team',
        'following',
        'created_at',
        'updated_at',
      ].sort(),
    );
    const fetched = await request('GET', `/api/cases/${created.id}`, admin.auth);
    expect(fetched.statusCode).toBe(200);
    expect(fetched.json()).toEqual(created);
  });

  it('needs only title, date and type: the rest default to empty text and no hour', async () => {
    const created = await createCase(staff.auth, {
      time: undefined,
      description: undefined,
      parties: undefined,
      witnesses: undefined,
      prosecutor: undefined,
    });
    expect(created).toMatchObject({ time: null, description: '', parties: '', witnesses: '', prosecutor: '' });
  });

  it('trims the texts and treats an empty hour as none', async () => {
    const created = await createCase(staff.auth, { title: '  Gratifikasi  ', time: '  ', prosecutor: null });
    expect(created).toMatchObject({ title: 'Gratifikasi', time: null, prosecutor: '' });
  });

  it('drops NUL characters, which PostgreSQL cannot store, instead of failing', async () => {
    const created = await createCase(staff.auth, {
      title: 'Korupsi\u0000 dana desa',
      description: 'a\u0000b',
      parties: '\u0000',
      witnesses: 'Budi\u0000',
      prosecutor: '\u0000Dewi',
    });
    expect(created).toMatchObject({
      title: 'Korupsi dana desa',
      description: 'ab',
      parties: '',
      witnesses: 'Budi',
      prosecutor: 'Dewi',
    });
    const onlyNul = await request('POST', '/api/cases', staff.auth, { ...validCase, title: '\u0000' });
    expect(onlyNul.statusCode).toBe(400);
    expect(onlyNul.json()).toMatchObject({ errors: { title: 'Judul harus diisi' } });
  });

  it('ignores a status sent with a new case: every case starts Menunggu', async () => {
    const created = await createCase(staff.auth, { status: 'Selesai' });
    expect(created.status).toBe('Menunggu');
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['a missing title', { title: undefined }, 'title', 'Judul harus diisi'],
    ['an empty title', { title: '' }, 'title', 'Judul harus diisi'],
    ['a blank title', { title: '   ' }, 'title', 'Judul harus diisi'],
    ['a missing date', { date: undefined }, 'date', 'Tanggal harus diisi'],
    ['an empty date', { date: '' }, 'date', 'Tanggal harus diisi'],
    ['30 February', { date: '2026-02-30' }, 'date', 'Tanggal tidak valid'],
    ['29 February of a common year', { date: '2027-02-29' }, 'date', 'Tanggal tidak valid'],
    ['month 13', { date: '2026-13-01' }, 'date', 'Tanggal tidak valid'],
    ['a day-first date', { date: '12-03-2026' }, 'date', 'Tanggal tidak valid'],
    ['a date with a time', { date: '2026-03-12T10:00' }, 'date', 'Tanggal tidak valid'],
    ['a numeric date', { date: 20260312 }, 'date', 'Tanggal harus diisi'],
    ['hour 24', { time: '24:00' }, 'time', 'Jam tidak valid (format JJ:MM)'],
    ['minute 60', { time: '09:60' }, 'time', 'Jam tidak valid (format JJ:MM)'],
    ['an hour without a leading zero', { time: '9:30' }, 'time', 'Jam tidak valid (format JJ:MM)'],
    ['an hour with impossible seconds', { time: '09:30:75' }, 'time', 'Jam tidak valid (format JJ:MM)'],
    ['a numeric hour', { time: 930 }, 'time', 'Jam tidak valid (format JJ:MM)'],
    [
      'an unknown type',
      { type: 'pidum' },
      'type',
      'Kategori harus penyelidikan, penyidikan, penuntutan, atau eksekusi',
    ],
    [
      'a missing type',
      { type: undefined },
      'type',
      'Kategori harus penyelidikan, penyidikan, penuntutan, atau eksekusi',
    ],
    ['a 201-character title', { title: 'a'.repeat(201) }, 'title', 'Judul maksimal 200 karakter'],
    [
      'a 201-character prosecutor',
      { prosecutor: 'a'.repeat(201) },
      'prosecutor',
      'Teks terlalu panjang (maksimal 200 karakter)',
    ],
    ['too long parties', { parties: 'a'.repeat(1001) }, 'parties', 'Teks terlalu panjang (maksimal 1000 karakter)'],
    [
      'too long witnesses',
      { witnesses: 'a'.repeat(1001) },
      'witnesses',
      'Teks terlalu panjang (maksimal 1000 karakter)',
    ],
    [
      'too long a description',
      { description: 'a'.repeat(10001) },
      'description',
      'Teks terlalu panjang (maksimal 10000 karakter)',
    ],
  ];

  it.each(invalid)('refuses %s with 400 and the field message', async (_name, overrides, field, message) => {
    const before = await request('GET', '/api/cases', staff.auth);
    const response = await request('POST', '/api/cases', staff.auth, { ...validCase, ...overrides });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; errors: Record<string, string> }>();
    expect(body.errors[field]).toBe(message);
    expect(body.message).toBe(Object.values(body.errors)[0]);
    const after = await request('GET', '/api/cases', staff.auth);
    expect(after.headers['x-total-count']).toBe(before.headers['x-total-count']);
  });

  it('accepts texts at exactly their maximum length', async () => {
    const created = await createCase(staff.auth, {
      title: 't'.repeat(200),
      prosecutor: 'p'.repeat(200),
      parties: 'a'.repeat(1000),
      witnesses: 'w'.repeat(1000),
      description: 'd'.repeat(10000),
    });
    expect(created.title).toHaveLength(200);
    expect(created.description).toHaveLength(10000);
  });

  it('accepts 29 February of a leap year and the edges of the clock', async () => {
    expect((await createCase(staff.auth, { date: '2028-02-29', time: '00:00' })).date).toBe('2028-02-29');
    expect((await createCase(staff.auth, { time: '23:59' })).time).toBe('23:59');
  });

  it('reports both title and date when both are missing', async () => {
    const response = await request('POST', '/api/cases', staff.auth, { type: 'penyidikan' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      title: 'Judul harus diisi',
      date: 'Tanggal harus diisi',
    });
  });

  it('answers 400 to malformed JSON, an empty body and a body that is not an object', async () => {
    const malformed = await testApp.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...staff.auth, 'content-type': 'application/json' },
      payload: '{"title": "Korupsi",',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Format data tidak valid' });

    const empty = await testApp.app.inject({
      method: 'POST',
      url: '/api/cases',
      headers: { ...staff.auth, 'content-type': 'application/json' },
      payload: '',
    });
    expect(empty.statusCode).toBe(400);

    for (const payload of ['[]', '"teks"', '42', 'null']) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: { ...staff.auth, 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toBeTruthy();
    }
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

describe('PUT /api/cases/:id', () => {
  it('replaces the fields and moves updated_at on', async () => {
    const created = await createCase();
    const changes = {
      ...validCase,
      title: 'Korupsi dana desa Sukamaju (berkas kedua)',
      time: null,
      witnesses: 'Budi Santoso',
      type: 'penuntutan',
    };
    const response = await request('PUT', `/api/cases/${created.id}`, admin.auth, changes);
    expect(response.statusCode).toBe(200);
    const updated = response.json<Case>();
    expect(updated).toMatchObject({ ...changes, id: created.id, status: 'Menunggu', created_at: created.created_at });
    expect(updated.updated_at > created.updated_at).toBe(true);
    expect((await request('GET', `/api/cases/${created.id}`, staff.auth)).json()).toEqual(updated);
  });

  it('validates like POST', async () => {
    const created = await createCase();
    const response = await request('PUT', `/api/cases/${created.id}`, staff.auth, {
      ...validCase,
      title: '',
      date: '2026-02-30',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      title: 'Judul harus diisi',
      date: 'Tanggal tidak valid',
    });
    expect((await request('GET', `/api/cases/${created.id}`, staff.auth)).json()).toEqual(created);
  });

  it('accepts the updated_at it was based on, then answers 409 to an edit based on the old version', async () => {
    const created = await createCase();
    const first = await request('PUT', `/api/cases/${created.id}`, staff.auth, {
      ...validCase,
      title: 'Versi Siti',
      updated_at: created.updated_at,
    });
    expect(first.statusCode).toBe(200);
    const afterFirst = first.json<Case>();

    const stale = await request('PUT', `/api/cases/${created.id}`, admin.auth, {
      ...validCase,
      title: 'Versi Admin',
      updated_at: created.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({
      message:
        'Kasus ini telah diubah oleh pengguna lain sejak Anda membukanya. Muat ulang untuk melihat versi terbaru, lalu ulangi perubahan Anda.',
    });
    // Nothing was overwritten and nothing was recorded.
    expect((await request('GET', `/api/cases/${created.id}`, staff.auth)).json()).toEqual(afterFirst);
    expect((await history(created.id)).map((event) => event.action)).toEqual(['created', 'updated']);

    // After reloading, the same person's edit goes through.
    const retried = await request('PUT', `/api/cases/${created.id}`, admin.auth, {
      ...validCase,
      title: 'Versi Admin',
      updated_at: afterFirst.updated_at,
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json<Case>().title).toBe('Versi Admin');
  });

  it('lets exactly one of two simultaneous edits based on the same version through', async () => {
    const created = await createCase();
    const [first, second] = await Promise.all(
      ['Versi A', 'Versi B'].map((title) =>
        request('PUT', `/api/cases/${created.id}`, staff.auth, {
          ...validCase,
          title,
          updated_at: created.updated_at,
        }),
      ),
    );
    expect([first?.statusCode, second?.statusCode].sort()).toEqual([200, 409]);
    const winner = [first, second].find((response) => response?.statusCode === 200)!.json<Case>();
    expect((await request('GET', `/api/cases/${created.id}`, staff.auth)).json()).toEqual(winner);
    expect((await history(created.id)).map((event) => event.action)).toEqual(['created', 'updated']);
  });

  it('answers 409 when the status changed after the edit was opened', async () => {
    const created = await createCase();
    await request('PUT', `/api/cases/${created.id}/status`, admin.auth, { status: 'Sedang Proses' });
    const stale = await request('PUT', `/api/cases/${created.id}`, staff.auth, {
      ...validCase,
      title: 'Terlambat',
      updated_at: created.updated_at,
    });
    expect(stale.statusCode).toBe(409);
    const current = (await request('GET', `/api/cases/${created.id}`, staff.auth)).json<Case>();
    expect(current).toMatchObject({ title: validCase.title, status: 'Sedang Proses' });
  });

  it('without updated_at, the last write wins', async () => {
    const created = await createCase();
    await request('PUT', `/api/cases/${created.id}`, staff.auth, { ...validCase, title: 'Pertama' });
    const second = await request('PUT', `/api/cases/${created.id}`, admin.auth, { ...validCase, title: 'Kedua' });
    expect(second.statusCode).toBe(200);
    expect(second.json<Case>().title).toBe('Kedua');
  });

  it('answers 404 to an edit of a deleted case, with or without the version it was based on', async () => {
    const created = await createCase();
    await request('DELETE', `/api/cases/${created.id}`, staff.auth);
    const withVersion = await request('PUT', `/api/cases/${created.id}`, staff.auth, {
      ...validCase,
      updated_at: created.updated_at,
    });
    expect(withVersion.statusCode).toBe(404);
    const without = await request('PUT', `/api/cases/${created.id}`, staff.auth, validCase);
    expect(without.statusCode).toBe(404);
  });
});

describe('PUT /api/cases/:id/status', () => {
  it('changes the status and nothing else', async () => {
    const created = await createCase();
    for (const status of ['Sedang Proses', 'Selesai', 'Menunggu'] as const) {
      const response = await request('PUT', `/api/cases/${created.id}/status`, staff.auth, { status });
      expect(response.statusCode).toBe(200);
      const changed = response.json<Case>();
      expect(changed).toEqual({ ...created, status, updated_at: changed.updated_at });
    }
  });

  it.each([['selesai'], ['Done'], [''], [null], [1]])('refuses the status %j with 400', async (status) => {
    const created = await createCase();
    const response = await request('PUT', `/api/cases/${created.id}/status`, staff.auth, { status });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'Status harus Menunggu, Sedang Proses, atau Selesai',
      errors: { status: 'Status harus Menunggu, Sedang Proses, atau Selesai' },
    });
    expect((await request('GET', `/api/cases/${created.id}`, staff.auth)).json<Case>().status).toBe('Menunggu');
  });

  it('setting the same status again changes nothing, so an edit based on that version still goes through', async () => {
    const created = await createCase();
    const again = await request('PUT', `/api/cases/${created.id}/status`, admin.auth, { status: 'Menunggu' });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(created);
    const edit = await request('PUT', `/api/cases/${created.id}`, staff.auth, {
      ...validCase,
      title: 'Tetap bisa disimpan',
      updated_at: created.updated_at,
    });
    expect(edit.statusCode).toBe(200);
    expect((await history(created.id)).map((event) => event.action)).toEqual(['created', 'updated']);
  });

  it('refuses a missing status and a missing body', async () => {
    const created = await createCase();
    expect((await request('PUT', `/api/cases/${created.id}/status`, staff.auth, {})).statusCode).toBe(400);
    expect((await request('PUT', `/api/cases/${created.id}/status`, staff.auth)).statusCode).toBe(400);
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

describe('GET /api/cases/:id/history', () => {
  it('records creation, each edit with its changed fields, status changes and the deletion, oldest first', async () => {
    const created = await createCase(staff.auth);
    const edited = await request('PUT', `/api/cases/${created.id}`, admin.auth, {
      ...validCase,
      title: 'Korupsi dana desa Sukamaju dan Sukaluyu',
      time: null,
      prosecutor: '',
    });
    expect(edited.statusCode).toBe(200);
    await request('PUT', `/api/cases/${created.id}/status`, staff.auth, { status: 'Sedang Proses' });
    await request('DELETE', `/api/cases/${created.id}`, admin.auth);
    // In the trash the case and its history are not there for anyone (contract §7.3); purged, the history stays.
    expect((await request('GET', `/api/cases/${created.id}/history`, admin.auth)).statusCode).toBe(404);
    expect((await request('DELETE', `/api/trash/cases/${created.id}`, admin.auth)).statusCode).toBe(200);

    // Still readable after the deletion, with the actors' names.
    const events = await history(created.id, admin.auth);
    expect(events.map((event) => [event.action, event.actor?.username])).toEqual([
      ['created', 'Siti Rahmawati'],
      ['updated', 'Admin Kejari'],
      ['status', 'Siti Rahmawati'],
      ['deleted', 'Admin Kejari'],
    ]);
    expect(events.every((event) => event.case_id === created.id)).toBe(true);
    expect(events[0]?.actor).toEqual({
      id: staff.user.id,
      username: 'Siti Rahmawati',
      current_username: 'Siti Rahmawati',
    });
    expect(events[0]?.changes).toEqual([]);
    expect(events[1]?.changes).toEqual([
      { field: 'title', from: validCase.title, to: 'Korupsi dana desa Sukamaju dan Sukaluyu' },
      { field: 'time', from: '09:30', to: null },
      { field: 'prosecutor', from: validCase.prosecutor, to: '' },
    ]);
    expect(events[2]?.changes).toEqual([{ field: 'status', from: 'Menunggu', to: 'Sedang Proses' }]);
    const times = events.map((event) => event.created_at);
    expect([...times].sort()).toEqual(times);
    expect(events.map((event) => event.id)).toEqual([...events.map((event) => event.id)].sort((a, b) => a - b));
  });

  it('records a change of category and date', async () => {
    const created = await createCase();
    await request('PUT', `/api/cases/${created.id}`, staff.auth, {
      ...validCase,
      type: 'eksekusi',
      date: '2026-04-01',
    });
    const [, updated] = await history(created.id);
    expect(updated?.changes).toEqual([
      { field: 'date', from: '2026-03-12', to: '2026-04-01' },
      { field: 'type', from: 'penyidikan', to: 'eksekusi' },
    ]);
  });

  it('records nothing for an edit that changes nothing', async () => {
    const created = await createCase();
    const unchanged = await request('PUT', `/api/cases/${created.id}`, staff.auth, {
      ...validCase,
      updated_at: created.updated_at,
    });
    expect(unchanged.statusCode).toBe(200);
    expect(unchanged.json()).toEqual(created);
    expect((await history(created.id)).map((event) => event.action)).toEqual(['created']);
  });

  it('keeps only the case’s own rows', async () => {
    const first = await createCase();
    const second = await createCase();
    await request('PUT', `/api/cases/${second.id}/status`, staff.auth, { status: 'Selesai' });
    expect((await history(first.id)).map((event) => event.action)).toEqual(['created']);
    expect((await history(second.id)).map((event) => event.action)).toEqual(['created', 'status']);
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

describe('history with a clock that stands still', () => {
  it('keeps the rows in time order, the deletion and the restore last', async () => {
    const clock = createTestClock();
    const still = await createTestApp({}, { clock: clock.clock });
    try {
      const user = await createUser(still.app);
      const created = (
        await still.app.inject({ method: 'POST', url: '/api/cases', headers: user.auth, payload: validCase })
      ).json<Case>();
      for (const status of ['Sedang Proses', 'Selesai']) {
        await still.app.inject({
          method: 'PUT',
          url: `/api/cases/${created.id}/status`,
          headers: user.auth,
          payload: { status },
        });
      }
      await still.app.inject({ method: 'DELETE', url: `/api/cases/${created.id}`, headers: user.auth });
      const restored = await still.app.inject({
        method: 'POST',
        url: `/api/trash/cases/${created.id}/restore`,
        headers: user.auth,
      });
      expect(restored.statusCode, restored.body).toBe(200);
      const events = (
        await still.app.inject({ method: 'GET', url: `/api/cases/${created.id}/history`, headers: user.auth })
      ).json<CaseEvent[]>();
      expect(events.map((event) => event.action)).toEqual(['created', 'status', 'status', 'deleted', 'restored']);
      const times = events.map((event) => event.created_at);
      expect(new Set(times).size).toBe(times.length);
      expect([...times].sort()).toEqual(times);
    } finally {
      await still.close();
    }
  });
});
