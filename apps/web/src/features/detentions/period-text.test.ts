import type { Detention } from '@pidsus/shared';
import { describe, expect, it } from 'vitest';
import { dayAfter, endOf, periodState, shortDay } from './period-text';

const period = (id: number, start: string, end: string, extra: Partial<Detention> = {}): Detention => ({
  id,
  defendant: { id: 1, name: 'Joko' },
  kind: 'rutan',
  authority: 'penyidik',
  basis: '',
  order_number: '',
  start_date: start,
  days: 20,
  end_date: end,
  extends_id: null,
  released_on: null,
  note: '',
  created_at: '2026-03-01T00:00:00.000Z',
  updated_at: '2026-03-01T00:00:00.000Z',
  ...extra,
});

describe('the detention dialog’s days (decisions §8.2)', () => {
  it('writes a day as a warrant does and counts the first day', () => {
    expect(shortDay('2026-03-01')).toBe('1/3/2026');
    expect(endOf('2026-03-01', 20)).toBe('2026-03-20');
    expect(endOf('2026-12-20', 20)).toBe('2027-01-08');
    expect(endOf('2026-03-01', Number.NaN)).toBeUndefined();
    expect(endOf('', 20)).toBeUndefined();
  });

  it('counts nothing while the start is still being typed or is no day', () => {
    expect(endOf('1', 20)).toBeUndefined();
    expect(endOf('01/03/202', 20)).toBeUndefined();
    expect(endOf('31/02/2026', 20)).toBeUndefined();
    expect(endOf('2026-02-31', 20)).toBeUndefined();
  });

  it('starts an extension the day after the period it extends', () => {
    expect(dayAfter(period(1, '2026-02-09', '2026-02-28'))).toBe('2026-03-01');
  });

  it('tells where a period stands on a day', () => {
    const first = period(1, '2026-03-01', '2026-03-20');
    const second = period(2, '2026-03-21', '2026-04-29', { extends_id: 1 });
    const all = [first, second];
    expect(periodState(first, all, '2026-03-10')).toBe('extended');
    expect(periodState(second, all, '2026-03-10')).toBe('upcoming');
    expect(periodState(second, all, '2026-04-29')).toBe('inForce');
    expect(periodState(second, all, '2026-04-30')).toBe('ended');
    expect(periodState(period(3, '2026-03-01', '2026-03-20', { released_on: '2026-03-05' }), [], '2026-03-10')).toBe(
      'released',
    );
  });
});
