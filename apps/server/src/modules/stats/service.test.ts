import { describe, expect, it } from 'vitest';
import { weeksAround } from './service';

describe('statistics: the weeks around today (contract §7.4)', () => {
  it('are 17 ISO weeks, Monday to Sunday, 8 before the one holding today and 8 after, oldest first', () => {
    const weeks = weeksAround('2026-03-10');
    expect(weeks).toHaveLength(17);
    expect(weeks[8]).toEqual({ start: '2026-03-09', end: '2026-03-15', offset: 0, count: 0 });
    expect(weeks[0]).toMatchObject({ start: '2026-01-12', offset: -8 });
    expect(weeks[16]).toMatchObject({ end: '2026-05-10', offset: 8 });
  });

  it('take a Sunday into the week that began the Monday before, and a Monday as its own week', () => {
    expect(weeksAround('2026-03-15')[8]).toMatchObject({ start: '2026-03-09', end: '2026-03-15' });
    expect(weeksAround('2026-03-16')[8]).toMatchObject({ start: '2026-03-16', end: '2026-03-22' });
  });

  it('run across a year end and a leap day', () => {
    expect(weeksAround('2027-01-01')[8]).toMatchObject({ start: '2026-12-28', end: '2027-01-03' });
    expect(weeksAround('2028-02-29')[8]).toMatchObject({ start: '2028-02-28', end: '2028-03-05' });
  });
});
