import type { Settings } from '@pidsus/shared';
import { describe, expect, it } from 'vitest';
import { mailFormValues, mailSettingsPayload } from './mail-values';

const settings: Settings = {
  office_name: 'Kejari Jakarta Pusat',
  reminder_hour: '07:00',
  trash_days: 30,
  satker_code: 'L.6.10',
  office_city: 'Jakarta',
  numbering_scope: 'prefix',
  require_2fa_admin: true,
  require_2fa_staff: false,
  smtp_host: 'mail.kejaksaan.go.id',
  smtp_port: null,
  smtp_secure: false,
  smtp_user: 'pidsus',
  smtp_password_set: true,
  mail_from: 'Jadwal Pidsus <no-reply@kejaksaan.go.id>',
  smtp_url_set: false,
};

describe('the e-mail settings form (decisions §11)', () => {
  it('starts with an empty password and the port as text', () => {
    expect(mailFormValues(settings)).toMatchObject({ smtp_password: '', smtp_port: '' });
    expect(mailFormValues({ ...settings, smtp_port: 465 }).smtp_port).toBe('465');
  });

  it('saves the office part unchanged, the port as a number or null, and a password only when one is typed', () => {
    const values = { ...mailFormValues(settings), smtp_host: ' smtp.kejaksaan.go.id ', smtp_port: '587' };
    expect(mailSettingsPayload(settings, values)).toEqual({
      office_name: 'Kejari Jakarta Pusat',
      reminder_hour: '07:00',
      trash_days: 30,
      satker_code: 'L.6.10',
      office_city: 'Jakarta',
      numbering_scope: 'prefix',
      require_2fa_admin: true,
      require_2fa_staff: false,
      smtp_host: 'smtp.kejaksaan.go.id',
      smtp_port: 587,
      smtp_secure: false,
      smtp_user: 'pidsus',
      mail_from: 'Jadwal Pidsus <no-reply@kejaksaan.go.id>',
    });
    expect(mailSettingsPayload(settings, { ...values, smtp_port: ' ' }).smtp_port).toBeNull();
    expect(mailSettingsPayload(settings, { ...values, smtp_password: 'baru' }).smtp_password).toBe('baru');
  });
});
