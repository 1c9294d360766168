import type { Settings, SettingsInput } from '@pidsus/shared';

/** The office part of the settings form (decisions §7.4, §8.3, §9): the e-mail part is saved by its own form. */
export const OFFICE_FIELDS = [
  'office_name',
  'reminder_hour',
  'trash_days',
  'satker_code',
  'office_city',
  'numbering_scope',
  'require_2fa_admin',
  'require_2fa_staff',
] as const;

/** The office form's values out of the settings as they apply. */
export function officeValues(settings: Settings): SettingsInput {
  return Object.fromEntries(OFFICE_FIELDS.map((key) => [key, settings[key]])) as SettingsInput;
}
