import { z } from 'zod';
import { validationMessages as m } from '../messages';
import { withoutNul } from './common';

/** The office name when neither the database nor `OFFICE_NAME` gives one (contract §7.4). */
export const OFFICE_NAME_DEFAULT = 'Bidang Tindak Pidana Khusus';
/** The morning reminder's hour, office time, unless set (contract §7.4). */
export const REMINDER_HOUR_DEFAULT = '07:00';
/** Days in a trash before the daily purge, unless set; and its bounds (contract §7.3, §7.4). */
export const TRASH_DAYS_DEFAULT = 30;
export const TRASH_DAYS_MAX = 3650;
export const OFFICE_NAME_MAX = 120;

/** `HH:mm`, 00:00 to 23:59. */
export const HOUR_MINUTE_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

/**
 * `GET`/`PUT /api/admin/settings` (contract §7.4), and the settings form's resolver: the office name (board,
 * exports, footer), the morning reminder's hour in the office zone, and how many days the trash keeps an item.
 */
export const settingsSchema = z.object({
  office_name: z
    .string({ error: m.officeNameRequired })
    .overwrite(withoutNul)
    .pipe(z.string().trim().min(1, m.officeNameRequired).max(OFFICE_NAME_MAX, m.officeNameTooLong)),
  reminder_hour: z.string({ error: m.reminderHourInvalid }).trim().regex(HOUR_MINUTE_PATTERN, m.reminderHourInvalid),
  trash_days: z
    .number({ error: m.trashDaysInvalid })
    .int(m.trashDaysInvalid)
    .min(1, m.trashDaysInvalid)
    .max(TRASH_DAYS_MAX, m.trashDaysInvalid),
});
export type SettingsInput = z.input<typeof settingsSchema>;
export type Settings = z.output<typeof settingsSchema>;

/** The answer: the settings as they apply now (those stored, else the environment's defaults). */
export const settingsAnswerSchema = z.object({
  office_name: z.string(),
  reminder_hour: z.string(),
  trash_days: z.number().int(),
});

/** Payload of the `settings:changed` socket event: what every screen shows of the settings. */
export interface SettingsChangedEvent {
  office_name: string;
}
