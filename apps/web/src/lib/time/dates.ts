import { OFFICE_TIME_ZONE } from '@pidsus/shared/constants';
import { id } from '../../i18n/id';

/**
 * The office's time zone (decisions §7.5): the server's `TZ_OFFICE`, set from `GET /api/config` before a
 * logged-in screen renders (`lib/office-zone.ts`). Every date, time, clock and "today" of the web is in it,
 * never in the browser's zone. The shared default only stands until the server has said.
 */
let officeZone: string = OFFICE_TIME_ZONE;
const formatters = new Map<string, Intl.DateTimeFormat>();

export function setOfficeTimeZone(zone: string): void {
  if (zone !== officeZone) {
    officeZone = zone;
    formatters.clear();
  }
}

export const officeTimeZone = () => officeZone;

/** A formatter in the office zone, made once per zone (they are costly to build). */
function inOffice(name: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let formatter = formatters.get(name);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: officeZone });
    formatters.set(name, formatter);
  }
  return formatter;
}

const longDate = () => inOffice('longDate', 'id-ID', { dateStyle: 'long' });
const fullDate = () => inOffice('fullDate', 'id-ID', { dateStyle: 'full' });
const clock = () =>
  inOffice('clock', 'id-ID', { hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23' });
const hourMinute = () => inOffice('hourMinute', 'id-ID', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** A `YYYY-MM-DD` calendar date as a Date at noon UTC, so that no time zone moves it to another day. */
const calendarDate = (isoDate: string) => new Date(`${isoDate}T12:00:00Z`);

/** '22 November 2026' */
export const formatLongDate = (isoDate: string) => longDate().format(calendarDate(isoDate));

/** 'Minggu, 22 November 2026' — a `YYYY-MM-DD` calendar date with its weekday. */
export const formatFullDay = (isoDate: string) => fullDate().format(calendarDate(isoDate));

/** 'Minggu, 22 November 2026' — for a moment in time, in the office zone. */
export const formatFullDate = (moment: Date) => fullDate().format(moment);

/** '07.30.05' — Indonesian clocks separate with dots. */
export const formatClock = (moment: Date) => clock().format(moment);

/** '07.30' — a moment's hour and minute in the office zone. */
export const formatHourMinute = (moment: Date) => hourMinute().format(moment);

const isoDay = () => inOffice('isoDay', 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today's `YYYY-MM-DD` on the office's calendar, whatever zone this computer is set to. */
export const officeToday = (moment: Date = new Date()) => isoDay().format(moment);

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

const dateTime = () => inOffice('dateTime', 'id-ID', { dateStyle: 'long', timeStyle: 'short', hourCycle: 'h23' });

/** '22 November 2026 pukul 13.05' — a moment in the office zone. */
export const formatDateTime = (moment: Date) => dateTime().format(moment);

/** '25 Nov 2026' — a moment's day, in the office zone. */
export const formatMediumDate = (moment: Date) =>
  inOffice('mediumDate', 'id-ID', { dateStyle: 'medium' }).format(moment);

// Made at its first use, as the office's formats above: the login page loads this module and writes no date.
let relativeFormat: Intl.RelativeTimeFormat | undefined;
const relative = () => (relativeFormat ??= new Intl.RelativeTimeFormat('id', { numeric: 'auto' }));
const dayMonthTime = () =>
  inOffice('dayMonthTime', 'id-ID', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
const dayMonthYearTime = () =>
  inOffice('dayMonthYearTime', 'id-ID', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
const officeYear = () => inOffice('year', 'en', { year: 'numeric' });

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
    return relative().format(-minutes, 'minute');
  }
  const hours = Math.floor(minutes / 60);
  if (hours < 24) {
    return relative().format(-hours, 'hour');
  }
  const sameYear = officeYear().format(moment) === officeYear().format(now);
  return (sameYear ? dayMonthTime() : dayMonthYearTime()).format(moment);
}
