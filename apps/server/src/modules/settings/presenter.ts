import type { Settings, SettingsChangedEvent } from '@pidsus/shared';
import type { SettingsRow } from './repository';

/** The settings as they apply: what the row holds, else the environment's default for that value. */
export function presentSettings(
  row: Pick<SettingsRow, 'office_name' | 'reminder_hour' | 'trash_days'>,
  defaults: Settings,
): Settings {
  return {
    office_name: row.office_name ?? defaults.office_name,
    reminder_hour: row.reminder_hour ?? defaults.reminder_hour,
    trash_days: row.trash_days ?? defaults.trash_days,
  };
}

/** What every screen hears of a change (`settings:changed`): the office name is public, the rest is the admin's. */
export function presentSettingsChange(settings: Settings): SettingsChangedEvent {
  return { office_name: settings.office_name };
}
