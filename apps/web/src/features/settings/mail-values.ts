import type { Settings, SettingsUpdate } from '@pidsus/shared';
import { officeValues } from './office-values';

/** What the e-mail form edits (decisions §11); the password empty unless a new one is typed. */
export interface MailFormValues {
  smtp_host: string;
  smtp_port: string;
  smtp_secure: boolean;
  smtp_user: string;
  smtp_password: string;
  mail_from: string;
}

export function mailFormValues(settings: Settings): MailFormValues {
  return {
    smtp_host: settings.smtp_host,
    smtp_port: settings.smtp_port === null ? '' : String(settings.smtp_port),
    smtp_secure: settings.smtp_secure,
    smtp_user: settings.smtp_user,
    smtp_password: '',
    mail_from: settings.mail_from,
  };
}

/**
 * The save of the e-mail form: the office part as it is (the settings are saved whole), the port as a number (null
 * when empty: the default), and the password only when one was typed — empty keeps the stored one.
 */
export function mailSettingsPayload(settings: Settings, values: MailFormValues): SettingsUpdate {
  const port = values.smtp_port.trim();
  return {
    ...(officeValues(settings) as SettingsUpdate),
    smtp_host: values.smtp_host.trim(),
    smtp_port: port === '' ? null : Number(port),
    smtp_secure: values.smtp_secure,
    smtp_user: values.smtp_user.trim(),
    ...(values.smtp_password === '' ? {} : { smtp_password: values.smtp_password }),
    mail_from: values.mail_from.trim(),
  };
}
