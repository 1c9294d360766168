import type { CaseEvent, Detention, Notification } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addCase,
  addDefendant,
  addDetention,
  admin,
  budi,
  closeRecordApp,
  deadlinesOf,
  inject,
  openRecordApp,
  siti,
  testApp,
  TODAY,
} from './record-support';

beforeAll(openRecordApp);
afterAll(closeRecordApp);

/** A case with one defendant, for a test of its own. */
async function heldCase(title: string, name = 'Tahanan', team: number[] = []) {
  const caseId = await addCase(title, team);
  const defendant = await addDefendant(caseId, { name });
  return { caseId, defendantId: defendant.id };
}

const put = (caseId: number, id: number, payload: object) =>
  inject('PUT', `/api/cases/${caseId}/detentions/${id}`, budi.auth, payload);

describe('detention periods (decisions §8.2)', () => {
  it('count the first day: 20 days from 1 March end on 20 March, across a month and a year', async () => {
    const { caseId, defendantId } = await heldCase('Perkara Hitung');
    const march = await addDetention(caseId, { defendant_id: defendantId, start_date: '2026-03-01', days: 20 });
    expect(march).toMatchObject({ start_date: '2026-03-01', days: 20, end_date: '2026-03-20', released_on: null });
    const other = await heldCase('Perkara Tahun');
    const december = await addDetention(other.caseId, {
      defendant_id: other.defendantId,
      start_date: '2026-12-20',
      days: 20,
      authority: 'penuntut_umum',
      basis: 'Pasal 103 ayat (1) UU 20/2025',
      order_number: 'PRINT-01/L.6.10/Ft.1/12/2026',
    });
    expect(december).toMatchObject({
      end_date: '2027-01-08',
      authority: 'penuntut_umum',
      basis: 'Pasal 103 ayat (1) UU 20/2025',
      defendant: { id: other.defendantId, name: 'Tahanan' },
    });
    // A month boundary: 40 days from 21 March ends on 29 April.
    const extension = await addDetention(caseId, { defendant_id: defendantId, extends_id: march.id, days: 40 });
    expect(extension).toMatchObject({ start_date: '2026-03-21', end_date: '2026-04-29', extends_id: march.id });
  });

  it('refuses bad input with its own messages', async () => {
    const { caseId, defendantId } = await heldCase('Perkara Validasi Tahanan');
    const cases: [object, string, string][] = [
      [
        { defendant_id: defendantId, kind: 'penjara', start_date: TODAY, days: 20 },
        'kind',
        'Jenis penahanan harus rutan, rumah, atau kota',
      ],
      [
        { defendant_id: defendantId, authority: 'hakim', start_date: TODAY, days: 20 },
        'authority',
        'Pejabat yang menahan tidak valid',
      ],
      [
        { defendant_id: defendantId, start_date: TODAY, days: 0 },
        'days',
        'Lama penahanan harus bilangan bulat 1 sampai 400 hari',
      ],
      [
        { defendant_id: defendantId, start_date: TODAY, days: 401 },
        'days',
        'Lama penahanan harus bilangan bulat 1 sampai 400 hari',
      ],
      [
        { defendant_id: defendantId, start_date: TODAY, days: 20, basis: 'x'.repeat(121) },
        'basis',
        'Dasar penahanan maksimal 120 karakter',
      ],
      [
        { defendant_id: defendantId, start_date: TODAY, days: 20, order_number: 'x'.repeat(101) },
        'order_number',
        'Nomor surat maksimal 100 karakter',
      ],
      [{ defendant_id: defendantId, days: 20 }, 'start_date', 'Tanggal mulai harus diisi, kecuali untuk perpanjangan'],
      [{ defendant_id: defendantId, start_date: '2026-02-30', days: 20 }, 'start_date', 'Tanggal tidak valid'],
      [{ defendant_id: defendantId, start_date: '9999-12-20', days: 20 }, 'start_date', 'Tanggal tidak valid'],
      [
        { defendant_id: 999999, start_date: TODAY, days: 20 },
        'defendant_id',
        'Tersangka tidak ditemukan pada kasus ini',
      ],
      [
        { defendant_id: defendantId, start_date: TODAY, days: 20, released_on: '2026-04-30' },
        'released_on',
        'Tanggal dikeluarkan harus di dalam masa penahanan',
      ],
      [
        { defendant_id: defendantId, start_date: TODAY, days: 20, released_on: '2026-03-09' },
        'released_on',
        'Tanggal dikeluarkan harus di dalam masa penahanan',
      ],
      [
        { defendant_id: defendantId, days: 20, extends_id: 999999 },
        'extends_id',
        'Masa yang diperpanjang harus masa penahanan orang yang sama',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const response = await inject('POST', `/api/cases/${caseId}/detentions`, budi.auth, {
        kind: 'rutan',
        authority: 'penyidik',
        ...payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field], JSON.stringify(payload)).toBe(message);
    }
    // Another case's defendant is not this case's.
    const elsewhere = await heldCase('Perkara Lain');
    const foreign = await inject('POST', `/api/cases/${caseId}/detentions`, budi.auth, {
      defendant_id: elsewhere.defendantId,
      kind: 'rutan',
      authority: 'penyidik',
      start_date: TODAY,
      days: 20,
    });
    expect(foreign.statusCode).toBe(400);
  });

  it('refuse two periods of one defendant that overlap; a released one counts up to its release', async () => {
    const { caseId, defendantId } = await heldCase('Perkara Tumpuk');
    const first = await addDetention(caseId, { defendant_id: defendantId, start_date: '2026-03-01', days: 20 });
    const overlapping = await inject('POST', `/api/cases/${caseId}/detentions`, budi.auth, {
      defendant_id: defendantId,
      kind: 'rumah',
      authority: 'penyidik',
      start_date: '2026-03-20',
      days: 10,
    });
    expect(overlapping.statusCode).toBe(400);
    expect(overlapping.json()).toEqual({
      message: 'Masa penahanan bertumpuk dengan masa sebelumnya',
      errors: { start_date: 'Masa penahanan bertumpuk dengan masa sebelumnya' },
    });
    // Another defendant of the same case may be held the same days.
    const second = await addDefendant(caseId, { name: 'Tahanan Dua' });
    await addDetention(caseId, { defendant_id: second.id, start_date: '2026-03-01', days: 20 });
    // Released on 10 March: from the 11th the same person may be held again (a new order).
    const released = await put(caseId, first.id, { released_on: '2026-03-10' });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json<Detention>()).toMatchObject({ released_on: '2026-03-10', end_date: '2026-03-20' });
    await addDetention(caseId, { defendant_id: defendantId, kind: 'kota', start_date: '2026-03-11', days: 5 });
    // Un-releasing now would overlap the new period.
    const back = await put(caseId, first.id, { released_on: null });
    expect(back.statusCode).toBe(400);
    expect(back.json<{ message: string }>().message).toBe('Masa penahanan bertumpuk dengan masa sebelumnya');
  });

  it('chain extensions: one extension per period, of the same person, not of a released period', async () => {
    const { caseId, defendantId } = await heldCase('Perkara Perpanjangan');
    const first = await addDetention(caseId, { defendant_id: defendantId, start_date: '2026-03-01', days: 20 });
    const second = await addDetention(caseId, {
      defendant_id: defendantId,
      extends_id: first.id,
      days: 40,
      authority: 'penuntut_umum',
    });
    expect(second.start_date).toBe('2026-03-21');
    const twice = await inject('POST', `/api/cases/${caseId}/detentions`, budi.auth, {
      defendant_id: defendantId,
      kind: 'rutan',
      authority: 'penuntut_umum',
      extends_id: first.id,
      start_date: '2026-05-01',
      days: 10,
    });
    expect(twice.json<{ errors: Record<string, string> }>().errors.extends_id).toBe(
      'Masa itu sudah diperpanjang oleh masa lain',
    );
    const otherPerson = await addDefendant(caseId, { name: 'Orang Lain' });
    const wrongPerson = await inject('POST', `/api/cases/${caseId}/detentions`, budi.auth, {
      defendant_id: otherPerson.id,
      kind: 'rutan',
      authority: 'penyidik',
      extends_id: second.id,
      days: 10,
    });
    expect(wrongPerson.json<{ errors: Record<string, string> }>().errors.extends_id).toBe(
      'Masa yang diperpanjang harus masa penahanan orang yang sama',
    );
    // The first period cannot go while the second extends it.
    const refused = await inject('DELETE', `/api/cases/${caseId}/detentions/${first.id}`, budi.auth);
    expect(refused.statusCode).toBe(409);
    // Released from the extension: nothing more extends it.
    await put(caseId, second.id, { released_on: '2026-04-01' });
    const afterRelease = await inject('POST', `/api/cases/${caseId}/detentions`, budi.auth, {
      defendant_id: defendantId,
      kind: 'rutan',
      authority: 'ketua_pn',
      extends_id: second.id,
      days: 30,
    });
    expect(afterRelease.json<{ errors: Record<string, string> }>().errors.extends_id).toBe(
      'Masa yang sudah dikeluarkan tidak dapat diperpanjang',
    );
  });

  it('keep one deadline each: made, moved on edit, renamed, closed on release and extension, gone with the period', async () => {
    const { caseId, defendantId } = await heldCase('Perkara Tenggat Tahanan', 'Joko');
    const open = async () => (await deadlinesOf(caseId)).filter((d) => d.done_at === null);
    const first = await addDetention(caseId, { defendant_id: defendantId, start_date: '2026-03-01', days: 20 });
    expect(await open()).toEqual([
      expect.objectContaining({ title: 'Penahanan Joko berakhir', due_date: '2026-03-20' }),
    ]);

    await put(caseId, first.id, { days: 25 });
    expect(await open()).toEqual([expect.objectContaining({ due_date: '2026-03-25' })]);

    await inject('PUT', `/api/cases/${caseId}/defendants/${defendantId}`, budi.auth, { name: 'Joko Susilo' });
    expect((await open()).map((d) => d.title)).toEqual(['Penahanan Joko Susilo berakhir']);

    const extension = await addDetention(caseId, { defendant_id: defendantId, extends_id: first.id, days: 40 });
    expect(extension.start_date).toBe('2026-03-26');
    expect((await open()).map((d) => d.due_date)).toEqual(['2026-05-04']);
    expect((await deadlinesOf(caseId)).filter((d) => d.done_at !== null).map((d) => d.due_date)).toEqual([
      '2026-03-25',
    ]);

    await put(caseId, extension.id, { released_on: '2026-04-02' });
    expect(await open()).toEqual([]);
    await put(caseId, extension.id, { released_on: null });
    expect((await open()).map((d) => d.due_date)).toEqual(['2026-05-04']);

    // The extension gone: the first period is held to its end again, and its deadline reopens.
    await inject('DELETE', `/api/cases/${caseId}/detentions/${extension.id}`, budi.auth);
    expect((await open()).map((d) => d.due_date)).toEqual(['2026-03-25']);
    expect(await deadlinesOf(caseId)).toHaveLength(1);
    await inject('DELETE', `/api/cases/${caseId}/detentions/${first.id}`, budi.auth);
    expect(await deadlinesOf(caseId)).toEqual([]);
  });

  it('remind the team of the period’s end like any deadline (decisions §7.2)', async () => {
    const { caseId, defendantId } = await heldCase('Perkara Pengingat Tahanan', 'Rina', [siti.user.id]);
    // 10 March + 4 days (first counted) ends on 13 March: 3 days from today.
    await addDetention(caseId, { defendant_id: defendantId, start_date: TODAY, days: 4 });
    await testApp.app.services.deadlinesService.runReminders();
    await testApp.app.services.events.drain();
    const messages = (await inject('GET', '/api/notifications?limit=100', siti.auth))
      .json<Notification[]>()
      .map((n) => n.message);
    expect(messages).toContain(
      'Tenggat "Penahanan Rina berakhir" untuk kasus "Perkara Pengingat Tahanan" jatuh tempo dalam 3 hari',
    );
  });

  it('are history rows that name the person and the days, and notify the team', async () => {
    const { caseId, defendantId } = await heldCase('Perkara Riwayat Tahanan', 'Bayu', [siti.user.id]);
    // Read before the change checked, to be told of it on its own (decisions §10: unread changes gather).
    const readAll = async () => {
      await testApp.app.services.events.drain();
      await inject('PUT', '/api/notifications/read-all', siti.auth);
    };
    await readAll();
    const period = await addDetention(caseId, { defendant_id: defendantId, start_date: '2026-03-01', days: 20 });
    await testApp.app.services.events.drain();
    const heardFirst = (await inject('GET', '/api/notifications?limit=1', siti.auth)).json<Notification[]>()[0]
      ?.message;
    await readAll();
    await put(caseId, period.id, { note: 'Rutan Salemba' });
    await put(caseId, period.id, { released_on: '2026-03-05' });
    await put(caseId, period.id, { released_on: '2026-03-05' });
    await inject('DELETE', `/api/cases/${caseId}/detentions/${period.id}`, budi.auth);
    const history = (await inject('GET', `/api/cases/${caseId}/history`, budi.auth)).json<CaseEvent[]>();
    const rows = history.filter((event) => event.action.startsWith('detention'));
    expect(rows.map((event) => [event.action, event.changes])).toEqual([
      [
        'detention_added',
        [
          { field: 'defendant', from: null, to: 'Bayu' },
          { field: 'detention', from: null, to: '2026-03-01 s/d 2026-03-20' },
        ],
      ],
      ['detention_updated', expect.any(Array)],
      [
        'detention_released',
        [
          { field: 'defendant', from: 'Bayu', to: 'Bayu' },
          {
            field: 'detention',
            from: '2026-03-01 s/d 2026-03-20',
            to: '2026-03-01 s/d 2026-03-20, dikeluarkan 2026-03-05',
          },
        ],
      ],
      ['detention_deleted', expect.any(Array)],
    ]);
    await testApp.app.services.events.drain();
    const messages = (await inject('GET', '/api/notifications?limit=100', siti.auth))
      .json<Notification[]>()
      .map((n) => n.message);
    expect(heardFirst).toBe('Budi mencatat penahanan "Bayu" pada kasus "Perkara Riwayat Tahanan" sampai 20 Maret 2026');
    expect(messages).toContain('Budi mencatat "Bayu" dikeluarkan dari tahanan pada kasus "Perkara Riwayat Tahanan"');
  });

  it('are written by staff only', async () => {
    const { caseId, defendantId } = await heldCase('Perkara Admin Tahanan');
    const refused = await inject('POST', `/api/cases/${caseId}/detentions`, admin.auth, {
      defendant_id: defendantId,
      kind: 'rutan',
      authority: 'penyidik',
      start_date: TODAY,
      days: 20,
    });
    expect(refused.statusCode).toBe(403);
    expect((await inject('GET', `/api/cases/${caseId}/detentions`, admin.auth)).json()).toEqual([]);
  });
});
