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
