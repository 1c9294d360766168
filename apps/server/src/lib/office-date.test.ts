import { afterEach, describe, expect, it, vi } from 'vitest';
import { longDate } from '../modules/notifications/messages';
import { minutesOfDayIn, startOfDayIn, todayIn } from './office-date';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('dates in the office zone', () => {
  it('reads the day and the hour on the office clock, whatever the server zone', () => {
    const moment = new Date('2026-03-01T18:30:00Z');
    expect(todayIn('Asia/Jakarta', moment)).toBe('2026-03-02');
    expect(todayIn('UTC', moment)).toBe('2026-03-01');
    expect(minutesOfDayIn('Asia/Jakarta', moment)).toBe(90);
    expect(longDate('2026-11-24')).toBe('24 November 2026');
  });

  it('makes no new formatter per call: each holds native memory that V8 collects late (docs/performance.md)', () => {
    const moment = new Date('2026-03-01T18:30:00Z');
    todayIn('Asia/Jakarta', moment);
    minutesOfDayIn('Asia/Jakarta', moment);
    const made = vi.spyOn(Intl, 'DateTimeFormat');
    for (let i = 0; i < 5; i += 1) {
      todayIn('Asia/Jakarta', moment);
      minutesOfDayIn('Asia/Jakarta', moment);
      longDate('2026-11-24');
    }
    expect(made).not.toHaveBeenCalled();
  });

  it('finds the instant a day starts in the office zone, across month and year ends and east of Jakarta', () => {
    expect(startOfDayIn('Asia/Jakarta', '2026-11-01')).toBe('2026-10-31T17:00:00.000Z');
    expect(startOfDayIn('Asia/Jakarta', '2027-01-01')).toBe('2026-12-31T17:00:00.000Z');
    expect(startOfDayIn('Asia/Jakarta', '2028-03-01')).toBe('2028-02-29T17:00:00.000Z');
    expect(startOfDayIn('Asia/Makassar', '2026-12-01')).toBe('2026-11-30T16:00:00.000Z');
    expect(startOfDayIn('Asia/Jayapura', '2026-12-01')).toBe('2026-11-30T15:00:00.000Z');
    expect(startOfDayIn('UTC', '2026-12-01')).toBe('2026-12-01T00:00:00.000Z');
    expect(todayIn('Asia/Jakarta', new Date(startOfDayIn('Asia/Jakarta', '2026-11-01')))).toBe('2026-11-01');
  });

  it('formats the day once per second and zone, and turns the day at the very millisecond, year end included', () => {
    // `format` is a getter (a bound function): each formatting reads it once.
    const format = vi.spyOn(Intl.DateTimeFormat.prototype as unknown as { format: unknown }, 'format', 'get');
    const newYear = Date.parse('2026-12-31T17:00:00.000Z'); // 1 January 2027, 00:00 in Jakarta
    const seen = [-1001, -1000, -1, 0, 0, 1, 999, 999, 1000].map((offset) =>
      todayIn('Asia/Jakarta', new Date(newYear + offset)),
    );
    expect(seen).toEqual([
      '2026-12-31',
      '2026-12-31',
      '2026-12-31',
      '2027-01-01',
      '2027-01-01',
      '2027-01-01',
      '2027-01-01',
      '2027-01-01',
      '2027-01-01',
    ]);
    // -1001 and -1000 are the seconds :58 and :59; -1 is :59 again; 0 to 999 one second; 1000 the next.
    expect(format).toHaveBeenCalledTimes(4);
    // Each zone its own: the same instant is still 31 December in UTC, and in Jakarta again afterwards.
    expect(todayIn('UTC', new Date(newYear))).toBe('2026-12-31');
    expect(todayIn('Asia/Jakarta', new Date(newYear + 500))).toBe('2027-01-01');
    expect(todayIn('Asia/Jayapura', new Date(Date.parse('2027-02-28T14:59:59.999Z')))).toBe('2027-02-28');
    expect(todayIn('Asia/Jayapura', new Date(Date.parse('2027-02-28T15:00:00.000Z')))).toBe('2027-03-01');
  });
});
