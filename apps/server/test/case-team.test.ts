import type { Case, CaseEvent, StaffMember } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';

/** The case team, "Kasus Saya", case numbers, following (decisions §7.1), on the configured database. */
let testApp: TestApp;
type Account = Awaited<ReturnType<typeof createUser>>;
let admin: Account;
let ani: Account;
let budi: Account;
let citra: Account;
let gone: Account;
/** 10:00 in Jakarta on 10 March 2026. */
const time = createTestClock(new Date('2026-03-10T03:00:00.000Z'));

beforeAll(async () => {
  testApp = await createTestApp({}, { clock: time.clock });
  admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Kejari' });
  ani = await createUser(testApp.app, { username: 'Ani Suryani' });
  budi = await createUser(testApp.app, { username: 'Budi Santoso' });
  citra = await createUser(testApp.app, { username: 'Citra Dewi' });
  gone = await createUser(testApp.app, { username: 'Mantan Jaksa' });
  await testApp.app.services.usersService.remove(gone.user.id, { id: admin.user.id, sessionId: 0 });
});

afterAll(async () => {
  await testApp.close();
});

function request(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, account: Account, payload?: object) {
  return testApp.app.inject({ method, url, headers: account.auth, ...(payload ? { payload } : {}) });
}

const base = { title: 'Korupsi dana desa', date: '2026-03-10', time: '09:00', type: 'penyidikan' };

async function createCase(account: Account, fields: Record<string, unknown> = {}): Promise<Case> {
  const response = await request('POST', '/api/cases', account, { ...base, ...fields });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Case>();
}

async function list(account: Account, query: string) {
  const response = await request('GET', `/api/cases?${query}`, account);
  expect(response.statusCode, response.body).toBe(200);
  return { cases: response.json<Case[]>(), total: Number(response.headers['x-total-count']) };
}

const member = (account: Account) => ({ id: account.user.id, username: account.user.username });

describe('the team on a case', () => {
  it('is saved with the case, shown by name, and kept when an edit leaves team_ids out', async () => {
    const created = await createCase(ani, {
      number: 'PRINT-12/M.1.10/Fd.1/03/2026',
      team_ids: [citra.user.id, budi.user.id, budi.user.id],
    });
    expect(created).toMatchObject({
      number: 'PRINT-12/M.1.10/Fd.1/03/2026',
      team: [member(budi), member(citra)],
      following: false,
    });
    expect((await request('GET', `/api/cases/${created.id}`, budi)).json()).toMatchObject({ following: true });
    const edited = await request('PUT', `/api/cases/${created.id}`, ani, { ...base, title: 'Korupsi dana desa (2)' });
    expect(edited.json<Case>().team).toEqual([member(budi), member(citra)]);
    // The number, too, is a field of the dialog: an edit without it empties it (as for every other text).
    expect(edited.json<Case>().number).toBe('');
  });

  it('records team changes in the history with the names', async () => {
    const created = await createCase(ani, { team_ids: [budi.user.id] });
    await request('PUT', `/api/cases/${created.id}`, ani, { ...base, team_ids: [citra.user.id, ani.user.id] });
    const events = (await request('GET', `/api/cases/${created.id}/history`, ani)).json<CaseEvent[]>();
    expect(events.map((event) => event.changes)).toEqual([
      [{ field: 'team', from: '', to: 'Budi Santoso' }],
      [{ field: 'team', from: 'Budi Santoso', to: 'Ani Suryani, Citra Dewi' }],
    ]);
  });

  it.each([
    ['an unknown account', () => [999_999]],
    ['a removed account', () => [gone.user.id]],
    ['an admin', () => [admin.user.id]],
    ['not a number', () => ['abc']],
    ['not a list', () => 5],
  ])('refuses %s with a 400 Anggota tim tidak valid, and writes nothing', async (_name, teamIds) => {
    const before = (await list(ani, 'limit=1')).total;
    const response = await request('POST', '/api/cases', ani, { ...base, team_ids: teamIds() });
    expect(response.statusCode).toBe(400);
    // On the list, or on its item (`team_ids.0`) when the item is not even a number.
    const errors = response.json<{ errors: Record<string, string> }>().errors;
    expect(errors['team_ids'] ?? errors['team_ids.0']).toBe('Anggota tim tidak valid');
    expect((await list(ani, 'limit=1')).total).toBe(before);
  });

  it('refuses a team of more than 30 accounts', async () => {
    const response = await request('POST', '/api/cases', ani, {
      ...base,
      team_ids: Array.from({ length: 31 }, (_, index) => index + 1),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: { team_ids: 'Tim paling banyak 30 orang' } });
  });

  it('loses an account when it is removed or made an admin (the history keeps its name)', async () => {
    const leaving = await createUser(testApp.app, { username: 'Dodi Pindahan' });
    const promoted = await createUser(testApp.app, { username: 'Eka Naik' });
    const created = await createCase(ani, { team_ids: [leaving.user.id, promoted.user.id, budi.user.id] });
    await request('PUT', `/api/cases/${created.id}/follow`, leaving);
    // Handed over to a member already on the team (decisions §8.7): the team simply loses the account.
    await testApp.app.services.usersService.remove(
      leaving.user.id,
      { id: admin.user.id, sessionId: 0 },
      { reassignTo: budi.user.id },
    );
    const promote = await request('PUT', `/api/users/${promoted.user.id}`, admin, {
      username: 'Eka Naik',
      email: promoted.user.email,
      role: 'admin',
    });
    expect(promote.statusCode, promote.body).toBe(200);
    expect((await request('GET', `/api/cases/${created.id}`, ani)).json<Case>().team).toEqual([member(budi)]);
    const followers = await testApp.app.services.db
      .selectFrom('case_followers')
      .select('user_id')
      .where('user_id', '=', leaving.user.id)
      .execute();
    expect(followers).toEqual([]);
    const events = (await request('GET', `/api/cases/${created.id}/history`, ani)).json<CaseEvent[]>();
    expect(events[0]?.changes).toEqual([{ field: 'team', from: '', to: 'Budi Santoso, Dodi Pindahan, Eka Naik' }]);
  });

  it('shows a renamed member by the new name in lists (their cached answers are refreshed)', async () => {
    const renamed = await createUser(testApp.app, { username: 'Fajar Lama' });
    const created = await createCase(ani, { title: 'Perkara ganti nama', team_ids: [renamed.user.id] });
    expect((await list(ani, 'q=ganti nama')).cases[0]?.team).toEqual([member(renamed)]);
    const response = await request('PUT', '/api/profile', renamed, {
      username: 'Fajar Baru',
      email: renamed.user.email,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await list(ani, 'q=ganti nama')).cases.map((item) => [item.id, item.team])).toEqual([
      [created.id, [{ id: renamed.user.id, username: 'Fajar Baru' }]],
    ]);
  });
});

describe('Kasus Saya (?mine=1) and the board', () => {
  it("lists only the caller's cases, with the total, on the list and the schedule", async () => {
    const own = await createCase(ani, { title: 'Milik Citra', date: '2026-03-11', team_ids: [citra.user.id] });
    await createCase(ani, { title: 'Bukan milik Citra', date: '2026-03-11', team_ids: [budi.user.id] });
    const mine = await list(citra, 'mine=1&limit=200');
    expect(mine.cases.map((item) => item.id)).toContain(own.id);
    expect(mine.cases.every((item) => item.team.some((m) => m.id === citra.user.id))).toBe(true);
    expect(mine.total).toBe(mine.cases.length);
    const schedule = await request('GET', '/api/schedule?date=2026-03-11&mine=1', citra);
    expect(schedule.json<Case[]>().map((item) => item.title)).toEqual(['Milik Citra']);
    const all = await request('GET', '/api/schedule?date=2026-03-11', citra);
    expect(
      all
        .json<Case[]>()
        .map((item) => item.title)
        .sort(),
    ).toEqual(['Bukan milik Citra', 'Milik Citra']);
    // An admin is on no team: nothing is theirs.
    expect((await list(admin, 'mine=1')).total).toBe(0);
  });

  it('refuses a mine that is not 0 or 1', async () => {
    const response = await request('GET', '/api/cases?mine=ya', ani);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toContain('mine');
  });
});

describe('order and status of a list', () => {
  const dates = ['2026-03-09', '2026-03-10', '2026-03-12', '2026-04-01', '2026-02-01'];
  let ids: number[];

  beforeAll(async () => {
    ids = [];
    for (const date of dates) {
      ids.push((await createCase(budi, { title: `Urutan ${date}`, date, type: 'eksekusi', time: null })).id);
    }
    await request('PUT', `/api/cases/${ids[2]}/status`, budi, { status: 'Selesai' });
  });

  const order = async (query: string) =>
    (await list(budi, `type=eksekusi&q=urutan&${query}`)).cases.map((item) => item.date);

  it('upcoming: from today in the office zone on, nearest first, then the past ones, latest first', async () => {
    expect(await order('sort=upcoming')).toEqual([
      '2026-03-10',
      '2026-03-12',
      '2026-04-01',
      '2026-03-09',
      '2026-02-01',
    ]);
    // The same without a search (the list's own query, not the search's).
    const plain = (await list(budi, 'type=eksekusi&sort=upcoming&limit=200')).cases
      .filter((item) => item.title.startsWith('Urutan'))
      .map((item) => item.date);
    expect(plain).toEqual(['2026-03-10', '2026-03-12', '2026-04-01', '2026-03-09', '2026-02-01']);
  });

  it('newest (the default) and oldest', async () => {
    expect(await order('sort=newest')).toEqual(['2026-04-01', '2026-03-12', '2026-03-10', '2026-03-09', '2026-02-01']);
    expect(await order('')).toEqual(await order('sort=newest'));
    expect(await order('sort=oldest')).toEqual(['2026-02-01', '2026-03-09', '2026-03-10', '2026-03-12', '2026-04-01']);
  });

  it('a status keeps only the cases in it, counted', async () => {
    const done = await list(budi, 'type=eksekusi&q=urutan&status=Selesai');
    expect(done.cases.map((item) => item.id)).toEqual([ids[2]]);
    expect(done.total).toBe(1);
  });

  it('refuses an unknown sort or status in Indonesian', async () => {
    for (const query of ['sort=random', 'status=Batal']) {
      const response = await request('GET', `/api/cases?${query}`, budi);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/Urutan|Status/);
    }
  });
});

describe('following', () => {
  it('follow and unfollow answer the state and show in the case and the lists', async () => {
    const created = await createCase(ani, { title: 'Perkara diikuti' });
    expect((await request('PUT', `/api/cases/${created.id}/follow`, budi)).json()).toEqual({ following: true });
    expect((await request('PUT', `/api/cases/${created.id}/follow`, budi)).json()).toEqual({ following: true });
    expect((await request('GET', `/api/cases/${created.id}`, budi)).json<Case>().following).toBe(true);
    expect((await list(budi, 'q=diikuti')).cases[0]?.following).toBe(true);
    // Someone else's view is theirs: the cached list answer is per viewer.
    expect((await list(citra, 'q=diikuti')).cases[0]?.following).toBe(false);
    expect((await request('DELETE', `/api/cases/${created.id}/follow`, budi)).json()).toEqual({ following: false });
    expect((await list(budi, 'q=diikuti')).cases[0]?.following).toBe(false);
  });

  it('a team member cannot unfollow (409), an admin cannot follow (403), an unknown case is a 404', async () => {
    const created = await createCase(ani, { team_ids: [budi.user.id] });
    const refused = await request('DELETE', `/api/cases/${created.id}/follow`, budi);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/Anggota tim selalu mengikuti/);
    expect((await request('PUT', `/api/cases/${created.id}/follow`, admin)).statusCode).toBe(403);
    expect((await request('PUT', '/api/cases/999999/follow', budi)).statusCode).toBe(404);
    expect((await request('PUT', '/api/cases/abc/follow', budi)).statusCode).toBe(400);
  });
});

describe('case numbers', () => {
  it('are searched like the other texts, whole or in part, with / and . in them', async () => {
    const created = await createCase(ani, { title: 'Perkara bernomor', number: 'PRINT-07/O.1.14/Fd.2/11/2026' });
    for (const q of ['PRINT-07/O.1.14/Fd.2/11/2026', 'print-07/o.1.14', 'Fd.2/11', 'O.1.14']) {
      const found = await list(ani, `q=${encodeURIComponent(q)}`);
      expect(
        found.cases.map((item) => item.id),
        q,
      ).toContain(created.id);
    }
    expect((await list(ani, `q=${encodeURIComponent('PRINT-07/O.1.14/Fd.3')}`)).cases.map((c) => c.id)).not.toContain(
      created.id,
    );
  });

  it('refuses a number over 100 characters', async () => {
    const response = await request('POST', '/api/cases', ani, { ...base, number: 'x'.repeat(101) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: { number: 'Nomor perkara terlalu panjang (maksimal 100 karakter)' },
    });
  });
});

describe('GET /api/staff', () => {
  it('lists the active staff by name for any logged-in user, narrowed by q', async () => {
    const all = (await request('GET', '/api/staff', budi)).json<StaffMember[]>();
    const names = all.map((item) => item.username);
    expect(names).toEqual(expect.arrayContaining(['Ani Suryani', 'Budi Santoso', 'Citra Dewi']));
    expect(names).not.toContain('Mantan Jaksa');
    expect(names).not.toContain('Admin Kejari');
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(all[0]).toEqual({ id: expect.any(Number), username: expect.any(String), position: expect.any(String) });
    const narrowed = (await request('GET', '/api/staff?q=cit', budi)).json<StaffMember[]>();
    expect(narrowed.map((item) => item.username)).toEqual(['Citra Dewi']);
    expect((await request('GET', '/api/staff?q=%25', budi)).json()).toEqual([]);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/staff' })).statusCode).toBe(401);
  });
});

describe('notify_all on the profile', () => {
  it('is false by default, saved by PUT /api/profile, and kept when absent', async () => {
    const account = await createUser(testApp.app, { username: 'Kepala Seksi' });
    const profile = (await request('GET', '/api/profile', account)).json();
    expect(profile).toMatchObject({ notify_all: false });
    const fields = { username: 'Kepala Seksi', email: account.user.email };
    expect((await request('PUT', '/api/profile', account, { ...fields, notify_all: true })).json()).toMatchObject({
      notify_all: true,
    });
    expect((await request('PUT', '/api/profile', account, fields)).json()).toMatchObject({ notify_all: true });
    const bad = await request('PUT', '/api/profile', account, { ...fields, notify_all: 'ya' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: { notify_all: 'Pilihan notifikasi harus ya atau tidak' } });
  });
});
