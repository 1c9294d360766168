import { Readable } from 'node:stream';
import type { CaseEvent, Letter, Milestone, Notification } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docx, formOf, shipped, textOf, upload } from './letters-support';
import {
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

async function addCaseWithDefendants() {
  const created = await inject('POST', '/api/cases', budi.auth, {
    title: 'Korupsi Dana Desa Sukamaju',
    number: 'PDS-07/L.6.10/Fd.1/2026',
    date: '2026-03-10',
    type: 'penyidikan',
    location: 'Kantor Desa Sukamaju',
    team_ids: [budi.user.id, siti.user.id],
  });
  expect(created.statusCode, created.body).toBe(201);
  const caseId = created.json<{ id: number }>().id;
  for (const defendant of [
    {
      name: 'Ahmad Fauzi',
      nik: '3578012301800001',
      birth_place: 'Surabaya',
      birth_date: '1980-01-01',
      gender: 'L',
      address: 'Jl. Melati 5, Sidoarjo',
      occupation: 'Kepala Desa',
      charges: 'Pasal 2 ayat (1) jo. Pasal 18 UU 31/1999',
    },
    { name: 'Rina Wulandari', nik: '3578016502850002', charges: 'Pasal 3 jo. Pasal 18 UU 31/1999' },
  ]) {
    const response = await inject('POST', `/api/cases/${caseId}/defendants`, budi.auth, defendant);
    expect(response.statusCode, response.body).toBe(201);
  }
  const loss = await inject('PUT', `/api/cases/${caseId}/state-loss`, budi.auth, { state_loss: 1_250_000_000 });
  expect(loss.statusCode, loss.body).toBe(200);
  return caseId;
}

const makeLetter = (caseId: number, payload: object, headers = budi.auth) =>
  inject('POST', `/api/cases/${caseId}/letters`, headers, payload);

describe('letter templates (decisions §8.6)', () => {
  it('are uploaded, downloaded and deleted by admins only; the forms say which have one', async () => {
    const bytes = shipped('P-16');
    const uploaded = await upload('P-16', bytes);
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expect(uploaded.json()).toEqual({
      form_code: 'P-16',
      name: 'P-16.docx',
      size: bytes.length,
      uploaded_at: clock.clock().toISOString(),
    });
    expect(await formOf('P-16')).toMatchObject({ code: 'P-16', has_template: true });
    expect(await formOf('P-21')).toMatchObject({ has_template: false });

    const download = await inject('GET', '/api/forms/P-16/template', admin.auth);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toContain('P-16.docx');
    expect(Buffer.compare(download.rawPayload, bytes)).toBe(0);

    const byStaff = await upload('P-16', bytes, budi.auth);
    expect(byStaff.statusCode).toBe(403);
    expect((await inject('GET', '/api/forms/P-16/template', budi.auth)).statusCode).toBe(403);
    expect((await inject('DELETE', '/api/forms/P-16/template', budi.auth)).statusCode).toBe(403);
    const unknownForm = await upload('P-99', bytes);
    expect(unknownForm.statusCode).toBe(404);
    expect(unknownForm.json()).toEqual({ message: 'Formulir tidak ditemukan' });

    // Replaced, then deleted.
    expect((await upload('P-21', shipped('P-21'))).statusCode).toBe(200);
    expect((await upload('P-21', shipped('P-21'), admin.auth, 'p21-baru.docx')).json()).toMatchObject({
      name: 'p21-baru.docx',
    });
    const deleted = await inject('DELETE', '/api/forms/P-21/template', admin.auth);
    expect(deleted.statusCode).toBe(200);
    expect(await formOf('P-21')).toMatchObject({ has_template: false });
    const again = await inject('DELETE', '/api/forms/P-21/template', admin.auth);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: 'Templat surat untuk P-21 belum diunggah' });
  });

  it('refuses a template with an unknown placeholder (naming it) and a file that is not a .docx', async () => {
    const unknown = await upload('P-18', docx(['Nomor {nomor}', 'Jaksa {nama_jaksa}']));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: 'Placeholder tidak dikenal dalam templat: {nama_jaksa}' });
    const outsideLoop = await upload('P-18', docx(['{nama}']));
    expect(outsideLoop.json()).toMatchObject({ message: 'Placeholder tidak dikenal dalam templat: {nama}' });
    const inLoop = await upload('P-18', docx(['{#tersangka}', '{nama} {umur}', '{/tersangka}']));
    expect(inLoop.json()).toMatchObject({ message: 'Placeholder tidak dikenal dalam templat: {umur}' });

    for (const content of [
      Buffer.from('bukan dokumen word'),
      docx([], { withDocument: false }),
      docx(['{nomor']),
      docx(['{#tersangka}{nama}']),
    ]) {
      const refused = await upload('P-18', content);
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: 'Berkas templat bukan dokumen Word (.docx) yang valid' });
    }
    const tooLarge = await upload('P-18', Buffer.alloc(5 * 1024 * 1024 + 1, 1));
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({ message: 'Berkas templat terlalu besar (maksimal 5 MB)' });
    expect(await formOf('P-18')).toMatchObject({ has_template: false });
  });

  it('goes with its form when the form is deleted', async () => {
    const created = await inject('POST', '/api/forms', admin.auth, {
      code: 'SP-X',
      name: 'Surat Percobaan',
      stage: 'penyidikan',
      numbering: 'B',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect((await upload('SP-X', shipped('P-21'))).statusCode).toBe(200);
    const row = await testApp.app.services.db
      .selectFrom('form_templates')
      .selectAll()
      .where('form_code', '=', 'SP-X')
      .executeTakeFirstOrThrow();
    expect((await inject('DELETE', '/api/forms/SP-X', admin.auth)).statusCode).toBe(200);
    expect(
      await testApp.app.services.db.selectFrom('form_templates').selectAll().where('form_code', '=', 'SP-X').execute(),
    ).toEqual([]);
    await expect(testApp.app.core.store.get(row.storage_key)).rejects.toThrow();
  });
});

describe('letters (decisions §8.6)', () => {
  it('take the next number, fill the template into a case document and record the milestone', async () => {
    await saveSettings({ satker_code: 'L.6.10', office_city: 'Surabaya', office_name: 'Kejaksaan Negeri Surabaya' });
    expect((await upload('P-16', shipped('P-16'))).statusCode).toBe(200);
    const caseId = await addCaseWithDefendants();
    const before = await addMilestone(caseId, { form_code: 'P-8', date: '2026-11-02' });
    const seq = Number(/^PRINT-(\d+)\//.exec(before.number ?? '')?.[1]);
    await testApp.app.services.events.drain();
    await inject('PUT', '/api/notifications/read-all', siti.auth);

    const response = await makeLetter(caseId, { form_code: 'P-16', date: '2026-11-26' });
    expect(response.statusCode, response.body).toBe(201);
    const letter = response.json<Letter>();
    const number = `PRINT-${String(seq + 1).padStart(2, '0')}/L.6.10/Fd.1/11/2026`;
    expect(letter.milestone).toMatchObject({
      form: { code: 'P-16' },
      number,
      date: '2026-11-26',
      document_id: letter.document.id,
      created_by: { id: budi.user.id, username: 'Budi' },
    });
    expect(letter.document).toMatchObject({
      name: `P-16 PRINT-${String(seq + 1).padStart(2, '0')}-L.6.10-Fd.1-11-2026.docx`,
      mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    });
    const documents = (await inject('GET', `/api/cases/${caseId}/documents`, budi.auth)).json<{ id: number }[]>();
    expect(documents.map((document) => document.id)).toContain(letter.document.id);
    const milestones = (await inject('GET', `/api/cases/${caseId}/milestones`, budi.auth)).json<Milestone[]>();
    expect(milestones.map((milestone) => milestone.number)).toContain(number);

    const text = await textOf(letter.document.url);
    for (const expected of [
      number,
      '26 November 2026',
      'Kejaksaan Negeri Surabaya',
      'Surabaya',
      'L.6.10',
      'PDS-07/L.6.10/Fd.1/2026',
      'Korupsi Dana Desa Sukamaju',
      'Ahmad Fauzi, NIK 3578012301800001, lahir di Surabaya tanggal 1 Januari 1980, alamat Jl. Melati 5, Sidoarjo',
      'Rina Wulandari, NIK 3578016502850002',
      'Budi, Siti',
      'Pasal 2 ayat (1) jo. Pasal 18 UU 31/1999; Pasal 3 jo. Pasal 18 UU 31/1999',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('{');

    // One history row names the milestone and its document; the team hears of it.
    const history = (await inject('GET', `/api/cases/${caseId}/history`, budi.auth)).json<CaseEvent[]>();
    const recorded = history.filter((event) =>
      event.changes.some((change) => change.field === 'document' && change.to === letter.document.name),
    );
    expect(recorded.map((event) => event.action)).toEqual(['milestone_added']);
    expect(recorded[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'milestone_number', from: null, to: number },
        { field: 'document', from: null, to: letter.document.name },
      ]),
    );
    await testApp.app.services.events.drain();
    const heard = (await inject('GET', '/api/notifications?limit=100', siti.auth)).json<Notification[]>();
    expect(heard.filter((notification) => !notification.is_read).length).toBeGreaterThan(0);
  });

  it('fill the other placeholders; a form without numbering gives no number and a dated name', async () => {
    expect((await upload('P-21', shipped('P-21'))).statusCode).toBe(200);
    const caseId = await addCaseWithDefendants();
    const p21 = (await makeLetter(caseId, { form_code: 'P-21', date: '2026-12-01' })).json<Letter>();
    const text = await textOf(p21.document.url);
    expect(text).toContain('Kantor Desa Sukamaju');
    expect(text).toContain('Rp 1.250.000.000');
    expect(text).toContain('Surabaya, 1 Desember 2026');

    expect((await upload('P-5', docx(['Laporan {nomor}', '{judul}, {tanggal}']))).statusCode).toBe(200);
    const p5 = await makeLetter(caseId, { form_code: 'P-5', date: '2026-12-02' });
    expect(p5.statusCode, p5.body).toBe(201);
    expect(p5.json<Letter>().milestone.number).toBeNull();
    expect(p5.json<Letter>().document.name).toBe('P-5 2026-12-02.docx');
  });

  it('a form without a template is 409, an admin 403, a trashed case 404', async () => {
    const caseId = await addCaseWithDefendants();
    const missing = await makeLetter(caseId, { form_code: 'P-17', date: '2026-11-26' });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toEqual({ message: 'Templat surat untuk P-17 belum diunggah' });
    const byAdmin = await makeLetter(caseId, { form_code: 'P-16', date: '2026-11-26' }, admin.auth);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json()).toEqual({ message: 'Hanya staf yang dapat membuat surat kasus' });
    const invalid = await makeLetter(caseId, { date: '2026-02-30' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      form_code: 'Formulir wajib dipilih',
      date: 'Tanggal tidak valid',
    });
    await testApp.app.services.db
      .updateTable('cases')
      .set({ deleted_at: clock.clock().toISOString() })
      .where('id', '=', caseId)
      .execute();
    const trashed = await makeLetter(caseId, { form_code: 'P-16', date: '2026-11-26' });
    expect(trashed.statusCode).toBe(404);
    expect(trashed.json()).toEqual({ message: 'Kasus tidak ditemukan' });
    // Also when the form has no template: the case is gone first.
    const trashedNoTemplate = await makeLetter(caseId, { form_code: 'P-17', date: '2026-11-26' });
    expect(trashedNoTemplate.statusCode).toBe(404);
    expect(trashedNoTemplate.json()).toEqual({ message: 'Kasus tidak ditemukan' });
  });

  it('a case whose title holds a control character pasted from Word still gets its letter, the character left out', async () => {
    expect((await upload('P-29', docx(['Perkara {judul}']))).statusCode).toBe(200);
    const created = await inject('POST', '/api/cases', budi.auth, {
      title: 'Korupsi Dana\u000bDesa',
      date: '2026-03-10',
      type: 'penuntutan',
      team_ids: [budi.user.id],
    });
    expect(created.statusCode, created.body).toBe(201);
    const response = await makeLetter(created.json<{ id: number }>().id, { form_code: 'P-29', date: '2026-11-26' });
    expect(response.statusCode, response.body).toBe(201);
    expect(await textOf(response.json<Letter>().document.url)).toContain('Perkara Korupsi DanaDesa');
  });

  it('a fill that fails takes no number: the next letter gets it', async () => {
    expect((await upload('P-19', docx(['Nomor {nomor}']))).statusCode).toBe(200);
    const caseId = await addCaseWithDefendants();
    const documentsBefore = (await inject('GET', `/api/cases/${caseId}/documents`, budi.auth)).json<unknown[]>();
    // The stored template is damaged after its check: filling it fails inside the letter's transaction.
    const damaged = await testApp.app.core.store.put(Readable.from([Buffer.from('rusak')]), {
      contentType: 'application/octet-stream',
    });
    const good = await testApp.app.services.db
      .selectFrom('form_templates')
      .select('storage_key')
      .where('form_code', '=', 'P-19')
      .executeTakeFirstOrThrow();
    const setKey = (key: string) =>
      testApp.app.services.db
        .updateTable('form_templates')
        .set({ storage_key: key })
        .where('form_code', '=', 'P-19')
        .execute();
    await setKey(damaged.key);
    const failed = await makeLetter(caseId, { form_code: 'P-19', date: '2026-11-26' });
    expect(failed.statusCode).toBe(409);
    expect(failed.json()).toEqual({ message: 'Templat surat untuk P-19 tidak dapat diisi; unggah ulang templatnya' });
    expect((await inject('GET', `/api/cases/${caseId}/milestones`, budi.auth)).json<unknown[]>()).toEqual([]);
    expect((await inject('GET', `/api/cases/${caseId}/documents`, budi.auth)).json<unknown[]>()).toEqual(
      documentsBefore,
    );

    await setKey(good.storage_key);
    const byHand = await addMilestone(caseId, { form_code: 'P-18', date: '2026-11-25' });
    const seq = Number(/^B-(\d+)\//.exec(byHand.number ?? '')?.[1]);
    const letter = await makeLetter(caseId, { form_code: 'P-19', date: '2026-11-26' });
    expect(letter.statusCode, letter.body).toBe(201);
    expect(letter.json<Letter>().milestone.number).toBe(`B-${String(seq + 1).padStart(2, '0')}/L.6.10/Fd.1/11/2026`);
  });
});
