import type { Case, CaseEvent, Defendant, ScheduleEntry } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCase,
  addDefendant,
  addDetention,
  admin,
  budi,
  closeRecordApp,
  inject,
  openRecordApp,
  siti,
  TODAY,
} from './record-support';

beforeAll(openRecordApp);
afterAll(closeRecordApp);

const NIK = '3201234567890123';
const OTHER_NIK = '3578009912345678';

describe('defendants of a case (decisions §8.1)', () => {
  it('are added, edited and deleted by staff in the order added, each a history row', async () => {
    const caseId = await addCase('Perkara Tersangka', [siti.user.id]);
    const first = await addDefendant(caseId, {
      name: ' Hendra Wijaya ',
      nik: '3201 2345 6789 0123',
      birth_place: 'Bandung',
      birth_date: '1975-04-02',
      gender: 'L',
      address: 'Jl. Merdeka 1',
      occupation: 'Direktur',
      charges: 'Pasal 2 ayat (1) jo. Pasal 18 UU 31/1999',
    });
    expect(first).toMatchObject({
      name: 'Hendra Wijaya',
      nik: NIK,
      birth_date: '1975-04-02',
      gender: 'L',
      role_label: 'Tersangka',
    });
    const second = await addDefendant(caseId, { name: 'Ani' });
    expect(second).toMatchObject({ nik: '', birth_place: '', birth_date: null, gender: '', charges: '' });

    const edited = await inject('PUT', `/api/cases/${caseId}/defendants/${second.id}`, siti.auth, {
      name: 'Ani Lestari',
      gender: 'P',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json<Defendant>()).toMatchObject({ name: 'Ani Lestari', gender: 'P', nik: '' });

    const list = (await inject('GET', `/api/cases/${caseId}/defendants`, admin.auth)).json<Defendant[]>();
    expect(list.map((d) => d.name)).toEqual(['Hendra Wijaya', 'Ani Lestari']);

    const removed = await inject('DELETE', `/api/cases/${caseId}/defendants/${second.id}`, budi.auth);
    expect(removed.json()).toEqual({ success: true });
    const again = await inject('DELETE', `/api/cases/${caseId}/defendants/${second.id}`, budi.auth);
    expect(again.statusCode).toBe(404);

    const history = (await inject('GET', `/api/cases/${caseId}/history`, budi.auth)).json<CaseEvent[]>();
    const named = history.filter((event) => event.action !== 'created');
    expect(named.map((event) => [event.action, event.changes[0]?.to ?? event.changes[0]?.from])).toEqual([
      ['defendant_added', 'Hendra Wijaya'],
      ['defendant_added', 'Ani'],
      ['defendant_updated', 'Ani Lestari'],
      ['defendant_deleted', 'Ani Lestari'],
    ]);
  });

  it('refuses a missing name, a NIK that is not 16 digits, a birth date after today, a wrong gender, long charges', async () => {
    const caseId = await addCase('Perkara Validasi');
    const cases: [object, string, string][] = [
      [{ name: '  ' }, 'name', 'Nama wajib diisi'],
      [{}, 'name', 'Nama wajib diisi'],
      [{ name: 'A'.repeat(121) }, 'name', 'Nama maksimal 120 karakter'],
      [{ name: 'A', nik: '12345' }, 'nik', 'NIK harus 16 angka'],
      [{ name: 'A', nik: '320123456789012X' }, 'nik', 'NIK harus 16 angka'],
      [{ name: 'A', birth_date: '2026-02-30' }, 'birth_date', 'Tanggal tidak valid'],
      [{ name: 'A', birth_date: '2026-03-11' }, 'birth_date', 'Tanggal lahir tidak boleh di masa depan'],
      [{ name: 'A', gender: 'X' }, 'gender', 'Jenis kelamin harus L atau P'],
      [{ name: 'A', charges: 'x'.repeat(501) }, 'charges', 'Pasal yang disangkakan maksimal 500 karakter'],
    ];
    for (const [payload, field, message] of cases) {
      const response = await inject('POST', `/api/cases/${caseId}/defendants`, budi.auth, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field]).toBe(message);
    }
    // Born today is not in the future.
    await addDefendant(caseId, { name: 'Bayi', birth_date: TODAY });
  });

  it('names each by the stage of its case', async () => {
    const labels: Record<string, string> = {
      penyelidikan: 'Terlapor',
      penyidikan: 'Tersangka',
      penuntutan: 'Terdakwa',
      eksekusi: 'Terpidana',
    };
    for (const [type, label] of Object.entries(labels)) {
      const caseId = await addCase(`Tahap ${type}`, [], type);
      expect((await addDefendant(caseId, { name: 'Orang' })).role_label).toBe(label);
    }
  });

  it('are written by staff only and read by everyone; a case in the trash or missing is a 404', async () => {
    const caseId = await addCase('Perkara Peran');
    const refused = await inject('POST', `/api/cases/${caseId}/defendants`, admin.auth, { name: 'X' });
    expect(refused.statusCode).toBe(403);
    expect((await inject('GET', `/api/cases/${caseId}/defendants`, admin.auth)).statusCode).toBe(200);
    expect((await inject('GET', '/api/cases/999999/defendants', budi.auth)).statusCode).toBe(404);
    expect((await inject('POST', '/api/cases/999999/defendants', budi.auth, { name: 'X' })).statusCode).toBe(404);
    await inject('DELETE', `/api/cases/${caseId}`, budi.auth);
    expect((await inject('GET', `/api/cases/${caseId}/defendants`, budi.auth)).statusCode).toBe(404);
  });

  it('refuses with 409 to delete a defendant a detention period names', async () => {
    const caseId = await addCase('Perkara Ditahan');
    const held = await addDefendant(caseId, { name: 'Tahanan' });
    const period = await addDetention(caseId, { defendant_id: held.id, start_date: TODAY, days: 20 });
    const refused = await inject('DELETE', `/api/cases/${caseId}/defendants/${held.id}`, budi.auth);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ message: string }>().message).toMatch(/masa penahanan/);
    await inject('DELETE', `/api/cases/${caseId}/detentions/${period.id}`, budi.auth);
    expect((await inject('DELETE', `/api/cases/${caseId}/defendants/${held.id}`, budi.auth)).statusCode).toBe(200);
  });

  it('show on the case, in the lists and on the board by name; [] for none', async () => {
    const caseId = await addCase('Perkara Nama Tampil');
    const bare = await addCase('Perkara Tanpa Tersangka');
    const one = await addDefendant(caseId, { name: 'Rudi Hartono' });
    const two = await addDefendant(caseId, { name: 'Sri Wahyuni' });
    const names = [
      { id: one.id, name: 'Rudi Hartono' },
      { id: two.id, name: 'Sri Wahyuni' },
    ];
    expect((await inject('GET', `/api/cases/${caseId}`, budi.auth)).json<Case>().defendants).toEqual(names);
    expect((await inject('GET', `/api/cases/${bare}`, budi.auth)).json<Case>().defendants).toEqual([]);
    const list = (await inject('GET', '/api/cases?type=penyidikan&limit=200', budi.auth)).json<Case[]>();
    expect(list.find((c) => c.id === caseId)?.defendants).toEqual(names);
    const board = (await inject('GET', `/api/schedule?date=${TODAY}`, budi.auth)).json<ScheduleEntry[]>();
    expect(board.find((c) => c.id === caseId)?.defendants).toEqual(names);
    // An edit of the case answers them too.
    const edited = await inject('PUT', `/api/cases/${caseId}`, budi.auth, {
      title: 'Perkara Nama Tampil (ubah)',
      date: TODAY,
      type: 'penyidikan',
    });
    expect(edited.json<Case>().defendants).toEqual(names);
  });

  it('make the case found by a defendant name or NIK, and no longer once deleted', async () => {
    const caseId = await addCase('Perkara Pencarian Orang');
    const found = async (q: string) =>
      (await inject('GET', `/api/cases?q=${encodeURIComponent(q)}`, budi.auth)).json<Case[]>().map((c) => c.id);
    expect(await found('Kusumawardani')).not.toContain(caseId);
    const person = await addDefendant(caseId, { name: 'Dewi Kusumawardani', nik: OTHER_NIK });
    expect(await found('Kusumawardani')).toEqual([caseId]);
    expect(await found('kusuma')).toEqual([caseId]);
    expect(await found(OTHER_NIK)).toEqual([caseId]);
    expect(await found('35780099')).toEqual([caseId]);
    // Phrase and several words, with the other texts of the case.
    expect(await found('dewi pencarian')).toEqual([caseId]);
    await inject('PUT', `/api/cases/${caseId}/defendants/${person.id}`, budi.auth, { name: 'Dewi Anggraini' });
    expect(await found('Kusumawardani')).toEqual([]);
    expect(await found('Anggraini')).toEqual([caseId]);
    await inject('DELETE', `/api/cases/${caseId}/defendants/${person.id}`, budi.auth);
    expect(await found('Anggraini')).toEqual([]);
    expect(await found(OTHER_NIK)).toEqual([]);
  });

  it('does not make an open edit of the case stale', async () => {
    const caseId = await addCase('Perkara Versi');
    const before = (await inject('GET', `/api/cases/${caseId}`, budi.auth)).json<Case>();
    await addDefendant(caseId, { name: 'Baru' });
    const edit = await inject('PUT', `/api/cases/${caseId}`, siti.auth, {
      title: 'Perkara Versi',
      date: TODAY,
      type: 'penyidikan',
      updated_at: before.updated_at,
    });
    expect(edit.statusCode, edit.body).toBe(200);
  });
});
