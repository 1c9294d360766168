/** The four stages a special-crimes case moves through, in order. */
export const CATEGORIES = ['penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi'] as const;
export type Category = (typeof CATEGORIES)[number];

/** Case status values, exactly as they travel on the wire. */
export const CASE_STATUSES = ['Menunggu', 'Sedang Proses', 'Selesai'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];
export const DEFAULT_CASE_STATUS: CaseStatus = 'Menunggu';

export const ROLES = ['admin', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** The office time zone: "today" is computed in it whatever the server's zone. */
export const OFFICE_TIME_ZONE = 'Asia/Jakarta';

export const REQUEST_TIMEOUT_MS = 5000;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;
export const SCHEDULE_REFETCH_MS = 300_000;
export const FILE_NAME_SHORTEN_AT = 10;
export const DELETE_REDIRECT_DELAY_MS = 1000;
/** A history (a case's, an account's audit) answers at most this many of its newest rows; X-Total-Count has all. */
export const HISTORY_MAX = 200;

/** How long each screen keeps its snackbar open (requirements §9). */
export const NOTICE_DURATION_MS = {
  dashboard: 6000,
  caseDetail: 3000,
  caseList: 6000,
  profile: 6000,
  users: 6000,
  files: 2000,
} as const;

/** Longest accepted texts: generous for real use, bounded so one request cannot bloat the database. */
export const MAX_LENGTH = {
  email: 254,
  password: 256,
  username: 100,
  shortText: 200,
  /** A hearing's place (contract §7.5), e.g. `Ruang Sidang Tipikor 2`. */
  location: 120,
  mediumText: 1000,
  longText: 10000,
  itemName: 255,
} as const;
export const MIN_PASSWORD_LENGTH = 8;

/** Avatar formats accepted, recognised by their first bytes (not by name or declared type). */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type AvatarMimeType = (typeof AVATAR_MIME_TYPES)[number];
/** Refuses images whose pixels would take gigabytes once decoded (a "decompression bomb"). */
export const AVATAR_MAX_PIXELS = 40_000_000;

/** Image extensions previewed in the app (requirements §5 Preview); PDFs open in the browser's own viewer. */
export const PREVIEW_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

/** True when `value` is a real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 && date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/**
 * Cases per page when no `limit` is asked for, and the most a page may hold: a list is never unbounded, so
 * that one request cannot hold the database (SQLite serves one query at a time) for every other user.
 */
export const CASE_PAGE_DEFAULT = 50;
export const CASE_PAGE_MAX = 200;
/** The most hearings `GET /api/schedule` answers for one day (far above a real day's count). */
export const SCHEDULE_DAY_MAX = 500;

/**
 * The orders of a list: `upcoming` — hearings from today on, nearest first, then the past ones, latest first
 * (what the web opens on); `newest` — the latest hearing day first (the spec's order, and the default of the
 * API, so that an old client sees what it always saw); `oldest` — the earliest first.
 */
export const CASE_SORTS = ['upcoming', 'newest', 'oldest'] as const;
export type CaseSort = (typeof CASE_SORTS)[number];

/** The validation texts, here too so that a screen without a form need not load the schemas (and zod). */
export { validationMessages } from './messages';
