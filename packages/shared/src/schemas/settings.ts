import { z } from '../zod';
import { validationMessages as m } from '../messages';
import { withoutNul } from './common';
import { NUMBER_PART_PATTERN } from './forms';
import { NUMBERING_SCOPES } from './milestones';

/** The office name when neither the database nor `OFFICE_NAME` gives one (decisions §7.4). */
export const OFFICE_NAME_DEFAULT = 'Bidang Tindak Pidana Khusus';
/** The morning reminder's hour, office time, unless set (decisions §7.4). */
export const REMINDER_HOUR_DEFAULT = '07:00';
/** Days in a trash before the daily purge, unless set; and its bounds (decisions §7.3, §7.4). */
export const TRASH_DAYS_DEFAULT = 30;
export const TRASH_DAYS_MAX = 3650;
export const OFFICE_NAME_MAX = 120;
/** The satker code in an assigned number, e.g. `L.6.10` (decisions §8.3), and the city letters are dated in. */
export const SATKER_CODE_MAX = 20;
export const OFFICE_CITY_MAX = 80;
export const settingsMessages = {
  satkerCodeInvalid: 'Kode satker paling banyak 20 karakter: huruf, angka, titik dan tanda hubung (misalnya L.6.10)',
  officeCityTooLong: 'Kota kantor paling banyak 80 karakter',
  numberingScopeInvalid: 'Urutan nomor harus per awalan atau per formulir',
  choiceInvalid: 'Pilihan harus ya atau tidak',
  smtpHostInvalid: 'Server SMTP paling banyak 255 karakter, tanpa spasi',
  smtpPortInvalid: 'Port SMTP harus angka 1–65535',
  smtpUserTooLong: 'Pengguna SMTP paling banyak 255 karakter',
  smtpPasswordTooLong: 'Password SMTP paling banyak 500 karakter',
  mailFromInvalid: 'Pengirim harus alamat email, misalnya Jadwal Pidsus <no-reply@kejaksaan.go.id>',
} as const;

/** The sender of the app's mail unless an admin sets one (decisions §11). */
export const MAIL_FROM_DEFAULT = 'Jadwal Pidsus <no-reply@localhost>';
/** The SMTP port unless set: 465 for a secure (TLS) connection, else 587 (STARTTLS when offered). */
export const SMTP_PORT_DEFAULT = 587;
export const SMTP_SECURE_PORT_DEFAULT = 465;

/** `Nama <alamat@domain>` or just `alamat@domain`, as a mail header's sender. */
export const MAIL_FROM_PATTERN = /^(?:(?:"[^"<>\r\n]*"|[^"<>\r\n]*)\s*<[^\s<>@"]+@[^\s<>@"]+>|[^\s<>@"]+@[^\s<>@"]+)$/;

/** The SMTP part of the settings (decisions §11): each absent value is kept; the password is write-only. */
const smtpSettingsShape = {
  smtp_host: z
    .string({ error: settingsMessages.smtpHostInvalid })
    .trim()
    .max(255, settingsMessages.smtpHostInvalid)
    .regex(/^\S*$/, settingsMessages.smtpHostInvalid)
    .optional(),
  smtp_port: z
    .number({ error: settingsMessages.smtpPortInvalid })
    .int(settingsMessages.smtpPortInvalid)
    .min(1, settingsMessages.smtpPortInvalid)
    .max(65535, settingsMessages.smtpPortInvalid)
    .nullable()
    .optional(),
  smtp_secure: z.boolean({ error: settingsMessages.choiceInvalid }).optional(),
  smtp_user: z
    .string({ error: settingsMessages.smtpUserTooLong })
    .overwrite(withoutNul)
    .pipe(z.string().trim().max(255, settingsMessages.smtpUserTooLong))
    .optional(),
  /** Write-only: an empty string keeps the stored one, null removes it. */
  smtp_password: z
    .string({ error: settingsMessages.smtpPasswordTooLong })
    .max(500, settingsMessages.smtpPasswordTooLong)
    .nullable()
    .optional(),
  mail_from: z
    .string({ error: settingsMessages.mailFromInvalid })
    .trim()
    .max(255, settingsMessages.mailFromInvalid)
    .refine((value) => value === '' || MAIL_FROM_PATTERN.test(value), settingsMessages.mailFromInvalid)
    .optional(),
};

/** `HH:mm`, 00:00 to 23:59. */
export const HOUR_MINUTE_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * `GET`/`PUT /api/admin/settings` (decisions §7.4), and the settings form's resolver: the office name (board,
 * exports, footer), the morning reminder's hour in the office zone, and how many days the trash keeps an item.
 */
export const settingsSchema = z.object({
  office_name: z
    .string({ error: m.officeNameRequired })
    .overwrite(withoutNul)
    .pipe(z.string().trim().min(1, m.officeNameRequired).max(OFFICE_NAME_MAX, m.officeNameTooLong)),
  // Written `07.00` as the office writes an hour (decisions §10), `07:00` as the API has always taken it; kept `07:00`.
  reminder_hour: z
    .string({ error: m.reminderHourInvalid })
    .trim()
    .regex(/^([01]\d|2[0-3])[.:][0-5]\d$/, m.reminderHourInvalid)
    .transform((hour) => hour.replace('.', ':')),
  trash_days: z
    .number({ error: m.trashDaysInvalid })
    .int(m.trashDaysInvalid)
    .min(1, m.trashDaysInvalid)
    .max(TRASH_DAYS_MAX, m.trashDaysInvalid),
  /** The case record's settings (decisions §8.3); absent: kept as they are. */
  satker_code: z
    .string({ error: settingsMessages.satkerCodeInvalid })
    .trim()
    .max(SATKER_CODE_MAX, settingsMessages.satkerCodeInvalid)
    .refine((value) => value === '' || NUMBER_PART_PATTERN.test(value), settingsMessages.satkerCodeInvalid)
    .optional(),
  office_city: z
    .string({ error: settingsMessages.officeCityTooLong })
    .overwrite(withoutNul)
    .pipe(z.string().trim().max(OFFICE_CITY_MAX, settingsMessages.officeCityTooLong))
    .optional(),
  numbering_scope: z.enum(NUMBERING_SCOPES, { error: settingsMessages.numberingScopeInvalid }).optional(),
  /** Who must use two-step sign-in (decisions §9); absent: kept as they are. */
  require_2fa_admin: z.boolean({ error: settingsMessages.choiceInvalid }).optional(),
  require_2fa_staff: z.boolean({ error: settingsMessages.choiceInvalid }).optional(),
  ...smtpSettingsShape,
});
export type SettingsInput = z.input<typeof settingsSchema>;
export type SettingsUpdate = z.output<typeof settingsSchema>;

/** The answer: the settings as they apply now (those stored, else the environment's defaults). */
export const settingsAnswerSchema = z.object({
  office_name: z.string(),
  reminder_hour: z.string(),
  trash_days: z.number().int(),
  satker_code: z.string(),
  office_city: z.string(),
  numbering_scope: z.enum(NUMBERING_SCOPES),
  require_2fa_admin: z.boolean(),
  require_2fa_staff: z.boolean(),
  /** The SMTP server (decisions §11): '' and null until set; never the password, only whether one is stored. */
  smtp_host: z.string(),
  smtp_port: z.number().int().nullable(),
  smtp_secure: z.boolean(),
  smtp_user: z.string(),
  smtp_password_set: z.boolean(),
  mail_from: z.string(),
  /** `SMTP_URL` is set on the server: it wins over the SMTP settings here. */
  smtp_url_set: z.boolean(),
});

/** `POST /api/admin/settings/test-mail`: the test message went out. */
export const testMailAnswerSchema = z.object({ sent: z.literal(true) });
/** The settings as they apply. */
export type Settings = z.output<typeof settingsAnswerSchema>;

/** Payload of the `settings:changed` socket event: what every screen shows of the settings. */
export interface SettingsChangedEvent {
  office_name: string;
}
