import { describe, expect, it } from 'vitest';
import { nextHearings } from './next-hearings';

const at = (id: number, time: string | null) => ({ id, time });

describe('nextHearings (decisions §10: the office card)', () => {
  it('keeps the hearings whose hour has not passed, by hour, then those without an hour, three at most', () => {
    const day = [at(1, '08:00'), at(2, null), at(3, '13:30'), at(4, '09:30'), at(5, '10:00'), at(6, '09:29')];
    expect(nextHearings(day, '09:30').map((hearing) => hearing.id)).toEqual([4, 5, 3]);
    expect(nextHearings(day, '13:31').map((hearing) => hearing.id)).toEqual([2]);
    expect(nextHearings(day, '07:00', 10).map((hearing) => hearing.id)).toEqual([1, 6, 4, 5, 3, 2]);
  });

  it('is empty for an empty day, and for a day whose hours have all passed', () => {
    expect(nextHearings([], '09:00')).toEqual([]);
    expect(nextHearings([at(1, '08:00')], '17:00')).toEqual([]);
  });
});
