import type { DueDetention, ScheduleEntry } from '@pidsus/shared';
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
  other,
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

describe('GET /api/detentions (decisions §8.2)', () => {
  it('lists the periods in force ending up to `until`, soonest first, with their case; `mine` keeps the caller’s', async () => {
    const mine = await heldCase('Perkara Tahanan Saya', 'Andi', [other.user.id]);
    const theirs = await heldCase('Perkara Tahanan Mereka', 'Beni');
    const soon = await addDetention(mine.caseId, {
      defendant_id: mine.defendantId,
      start_date: '2026-02-25',
      days: 20,
    });
    const later = await addDetention(theirs.caseId, { defendant_id: theirs.defendantId, start_date: TODAY, days: 5 });
    // Ended yesterday, released, extended: not in force.
    const ended = await heldCase('Perkara Tahanan Lewat', 'Candra', [other.user.id]);
    await addDetention(ended.caseId, { defendant_id: ended.defendantId, start_date: '2026-02-18', days: 20 });
    const freed = await heldCase('Perkara Tahanan Bebas', 'Dodi', [other.user.id]);
    const freedPeriod = await addDetention(freed.caseId, {
      defendant_id: freed.defendantId,
      start_date: TODAY,
      days: 3,
    });
    await put(freed.caseId, freedPeriod.id, { released_on: TODAY });
    const extended = await heldCase('Perkara Tahanan Panjang', 'Eka', [other.user.id]);
    const base = await addDetention(extended.caseId, {
      defendant_id: extended.defendantId,
      start_date: TODAY,
      days: 2,
    });
    const extension = await addDetention(extended.caseId, {
      defendant_id: extended.defendantId,
      extends_id: base.id,
      days: 40,
    });

    const list = async (query: string, account = other) => {
      const response = await inject('GET', `/api/detentions?${query}`, account.auth);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<DueDetention[]>();
    };
    const all = await list('until=2026-03-17');
    expect(all.filter((d) => [soon.id, later.id, extension.id, base.id].includes(d.id)).map((d) => d.id)).toEqual([
      later.id,
      soon.id,
    ]);
    expect(all.find((d) => d.id === soon.id)).toMatchObject({
      end_date: '2026-03-16',
      defendant: { name: 'Andi' },
      case: { id: mine.caseId, title: 'Perkara Tahanan Saya', number: '', type: 'penyidikan' },
    });
    expect(all.map((d) => d.defendant.name)).not.toContain('Candra');
    expect(all.map((d) => d.defendant.name)).not.toContain('Dodi');
    expect((await list('mine=1&until=2026-03-17')).map((d) => d.id)).toEqual([soon.id]);
    expect((await list('mine=1')).map((d) => d.id)).toEqual([soon.id, extension.id]);
    expect(await list('mine=1', admin)).toEqual([]);
    const bad = await inject('GET', '/api/detentions?until=2026-13-01', other.auth);
    expect(bad.statusCode).toBe(400);
  });

  it('marks on the board a case with a defendant held that day', async () => {
    const held = await heldCase('Perkara Papan Tahanan');
    const free = await addCase('Perkara Papan Bebas');
    await addDefendant(free, { name: 'Bebas' });
    await addDetention(held.caseId, { defendant_id: held.defendantId, start_date: '2026-03-08', days: 5 });
    const board = async (date: string) =>
      (await inject('GET', `/api/schedule?date=${date}`, budi.auth)).json<ScheduleEntry[]>();
    const today = await board(TODAY);
    expect(today.find((c) => c.id === held.caseId)?.detained).toBe(true);
    expect(today.find((c) => c.id === free)?.detained).toBe(false);
  });
});

describe('a purged case (decisions §7.3)', () => {
  it('goes with its defendants, their periods and the periods’ deadlines', async () => {
    const { caseId, defendantId } = await heldCase('Perkara Dihapus Permanen');
    const first = await addDetention(caseId, { defendant_id: defendantId, start_date: TODAY, days: 20 });
    await addDetention(caseId, { defendant_id: defendantId, extends_id: first.id, days: 40 });
    expect((await inject('DELETE', `/api/cases/${caseId}`, budi.auth)).statusCode).toBe(200);
    const purged = await inject('DELETE', `/api/trash/cases/${caseId}`, admin.auth);
    expect(purged.statusCode, purged.body).toBe(200);
    const db = testApp.app.services.db;
    expect(await db.selectFrom('case_defendants').where('case_id', '=', caseId).selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('case_detentions').where('case_id', '=', caseId).selectAll().execute()).toEqual([]);
    expect(await db.selectFrom('case_deadlines').where('case_id', '=', caseId).selectAll().execute()).toEqual([]);
  });
});
