import { describe, expect, it } from 'vitest';
import { addCalendarDays, countDays, dueAfter, periodEnd } from './law-days';
import { isCalendarDate } from './constants';

describe('periodEnd: a period counts its first day (masa)', () => {
  it('ends a 20-day detention from 1 March on 20 March ("s/d 20 Maret")', () => {
    expect(periodEnd('2022-03-01', 20)).toBe('2022-03-20');
    expect(periodEnd('2026-03-01', 20)).toBe('2026-03-20');
  });
  it('ends a 1-day period on its first day', () => {
    expect(periodEnd('2026-05-10', 1)).toBe('2026-05-10');
  });
  it('crosses a month boundary: 20 days from 15 January end on 3 February', () => {
    expect(periodEnd('2026-01-15', 20)).toBe('2026-02-03');
  });
  it('crosses a year boundary: 20 days from 20 December 2026 end on 8 January 2027', () => {
    expect(periodEnd('2026-12-20', 20)).toBe('2027-01-08');
  });
  it('counts 29 February in a leap year, not in another', () => {
    expect(periodEnd('2028-02-20', 10)).toBe('2028-02-29');
    expect(periodEnd('2027-02-20', 10)).toBe('2027-03-01');
  });
  it('ends a 40-day extension starting the day after a period ending 20 March on 29 April', () => {
    const next = addCalendarDays(periodEnd('2026-03-01', 20), 1);
    expect(next).toBe('2026-03-21');
    expect(periodEnd(next, 40)).toBe('2026-04-29');
  });
});

describe('dueAfter: a limit within N days after an event does not count its day (setelah)', () => {
  it('runs 7 days after 1 March out on 8 March', () => {
    expect(dueAfter('2026-03-01', 7)).toBe('2026-03-08');
  });
  it('crosses a month and a year boundary', () => {
    expect(dueAfter('2026-01-28', 7)).toBe('2026-02-04');
    expect(dueAfter('2026-12-28', 14)).toBe('2027-01-11');
  });
  it('runs over 29 February in a leap year', () => {
    expect(dueAfter('2028-02-22', 7)).toBe('2028-02-29');
    expect(dueAfter('2027-02-22', 7)).toBe('2027-03-01');
  });
});

describe('countDays', () => {
  it('differs by exactly one day between the two countings', () => {
    for (const start of ['2026-01-31', '2026-02-28', '2028-02-28', '2026-12-31']) {
      for (const days of [1, 7, 14, 20, 30, 40, 60]) {
        expect(addCalendarDays(countDays(start, days, 'masa'), 1)).toBe(countDays(start, days, 'setelah'));
      }
    }
  });
  it('is independent of the machine time zone (UTC dates)', () => {
    expect(countDays('2026-03-29', 20, 'masa')).toBe('2026-04-17');
    expect(countDays('2026-10-25', 1, 'setelah')).toBe('2026-10-26');
  });
});

describe('isCalendarDate: the days the record takes', () => {
  it('takes a real day of 1900–2999 and refuses the rest', () => {
    expect(['1900-01-01', '2028-02-29', '2999-12-31'].filter(isCalendarDate)).toHaveLength(3);
    expect(
      ['1899-12-31', '2026-02-29', '2026-02-30', '3000-01-01', '9999-12-20', '20226-01-01'].some(isCalendarDate),
    ).toBe(false);
  });

  it('keeps every period counted from a day it takes a YYYY-MM-DD day', () => {
    expect(periodEnd('2999-12-31', 400)).toBe('3001-02-03');
  });
});
