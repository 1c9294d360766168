import { describe, expect, it } from 'vitest';
import { describeDay, formatDayText, parseDayText } from './day-text';

describe('a day typed as DD/MM/YYYY (decisions §7.5)', () => {
  it('reads DD/MM/YYYY as the YYYY-MM-DD the API takes', () => {
    expect(parseDayText('25/11/2026')).toBe('2026-11-25');
  });

  it('tolerates other separators, one-digit parts, spaces, a two-digit year and the digits alone', () => {
    expect(parseDayText('25-11-2026')).toBe('2026-11-25');
    expect(parseDayText('25.11.2026')).toBe('2026-11-25');
    expect(parseDayText('1/2/2027')).toBe('2027-02-01');
    expect(parseDayText(' 1 / 2 / 2027 ')).toBe('2027-02-01');
    expect(parseDayText('25 11 2026')).toBe('2026-11-25');
    expect(parseDayText('25/11/26')).toBe('2026-11-25');
    expect(parseDayText('25112026')).toBe('2026-11-25');
    expect(parseDayText('2026-11-25')).toBe('2026-11-25');
  });

  it('refuses a day that does not exist, a partial day and words', () => {
    for (const text of ['31/02/2026', '29/02/2027', '25/13/2026', '00/11/2026', '25/11', '25/11/202', 'besok', '']) {
      expect(parseDayText(text), text).toBeNull();
    }
    expect(parseDayText('29/02/2028')).toBe('2028-02-29');
  });

  it('shows a stored day as DD/MM/YYYY and names its weekday in Indonesian', () => {
    expect(formatDayText('2026-11-25')).toBe('25/11/2026');
    expect(formatDayText('25/11/20')).toBe('25/11/20');
    expect(describeDay('2026-11-25')).toBe('Rabu, 25 November 2026');
  });
});
