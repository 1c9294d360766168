import type { Case, CaseEvent } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';

/** Contract §7.5, the place of a hearing (`Tempat`): optional, at most 120 characters, searched like the rest. */
let t: TestApp;
let staff: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await createTestApp();
  staff = await createUser(t.app);
});
afterAll(() => t.close());

const base = { title: 'Sidang pembacaan tuntutan', date: '2026-04-02', type: 'penuntutan' };

const send = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: staff.auth, ...(payload ? { payload } : {}) });

async function create(fields: Record<string, unknown> = {}): Promise<Case> {
  const response = await send('POST', '/api/cases', { ...base, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Case>();
}

/** The dialog's fields of a case, as an edit sends them back. */
const fieldsOf = (stored: Case) => ({
  number: stored.number,
  title: stored.title,
  date: stored.date,
  time: stored.time,
  description: stored.description,
  parties: stored.parties,
  witnesses: stored.witnesses,
  prosecutor: stored.prosecutor,
  type: stored.type,
});

describe('POST /api/cases: location', () => {
  it('is stored trimmed and shown, and is empty text when not sent or null', async () => {
    const placed = await create({ location: '  Ruang Sidang Tipikor 2 ' });
    expect(placed.location).toBe('Ruang Sidang Tipikor 2');
    expect((await send('GET', `/api/cases/${placed.id}`)).json<Case>().location).toBe('Ruang Sidang Tipikor 2');
    expect((await create()).location).toBe('');
    expect((await create({ location: null })).location).toBe('');
  });

  it('refuses more than 120 characters with the field message, and accepts exactly 120', async () => {
    const response = await send('POST', '/api/cases', { ...base, location: 'R'.repeat(121) });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ errors: Record<string, string> }>().errors).toEqual({
      location: 'Tempat maksimal 120 karakter',
    });
    expect((await create({ location: 'R'.repeat(120) })).location).toHaveLength(120);
    const wrongType = await send('POST', '/api/cases', { ...base, location: 12 });
    expect(wrongType.statusCode).toBe(400);
  });
});

describe('PUT /api/cases/:id: location', () => {
  it('keeps the place when an edit leaves it out (a client older than the place), as for the hour', async () => {
    const stored = await create({ location: 'Ruang Sidang Cakra', time: '09:00' });
    const response = await send('PUT', `/api/cases/${stored.id}`, { ...fieldsOf(stored), title: 'Judul baru' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<Case>()).toMatchObject({ title: 'Judul baru', location: 'Ruang Sidang Cakra' });
  });

  it('changes it when sent, clears it with empty text or null, and the history records each change', async () => {
    const stored = await create({ location: 'Ruang Sidang Tipikor 1' });
    const moved = await send('PUT', `/api/cases/${stored.id}`, { ...fieldsOf(stored), location: 'Ruang Sidang Utama' });
    expect(moved.json<Case>().location).toBe('Ruang Sidang Utama');
    const cleared = await send('PUT', `/api/cases/${stored.id}`, { ...fieldsOf(stored), location: '' });
    expect(cleared.json<Case>().location).toBe('');
    await send('PUT', `/api/cases/${stored.id}`, { ...fieldsOf(stored), location: 'Ruang Sidang Cakra' });
    const nulled = await send('PUT', `/api/cases/${stored.id}`, { ...fieldsOf(stored), location: null });
    expect(nulled.json<Case>().location).toBe('');

    const events = (await send('GET', `/api/cases/${stored.id}/history`)).json<CaseEvent[]>();
    expect(events.slice(1).map((event) => event.changes)).toEqual([
      [{ field: 'location', from: 'Ruang Sidang Tipikor 1', to: 'Ruang Sidang Utama' }],
      [{ field: 'location', from: 'Ruang Sidang Utama', to: '' }],
      [{ field: 'location', from: '', to: 'Ruang Sidang Cakra' }],
      [{ field: 'location', from: 'Ruang Sidang Cakra', to: '' }],
    ]);
  });

  it('refuses more than 120 characters on an edit too, and leaves the case as it was', async () => {
    const stored = await create({ location: 'Ruang Sidang Utama' });
    const response = await send('PUT', `/api/cases/${stored.id}`, { ...fieldsOf(stored), location: 'x'.repeat(121) });
    expect(response.statusCode).toBe(400);
    expect((await send('GET', `/api/cases/${stored.id}`)).json<Case>().location).toBe('Ruang Sidang Utama');
  });
});

describe('search: location', () => {
  it('finds a case by a word of its place, in lists and counts, and follows an edit of it', async () => {
    const stored = await create({ title: 'Perkara jalan tol', location: 'Ruang Sidang Kartika' });
    const search = async (q: string) => {
      const response = await send('GET', `/api/cases?q=${encodeURIComponent(q)}`);
      return { ids: response.json<Case[]>().map((item) => item.id), total: response.headers['x-total-count'] };
    };
    expect(await search('kartika')).toEqual({ ids: [stored.id], total: '1' });
    expect(await search('kart')).toEqual({ ids: [stored.id], total: '1' });
    // The lists' answers are kept between writes (answer-cache.ts): an edit of the place must show at once.
    await send('PUT', `/api/cases/${stored.id}`, { ...fieldsOf(stored), location: 'Ruang Sidang Wijaya' });
    expect(await search('kartika')).toEqual({ ids: [], total: '0' });
    expect(await search('wijaya')).toEqual({ ids: [stored.id], total: '1' });
  });
});
