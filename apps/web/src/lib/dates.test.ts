import { describe, expect, it } from 'vitest';
import { formatClock, formatFullDate, formatLongDate } from './dates';

describe('Indonesian dates in the office zone', () => {
  it('formats a calendar date in the long Indonesian format, never shifted a day', () => {
    expect(formatLongDate('2026-11-22')).toBe('22 November 2026');
    expect(formatLongDate('2026-01-01')).toBe('1 Januari 2026');
    expect(formatLongDate('2026-12-31')).toBe('31 Desember 2026');
  });

  it('gives the day in Jakarta, not in the machine zone: 23:30 UTC is already the next day', () => {
    expect(formatFullDate(new Date('2026-11-22T23:30:00Z'))).toBe('Senin, 23 November 2026');
    expect(formatFullDate(new Date('2026-11-22T16:59:00Z'))).toBe('Minggu, 22 November 2026');
  });

  it('shows a 24-hour clock in Jakarta time', () => {
    expect(formatClock(new Date('2026-11-22T00:30:05Z'))).toBe('07.30.05');
    expect(formatClock(new Date('2026-11-22T13:00:00Z'))).toBe('20.00.00');
  });
});
