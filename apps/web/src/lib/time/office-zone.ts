import { setOfficeTimeZone } from './dates';

/** The last zone the server named, for a start while it cannot be reached. */
const STORAGE_KEY = 'officeTimeZone';

const isTimeZone = (value: unknown): value is string => {
  if (typeof value !== 'string' || !value) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
};

let loading: Promise<string> | null = null;
/** The body of this page load's answer, kept for the first who wants the whole config (`takeLoadedConfig`). */
let loadedBody: Promise<unknown> | null = null;

/**
 * The body of the `GET /api/config` this page load made for its zone, once: the web's copy of the config
 * (lib/office-name.ts) starts from it instead of asking the server a second time. Null when none was made, it failed,
 * or it was taken already (a later refresh asks the server).
 */
export function takeLoadedConfig(): Promise<unknown> | null {
  const body = loadedBody;
  loadedBody = null;
  return body;
}

/**
 * Asks the server for the office's time zone (`GET /api/config`, decisions §7.5) once per page load and sets
 * it for every date the web shows. Run by the logged-in screens' guard, alongside the loading of the screen's
 * code, so it costs no extra wait. When the server cannot be reached the zone it named last is used; a
 * failed attempt is tried again at the next navigation.
 */
export function loadOfficeZone(): Promise<string> {
  if (loading) {
    return loading;
  }
  const answer = fetch('/api/config', { headers: { accept: 'application/json' } }).then((response) =>
    response.ok ? (response.json() as Promise<{ time_zone?: unknown }>) : null,
  );
  loadedBody = answer.catch(() => null);
  loading = answer
    .then((body) => {
      if (!isTimeZone(body?.time_zone)) {
        throw new Error('no time zone in /api/config');
      }
      try {
        localStorage.setItem(STORAGE_KEY, body.time_zone);
      } catch {
        // storage full or refused: the zone still holds for this page load
      }
      return body.time_zone;
    })
    .catch(() => {
      loading = null;
      const remembered = localStorage.getItem(STORAGE_KEY);
      return isTimeZone(remembered) ? remembered : null;
    })
    .then((zone) => {
      if (zone) {
        setOfficeTimeZone(zone);
      }
      return zone ?? '';
    });
  return loading;
}

/** For tests: forget the answer, so the next call asks again. */
export function resetOfficeZone(): void {
  loading = null;
  loadedBody = null;
}
