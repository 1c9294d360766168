import type { CalendarData, Category } from '@pidsus/shared';
import { paths, CALENDAR_ITEMS_MAX } from '@pidsus/shared/constants';
import { addDays } from '../../lib/time/dates';
import { idCalendar } from '../../i18n/id-calendar';

const t = idCalendar;

export type CalendarView = 'month' | 'week' | 'list';

/** FullCalendar's view for each of ours; the list is drawn by the page itself. */
export const fullCalendarView = { month: 'dayGridMonth', week: 'timeGridWeek' } as const;

/**
 * The colour of each stage (category): white text on each reaches WCAG AA's 4.5:1 (7.0, 6.7, 5.2 and 10.4), and they
 * differ in hue and lightness so that they stay apart for most colour-blind readers.
 */
export const categoryColors: Record<Category, string> = {
  penyelidikan: '#6b21a8',
  penyidikan: '#1d4ed8',
  penuntutan: '#c2410c',
  eksekusi: '#1f4d3a',
};

/** The weekday of a `YYYY-MM-DD`, Monday 0 … Sunday 6 (the office's week starts on Monday). */
const mondayIndex = (isoDate: string) => (new Date(`${isoDate}T12:00:00Z`).getUTCDay() + 6) % 7;

/** The Monday on or before a day. */
export const weekStart = (isoDate: string) => addDays(isoDate, -mondayIndex(isoDate));

/** The last day of a day's month. */
const monthEnd = (isoDate: string) => {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month, 0, 12)).toISOString().slice(0, 10);
};

/**
 * The days a view shows around `anchor`, both included: a month as whole weeks from Monday to Sunday (what
 * FullCalendar's month grid draws with `fixedWeekCount` off, at most 42 days), the anchor's week, or for the list
 * seven days from the anchor itself — it opens on today, not on a Monday already past (decisions §10).
 */
export function rangeOf(view: CalendarView, anchor: string): { from: string; to: string } {
  if (view === 'month') {
    const first = `${anchor.slice(0, 7)}-01`;
    const last = monthEnd(anchor);
    return { from: weekStart(first), to: addDays(weekStart(last), 6) };
  }
  const from = view === 'list' ? anchor : weekStart(anchor);
  return { from, to: addDays(from, 6) };
}

/** The anchor one month or week before (-1) or after (+1). */
export function shiftAnchor(view: CalendarView, anchor: string, direction: -1 | 1): string {
  if (view !== 'month') {
    return addDays(anchor, 7 * direction);
  }
  const [year, month] = anchor.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, month - 1 + direction, 1, 12)).toISOString().slice(0, 10);
}

let monthTitleFormat: Intl.DateTimeFormat | undefined;
let dayTitleFormat: Intl.DateTimeFormat | undefined;
// At their first use: a page's first Intl object costs it ICU's data (eslint.config.js).
const monthTitle = () =>
  (monthTitleFormat ??= new Intl.DateTimeFormat('id-ID', { month: 'long', year: 'numeric', timeZone: 'UTC' }));
const dayTitle = () =>
  (dayTitleFormat ??= new Intl.DateTimeFormat('id-ID', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }));
const atNoon = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/**
 * 'Maret 2026', or a week as Indonesian writes a span of days (PUEBI's dash, "5–10 April 2013"): '9–15 Maret 2026',
 * '30 Maret – 5 April 2026', '29 Desember 2025 – 4 Januari 2026'. Written out in full ('28 November 2026 – 4 Desember
 * 2026') a week took two lines on a phone, where one font fitted it on one: the calendar moved down when Roboto
 * arrived (layout shift 0.018 under Lighthouse's mobile preset).
 */
export function titleOf(view: CalendarView, anchor: string): string {
  if (view === 'month') {
    return monthTitle().format(atNoon(anchor));
  }
  const { from, to } = rangeOf(view, anchor);
  return dayTitle().formatRange(atNoon(from), atNoon(to));
}

/** One entry of the calendar: a hearing or an open deadline, on its day (and hour, when it has one). */
export interface CalendarItem {
  key: string;
  kind: 'hearing' | 'deadline';
  caseId: number;
  /** What the entry says: the case's title, or the deadline's with its case's. */
  title: string;
  date: string;
  time: string | null;
  category: Category;
  location: string;
  /** A hearing's defendants by name, `A, B` (decisions §8.1); '' for none and for a deadline. */
  defendants: string;
}

/** The answer as one list, by day; in a day the hearings with an hour by hour, then the all-day entries. */
export function itemsOf(data: CalendarData): CalendarItem[] {
  const items: CalendarItem[] = [
    ...data.hearings.map((hearing) => ({
      key: `case-${hearing.case_id}`,
      kind: 'hearing' as const,
      caseId: hearing.case_id,
      title: hearing.title,
      date: hearing.date,
      time: hearing.time,
      category: hearing.type,
      location: hearing.location,
      defendants: (hearing.defendants ?? []).map((defendant) => defendant.name).join(', '),
    })),
    ...data.deadlines.map((deadline) => ({
      key: `deadline-${deadline.id}`,
      kind: 'deadline' as const,
      caseId: deadline.case_id,
      title: t.deadlineLabel(deadline.title, deadline.case_title),
      date: deadline.due_date,
      time: null,
      category: deadline.case_type,
      location: '',
      defendants: '',
    })),
  ];
  return items.sort((a, b) => a.date.localeCompare(b.date) || (a.time ?? '99:99').localeCompare(b.time ?? '99:99'));
}

/** Whether the server left entries out (it answers at most CALENDAR_ITEMS_MAX of each). */
export const isTruncated = (data: CalendarData) =>
  data.hearings.length >= CALENDAR_ITEMS_MAX || data.deadlines.length >= CALENDAR_ITEMS_MAX;

/** Adds an hour to `HH:mm` (a hearing's block on the week grid; the record has no end), stopping at 23:59. */
export function hourLater(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  if (hours >= 23) {
    return '23:59';
  }
  return `${String(hours + 1).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

/**
 * FullCalendar's events. Times are wall-clock times of the office zone written without an offset, and FullCalendar
 * runs in UTC, so it shows them as they are whatever zone this computer is in (decisions §7.5). A hearing is a
 * coloured block of its stage; a deadline an all-day entry, white with a border of its stage's colour.
 */
export function toEvents(items: readonly CalendarItem[]) {
  return items.map((item) => {
    const color = categoryColors[item.category];
    const timed = item.kind === 'hearing' && item.time !== null;
    return {
      id: item.key,
      title: item.title,
      start: timed ? `${item.date}T${item.time}:00` : item.date,
      ...(timed && item.time ? { end: `${item.date}T${hourLater(item.time)}:00` } : {}),
      allDay: !timed,
      url: paths.case(item.caseId),
      backgroundColor: item.kind === 'hearing' ? color : '#ffffff',
      borderColor: color,
      textColor: item.kind === 'hearing' ? '#ffffff' : '#1c2421',
      classNames: [item.kind === 'hearing' ? 'pidsus-hearing' : 'pidsus-deadline'],
      // 0 for a hearing, 1 for a deadline: the grid's `eventOrder` shows a crowded day's hearings first.
      extendedProps: { caseId: item.caseId, kind: item.kind, rank: item.kind === 'hearing' ? 0 : 1 },
    };
  });
}

/**
 * The hours the week grid draws: 06:00–20:00, widened to the whole hour around any hearing outside them, so that no
 * hearing falls off the grid (a page of 24 hours would be mostly empty).
 */
export function slotBounds(items: readonly CalendarItem[]): { min: string; max: string } {
  const hours = items.flatMap((item) => (item.time ? [Number(item.time.slice(0, 2))] : []));
  const first = Math.min(6, ...hours);
  const last = Math.max(20, ...hours.map((hour) => hour + 1));
  const asTime = (hour: number) => `${String(hour).padStart(2, '0')}:00:00`;
  return { min: asTime(first), max: asTime(Math.min(last, 24)) };
}
