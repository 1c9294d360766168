import { describe, expect, it } from 'vitest';
import { daysUntil, deadlineDayText } from './deadline-days';

describe('deadline day texts', () => {
  it('counts calendar days, across a month end', () => {
    expect(daysUntil('2026-03-01', '2026-02-27')).toBe(2);
    expect(daysUntil('2026-02-27', '2026-03-01')).toBe(-2);
  });

  it('says "Terlambat N hari" for an overdue deadline, "Hari ini" on the day, "N hari lagi" ahead', () => {
    expect(deadlineDayText('2026-03-07', '2026-03-10')).toEqual({ text: 'Terlambat 3 hari', tone: 'overdue' });
    expect(deadlineDayText('2026-03-09', '2026-03-10')).toEqual({ text: 'Terlambat 1 hari', tone: 'overdue' });
    expect(deadlineDayText('2026-03-10', '2026-03-10')).toEqual({ text: 'Hari ini', tone: 'today' });
    expect(deadlineDayText('2026-03-11', '2026-03-10')).toEqual({ text: '1 hari lagi', tone: 'ahead' });
    expect(deadlineDayText('2026-04-09', '2026-03-10')).toEqual({ text: '30 hari lagi', tone: 'ahead' });
  });
});
