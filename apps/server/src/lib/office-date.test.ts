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
});
