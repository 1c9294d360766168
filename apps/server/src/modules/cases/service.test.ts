import { beforeEach, describe, expect, it } from 'vitest';
import { presentCase } from './presenter';
import { searchWords, type CaseEdit } from './service';
import { actor, conflictAnswer, edit, notFoundAnswer, setup } from './service-test-support';

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});

describe('cases service: edits and versions', () => {
  it('accepts an edit based on the current version: a new version, one history row, one event', async () => {
    const row = t.fake.addCase();
    const updated = await t.service.update(row.id, edit(row, { title: 'Sidang putusan' }), actor, row.updated_at);
    expect(updated).toEqual({ ...presentCase(row), title: 'Sidang putusan', updated_at: '2026-04-02T03:00:00.000Z' });
    expect(t.fake.state.cases).toEqual([{ ...row, title: 'Sidang putusan', updated_at: updated.updated_at }]);
    expect(t.fake.state.events).toEqual([
      {
        id: 1,
        case_id: row.id,
        case_title: 'Sidang putusan',
        actor_id: actor.id,
        actor_name: 'Budi',
        action: 'updated',
        changes: JSON.stringify([{ field: 'title', from: 'Sidang tuntutan', to: 'Sidang putusan' }]),
        created_at: updated.updated_at,
      },
    ]);
    expect(t.changed).toEqual([{ action: 'updated', case: updated, previous: presentCase(row), actor, audience: [] }]);
  });

  it('answers 409 when the case changed meanwhile, and writes and tells nothing', async () => {
    const row = t.fake.addCase();
    t.fake.overwrite(row.id, { status: 'Selesai', updated_at: '2026-04-01T05:00:00.000Z' });
    const stored = structuredClone(t.fake.state.cases);
    await expect(
      t.service.update(row.id, edit(row, { title: 'Sidang putusan' }), actor, row.updated_at),
    ).rejects.toMatchObject(conflictAnswer);
    expect(t.fake.state.cases).toEqual(stored);
    expect(t.fake.state.events).toEqual([]);
    expect(t.changed).toEqual([]);
  });

  it('answers 409 when another write lands between reading the case and writing it', async () => {
    const row = t.fake.addCase();
    t.fake.interleaveBeforeNextUpdate(() =>
      t.fake.overwrite(row.id, { title: 'Versi lain', updated_at: '2026-04-01T05:00:00.000Z' }),
    );
    await expect(t.service.setStatus(row.id, 'Selesai', actor)).rejects.toMatchObject(conflictAnswer);
    expect(t.fake.state.cases).toEqual([{ ...row, title: 'Versi lain', updated_at: '2026-04-01T05:00:00.000Z' }]);
    expect(t.fake.state.events).toEqual([]);
    expect(t.changed).toEqual([]);
  });

  it('writes nothing for an edit saved as it was: same version, no history row, no event', async () => {
    const row = t.fake.addCase();
    expect(await t.service.update(row.id, edit(row), actor, row.updated_at)).toEqual(presentCase(row));
    expect(await t.service.update(row.id, edit(row), actor)).toEqual(presentCase(row));
    expect(t.fake.state.cases).toEqual([row]);
    expect(t.fake.state.events).toEqual([]);
    expect(t.changed).toEqual([]);
  });

  it('still answers 409 to an edit based on an old version, even one that would change nothing', async () => {
    const row = t.fake.addCase();
    t.fake.overwrite(row.id, { updated_at: '2026-04-01T05:00:00.000Z' });
    await expect(t.service.update(row.id, edit(row), actor, row.updated_at)).rejects.toMatchObject(conflictAnswer);
  });

  it('setting the same status again changes nothing, so an edit based on that version still goes through', async () => {
    const row = t.fake.addCase({ status: 'Sedang Proses' });
    expect(await t.service.setStatus(row.id, 'Sedang Proses', actor)).toEqual(presentCase(row));
    expect(t.fake.state.events).toEqual([]);
    expect(t.changed).toEqual([]);
    const updated = await t.service.update(row.id, edit(row, { title: 'Sidang putusan' }), actor, row.updated_at);
    expect(updated.title).toBe('Sidang putusan');
  });

  it('changes the status whatever version it was based on, recording the change from the status it found', async () => {
    const row = t.fake.addCase();
    t.fake.overwrite(row.id, { status: 'Sedang Proses', updated_at: '2026-04-01T05:00:00.000Z' });
    const updated = await t.service.setStatus(row.id, 'Selesai', actor);
    expect(updated.status).toBe('Selesai');
    expect(t.fake.state.events.map((event) => [event.action, JSON.parse(event.changes)])).toEqual([
      ['status', [{ field: 'status', from: 'Sedang Proses', to: 'Selesai' }]],
    ]);
    expect(t.changed.map((event) => [event.action, event.previous?.status, event.case.status])).toEqual([
      ['status', 'Sedang Proses', 'Selesai'],
    ]);
  });

  it('gives every new version a later time than the one before, even when the clock is behind', async () => {
    const row = t.fake.addCase({ updated_at: '2026-04-02T03:00:00.000Z' });
    t.clock.now = new Date('2026-04-02T02:59:00.000Z');
    const first = await t.service.setStatus(row.id, 'Sedang Proses', actor);
    expect(first.updated_at).toBe('2026-04-02T03:00:00.001Z');
    const second = await t.service.update(row.id, edit(row, { title: 'Baru' }), actor, first.updated_at);
    expect(second.updated_at).toBe('2026-04-02T03:00:00.002Z');
  });

  it('keeps the hour when an edit leaves `time` out, and clears it when sent empty', async () => {
    const row = t.fake.addCase({ time: '13:00' });
    const withoutTime: CaseEdit = { ...edit(row, { title: 'Sidang lanjutan' }), time: undefined };
    delete withoutTime.time;
    expect((await t.service.update(row.id, withoutTime, actor)).time).toBe('13:00');
    expect((await t.service.update(row.id, { ...withoutTime, time: null }, actor)).time).toBeNull();
  });

  it('records only the fields that changed, each from its old to its new value, in the dialog order', async () => {
    const row = t.fake.addCase();
    await t.service.update(row.id, edit(row, { prosecutor: 'Sari', date: '2026-04-09', time: null }), actor);
    expect(JSON.parse(t.fake.state.events[0]!.changes)).toEqual([
      { field: 'date', from: '2026-04-02', to: '2026-04-09' },
      { field: 'time', from: '09:00', to: null },
      { field: 'prosecutor', from: '', to: 'Sari' },
    ]);
  });
});

describe('cases service: creating, deleting, history', () => {
  it('starts a new case as Menunggu with one "created" history row and one event', async () => {
    const created = await t.service.create(edit(t.fake.addCase(), { title: 'Perkara baru' }), actor);
    expect(created).toMatchObject({ title: 'Perkara baru', status: 'Menunggu' });
    expect(created.created_at).toBe(created.updated_at);
    expect(t.fake.state.events).toEqual([expect.objectContaining({ case_id: created.id, action: 'created' })]);
    expect(t.changed).toEqual([{ action: 'created', case: created, actor, audience: [] }]);
  });

  it('moves a deleted case to the trash: gone for everyone (404, history too) until restored whole', async () => {
    const row = t.fake.addCase();
    await t.service.remove(row.id, actor);
    expect(t.fake.state.cases).toEqual([]);
    expect(t.fake.state.trash).toEqual([
      expect.objectContaining({ row: expect.objectContaining({ id: row.id }), deleted_by: actor.id }),
    ]);
    expect(t.changed).toEqual([{ action: 'deleted', case: presentCase(row), actor, audience: [] }]);
    await expect(t.service.get(row.id, actor.id)).rejects.toMatchObject(notFoundAnswer);
    await expect(t.service.history(row.id)).rejects.toMatchObject(notFoundAnswer);
    await expect(t.service.remove(row.id, actor)).rejects.toMatchObject(notFoundAnswer);
    expect(await t.service.trash()).toEqual({
      items: [
        expect.objectContaining({
          id: row.id,
          title: row.title,
          deleted_by: { id: actor.id, username: actor.username },
        }),
      ],
      total: 1,
    });

    const restored = await t.service.restore(row.id, actor);
    expect(restored).toEqual({ ...presentCase(row), updated_at: restored.updated_at });
    expect(restored.updated_at > row.updated_at).toBe(true);
    expect(t.changed.at(-1)).toMatchObject({ action: 'restored', case: restored });
    expect((await t.service.history(row.id)).events.map((event) => event.action)).toEqual(['deleted', 'restored']);
    expect(await t.service.trash()).toEqual({ items: [], total: 0 });
    await expect(t.service.restore(row.id, actor)).rejects.toMatchObject({ statusCode: 404 });
    await expect(t.service.purgeOne(row.id)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('names the actor as they were called then, with their name of today beside it after a rename (decisions §6)', async () => {
    const row = t.fake.addCase();
    await t.service.setStatus(row.id, 'Selesai', actor);
    t.fake.state.usernames.set(actor.id, 'Ani');
    expect((await t.service.history(row.id)).events.map((event) => event.actor)).toEqual([
      { id: actor.id, username: 'Budi', current_username: 'Ani' },
    ]);
  });

  it('answers 404 for a case that does not exist, whatever is asked', async () => {
    const row = t.fake.addCase();
    await expect(t.service.get(99, actor.id)).rejects.toMatchObject(notFoundAnswer);
    await expect(t.service.update(99, edit(row), actor)).rejects.toMatchObject(notFoundAnswer);
    await expect(t.service.setStatus(99, 'Selesai', actor)).rejects.toMatchObject(notFoundAnswer);
    await expect(t.service.remove(99, actor)).rejects.toMatchObject(notFoundAnswer);
    await expect(t.service.history(99)).rejects.toMatchObject(notFoundAnswer);
    expect(t.fake.state.events).toEqual([]);
    expect(t.changed).toEqual([]);
  });
});

describe('cases service: search', () => {
  it('searches the first 10 words of a text only, in lower case and without operator syntax', async () => {
    const words = ['satu', 'dua', 'tiga', 'empat', 'lima', 'enam', 'tujuh', 'delapan', 'sembilan', 'sepuluh'];
    const text = `"Satu" DUA* tiga NEAR(empat) lima-enam tujuh, delapan; sembilan sepuluh sebelas duabelas`;
    await t.service.list({ q: text, type: 'penyidikan', limit: 20, offset: 40 }, actor.id);
    expect(t.fake.state.queries).toEqual([
      {
        type: 'penyidikan',
        words: [...words.slice(0, 3), 'near', ...words.slice(3, 9)],
        phraseFirst: true,
        limit: 20,
        offset: 40,
        today: '2026-04-02',
      },
      {
        type: 'penyidikan',
        words: [...words.slice(0, 3), 'near', ...words.slice(3, 9)],
        phraseFirst: true,
        limit: 20,
        offset: 40,
        today: '2026-04-02',
      },
    ]);
    expect(searchWords(words.join(' ') + ' sebelas')).toEqual(words);
  });

  it('keeps letters and digits of any script, and searches nothing for a text without any', () => {
    expect(searchWords('Pengadaan 2026 Ünal 北京')).toEqual(['pengadaan', '2026', 'ünal', '北京']);
    expect(searchWords(' "* -- ( ) ')).toEqual([]);
  });

  it('lists the matching cases with the total of all pages', async () => {
    t.fake.addCase({ title: 'Korupsi pengadaan', date: '2026-04-01' });
    t.fake.addCase({ title: 'Pengadaan alat', date: '2026-04-03' });
    t.fake.addCase({ title: 'Pencucian uang' });
    const { cases, total } = await t.service.list({ q: 'PENGADA', limit: 1 }, actor.id);
    expect(cases.map((item) => item.title)).toEqual(['Pengadaan alat']);
    expect(total).toBe(2);
  });
});
