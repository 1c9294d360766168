import { OFFICE_TIME_ZONE } from '@pidsus/shared';
import { id } from '../i18n/id';

const longDate = new Intl.DateTimeFormat('id-ID', { dateStyle: 'long', timeZone: OFFICE_TIME_ZONE });
const fullDate = new Intl.DateTimeFormat('id-ID', { dateStyle: 'full', timeZone: OFFICE_TIME_ZONE });
const clock = new Intl.DateTimeFormat('id-ID', {
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZone: OFFICE_TIME_ZONE,
});

/** A `YYYY-MM-DD` calendar date as a Date at noon UTC, so that no time zone moves it to another day. */
const calendarDate = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** '22 November 2026' */
export const formatLongDate = (isoDate: string) => longDate.format(calendarDate(isoDate));

/** 'Minggu, 22 November 2026' — for a moment in time, in the office zone. */
export const formatFullDate = (moment: Date) => fullDate.format(moment);

/** '07.30.05' — Indonesian clocks separate with dots. */
export const formatClock = (moment: Date) => clock.format(moment);

const isoDay = new Intl.DateTimeFormat('en-CA', {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  timeZone: OFFICE_TIME_ZONE,
});

/** Today's `YYYY-MM-DD` on the office's calendar, whatever zone this computer is set to. */
export const officeToday = (moment: Date = new Date()) => isoDay.format(moment);

/** The calendar day `days` after a `YYYY-MM-DD` one (negative: before). */
export function addDays(isoDate: string, days: number): string {
  const moment = calendarDate(isoDate);
  moment.setUTCDate(moment.getUTCDate() + days);
  return moment.toISOString().slice(0, 10);
}

/** '09.30' for a stored `HH:mm` — Indonesian writes hours with a dot. */
export const formatTime = (time: string) => time.replace(':', '.');

/** Requirements §4: the board's label for a hearing day, relative to today in the office zone. */
export function dayLabel(isoDate: string, today: string = officeToday()): 'past' | 'today' | 'upcoming' {
  if (isoDate < today) {
    return 'past';
  }
  return isoDate === today ? 'today' : 'upcoming';
}

const dateTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: OFFICE_TIME_ZONE,
});

/** '22 November 2026 pukul 13.05' — a moment in the office zone. */
export const formatDateTime = (moment: Date) => dateTime.format(moment);

const relative = new Intl.RelativeTimeFormat('id', { numeric: 'auto' });
const dayMonthTime = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: OFFICE_TIME_ZONE,
});
const dayMonthYearTime = new Intl.DateTimeFormat('id-ID', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZone: OFFICE_TIME_ZONE,
});
const officeYear = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: OFFICE_TIME_ZONE });

/**
 * How long ago, for lists of recent events: 'baru saja', '5 menit yang lalu', '3 jam yang lalu'; from a day
 * back the moment itself, '20 Nov, 13.05' (with the year when it is not this year's).
 */
export function formatRelativeTime(moment: Date, now: Date = new Date()): string {
  const minutes = Math.floor((now.getTime() - moment.getTime()) / 60_000);
  if (minutes < 1) {
    return id.time.justNow;
  }
  if (minutes < 60) {
    return relative.format(-minutes, 'minute');
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return relative.format(-hours, 'hour');
  }
  const sameYear = officeYear.format(moment) === officeYear.format(now);
  return (sameYear ? dayMonthTime : dayMonthYearTime).format(moment);
}
