import { isCalendarDate } from '@pidsus/shared/constants';

/**
 * A calendar day as people in the office write it (decisions §7.5): `DD/MM/YYYY`, e.g. `25/11/2026`. The API
 * speaks `YYYY-MM-DD`; these functions convert between the two. A calendar day has no time zone, so none is
 * involved here.
 */

/** Day, month and year separated by `/`, `-`, `.` or spaces: `25/11/2026`, `25-11-2026`, `1/2/2027`, `1.2.27`. */
const SEPARATED = /^(\d{1,2})\s*[/.\s-]\s*(\d{1,2})\s*[/.\s-]\s*(\d{4}|\d{2})$/;
/** The digits alone, as typed on a phone's number pad: `25112026`. */
const DIGITS = /^(\d{2})(\d{2})(\d{4})$/;
const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

const pad = (value: string) => value.padStart(2, '0');

/**
 * The `YYYY-MM-DD` of a day typed as `DD/MM/YYYY` or a tolerant form of it (one-digit day or month, `-`, `.`
 * or a space between, a two-digit year meaning 20YY, the eight digits alone, or `YYYY-MM-DD` itself);
 * `null` when the text is not a day that exists (`31/02/2026`, `25/13/2026`, `besok`).
 */
export function parseDayText(text: string): string | null {
  const value = text.trim();
  const iso = ISO.exec(value);
  const parts = iso ? [iso[3]!, iso[2]!, iso[1]!] : (SEPARATED.exec(value) ?? DIGITS.exec(value))?.slice(1, 4);
  if (!parts) {
    return null;
  }
  const [day, month, year] = parts as [string, string, string];
  const result = `${year.length === 2 ? `20${year}` : year}-${pad(month)}-${pad(day)}`;
  return isCalendarDate(result) ? result : null;
}

/** `25/11/2026` for `2026-11-25`; any other text is given back as it is. */
export function formatDayText(isoDate: string): string {
  const match = ISO.exec(isoDate);
  return match ? `${match[3]}/${match[2]}/${match[1]}` : isoDate;
}

/** `1/3/2026` for `2026-03-01`: the short form of the law's arithmetic (`1/3/2026 + 20 hari … = s/d 20/3/2026`). */
export function shortDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return `${day}/${month}/${year}`;
}

let fullDayFormat: Intl.DateTimeFormat | undefined;
// At its first use: a page's first Intl object costs it ICU's data (eslint.config.js).
const fullDay = () =>
  (fullDayFormat ??= new Intl.DateTimeFormat('id-ID', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }));

/** `Rabu, 25 November 2026` for `2026-11-25`: the day's name, so that a typing slip is seen before it is saved. */
export function describeDay(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  return fullDay().format(new Date(Date.UTC(year, month - 1, day)));
}
