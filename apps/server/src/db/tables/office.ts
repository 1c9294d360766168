import type { Generated } from 'kysely';

/** The office's own rows: the admin settings, calendar feed keys, the claims of the daily trash purge. */

/** An office day whose automatic trash purge ran (migration 0015; the row is the cross-instance claim). */
export interface TrashPurgesTable {
  day: string;
  /** Cases purged that day. */
  cases: Generated<number>;
  /** Files and folders (top-level trash items) purged that day. */
  items: Generated<number>;
  purged_at: string;
}

/** A calendar feed key (decisions §7.4, migration 0017): one per account, only its SHA-256 kept. */
export interface CalendarKeysTable {
  user_id: number;
  /** SHA-256 of the feed key, hex; the key itself is shown once and never stored. */
  key_hash: string;
  created_at: string;
}

/** The admin settings, one row (migration 0016): null means the environment's default applies. */
export interface SettingsTable {
  id: number;
  office_name: string | null;
  reminder_hour: string | null;
  trash_days: number | null;
  /** The case record's (migration 0022): the satker code in numbers, the letters' city, `prefix` | `form`. */
  satker_code: string | null;
  office_city: string | null;
  numbering_scope: string | null;
  /** Who must use two-step sign-in (migration 0027): 1 or 0, null for the default. */
  require_2fa_admin: number | null;
  require_2fa_staff: number | null;
  /** The SMTP server (migration 0030); the password encrypted (modules/mail/secret.ts), never shown back. */
  smtp_host: string | null;
  smtp_port: number | null;
  smtp_secure: number | null;
  smtp_user: string | null;
  smtp_password: string | null;
  mail_from: string | null;
  version: Generated<number>;
  updated_at: string | null;
}
