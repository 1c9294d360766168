import { MAIL_FROM_DEFAULT, type NumberingScope, type Settings, type SettingsChangedEvent } from '@pidsus/shared';
import type { SettingsRow } from './repository';

/** The settings as they apply: what the row holds, else the environment's default for that value. */
export function presentSettings(
  row: Pick<SettingsRow, 'office_name' | 'reminder_hour' | 'trash_days'> &
    Partial<
      Pick<
        SettingsRow,
        | 'satker_code'
        | 'office_city'
        | 'numbering_scope'
        | 'require_2fa_admin'
        | 'require_2fa_staff'
        | 'smtp_host'
        | 'smtp_port'
        | 'smtp_secure'
        | 'smtp_user'
        | 'smtp_password'
        | 'mail_from'
      >
    >,
  defaults: EnvironmentSettings,
): Settings {
  return {
    office_name: row.office_name ?? defaults.office_name,
    reminder_hour: row.reminder_hour ?? defaults.reminder_hour,
    trash_days: row.trash_days ?? defaults.trash_days,
    // The case record's (decisions §8.3): no environment default; empty, empty and `prefix` until an admin saves.
    satker_code: row.satker_code ?? '',
    office_city: row.office_city ?? '',
    numbering_scope: (row.numbering_scope as NumberingScope | null | undefined) ?? 'prefix',
    // Two-step sign-in (decisions §9): admins by default (`REQUIRE_2FA_ADMIN`), staff not unless set.
    require_2fa_admin: (row.require_2fa_admin ?? Number(defaults.require_2fa_admin)) === 1,
    require_2fa_staff: row.require_2fa_staff === 1,
    // E-mail (decisions §11): the password only as whether one is stored.
    smtp_host: row.smtp_host ?? '',
    smtp_port: row.smtp_port ?? null,
    smtp_secure: row.smtp_secure === 1,
    smtp_user: row.smtp_user ?? '',
    smtp_password_set: Boolean(row.smtp_password),
    mail_from: row.mail_from || MAIL_FROM_DEFAULT,
    smtp_url_set: defaults.smtp_url_set ?? false,
  };
}

/**
 * What the environment gives (`OFFICE_NAME`, `REMINDER_HOUR`, `TRASH_DAYS`, `REQUIRE_2FA_ADMIN`); the other settings
 * have no default there.
 */
export type EnvironmentSettings = Pick<Settings, 'office_name' | 'reminder_hour' | 'trash_days' | 'require_2fa_admin'> &
  Partial<Pick<Settings, 'smtp_url_set'>>;

/** What every screen hears of a change (`settings:changed`): the office name is public, the rest is the admin's. */
export function presentSettingsChange(settings: Settings): SettingsChangedEvent {
  return { office_name: settings.office_name };
}
