/** A hearing of the day as the board lists it: its hour (`HH:mm`) or none yet. */
interface DayHearing {
  time: string | null;
}

/**
 * The next `limit` of a day's hearings at `now` (`HH:mm`, office zone): those whose hour has not passed, by hour,
 * then those without an hour (not yet set: still to come). A hearing of this very minute is still next.
 */
export function nextHearings<T extends DayHearing>(hearings: readonly T[], now: string, limit = 3): T[] {
  const timed = hearings
    .filter((hearing) => hearing.time !== null && hearing.time >= now)
    .sort((a, b) => (a.time ?? '').localeCompare(b.time ?? ''));
  const untimed = hearings.filter((hearing) => hearing.time === null);
  return [...timed, ...untimed].slice(0, limit);
}
