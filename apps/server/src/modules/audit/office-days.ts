/**
 * Office days as instants: the audit screen filters by the office's calendar days (decisions §9) while rows carry
 * UTC instants. Kept here rather than in `lib/office-date.ts` because only the audit log needs it.
 */
const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time of `moment` in `timeZone`, as milliseconds of a UTC date with those fields. */
export function wallClock(timeZone: string, moment: Date): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(moment).map((part) => [part.type, part.value]));
  return Date.UTC(
    Number(parts.year),
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
}

/** The instant the office day `day` (`YYYY-MM-DD`) begins in `timeZone`, as ISO (twice corrected for a DST edge). */
export function officeDayStart(timeZone: string, day: string): string {
  const midnight = Date.parse(`${day}T00:00:00Z`);
  let instant = midnight - (wallClock(timeZone, new Date(midnight)) - midnight);
  instant = midnight - (wallClock(timeZone, new Date(instant)) - instant);
  return new Date(instant).toISOString();
}

/** The day after `day` (`YYYY-MM-DD`). */
export function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}
