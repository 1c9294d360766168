/**
 * Formatters are made once per zone and kept: making one costs about 0.2 ms (which every `GET /api/schedule`
 * paid) and native (ICU) memory that V8 does not count, so made per call they were collected late (docs/performance.md,
 * Performance).
 */
const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let format = formats.get(key);
  if (!format) {
    format = make();
    formats.set(key, format);
  }
  return format;
}

/** The last day worked out per zone, with the second it was for. */
const lastDays = new Map<string, { second: number; day: string }>();

/**
 * `YYYY-MM-DD` of `moment` on the office's wall calendar, whatever the server's own zone (`TZ`). The answer is kept
 * for the rest of its second: the board and the lists ask for today on every request, and formatting it was ~5 % of
 * a cached board's time (docs/performance.md). A zone's calendar turns only at a whole second (the time zone
 * database's offsets are whole seconds), so the day of a second is the day of each of its instants.
 */
export function todayIn(timeZone: string, moment: Date): string {
  const second = Math.floor(moment.getTime() / 1000);
  const last = lastDays.get(timeZone);
  if (last?.second === second) {
    return last.day;
  }
  // en-CA writes dates as YYYY-MM-DD.
  const day = formatFor(
    `day ${timeZone}`,
    () => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }),
  ).format(moment);
  lastDays.set(timeZone, { second, day });
  return day;
}

/** Minutes since midnight of `moment` on the office's wall clock (07:00 → 420). */
export function minutesOfDayIn(timeZone: string, moment: Date): number {
  const parts = formatFor(
    `time ${timeZone}`,
    () => new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
  )
    .formatToParts(moment)
    .reduce<Record<string, string>>((found, part) => ({ ...found, [part.type]: part.value }), {});
  return Number(parts.hour) * 60 + Number(parts.minute);
}

/**
 * The instant (ISO-8601 UTC) the office's wall calendar turns to `day` (`YYYY-MM-DD`): `2026-11-01` in Asia/Jakarta
 * is `2026-10-31T17:00:00.000Z`. Exact for zones without daylight saving time (all of Indonesia's).
 */
export function startOfDayIn(timeZone: string, day: string): string {
  const guess = new Date(`${day}T00:00:00.000Z`);
  const wallDay = todayIn(timeZone, guess);
  const dayShift = Math.round((Date.parse(`${wallDay}T00:00:00Z`) - guess.getTime()) / 86_400_000);
  const offsetMinutes = dayShift * 1440 + minutesOfDayIn(timeZone, guess);
  return new Date(guess.getTime() - offsetMinutes * 60_000).toISOString();
}
