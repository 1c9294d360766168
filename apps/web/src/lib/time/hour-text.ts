/**
 * An hour as people in the office write it (decisions §10): `09.30` on a 24-hour clock. The API speaks `09:30`;
 * these functions convert between the two. Also accepted: `9.30`, `9:30`, `09:30`, and the digits alone as typed
 * on a number pad (`0930`, `930`).
 */
const SEPARATED = /^(\d{1,2})\s*[.:]\s*(\d{2})$/;
const DIGITS = /^(\d{1,2})(\d{2})$/;

/** The `HH:MM` of an hour typed as above; `null` when it is no hour of a day (`25.00`, `09.60`, `9`, `jam 9`). */
export function parseHourText(text: string): string | null {
  const value = text.trim();
  const match = SEPARATED.exec(value) ?? DIGITS.exec(value);
  if (!match) {
    return null;
  }
  const hour = Number(match[1]);
  const minute = Number(match[2]);
  if (hour > 23 || minute > 59) {
    return null;
  }
  return `${String(hour).padStart(2, '0')}:${match[2]}`;
}

/** `09.30` for `09:30` (or `09:30:00`); any other text is given back as it is. */
export function formatHourText(hour: string): string {
  const match = /^(\d{2}):(\d{2})(:\d{2})?$/.exec(hour);
  return match ? `${match[1]}.${match[2]}` : hour;
}
