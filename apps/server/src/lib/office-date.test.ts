import { afterEach, describe, expect, it, vi } from 'vitest';
import { longDate } from '../modules/notifications/messages';
import { minutesOfDayIn, todayIn } from './office-date';

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

  it('makes no new formatter per call: each holds native memory that V8 collects late (README, Performance)', () => {
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
});
