import { describe, expect, it } from 'vitest';
import { periodOf, weeksOf } from './period';
import { weeksAround } from './service';

describe('statistics: the weeks around today (decisions §7.4)', () => {
  it('are 17 ISO weeks, Monday to Sunday, 8 before the one holding today and 8 after, oldest first', () => {
    const weeks = weeksAround('2026-03-10');
    expect(weeks).toHaveLength(17);
    expect(weeks[8]).toEqual({ start: '2026-03-09', end: '2026-03-15', offset: 0, count: 0 });
    expect(weeks[0]).toMatchObject({ start: '2026-01-12', offset: -8 });
    expect(weeks[16]).toMatchObject({ end: '2026-05-10', offset: 8 });
  });

  it('take a Sunday into the week that began the Monday before, and a Monday as its own week', () => {
    expect(weeksAround('2026-03-15')[8]).toMatchObject({ start: '2026-03-09', end: '2026-03-15' });
    expect(weeksAround('2026-03-16')[8]).toMatchObject({ start: '2026-03-16', end: '2026-03-22' });
  });

  it('run across a year end and a leap day', () => {
    expect(weeksAround('2027-01-01')[8]).toMatchObject({ start: '2026-12-28', end: '2027-01-03' });
    expect(weeksAround('2028-02-29')[8]).toMatchObject({ start: '2028-02-28', end: '2028-03-05' });
  });
});

describe('statistics: the period chosen (decisions §10)', () => {
  it('is a month of a year, the whole year without a month, this year for a month alone, none without either', () => {
    expect(periodOf({ year: 2024, month: 2 }, '2026-03-10')).toEqual({
      year: 2024,
      month: 2,
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(periodOf({ year: 2025 }, '2026-03-10')).toEqual({
      year: 2025,
      month: null,
      from: '2025-01-01',
      to: '2025-12-31',
    });
    expect(periodOf({ month: 12 }, '2026-03-10')).toMatchObject({ from: '2026-12-01', to: '2026-12-31' });
    expect(periodOf({}, '2026-03-10')).toBeNull();
  });

  it('has the weeks that hold its days, the first and last cut to it, offsets counted from this week', () => {
    // February 2026: Sunday the 1st (the week of Monday 26 January, cut) to Saturday the 28th.
    const weeks = weeksOf(periodOf({ year: 2026, month: 2 }, '2026-03-10')!, '2026-03-10');
    expect(weeks.map((week) => [week.start, week.end])).toEqual([
      ['2026-02-01', '2026-02-01'],
      ['2026-02-02', '2026-02-08'],
      ['2026-02-09', '2026-02-15'],
      ['2026-02-16', '2026-02-22'],
      ['2026-02-23', '2026-02-28'],
    ]);
    expect(weeks.map((week) => week.offset)).toEqual([-6, -5, -4, -3, -2]);
    const year = weeksOf(periodOf({ year: 2026 }, '2026-03-10')!, '2026-03-10');
    expect(year).toHaveLength(53);
    expect(year[0]).toMatchObject({ start: '2026-01-01', end: '2026-01-04' });
    expect(year[52]).toMatchObject({ start: '2026-12-28', end: '2026-12-31' });
  });
});
