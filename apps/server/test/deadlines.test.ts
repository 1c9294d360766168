import type { CaseEvent, Deadline, DueDeadline, ScheduleEntry } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './helpers';
import {
  addCase,
  addDeadline,
  admin,
  budi,
  clock,
  closeDeadlinesApp,
  deadlinesOf,
  inject,
  notificationsOf,
  openDeadlinesApp,
  other,
  siti,
  testApp,
  TODAY,
  trash,
} from './deadlines-support';

beforeAll(openDeadlinesApp);
afterAll(closeDeadlinesApp);

describe('case deadlines (decisions §7.2)', () => {
  it('are added, edited, marked done, reopened and deleted by staff, each a history row', async () => {
    const caseId = await addCase('Perkara Tenggat', [siti.user.id]);
    const added = await addDeadline(caseId, {
      title: ' Penahanan penyidik ',
      due_date: '2026-03-29',
      note: 'Tersangka A',
    });
    expect(added).toMatchObject({
      case_id: caseId,
      title: 'Penahanan penyidik',
      due_date: '2026-03-29',
      note: 'Tersangka A',
      done_at: null,
      done_by: null,
      created_by: { id: budi.user.id, username: 'Budi' },
    });
    const byHand = await addDeadline(caseId, { title: 'SPDP', due_date: '2026-03-12' });
    expect(byHand.note).toBe('');

    const edited = await inject('PUT', `/api/cases/${caseId}/deadlines/${added.id}`, budi.auth, {
      due_date: '2026-03-30',
      note: 'Tersangka A dan B',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Deadline>()).toMatchObject({ title: 'Penahanan penyidik', due_date: '2026-03-30' });

    const done = await inject('PUT', `/api/cases/${caseId}/deadlines/${byHand.id}`, siti.auth, { done: true });
    expect(done.json<Deadline>()).toMatchObject({
      done_at: clock.clock().toISOString(),
      done_by: { id: siti.user.id, username: 'Siti' },
    });
    // Open ones first by due date, then the done ones.
    expect((await deadlinesOf(caseId)).map((d) => d.title)).toEqual(['Penahanan penyidik', 'SPDP']);

    const reopened = await inject('PUT', `/api/cases/${caseId}/deadlines/${byHand.id}`, siti.auth, { done: false });
    expect(reopened.json<Deadline>()).toMatchObject({ done_at: null, done_by: null });
    expect((await deadlinesOf(caseId)).map((d) => d.title)).toEqual(['SPDP', 'Penahanan penyidik']);

    const removed = await inject('DELETE', `/api/cases/${caseId}/deadlines/${byHand.id}`, budi.auth);
    expect(removed.json()).toEqual({ success: true });
    expect((await deadlinesOf(caseId)).map((d) => d.id)).toEqual([added.id]);
    const again = await inject('DELETE', `/api/cases/${caseId}/deadlines/${byHand.id}`, budi.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Tenggat tidak ditemukan' });

    const history = (await inject('GET', `/api/cases/${caseId}/history`, budi.auth)).json<CaseEvent[]>();
    expect(history.map((event) => event.action)).toEqual([
      'created',
      'deadline_added',
      'deadline_added',
      'deadline_updated',
      'deadline_done',
      'deadline_reopened',
      'deadline_deleted',
    ]);
    expect(history[3]?.changes).toEqual([
      { field: 'deadline', from: 'Penahanan penyidik', to: 'Penahanan penyidik' },
      { field: 'deadline_due', from: '2026-03-29', to: '2026-03-30' },
      { field: 'deadline_note', from: 'Tersangka A', to: 'Tersangka A dan B' },
    ]);
  });

  it('an edit that changes nothing writes nothing', async () => {
    const caseId = await addCase('Perkara Tanpa Ubah', []);
    const added = await addDeadline(caseId, { title: 'Sama', due_date: '2026-04-01' });
    const same = await inject('PUT', `/api/cases/${caseId}/deadlines/${added.id}`, budi.auth, {
      title: 'Sama',
      done: false,
    });
    expect(same.statusCode).toBe(200);
    const history = (await inject('GET', `/api/cases/${caseId}/history`, budi.auth)).json<CaseEvent[]>();
    expect(history.map((event) => event.action)).toEqual(['created', 'deadline_added']);
  });

  it('tell the team and followers, never the actor or an admin', async () => {
    const caseId = await addCase('Perkara Kabar', [siti.user.id]);
    await inject('PUT', `/api/cases/${caseId}/follow`, other.auth);
    const added = await addDeadline(caseId, { title: 'Pelimpahan', due_date: '2026-03-20' });
    await inject('PUT', `/api/cases/${caseId}/deadlines/${added.id}`, siti.auth, { done: true });
    const toSiti = await notificationsOf(siti);
    expect(toSiti).toContain(
      'Budi menambahkan tenggat "Pelimpahan" pada kasus "Perkara Kabar", jatuh tempo 20 Maret 2026',
    );
    expect(toSiti).not.toContain('Siti menandai tenggat "Pelimpahan" pada kasus "Perkara Kabar" selesai');
    expect(await notificationsOf(other)).toEqual(
      expect.arrayContaining([
        'Siti menandai tenggat "Pelimpahan" pada kasus "Perkara Kabar" selesai',
        'Budi menambahkan tenggat "Pelimpahan" pada kasus "Perkara Kabar", jatuh tempo 20 Maret 2026',
      ]),
    );
    expect((await notificationsOf(budi)).filter((m) => m.includes('menambahkan tenggat "Pelimpahan"'))).toEqual([]);
    expect(await notificationsOf(admin)).toEqual([]);
  });

  it('refuses bad input with an Indonesian 400', async () => {
    const caseId = await addCase('Perkara Validasi', []);
    const empty = await inject('POST', `/api/cases/${caseId}/deadlines`, budi.auth, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toMatchObject({ errors: { title: 'Judul harus diisi', due_date: 'Tanggal harus diisi' } });
    const badDate = await inject('POST', `/api/cases/${caseId}/deadlines`, budi.auth, {
      title: 'X',
      due_date: '2026-02-30',
    });
    expect(badDate.json()).toEqual({ message: 'Tanggal tidak valid', errors: { due_date: 'Tanggal tidak valid' } });
    const longTitle = await inject('POST', `/api/cases/${caseId}/deadlines`, budi.auth, {
      title: 'x'.repeat(201),
      due_date: TODAY,
    });
    expect(longTitle.json()).toMatchObject({ message: 'Judul maksimal 200 karakter' });
    const added = await addDeadline(caseId, { title: 'Valid', due_date: TODAY });
    const badDone = await inject('PUT', `/api/cases/${caseId}/deadlines/${added.id}`, budi.auth, { done: 'ya' });
    expect(badDone.json()).toMatchObject({ message: 'Status selesai harus ya atau tidak' });
    const nothing = await inject('PUT', `/api/cases/${caseId}/deadlines/${added.id}`, budi.auth, {});
    expect(nothing.statusCode).toBe(400);
    const badUntil = await inject('GET', '/api/deadlines?until=besok', budi.auth);
    expect(badUntil.json()).toMatchObject({ message: 'Tanggal tidak valid' });
    const badId = await inject('PUT', `/api/cases/${caseId}/deadlines/abc`, budi.auth, { done: true });
    expect(badId.json()).toMatchObject({ message: 'ID tidak valid' });
  });

  it('admins read them but may not write them (403)', async () => {
    const caseId = await addCase('Perkara Admin', []);
    const added = await addDeadline(caseId, { title: 'Milik staf', due_date: TODAY });
    const post = await inject('POST', `/api/cases/${caseId}/deadlines`, admin.auth, { title: 'X', due_date: TODAY });
    expect(post.statusCode).toBe(403);
    expect(post.json()).toEqual({ message: 'Hanya staf yang dapat mengubah tenggat kasus' });
    expect(
      (await inject('PUT', `/api/cases/${caseId}/deadlines/${added.id}`, admin.auth, { done: true })).statusCode,
    ).toBe(403);
    expect((await inject('DELETE', `/api/cases/${caseId}/deadlines/${added.id}`, admin.auth)).statusCode).toBe(403);
    expect((await deadlinesOf(caseId)).map((d) => d.done_at)).toEqual([null]);
  });

  it('a missing or trashed case is a 404 and its deadlines are left out of every list', async () => {
    const missing = await inject('GET', '/api/cases/999999/deadlines', budi.auth);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Kasus tidak ditemukan' });
    const caseId = await addCase('Perkara Sampah', [budi.user.id]);
    const added = await addDeadline(caseId, { title: 'Tenggat di sampah', due_date: TODAY });
    await trash(caseId);
    for (const response of [
      await inject('GET', `/api/cases/${caseId}/deadlines`, budi.auth),
      await inject('POST', `/api/cases/${caseId}/deadlines`, budi.auth, { title: 'X', due_date: TODAY }),
      await inject('PUT', `/api/cases/${caseId}/deadlines/${added.id}`, budi.auth, { done: true }),
      await inject('DELETE', `/api/cases/${caseId}/deadlines/${added.id}`, budi.auth),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Kasus tidak ditemukan' });
    }
    const all = (await inject('GET', '/api/deadlines', budi.auth)).json<DueDeadline[]>();
    expect(all.map((d) => d.title)).not.toContain('Tenggat di sampah');
  });
});

describe('a purged case', () => {
  it('takes its deadlines and their reminder claims with it', async () => {
    const caseId = await addCase('Perkara Dihapus', [budi.user.id]);
    const added = await addDeadline(caseId, { title: 'Ikut terhapus', due_date: TODAY });
    await testApp.app.services.db
      .insertInto('deadline_reminders')
      .values({ deadline_id: added.id, day: TODAY, kind: 'due_0', sent_at: clock.clock().toISOString() })
      .execute();
    await testApp.app.services.db.deleteFrom('cases').where('id', '=', caseId).execute();
    const left = await testApp.app.services.db
      .selectFrom('case_deadlines')
      .select('id')
      .where('case_id', '=', caseId)
      .execute();
    expect(left).toEqual([]);
    const claims = await testApp.app.services.db
      .selectFrom('deadline_reminders')
      .select('day')
      .where('deadline_id', '=', added.id)
      .execute();
    expect(claims).toEqual([]);
  });
});

describe('GET /api/deadlines', () => {
  it("lists the open deadlines up to a day, overdue ones included, soonest first; mine=1 keeps the caller's cases", async () => {
    const fresh = await createUser(testApp.app, { username: 'Dewi' });
    const mineId = await addCase('Perkara Dewi', [fresh.user.id]);
    const notMine = await addCase('Perkara Bukan Dewi', []);
    await addDeadline(mineId, { title: 'Minggu depan', due_date: '2026-03-17' });
    await addDeadline(mineId, { title: 'Terlambat', due_date: '2026-03-05' });
    await addDeadline(mineId, { title: 'Bulan depan', due_date: '2026-04-20' });
    const done = await addDeadline(mineId, { title: 'Selesai', due_date: '2026-03-11' });
    await inject('PUT', `/api/cases/${mineId}/deadlines/${done.id}`, budi.auth, { done: true });
    await addDeadline(notMine, { title: 'Orang lain', due_date: '2026-03-11' });

    const mine = await inject('GET', '/api/deadlines?mine=1&until=2026-03-17', fresh.auth);
    expect(mine.statusCode, mine.body).toBe(200);
    const rows = mine.json<DueDeadline[]>();
    expect(rows.map((d) => d.title)).toEqual(['Terlambat', 'Minggu depan']);
    expect(rows[0]?.case).toEqual({ id: mineId, title: 'Perkara Dewi', number: '', type: 'penyidikan' });

    const everyone = (await inject('GET', '/api/deadlines?until=2026-03-17', fresh.auth)).json<DueDeadline[]>();
    expect(everyone.map((d) => d.title)).toEqual(expect.arrayContaining(['Terlambat', 'Minggu depan', 'Orang lain']));
    expect(everyone.map((d) => d.title)).not.toContain('Bulan depan');
    const dues = everyone.map((d) => d.due_date);
    expect(dues).toEqual([...dues].sort());

    // An admin is on no team: `mine` is empty; without it, every case's.
    expect((await inject('GET', '/api/deadlines?mine=1', admin.auth)).json()).toEqual([]);
    expect((await inject('GET', '/api/deadlines', admin.auth)).json<DueDeadline[]>().length).toBeGreaterThan(3);
  });
});

describe("the board's deadline marker", () => {
  it('marks a hearing whose case has an open deadline due that day or overdue, and follows every deadline write', async () => {
    const marked = await addCase('Sidang Bertenggat', []);
    const plain = await addCase('Sidang Biasa', []);
    await addDeadline(plain, { title: 'Nanti', due_date: '2026-03-11' });
    const board = async () =>
      new Map(
        (await inject('GET', `/api/schedule?date=${TODAY}`, budi.auth))
          .json<ScheduleEntry[]>()
          .map((entry) => [entry.id, entry.deadline_due]),
      );
    expect((await board()).get(marked)).toBe(false);
    const overdue = await addDeadline(marked, { title: 'Lewat', due_date: '2026-03-09' });
    expect((await board()).get(marked)).toBe(true);
    expect((await board()).get(plain)).toBe(false);
    // Each write reaches the cached board at once (the trigger on case_deadlines raises the list version).
    await inject('PUT', `/api/cases/${marked}/deadlines/${overdue.id}`, budi.auth, { done: true });
    expect((await board()).get(marked)).toBe(false);
    await inject('PUT', `/api/cases/${marked}/deadlines/${overdue.id}`, budi.auth, { done: false });
    expect((await board()).get(marked)).toBe(true);
    await inject('PUT', `/api/cases/${marked}/deadlines/${overdue.id}`, budi.auth, { due_date: '2026-03-12' });
    expect((await board()).get(marked)).toBe(false);
    await inject('PUT', `/api/cases/${marked}/deadlines/${overdue.id}`, budi.auth, { due_date: TODAY });
    expect((await board()).get(marked)).toBe(true);
    await inject('DELETE', `/api/cases/${marked}/deadlines/${overdue.id}`, budi.auth);
    expect((await board()).get(marked)).toBe(false);
  });
});
