import type { Detention } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCase, addDefendant, addDetention, budi, closeRecordApp, inject, openRecordApp } from './record-support';

beforeAll(openRecordApp);
afterAll(closeRecordApp);

/** A case with one defendant, for a test of its own. */
async function heldCase(title: string) {
  const caseId = await addCase(title, []);
  const defendant = await addDefendant(caseId, { name: 'Tahanan' });
  return { caseId, defendantId: defendant.id };
}

const put = (caseId: number, id: number, payload: object) =>
  inject('PUT', `/api/cases/${caseId}/detentions/${id}`, budi.auth, payload);

describe('a chain of detention periods (decisions §8.2)', () => {
  it('keep a chain in order: an extended period is not released, nor moved to or after its extension', async () => {
    const { caseId, defendantId } = await heldCase('Perkara Rantai');
    const first = await addDetention(caseId, { defendant_id: defendantId, start_date: '2026-03-01', days: 20 });
    const second = await addDetention(caseId, {
      defendant_id: defendantId,
      extends_id: first.id,
      days: 40,
      authority: 'penuntut_umum',
    });
    expect(second).toMatchObject({ start_date: '2026-03-21', end_date: '2026-04-29' });
    const refusals: [object, string, string][] = [
      [
        { released_on: '2026-03-05' },
        'released_on',
        'Masa ini sudah diperpanjang: catat tanggal dikeluarkan pada masa perpanjangannya',
      ],
      [{ start_date: '2026-05-01' }, 'start_date', 'Masa ini harus dimulai sebelum masa yang memperpanjangnya'],
      [
        { start_date: '2026-03-21', days: 1 },
        'start_date',
        'Masa ini harus dimulai sebelum masa yang memperpanjangnya',
      ],
    ];
    for (const [payload, field, message] of refusals) {
      const response = await put(caseId, first.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ errors: Record<string, string> }>().errors[field], JSON.stringify(payload)).toBe(message);
    }
    // Nothing was written: the extension is still the period in force, and it can be edited and released.
    const periods = await inject('GET', `/api/cases/${caseId}/detentions`, budi.auth);
    expect(
      periods.json<Detention[]>().map((period) => [period.start_date, period.end_date, period.released_on]),
    ).toEqual(
      expect.arrayContaining([
        ['2026-03-01', '2026-03-20', null],
        ['2026-03-21', '2026-04-29', null],
      ]),
    );
    // An extension that would start on or before the period it extends says so.
    const early = await inject('POST', `/api/cases/${caseId}/detentions`, budi.auth, {
      defendant_id: defendantId,
      kind: 'rutan',
      authority: 'penuntut_umum',
      extends_id: second.id,
      start_date: '2026-03-21',
      days: 10,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json<{ errors: Record<string, string> }>().errors).toMatchObject({
      start_date: 'Perpanjangan harus dimulai sesudah masa yang diperpanjang',
    });
    expect((await put(caseId, second.id, { note: 'Surat perpanjangan diterima' })).statusCode).toBe(200);
    expect((await put(caseId, second.id, { released_on: '2026-03-25' })).statusCode).toBe(200);
    // No longer recorded as an extension, a period keeps its start.
    const unlinked = await put(caseId, second.id, { extends_id: null });
    expect(unlinked.statusCode, unlinked.body).toBe(200);
    expect(unlinked.json<Detention>()).toMatchObject({ extends_id: null, start_date: '2026-03-21' });
  });
});
