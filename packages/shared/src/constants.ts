/** The four stages a special-crimes case moves through, in order. */
export const CATEGORIES = ['penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi'] as const;
export type Category = (typeof CATEGORIES)[number];

/**
 * What a defendant is called at each stage of the case (decisions §8.1): reported, suspect, accused, convicted.
 * The label follows the case's stage, so moving a case on renames its people without a write.
 */
export const DEFENDANT_ROLE_LABELS: Record<Category, string> = {
  penyelidikan: 'Terlapor',
  penyidikan: 'Tersangka',
  penuntutan: 'Terdakwa',
  eksekusi: 'Terpidana',
};

/** Case status values, exactly as they travel on the wire. */
export const CASE_STATUSES = ['Menunggu', 'Sedang Proses', 'Selesai'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

/** A list's status filter: a status, or every case not `Selesai` (the admin dashboard's active cases, decisions §10). */
export const UNFINISHED = 'Belum Selesai';
export const CASE_STATUS_FILTERS = [...CASE_STATUSES, UNFINISHED] as const;
export type CaseStatusFilter = (typeof CASE_STATUS_FILTERS)[number];
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
  registers: 6000,
} as const;

/** Longest accepted texts: generous for real use, bounded so one request cannot bloat the database. */
export const MAX_LENGTH = {
  email: 254,
  password: 256,
  username: 100,
  shortText: 200,
  /** A hearing's place (decisions §7.5), e.g. `Ruang Sidang Tipikor 2`. */
  location: 120,
  mediumText: 1000,
  longText: 10000,
  itemName: 255,
} as const;
/** A password set from now on (decisions §9); older, shorter ones still log in. */
export const MIN_PASSWORD_LENGTH = 10;

/** Avatar formats accepted, recognised by their first bytes (not by name or declared type). */
export const AVATAR_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type AvatarMimeType = (typeof AVATAR_MIME_TYPES)[number];
/** Refuses images whose pixels would take gigabytes once decoded (a "decompression bomb"). */
export const AVATAR_MAX_PIXELS = 40_000_000;

/** Image extensions previewed in the app (requirements §5 Preview); PDFs open in the browser's own viewer. */
export const PREVIEW_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif', 'webp'] as const;

/**
 * True when `value` is a real calendar date written YYYY-MM-DD (2026-02-30 is not) in the years 1900–2999: a year
 * typed wrong is refused, and a period or deadline counted from the date stays a `YYYY-MM-DD` date.
 */
export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) {
    return false;
  }
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2999 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day
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

/** The web app's addresses, for the web's router and links and the links the server writes. */
export { caseIdOfPath, paths, routePatterns } from './paths';
export { addCalendarDays, countDays, DAY_COUNTINGS, dueAfter, periodEnd, type DayCounting } from './law-days';
export { formatAmount, formatQuantity, formatRupiah, parseQuantity, parseRupiah, RUPIAH_MAX } from './money';

/* The case record's words that screens without a form show (decisions §8.4): kept here, away from zod. */

/** What became of an item: still seized, returned, forfeited to the state, destroyed, used in another case. */
export const EVIDENCE_STATUSES = [
  'disita',
  'dikembalikan',
  'dirampas_negara',
  'dimusnahkan',
  'dipakai_perkara_lain',
] as const;
export type EvidenceStatus = (typeof EVIDENCE_STATUSES)[number];

/** How the screens, the history and the notifications name a status (KUHAP Pasal 46 and 194). */
export const EVIDENCE_STATUS_LABELS: Record<EvidenceStatus, string> = {
  disita: 'Disita',
  dikembalikan: 'Dikembalikan',
  dirampas_negara: 'Dirampas untuk negara',
  dimusnahkan: 'Dimusnahkan',
  dipakai_perkara_lain: 'Dipergunakan dalam perkara lain',
};

/**
 * How money came back: paid back (pengembalian kerugian negara, e.g. during the investigation), replacement money
 * of a judgment (uang pengganti, UU 31/1999 Pasal 18), a fine (denda), the proceeds of forfeited goods (rampasan),
 * other.
 */
export const RECOVERY_KINDS = ['pengembalian', 'uang_pengganti', 'denda', 'rampasan', 'lainnya'] as const;
export type RecoveryKind = (typeof RECOVERY_KINDS)[number];

export const RECOVERY_KIND_LABELS: Record<RecoveryKind, string> = {
  pengembalian: 'Pengembalian kerugian negara',
  uang_pengganti: 'Uang pengganti',
  denda: 'Denda',
  rampasan: 'Hasil rampasan',
  lainnya: 'Lainnya',
};

/**
 * Evidence and state money (decisions §8.4): an item's description (always, from and to, so that the row names it),
 * its quantity (`2,5 kg`) and status; the state loss (whole rupiah as text, null when unknown); a recovery's kind
 * and amount.
 */
export const MONEY_CHANGE_FIELDS = [
  'evidence',
  'evidence_quantity',
  'evidence_status',
  'state_loss',
  'recovery_kind',
  'recovery_amount',
] as const;

/** The gate's 403 while an admin-set password is still to be changed (decisions §9); the web recognises it by this text. */
export const passwordGateMessage = 'Ganti kata sandi Anda terlebih dahulu';

/** Texts of two-step sign-in (decisions §9) that the web and the server both say (here: the web reads them without zod). */
export const twoFactorMessages = {
  codeRequired: 'Masukkan kode verifikasi',
  codeWrong: 'Kode verifikasi salah',
  setUpFirst: 'Aktifkan verifikasi dua langkah terlebih dahulu',
} as const;

/**
 * The office's registers (decisions §8.5): one per stage, the detainees (`rt`, register tahanan) and the evidence
 * (`bb`, barang bukti). Each is read for a month of a year.
 */
/** The registers and the monthly activity report `lp` (decisions §8.5). */
export const REGISTER_CODES = ['penyelidikan', 'penyidikan', 'penuntutan', 'eksekusi', 'rt', 'bb', 'lp'] as const;
export type RegisterCode = (typeof REGISTER_CODES)[number];

/** How many rows the register screen previews (decisions §8.5). */
export const REGISTER_PREVIEW_ROWS = 20;

/** Where a person is held (UU 8/1981 Pasal 22): a state detention centre, at home, within a town. */
export const DETENTION_KINDS = ['rutan', 'rumah', 'kota'] as const;
export type DetentionKind = (typeof DETENTION_KINDS)[number];

/**
 * Who ordered the period (decisions §8.2): the investigator, the prosecutor, the judges of each court, and the court
 * chairs who grant the extensions (UU 8/1981 Pasal 25(2), 26(2), 29; SEMA 12/1983).
 */
export const DETENTION_AUTHORITIES = [
  'penyidik',
  'penuntut_umum',
  'hakim_pn',
  'hakim_pt',
  'hakim_ma',
  'ketua_pn',
  'ketua_pt',
  'ketua_ma',
] as const;
export type DetentionAuthority = (typeof DETENTION_AUTHORITIES)[number];

/** How the screens and the register of detainees name a kind (decisions §8.2, §8.5). */
export const DETENTION_KIND_LABELS: Record<DetentionKind, string> = {
  rutan: 'Rutan',
  rumah: 'Tahanan rumah',
  kota: 'Tahanan kota',
};

/** How the screens and the register of detainees name who ordered a period. */
export const DETENTION_AUTHORITY_LABELS: Record<DetentionAuthority, string> = {
  penyidik: 'Penyidik',
  penuntut_umum: 'Penuntut umum',
  hakim_pn: 'Hakim pengadilan negeri',
  hakim_pt: 'Hakim pengadilan tinggi',
  hakim_ma: 'Hakim Mahkamah Agung',
  ketua_pn: 'Ketua pengadilan negeri',
  ketua_pt: 'Ketua pengadilan tinggi',
  ketua_ma: 'Ketua Mahkamah Agung',
};

/**
 * Every action the audit log knows, in the order the screen's action filter lists them. The `change` ones are
 * kept for good; the `read` ones (`*.read`) for AUDIT_READ_DAYS. A module adding an action adds it here and its
 * words to the web's `i18n/id-audit.ts`; `audit_log.action` is varchar(40).
 */
export const AUDIT_ACTIONS = [
  'login.success',
  'login.failure',
  'logout',
  'user.create',
  'user.update',
  'user.delete',
  'user.end_sessions',
  'user.unlock',
  'user.files_purge',
  '2fa.enable',
  '2fa.disable',
  '2fa.reset',
  'settings.update',
  'case.purge',
  'file.purge',
  'folder.purge',
  'case_document.purge',
  'trash.auto_purge',
  'mail.failed',
  'case.read',
  'case_document.read',
  'export.read',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The actions recorded as reads, kept AUDIT_READ_DAYS and collapsed within AUDIT_READ_COLLAPSE_MINUTES. */
export const AUDIT_READ_ACTIONS = [
  'case.read',
  'case_document.read',
  'export.read',
] as const satisfies readonly AuditAction[];

/** How long read rows are kept (UU 27/2022: who saw whose data), in days; change rows are kept for good. */
export const AUDIT_READ_DAYS = 365;
/** Repeated reads of one object by one user within this many minutes of the row are that one row. */
export const AUDIT_READ_COLLAPSE_MINUTES = 10;
/** Rows per page of `GET /api/admin/audit` unless `limit` says, and the most a page may hold. */
export const AUDIT_PAGE_DEFAULT = 50;
export const AUDIT_PAGE_MAX = 200;
/** The most rows one `GET /api/admin/audit/export.xlsx` holds (newest first). */
export const AUDIT_EXPORT_MAX_ROWS = 10_000;

/** What one also receives by e-mail (decisions §11): each off until its owner turns it on in /profile. */
export const MAIL_CHOICES = ['mail_docket', 'mail_reminders', 'mail_notifications'] as const;
export type MailChoice = (typeof MAIL_CHOICES)[number];

/**
 * Accounts per page when no `limit` is asked for, and the most a page may hold: one office's accounts fit in
 * the default page, and still no request reads an unbounded table (decisions §1).
 */
export const USER_PAGE_DEFAULT = 100;
export const USER_PAGE_MAX = 500;

/** The longest range `GET /api/calendar` answers, in days (a month view shows at most 42). */
export const CALENDAR_RANGE_MAX_DAYS = 62;
/** The most hearings, and the most deadlines, one calendar answer or feed holds. */
export const CALENDAR_ITEMS_MAX = 2000;
/** The feed's window: hearings and open deadlines from this many days back… */
export const CALENDAR_FEED_DAYS_BACK = 60;
/** …to this many days ahead of today in the office zone. */
export const CALENDAR_FEED_DAYS_AHEAD = 365;
/** Requests one feed key may make per hour (decisions §7.4). */
export const CALENDAR_FEED_PER_HOUR = 60;
