import type { Case } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createCaseReader } from '../src/modules/cases/reader';
import { createCasesRepository } from '../src/modules/cases/repository';
import { addCase, budi, closeMoneyApp, inject, openMoneyApp, other, post, siti, testApp, TODAY } from './money-support';

/**
 * `GET /api/cases/:id`, a page of a list and a day of the board read the cases with their team, the viewer's
 * following and every module's part (defendants, last milestone, recovered total) in one statement each
 * (modules/cases/whole-columns.ts, docs/performance.md); each must answer exactly what the modules' own readers give
 * for the same case, read part by part (the reader without columns, as the app reads a case after a write).
 */
beforeAll(openMoneyApp);
afterAll(closeMoneyApp);

async function oneAndListed(caseId: number, auth: Record<string, string>, viewerId: number) {
  const one = await inject('GET', `/api/cases/${caseId}`, auth);
  expect(one.statusCode, one.body).toBe(200);
  const listed = (await inject('GET', '/api/cases?type=penyidikan&limit=200', auth))
    .json<Case[]>()
    .find((item) => item.id === caseId);
  const found = (await inject('GET', `/api/cases?q=${encodeURIComponent(one.json<Case>().title)}`, auth))
    .json<Case[]>()
    .find((item) => item.id === caseId);
  const board = await inject('GET', `/api/schedule?date=${TODAY}`, auth);
  const onBoard = board
    .json<(Case & { deadline_due: boolean; detained: boolean })[]>()
    .find((item) => item.id === caseId);
  // The board's own markers aside, an entry is the case.
  const boardCase =
    onBoard &&
    Object.fromEntries(Object.entries(onBoard).filter(([key]) => !['deadline_due', 'detained'].includes(key)));
  // The independent reading: the case row, then the team, the following and each module's part by its own query.
  const { db, caseExtensions } = testApp.app.services;
  const partByPart = await createCaseReader(createCasesRepository(db), () => caseExtensions.details).getOrThrow(
    caseId,
    viewerId,
  );
  return { one: one.json<Case>(), listed, found, onBoard: boardCase, partByPart };
}

/** Every reading of the case the same. */
function expectAlike(seen: Awaited<ReturnType<typeof oneAndListed>>) {
  expect(seen.one).toEqual(seen.partByPart);
  expect(seen.listed).toEqual(seen.partByPart);
  expect(seen.found).toEqual(seen.partByPart);
  expect(seen.onBoard).toEqual(seen.partByPart);
}

describe('one case in one statement', () => {
  it('answers what the list answers, for a case with every part and for one with none', async () => {
    const full = await addCase('Perkara lengkap', [budi.user.id, siti.user.id]);
    const bare = await addCase('Perkara kosong', []);
    for (const name of ['Hendra Wijaya', 'Ani Lestari', 'Zaenal']) {
      await post(`/api/cases/${full}/defendants`, { name });
    }
    await post(`/api/cases/${full}/milestones`, { form_code: 'P-8', date: '2026-03-01' });
    await post(`/api/cases/${full}/milestones`, { form_code: 'P-16', date: '2026-03-05' });
    await post(`/api/cases/${full}/recoveries`, {
      kind: 'uang_pengganti',
      amount: 99_999_999_999_999,
      date: '2026-03-01',
    });
    await post(`/api/cases/${full}/recoveries`, { kind: 'pengembalian', amount: 1_250_000_000, date: '2026-03-02' });
    expect((await inject('PUT', `/api/cases/${full}/follow`, other.auth)).statusCode).toBe(200);

    const seenByBudi = await oneAndListed(full, budi.auth, budi.user.id);
    expectAlike(seenByBudi);
    expect(seenByBudi.one).toMatchObject({
      team: [
        { id: budi.user.id, username: 'Budi' },
        { id: siti.user.id, username: 'Siti' },
      ],
      following: true,
      defendants: [{ name: 'Hendra Wijaya' }, { name: 'Ani Lestari' }, { name: 'Zaenal' }],
      last_milestone: { code: 'P-16', date: '2026-03-05' },
      recovered_total: 99_999_999_999_999 + 1_250_000_000,
    });
    const seenByFollower = await oneAndListed(full, other.auth, other.user.id);
    expectAlike(seenByFollower);
    expect(seenByFollower.one.following).toBe(true);

    const empty = await oneAndListed(bare, other.auth, other.user.id);
    expectAlike(empty);
    expect(empty.one).toMatchObject({
      team: [],
      following: false,
      defendants: [],
      last_milestone: null,
      recovered_total: 0,
    });
    expect((await inject('GET', '/api/cases/999999', budi.auth)).statusCode).toBe(404);
  });

  it('reads no module part on its own for one case, a page of a list, a search or the board', async () => {
    const caseId = await addCase('Perkara satu pernyataan', [budi.user.id]);
    const { details } = testApp.app.services.caseExtensions;
    const originals = [...details];
    const spies = originals.map((read) => vi.fn(read));
    details.splice(0, details.length, ...spies);
    try {
      expect((await inject('GET', `/api/cases/${caseId}`, budi.auth)).statusCode).toBe(200);
      for (const spy of spies) {
        expect(spy).not.toHaveBeenCalled();
      }
      for (const url of [
        '/api/cases?type=penyidikan&limit=7',
        '/api/cases?q=pernyataan',
        `/api/schedule?date=${TODAY}`,
      ]) {
        const answer = await inject('GET', url, budi.auth);
        expect(answer.statusCode).toBe(200);
        expect(answer.json<Case[]>().map((item) => item.id)).toContain(caseId);
      }
      for (const spy of spies) {
        expect(spy).not.toHaveBeenCalled();
      }
    } finally {
      details.splice(0, details.length, ...originals);
    }
  });
});
