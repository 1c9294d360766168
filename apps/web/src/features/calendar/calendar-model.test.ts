import { describe, expect, it } from 'vitest';
import { hourLater, itemsOf, slotBounds, rangeOf, shiftAnchor, titleOf, toEvents, weekStart } from './calendar-model';

describe('the calendar’s days', () => {
  it('starts a week on Monday', () => {
    expect(weekStart('2026-03-10')).toBe('2026-03-09');
    expect(weekStart('2026-03-09')).toBe('2026-03-09');
    expect(weekStart('2026-03-15')).toBe('2026-03-09');
  });

  it('shows a month as whole weeks from Monday to Sunday, never more than 42 days', () => {
    expect(rangeOf('month', '2026-03-10')).toEqual({ from: '2026-02-23', to: '2026-04-05' });
    expect(rangeOf('month', '2026-02-01')).toEqual({ from: '2026-01-26', to: '2026-03-01' });
    expect(rangeOf('week', '2026-03-10')).toEqual({ from: '2026-03-09', to: '2026-03-15' });
    // The list starts on its day (today when opened), not on the week's Monday (decisions §10).
    expect(rangeOf('list', '2026-03-13')).toEqual({ from: '2026-03-13', to: '2026-03-19' });
  });

  it('steps a month or a week back and forth, also over the year', () => {
    expect(shiftAnchor('month', '2026-01-31', -1)).toBe('2025-12-01');
    expect(shiftAnchor('month', '2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftAnchor('week', '2026-12-30', 1)).toBe('2027-01-06');
    expect(shiftAnchor('list', '2026-03-13', -1)).toBe('2026-03-06');
  });

  it('titles a month and a week in Indonesian', () => {
    expect(titleOf('month', '2026-03-10')).toBe('Maret 2026');
    expect(titleOf('week', '2026-03-10')).toBe('9–15 Maret 2026');
    expect(titleOf('list', '2026-03-13')).toBe('13–19 Maret 2026');
    // Across a month's end, and a year's: ICU sets the dash between thin spaces.
    expect(titleOf('week', '2026-03-31')).toBe('30 Maret\u2009–\u20095 April 2026');
    expect(titleOf('list', '2026-11-28')).toBe('28 November\u2009–\u20094 Desember 2026');
    expect(titleOf('week', '2026-01-01')).toBe('29 Desember 2025\u2009–\u20094 Januari 2026');
    expect(titleOf('list', '2025-12-29')).toBe('29 Desember 2025\u2009–\u20094 Januari 2026');
  });
});

describe('the calendar’s entries', () => {
  const data = {
    hearings: [
      {
        case_id: 7,
        title: 'Sidang Tanpa Jam',
        number: '',
        type: 'penyidikan' as const,
        status: 'Menunggu' as const,
        date: '2026-03-12',
        time: null,
        location: '',
      },
      {
        case_id: 8,
        title: 'Sidang Pagi',
        number: '',
        type: 'eksekusi' as const,
        status: 'Menunggu' as const,
        date: '2026-03-12',
        time: '09:30',
        location: 'Ruang 2',
      },
    ],
    deadlines: [
      {
        id: 3,
        case_id: 7,
        case_title: 'Sidang Tanpa Jam',
        case_type: 'penyidikan' as const,
        title: 'Penahanan',
        due_date: '2026-03-11',
      },
    ],
  };

  it('orders by day, then by hour, with entries without an hour last in their day', () => {
    expect(itemsOf(data).map((item) => item.key)).toEqual(['deadline-3', 'case-8', 'case-7']);
  });

  it('gives FullCalendar office wall-clock times, all-day entries for no hour and deadlines, and case links', () => {
    const events = toEvents(itemsOf(data));
    expect(events.find((event) => event.id === 'case-8')).toMatchObject({
      start: '2026-03-12T09:30:00',
      end: '2026-03-12T10:30:00',
      allDay: false,
      url: '/case/8',
      textColor: '#ffffff',
    });
    expect(events.find((event) => event.id === 'case-7')).toMatchObject({ start: '2026-03-12', allDay: true });
    expect(events.find((event) => event.id === 'deadline-3')).toMatchObject({
      title: 'Tenggat: Penahanan — Sidang Tanpa Jam',
      start: '2026-03-11',
      allDay: true,
      url: '/case/7',
      backgroundColor: '#ffffff',
    });
  });

  it('ends a late hearing’s block within its day', () => {
    expect(hourLater('23:15')).toBe('23:59');
    expect(hourLater('08:05')).toBe('09:05');
  });

  it('widens the week grid’s hours to any hearing outside 06:00–20:00', () => {
    const items = itemsOf(data);
    expect(slotBounds(items)).toEqual({ min: '06:00:00', max: '20:00:00' });
    const late = items.map((item) => (item.key === 'case-8' ? { ...item, time: '21:15' } : item));
    expect(slotBounds(late)).toEqual({ min: '06:00:00', max: '22:00:00' });
    const early = items.map((item) => (item.key === 'case-8' ? { ...item, time: '05:45' } : item));
    expect(slotBounds(early)).toEqual({ min: '05:00:00', max: '20:00:00' });
  });
});
