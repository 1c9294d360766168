import type { Case } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, closeCasesApp, createCase, openCasesApp, request, staff, testApp, validCase } from './cases-support';

beforeAll(openCasesApp);
afterAll(closeCasesApp);

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
        'defendants',
        'last_milestone',
        'state_loss',
        'recovered_total',
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
    ['hour 24', { time: '24:00' }, 'time', 'Jam tidak valid'],
    ['minute 60', { time: '09:60' }, 'time', 'Jam tidak valid'],
    ['an hour without a leading zero', { time: '9:30' }, 'time', 'Jam tidak valid'],
    ['an hour with impossible seconds', { time: '09:30:75' }, 'time', 'Jam tidak valid'],
    ['a numeric hour', { time: 930 }, 'time', 'Jam tidak valid'],
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
