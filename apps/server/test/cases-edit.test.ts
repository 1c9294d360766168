import type { Case } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, closeCasesApp, createCase, history, openCasesApp, request, staff, validCase } from './cases-support';

beforeAll(openCasesApp);
afterAll(closeCasesApp);

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
