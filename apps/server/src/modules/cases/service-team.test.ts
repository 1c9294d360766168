import { beforeEach, describe, expect, it } from 'vitest';
import { actor, edit, notFoundAnswer, setup } from './service-test-support';

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});

describe('cases service: the team (decisions §7.1)', () => {
  const ani = { id: 8, username: 'Ani' };
  const citra = { id: 9, username: 'Citra' };
  beforeEach(() => {
    t.fake.addStaff(actor.id, actor.username);
    t.fake.addStaff(ani.id, ani.username);
    t.fake.addStaff(citra.id, citra.username);
  });

  it('creates a case with its team, by name, and records the team in the history', async () => {
    const row = t.fake.addCase();
    const created = await t.service.create({ ...edit(row), team_ids: [citra.id, ani.id] }, actor);
    expect(created.team).toEqual([ani, citra]);
    expect(created.following).toBe(false);
    expect(JSON.parse(t.fake.state.events.at(-1)!.changes)).toEqual([{ field: 'team', from: '', to: 'Ani, Citra' }]);
    expect(t.changed.at(-1)?.audience).toEqual([citra.id, ani.id]);
  });

  it('refuses an id that is not an active staff account, and writes nothing', async () => {
    const row = t.fake.addCase();
    const invalid = { statusCode: 400, message: 'Anggota tim tidak valid' };
    await expect(t.service.create({ ...edit(row), team_ids: [ani.id, 99] }, actor)).rejects.toMatchObject(invalid);
    await expect(t.service.update(row.id, { ...edit(row), team_ids: [99] }, actor)).rejects.toMatchObject(invalid);
    expect(t.fake.state.cases).toHaveLength(1);
    expect(t.fake.state.team).toEqual([]);
    expect(t.fake.state.events).toEqual([]);
  });

  it('keeps the team when an edit leaves team_ids out, and a team change alone is a change', async () => {
    const row = t.fake.addCase();
    await t.service.update(row.id, { ...edit(row), team_ids: [ani.id] }, actor);
    const kept = await t.service.update(row.id, { ...edit(row), title: 'Baru' }, actor);
    expect(kept.team).toEqual([ani]);
    const swapped = await t.service.update(row.id, { ...edit(row), title: 'Baru', team_ids: [citra.id] }, actor);
    expect(swapped.team).toEqual([citra]);
    expect(JSON.parse(t.fake.state.events.at(-1)!.changes)).toEqual([{ field: 'team', from: 'Ani', to: 'Citra' }]);
    // The removed member hears of it too: the audience is the team before and after.
    expect(t.changed.at(-1)?.audience.sort()).toEqual([ani.id, citra.id]);
    const same = await t.service.update(row.id, { ...edit(row), title: 'Baru', team_ids: [citra.id] }, actor);
    expect(same.updated_at).toBe(swapped.updated_at);
  });

  it('a member follows by being on the team; others follow and unfollow; a member cannot unfollow', async () => {
    const row = t.fake.addCase();
    await t.service.update(row.id, { ...edit(row), team_ids: [actor.id] }, actor);
    expect((await t.service.get(row.id, actor.id)).following).toBe(true);
    await expect(t.service.unfollow(row.id, actor)).rejects.toMatchObject({ statusCode: 409 });
    expect(await t.service.follow(row.id, ani)).toEqual({ following: true });
    expect((await t.service.get(row.id, ani.id)).following).toBe(true);
    expect(await t.service.unfollow(row.id, ani)).toEqual({ following: false });
    expect((await t.service.get(row.id, ani.id)).following).toBe(false);
    await expect(t.service.follow(row.id, { id: 1, username: 'admin', role: 'admin' })).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(t.service.follow(99, ani)).rejects.toMatchObject(notFoundAnswer);
  });

  it('tells the team and followers of a deletion, read before the case goes', async () => {
    const row = t.fake.addCase();
    await t.service.update(row.id, { ...edit(row), team_ids: [ani.id] }, actor);
    await t.service.follow(row.id, citra);
    await t.service.remove(row.id, actor);
    expect(t.changed.at(-1)).toMatchObject({ action: 'deleted' });
    expect(t.changed.at(-1)?.audience.sort()).toEqual([ani.id, citra.id]);
  });

  it("lists only the caller's cases with mine", async () => {
    const mine = t.fake.addCase({ title: 'Milik saya' });
    t.fake.addCase({ title: 'Milik orang lain' });
    await t.service.update(mine.id, { ...edit(mine), team_ids: [ani.id] }, actor);
    const { cases, total } = await t.service.list({ mine: true }, ani.id);
    expect(cases.map((item) => item.title)).toEqual(['Milik saya']);
    expect(total).toBe(1);
  });
});
