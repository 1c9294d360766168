import { describe, expect, it } from 'vitest';
import { currentPeriod, periodName, periodQuery, yearsAround } from './period';

describe('the period of /admin/stats (decisions §10)', () => {
  it('starts at this office month and names months and whole years in Indonesian', () => {
    expect(currentPeriod('2026-11-27')).toEqual({ year: 2026, month: 11 });
    expect(periodName({ year: 2026, month: 11 })).toBe('November 2026');
    expect(periodName({ year: 2025, month: null })).toBe('tahun 2025');
  });

  it('asks for the month only when one is chosen', () => {
    expect(periodQuery({ year: 2026, month: 1 })).toEqual({ year: 2026, month: 1 });
    expect(periodQuery({ year: 2026, month: null })).toEqual({ year: 2026 });
  });

  it('offers the years from 2015 to next year, newest first, the chosen one always among them', () => {
    const years = yearsAround(2026, 2026);
    expect(years[0]).toBe(2027);
    expect(years.at(-1)).toBe(2015);
    expect(yearsAround(2010, 2026).at(-1)).toBe(2010);
  });
});
