import { describe, expect, it } from 'vitest';
import { weekRange, weekTick } from './week-label';

describe('week labels of /admin/stats', () => {
  it('names a week by its Monday on the axis', () => {
    expect(weekTick('2026-03-09')).toBe('9 Mar');
    expect(weekTick('2026-08-31')).toBe('31 Agu');
  });

  it('writes the month and year once when the week stays in them', () => {
    expect(weekRange('2026-03-09', '2026-03-15')).toBe('9–15 Mar 2026');
    expect(weekRange('2026-03-30', '2026-04-05')).toBe('30 Mar – 5 Apr 2026');
    expect(weekRange('2025-12-29', '2026-01-04')).toBe('29 Des 2025 – 4 Jan 2026');
  });
});

describe('weekRange of a week cut to one day of a period (decisions §10)', () => {
  it('names the day alone', () => {
    expect(weekRange('2026-02-01', '2026-02-01')).toBe('1 Feb 2026');
  });
});
