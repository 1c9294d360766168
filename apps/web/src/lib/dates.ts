import { OFFICE_TIME_ZONE } from '@pidsus/shared';

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

const dateTime = new Intl.DateTimeFormat('id-ID', {
  dateStyle: 'long',
  timeStyle: 'short',
  hourCycle: 'h23',
  timeZone: OFFICE_TIME_ZONE,
});

/** '22 November 2026 pukul 13.05' — a moment in the office zone. */
export const formatDateTime = (moment: Date) => dateTime.format(moment);
