import type { Case, CaseEvent, Deadline, Milestone, Notification, ScheduleEntry } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart } from './files-support';
import {
  addCase,
  addMilestone,
  admin,
  budi,
  clock,
  closeMilestonesApp,
  inject,
  openMilestonesApp,
  saveSettings,
  siti,
  testApp,
} from './milestones-support';

beforeAll(openMilestonesApp);
afterAll(closeMilestonesApp);

const milestonesOf = async (caseId: number) => {
  const response = await inject('GET', `/api/cases/${caseId}/milestones`, admin.auth);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Milestone[]>();
};

const notificationsOf = async (account: { auth: Record<string, string> }) => {
  await testApp.app.services.events.drain();
  const response = await inject('GET', '/api/notifications?limit=100', account.auth);
  return response.json<Notification[]>().map((n) => n.message);
};

describe('case milestones (decisions §8.3)', () => {
  it('are added with the next number, edited, deleted by staff, each a history row that notifies the team', async () => {
    await saveSettings({ satker_code: 'L.6.10', office_city: 'Surabaya' });
    const caseId = await addCase('Korupsi Dana Desa', [siti.user.id]);
    const p8 = await addMilestone(caseId, { form_code: 'P-8', date: '2026-11-03', note: 'Sprindik' });
    // Each change checked is read before the next, to be told on its own (decisions §10).
    const heardFirst = await notificationsOf(siti);
    await inject('PUT', '/api/notifications/read-all', siti.auth);
    expect(p8).toMatchObject({
      form: { code: 'P-8', name: 'Surat Perintah Penyidikan' },
      number: 'PRINT-01/L.6.10/Fd.1/11/2026',
      date: '2026-11-03',
      note: 'Sprindik',
      document_id: null,
      created_by: { id: budi.user.id, username: 'Budi' },
      created_at: clock.clock().toISOString(),
    });
    // The same prefix runs on (P-16 is a PRINT too); the classification may be overridden; the month is the date's.
    const p16 = await addMilestone(caseId, { form_code: 'P-16', date: '2026-10-20', classification: 'Fd.2' });
    expect(p16.number).toBe('PRINT-02/L.6.10/Fd.2/10/2026');
    const p17 = await addMilestone(caseId, { form_code: 'P-17', date: '2026-12-01' });
    expect(p17.number).toBe('B-01/L.6.10/Fd.1/12/2026');
    // A number typed by hand is kept; a form without numbering has none.
    const byHand = await addMilestone(caseId, {
      form_code: 'P-18',
      date: '2026-12-02',
      number: 'B-77/L.6.10/Fd.1/12/2026',
    });
    expect(byHand.number).toBe('B-77/L.6.10/Fd.1/12/2026');
    const report = await addMilestone(caseId, { form_code: 'P-5', date: '2026-09-01' });
    expect(report.number).toBeNull();
    // By date.
    expect((await milestonesOf(caseId)).map((m) => m.form.code)).toEqual(['P-5', 'P-16', 'P-8', 'P-17', 'P-18']);

    const edited = await inject('PUT', `/api/cases/${caseId}/milestones/${p17.id}`, siti.auth, {
      date: '2026-12-05',
      note: 'Dikirim ulang',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    // A number is not renumbered by a new date.
    expect(edited.json<Milestone>()).toMatchObject({ date: '2026-12-05', note: 'Dikirim ulang', number: p17.number });
    const same = await inject('PUT', `/api/cases/${caseId}/milestones/${p17.id}`, siti.auth, { note: 'Dikirim ulang' });
    expect(same.statusCode).toBe(200);

    await testApp.app.services.events.drain();
    await inject('PUT', '/api/notifications/read-all', siti.auth);
    const removed = await inject('DELETE', `/api/cases/${caseId}/milestones/${report.id}`, budi.auth);
    expect(removed.json()).toEqual({ success: true });
    const again = await inject('DELETE', `/api/cases/${caseId}/milestones/${report.id}`, budi.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Tahapan tidak ditemukan' });

    const history = (await inject('GET', `/api/cases/${caseId}/history`, budi.auth)).json<CaseEvent[]>();
    expect(history.map((event) => event.action)).toEqual([
      'created',
      'milestone_added',
      'milestone_added',
      'milestone_added',
      'milestone_added',
      'milestone_added',
      'milestone_updated',
      'milestone_deleted',
    ]);
    expect(history[1]?.changes).toEqual([
      { field: 'milestone', from: null, to: 'P-8 Surat Perintah Penyidikan' },
      { field: 'milestone_number', from: null, to: 'PRINT-01/L.6.10/Fd.1/11/2026' },
      { field: 'milestone_date', from: null, to: '2026-11-03' },
    ]);
    expect(history[6]?.changes).toEqual([
      {
        field: 'milestone',
        from: 'P-17 Permintaan Perkembangan Hasil Penyidikan',
        to: 'P-17 Permintaan Perkembangan Hasil Penyidikan',
      },
      { field: 'milestone_date', from: '2026-12-01', to: '2026-12-05' },
      { field: 'milestone_note', from: '', to: 'Dikirim ulang' },
    ]);
    expect(history[7]?.changes).toEqual([
      { field: 'milestone', from: 'P-5 Laporan Hasil Penyelidikan', to: null },
      { field: 'milestone_date', from: '2026-09-01', to: null },
    ]);
    const heard = await notificationsOf(siti);
    expect(heardFirst).toContain(
      'Budi mencatat tahapan P-8 nomor PRINT-01/L.6.10/Fd.1/11/2026 pada kasus "Korupsi Dana Desa"',
    );
    expect(heard).toContain('Budi menghapus tahapan P-5 dari kasus "Korupsi Dana Desa"');
  });

  it('never gives a number twice: a typed one taken is 409, the sequence skips it; PLAIN drops the prefix', async () => {
    await saveSettings({ satker_code: 'L.6.10' });
    const caseId = await addCase('Perkara Nomor');
    const first = await addMilestone(caseId, { form_code: 'P-29', date: '2027-02-10' });
    expect(first.number).toBe('01/L.6.10/Ft.1/02/2027');
    const taken = await inject('POST', `/api/cases/${caseId}/milestones`, budi.auth, {
      form_code: 'P-42',
      date: '2027-02-11',
      number: first.number,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: 'Nomor ini sudah dipakai tahapan lain' });
    // Typed ahead of the sequence: the next assigned one skips it.
    await addMilestone(caseId, { form_code: 'P-42', date: '2027-02-11', number: '02/L.6.10/Ft.1/02/2027' });
    const next = await addMilestone(caseId, { form_code: 'P-42', date: '2027-02-12' });
    expect(next.number).toBe('03/L.6.10/Ft.1/02/2027');
    // A deleted milestone's number is not given again.
    await inject('DELETE', `/api/cases/${caseId}/milestones/${next.id}`, budi.auth);
    expect((await addMilestone(caseId, { form_code: 'P-29', date: '2027-03-01' })).number).toBe(
      '04/L.6.10/Ft.1/03/2027',
    );
    // Editing another milestone to a taken number is refused.
    const moved = await inject('PUT', `/api/cases/${caseId}/milestones/${first.id}`, budi.auth, {
      number: '02/L.6.10/Ft.1/02/2027',
    });
    expect(moved.statusCode).toBe(409);
  });

  it('runs one sequence per form with numbering_scope form, per year; an empty satker code leaves its part out', async () => {
    await saveSettings({ satker_code: '', numbering_scope: 'form' });
    const caseId = await addCase('Perkara Lingkup');
    const number = async (form_code: string, date: string, classification?: string) =>
      (await addMilestone(caseId, { form_code, date, ...(classification ? { classification } : {}) })).number;
    expect(await number('P-2', '2028-01-05')).toBe('PRINT-01/Fd.1/01/2028');
    expect(await number('P-8', '2028-01-06', 'Fd.2')).toBe('PRINT-01/Fd.2/01/2028');
    expect(await number('P-2', '2028-02-05')).toBe('PRINT-02/Fd.1/02/2028');
    // Two forms' runs would give the same text: the second skips to a number never given.
    expect(await number('P-8', '2028-02-05', 'Fd.1')).toBe('PRINT-03/Fd.1/02/2028');
    expect(await number('P-2', '2029-01-02')).toBe('PRINT-01/Fd.1/01/2029');
    await saveSettings({ numbering_scope: 'prefix' });
  });

  it('starts the deadlines of its form: Tahap I and P-19, counted after the day (setelah)', async () => {
    const caseId = await addCase('Perkara Berkas', [siti.user.id]);
    await addMilestone(caseId, { form_code: 'Tahap I', date: '2026-03-02' });
    const p19 = await addMilestone(caseId, { form_code: 'P-19', date: '2026-03-08' });
    const deadlines = (await inject('GET', `/api/cases/${caseId}/deadlines`, budi.auth)).json<Deadline[]>();
    expect(deadlines.map((d) => [d.title, d.due_date])).toEqual([
      ['Pemberitahuan hasil penelitian berkas (P-18/P-21)', '2026-03-09'],
      ['Batas pengembalian berkas (P-19)', '2026-03-16'],
      ['Berkas dikembalikan penyidik', '2026-03-22'],
    ]);
    expect(deadlines[2]?.created_by).toEqual({ id: budi.user.id, username: 'Budi' });
    // One history row names the milestone and the deadlines it started.
    const history = (await inject('GET', `/api/cases/${caseId}/history`, budi.auth)).json<CaseEvent[]>();
    expect(history.map((event) => event.action)).toEqual(['created', 'milestone_added', 'milestone_added']);
    expect(history[2]?.changes).toEqual([
      { field: 'milestone', from: null, to: 'P-19 Pengembalian Berkas Perkara untuk Dilengkapi' },
      { field: 'milestone_number', from: null, to: p19.number },
      { field: 'milestone_date', from: null, to: '2026-03-08' },
      { field: 'deadline', from: null, to: 'Berkas dikembalikan penyidik' },
      { field: 'deadline_due', from: null, to: '2026-03-22' },
    ]);
    // Deleting the milestone leaves its deadlines.
    await inject('DELETE', `/api/cases/${caseId}/milestones/${p19.id}`, budi.auth);
    expect((await inject('GET', `/api/cases/${caseId}/deadlines`, budi.auth)).json<Deadline[]>()).toHaveLength(3);
  });

  it('names a form whose name begins with its code once in the history: Putusan Pengadilan', async () => {
    const caseId = await addCase('Perkara Putusan');
    const verdict = await addMilestone(caseId, { form_code: 'Putusan', date: '2026-03-12' });
    await inject('DELETE', `/api/cases/${caseId}/milestones/${verdict.id}`, budi.auth);
    const history = (await inject('GET', `/api/cases/${caseId}/history`, budi.auth)).json<CaseEvent[]>();
    const named = history.flatMap((event) => event.changes.filter((change) => change.field === 'milestone'));
    expect(named).toEqual([
      { field: 'milestone', from: null, to: 'Putusan Pengadilan' },
      { field: 'milestone', from: 'Putusan Pengadilan', to: null },
    ]);
  });

  it('gives the case its last_milestone (latest date) in the case, the lists and the board', async () => {
    const caseId = await addCase('Perkara Tahap', [], '2026-03-10');
    const none = (await inject('GET', `/api/cases/${caseId}`, budi.auth)).json<Case>();
    expect(none.last_milestone).toBeNull();
    await addMilestone(caseId, { form_code: 'P-21', date: '2026-04-01' });
    await addMilestone(caseId, { form_code: 'P-18', date: '2026-03-20' });
    const one = (await inject('GET', `/api/cases/${caseId}`, budi.auth)).json<Case>();
    expect(one.last_milestone).toEqual({ code: 'P-21', date: '2026-04-01' });
    const list = (await inject('GET', '/api/cases?q=Perkara%20Tahap', budi.auth)).json<Case[]>();
    expect(list.find((c) => c.id === caseId)?.last_milestone).toEqual({ code: 'P-21', date: '2026-04-01' });
    const board = (await inject('GET', '/api/schedule?date=2026-03-10', budi.auth)).json<ScheduleEntry[]>();
    expect(board.find((c) => c.id === caseId)?.last_milestone).toEqual({ code: 'P-21', date: '2026-04-01' });
  });

  it('are written by staff only (403 for admins), 404 for a trashed or missing case, 400 with Indonesian messages', async () => {
    const caseId = await addCase('Perkara Aturan');
    const byAdmin = await inject('POST', `/api/cases/${caseId}/milestones`, admin.auth, {
      form_code: 'P-8',
      date: '2026-03-10',
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ message: 'Hanya staf yang dapat mengubah tahapan kasus' });
    const milestone = await addMilestone(caseId, { form_code: 'P-2', date: '2026-03-10' });
    expect(
      (await inject('PUT', `/api/cases/${caseId}/milestones/${milestone.id}`, admin.auth, { note: 'x' })).statusCode,
    ).toBe(403);
    expect((await inject('DELETE', `/api/cases/${caseId}/milestones/${milestone.id}`, admin.auth)).statusCode).toBe(
      403,
    );

    const bad = await inject('POST', `/api/cases/${caseId}/milestones`, budi.auth, {
      date: '2026-02-30',
      note: 'x'.repeat(1001),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      form_code: 'Formulir wajib dipilih',
      date: 'Tanggal tidak valid',
      note: 'Catatan terlalu panjang (maksimal 1000 karakter)',
    });
    const unknown = await inject('POST', `/api/cases/${caseId}/milestones`, budi.auth, {
      form_code: 'P-99',
      date: '2026-03-10',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Formulir tidak ditemukan di katalog' });
    const document = await inject('POST', `/api/cases/${caseId}/milestones`, budi.auth, {
      form_code: 'P-5',
      date: '2026-03-10',
      document_id: 999,
    });
    expect(document.statusCode).toBe(400);
    expect(document.json()).toMatchObject({ message: 'Berkas tidak ditemukan di kasus ini' });
    // A document of the case now in the trash is no longer the case's.
    const body = multipart([{ name: 'file', filename: 'BAP.pdf', content: Buffer.from('%PDF-1.4 bap') }]);
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: `/api/cases/${caseId}/documents`,
      headers: { ...budi.auth, ...body.headers },
      payload: body.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const documentId = uploaded.json<{ id: number }>().id;
    await testApp.app.services.db
      .updateTable('case_documents')
      .set({ deleted_at: clock.clock().toISOString() })
      .where('id', '=', documentId)
      .execute();
    const trashed = await inject('POST', `/api/cases/${caseId}/milestones`, budi.auth, {
      form_code: 'P-5',
      date: '2026-03-10',
      document_id: documentId,
    });
    expect(trashed.statusCode, trashed.body).toBe(400);
    expect(trashed.json()).toMatchObject({ message: 'Berkas tidak ditemukan di kasus ini' });
    const nothing = await inject('PUT', `/api/cases/${caseId}/milestones/${milestone.id}`, budi.auth, {});
    expect(nothing.statusCode).toBe(400);

    expect((await inject('GET', '/api/cases/99999/milestones', budi.auth)).statusCode).toBe(404);
    await testApp.app.services.db
      .updateTable('cases')
      .set({ deleted_at: clock.clock().toISOString() })
      .where('id', '=', caseId)
      .execute();
    for (const response of [
      await inject('GET', `/api/cases/${caseId}/milestones`, budi.auth),
      await inject('POST', `/api/cases/${caseId}/milestones`, budi.auth, { form_code: 'P-5', date: '2026-03-10' }),
      await inject('PUT', `/api/cases/${caseId}/milestones/${milestone.id}`, budi.auth, { note: 'x' }),
      await inject('DELETE', `/api/cases/${caseId}/milestones/${milestone.id}`, budi.auth),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Kasus tidak ditemukan' });
    }
  });
});
