import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  addDays,
  dayLabel,
  formatClock,
  formatFullDate,
  formatLongDate,
  formatRelativeTime,
  formatTime,
  officeToday,
  setOfficeTimeZone,
} from './dates';

describe('Indonesian dates in the office zone', () => {
  it('counts calendar days across a month, a year and a leap day, backwards too', () => {
    expect(addDays('2026-11-24', 7)).toBe('2026-12-01');
    expect(addDays('2026-12-28', 7)).toBe('2027-01-04');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2026-11-24', 0)).toBe('2026-11-24');
  });

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

describe('the office day', () => {
  it("is Jakarta's calendar day: 17:00 UTC is already tomorrow there", () => {
    expect(officeToday(new Date('2026-03-10T16:59:00Z'))).toBe('2026-03-10');
    expect(officeToday(new Date('2026-03-10T17:00:00Z'))).toBe('2026-03-11');
  });

  it('labels a hearing day as the board does (requirements §4)', () => {
    expect(dayLabel('2026-03-09', '2026-03-10')).toBe('past');
    expect(dayLabel('2026-03-10', '2026-03-10')).toBe('today');
    expect(dayLabel('2026-03-11', '2026-03-10')).toBe('upcoming');
  });

  it('writes hours with a dot', () => {
    expect(formatTime('09:30')).toBe('09.30');
  });
});

describe('how long ago, for the notification list', () => {
  const now = new Date('2026-11-22T06:00:00Z');
  const before = (ms: number) => new Date(now.getTime() - ms);

  it('says baru saja, minutes and hours ago in Indonesian', () => {
    expect(formatRelativeTime(before(20_000), now)).toBe('baru saja');
    // A server clock slightly ahead of this one is not "in the future".
    expect(formatRelativeTime(new Date(now.getTime() + 5_000), now)).toBe('baru saja');
    expect(formatRelativeTime(before(5 * 60_000), now)).toBe('5 menit yang lalu');
    expect(formatRelativeTime(before(3 * 3_600_000 + 59 * 60_000), now)).toBe('3 jam yang lalu');
  });

  it('gives the moment itself from a day back, in Jakarta time, with the year only when it differs', () => {
    expect(formatRelativeTime(new Date('2026-11-20T06:05:00Z'), now)).toBe('20 Nov, 13.05');
    expect(formatRelativeTime(new Date('2025-12-31T18:00:00Z'), now)).toBe('1 Jan, 01.00');
    expect(formatRelativeTime(new Date('2025-12-31T16:00:00Z'), now)).toBe('31 Des 2025, 23.00');
  });
});

describe("the office's zone is the server's (decisions §7.5)", () => {
  it('shows the clock, the day and "today" in WITA once the office is in Makassar', () => {
    setOfficeTimeZone('Asia/Makassar');
    try {
      expect(formatClock(new Date('2026-11-22T00:30:05Z'))).toBe('08.30.05');
      // 16:30 UTC: still the 10th in Jakarta, already the 11th in Makassar.
      expect(officeToday(new Date('2026-03-10T16:30:00Z'))).toBe('2026-03-11');
      expect(formatFullDate(new Date('2026-11-22T16:30:00Z'))).toBe('Senin, 23 November 2026');
      expect(formatRelativeTime(new Date('2026-11-20T05:05:00Z'), new Date('2026-11-22T05:00:00Z'))).toBe(
        '20 Nov, 13.05',
      );
    } finally {
      setOfficeTimeZone('Asia/Jakarta');
    }
    expect(formatClock(new Date('2026-11-22T00:30:05Z'))).toBe('07.30.05');
  });
});

describe('Intl objects made at their first use', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('loads without making any, so that a page writing no date (the login page) pays nothing for ICU', async () => {
    vi.resetModules();
    const made: string[] = [];
    const counted = Object.create(Intl) as typeof Intl;
    for (const name of ['DateTimeFormat', 'NumberFormat', 'RelativeTimeFormat'] as const) {
      const Original = Intl[name] as unknown as new (...args: unknown[]) => object;
      Object.defineProperty(counted, name, {
        value: function (...args: unknown[]) {
          made.push(name);
          return new Original(...args);
        },
      });
    }
    vi.stubGlobal('Intl', counted);
    const dates = await import('./dates');
    expect(made).toEqual([]);
    const now = new Date('2026-11-22T06:05:00Z');
    expect(dates.formatRelativeTime(new Date(now.getTime() - 5 * 60_000), now)).toBe('5 menit yang lalu');
    expect(dates.formatRelativeTime(new Date(now.getTime() - 3 * 3_600_000), now)).toBe('3 jam yang lalu');
    expect(made).toEqual(['RelativeTimeFormat']);
  });
});
