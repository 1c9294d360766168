import type { Case } from '@pidsus/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './helpers';
import { closeCasesApp, createCase, openCasesApp, request, staff, testApp } from './cases-support';

/**
 * GET /api/cases?from=&to=: the cases dated within the days, both included (the dashboard's week of hearings,
 * without the rest of the caller's cases). Across a year's end, with `mine=1`, from the answers' cache.
 */
describe('a list of the cases within days', () => {
  let colleague: Awaited<ReturnType<typeof createUser>>;
  const titles = (cases: Case[]) => cases.map((item) => item.title);
  const list = async (query: string, headers = staff.auth) => {
    const response = await request('GET', `/api/cases?${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return { cases: response.json<Case[]>(), total: response.headers['x-total-count'] };
  };

  beforeAll(async () => {
    await openCasesApp();
    colleague = await createUser(testApp.app, { username: 'Agus Setiawan' });
    const dated: [string, string, string | null, number][] = [
      ['Hari 30 Desember', '2026-12-30', '09:00', staff.user.id],
      ['Hari 31 Desember', '2026-12-31', '13:00', staff.user.id],
      ['Hari 31 Desember pagi', '2026-12-31', '08:00', colleague.user.id],
      ['Hari 1 Januari', '2027-01-01', null, staff.user.id],
      ['Hari 7 Januari', '2027-01-07', '10:00', staff.user.id],
      ['Hari 8 Januari', '2027-01-08', '10:00', staff.user.id],
    ];
    for (const [title, date, time, member] of dated) {
      await createCase(staff.auth, { title, date, time, team_ids: [member] });
    }
  });
  afterAll(closeCasesApp);

  it('keeps the cases from the first day to the last, both included, across the year’s end, in the list’s order', async () => {
    const week = await list('from=2026-12-31&to=2027-01-07&sort=oldest');
    expect(titles(week.cases)).toEqual([
      'Hari 31 Desember pagi',
      'Hari 31 Desember',
      'Hari 1 Januari',
      'Hari 7 Januari',
    ]);
    expect(week.total).toBe('4');
    // One day.
    expect(titles((await list('from=2026-12-31&to=2026-12-31&sort=oldest')).cases)).toEqual([
      'Hari 31 Desember pagi',
      'Hari 31 Desember',
    ]);
  });

  it('takes either day alone', async () => {
    expect(titles((await list('from=2027-01-07&sort=oldest')).cases)).toEqual(['Hari 7 Januari', 'Hari 8 Januari']);
    expect(titles((await list('to=2026-12-30')).cases)).toEqual(['Hari 30 Desember']);
  });

  it('with mine=1 keeps the caller’s cases within the days, each with what the page shows', async () => {
    const mine = await list('mine=1&from=2026-12-31&to=2027-01-07&sort=oldest&limit=200');
    expect(titles(mine.cases)).toEqual(['Hari 31 Desember', 'Hari 1 Januari', 'Hari 7 Januari']);
    expect(mine.total).toBe('3');
    expect(mine.cases[0]).toMatchObject({ date: '2026-12-31', time: '13:00', team: [{ id: staff.user.id }] });
    const theirs = await list('mine=1&from=2026-12-31&to=2027-01-07', colleague.auth);
    expect(titles(theirs.cases)).toEqual(['Hari 31 Desember pagi']);
  });

  it('answers other days from the answers’ cache only for the same days', async () => {
    // The same list without days first, so that a cached answer exists for it.
    expect((await list('sort=oldest')).total).toBe('6');
    expect(titles((await list('sort=oldest&from=2027-01-08')).cases)).toEqual(['Hari 8 Januari']);
    expect(titles((await list('sort=oldest&to=2026-12-30')).cases)).toEqual(['Hari 30 Desember']);
  });

  it('refuses a last day before the first, and a day that does not exist, with 400 and an Indonesian message', async () => {
    const reversed = await request('GET', '/api/cases?from=2027-01-07&to=2026-12-31', staff.auth);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json()).toMatchObject({ message: 'Tanggal akhir tidak boleh sebelum tanggal awal' });
    for (const day of ['2027-02-29', '31-12-2026', 'besok']) {
      const wrong = await request('GET', `/api/cases?from=${day}`, staff.auth);
      expect(wrong.statusCode, day).toBe(400);
      expect(wrong.json<{ message: string }>().message, day).toMatch(/tanggal/i);
    }
  });
});
