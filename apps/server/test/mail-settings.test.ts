import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestApp } from './helpers';
import { chooseMail, officeSettings, startSmtpServer, useSmtp } from './mail-support';

/** The SMTP settings, the test mail and the profile's e-mail choices (decisions §11). */
const apps: TestApp[] = [];
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0)) {
    await close();
  }
  for (const testApp of apps.splice(0)) {
    await testApp.close();
  }
});

async function setup() {
  const testApp = await createTestApp({}, { mailPollMs: false });
  apps.push(testApp);
  const admin = await createUser(testApp.app, { role: 'admin', username: 'Admin Kejarî' });
  const staff = await createUser(testApp.app);
  return { testApp, admin, staff };
}

async function smtp(options: { refuse?: number } = {}) {
  const server = await startSmtpServer(options);
  closers.push(server.close);
  return server;
}

const getSettings = (testApp: TestApp, auth: Record<string, string>) =>
  testApp.app.inject({ method: 'GET', url: '/api/admin/settings', headers: auth });
const testMail = (testApp: TestApp, auth: Record<string, string>) =>
  testApp.app.inject({ method: 'POST', url: '/api/admin/settings/test-mail', headers: auth });

describe('the SMTP settings', () => {
  it('store the password encrypted, never answer it, keep it on an empty one and remove it on null', async () => {
    const { testApp, admin } = await setup();
    const server = await smtp();
    expect((await getSettings(testApp, admin.auth)).json()).toMatchObject({
      smtp_host: '',
      smtp_port: null,
      smtp_secure: false,
      smtp_user: '',
      smtp_password_set: false,
      mail_from: 'Jadwal Pidsus <no-reply@localhost>',
      smtp_url_set: false,
    });
    const saved = await useSmtp(testApp, admin, server.port, { smtp_user: 'pidsus', smtp_password: 'rahasia-smtp-1' });
    expect(saved.body).not.toContain('rahasia-smtp-1');
    const read = await getSettings(testApp, admin.auth);
    expect(read.body).not.toContain('rahasia-smtp-1');
    expect(read.json()).toMatchObject({ smtp_host: '127.0.0.1', smtp_user: 'pidsus', smtp_password_set: true });
    const stored = await testApp.app.services.db
      .selectFrom('settings')
      .select('smtp_password')
      .executeTakeFirstOrThrow();
    expect(stored.smtp_password).toMatch(/^v1\./);
    expect(stored.smtp_password).not.toContain('rahasia');
    const audit = await testApp.app.services.db.selectFrom('audit_log').select('changes').execute();
    expect(JSON.stringify(audit)).not.toContain('rahasia-smtp-1');

    // The test mail logs in with the password as it was typed.
    expect((await testMail(testApp, admin.auth)).statusCode).toBe(200);
    expect(server.logins).toEqual([{ username: 'pidsus', password: 'rahasia-smtp-1' }]);

    await useSmtp(testApp, admin, server.port, { smtp_user: 'pidsus', smtp_password: '' });
    expect((await getSettings(testApp, admin.auth)).json()).toMatchObject({ smtp_password_set: true });
    await useSmtp(testApp, admin, server.port, { smtp_password: null });
    expect((await getSettings(testApp, admin.auth)).json()).toMatchObject({ smtp_password_set: false });
  });

  it('refuses a bad port and a bad sender with Indonesian messages', async () => {
    const { testApp, admin } = await setup();
    const response = await testApp.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: admin.auth,
      payload: { ...officeSettings, smtp_port: 70000, mail_from: 'bukan alamat' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      errors: {
        smtp_port: 'Port SMTP harus angka 1–65535',
        mail_from: 'Pengirim harus alamat email, misalnya Jadwal Pidsus <no-reply@kejaksaan.go.id>',
      },
    });
  });
});

describe('POST /api/admin/settings/test-mail', () => {
  it('400 "SMTP belum diatur" without a server; 403 for staff', async () => {
    const { testApp, admin, staff } = await setup();
    const none = await testMail(testApp, admin.auth);
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: 'SMTP belum diatur' });
    expect((await testMail(testApp, staff.auth)).statusCode).toBe(403);
  });

  it('sends to the admin at once (200 { sent: true }); a refusal is a 502 with the reason', async () => {
    const { testApp, admin } = await setup();
    const server = await smtp();
    await useSmtp(testApp, admin, server.port);
    const sent = await testMail(testApp, admin.auth);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toEqual({ sent: true });
    expect(server.messages).toHaveLength(1);
    expect(server.messages[0]?.subject).toBe('[Jadwal Pidsus] Email uji');
    expect(server.messages[0]?.to).toMatchObject({ value: [{ address: admin.user.email, name: 'Admin Kejarî' }] });
    expect(server.messages[0]?.text).toContain('pengaturan SMTP sudah benar');

    server.refuse(1);
    const refused = await testMail(testApp, admin.auth);
    expect(refused.statusCode).toBe(502);
    expect(refused.json<{ message: string }>().message).toMatch(/^Email uji gagal dikirim: .*penuh/);
  });

  it('SMTP_URL wins over the settings', async () => {
    const server = await smtp();
    const testApp = await createTestApp(
      { SMTP_URL: `smtp://kantor:sandi%40x@127.0.0.1:${server.port}` },
      {
        mailPollMs: false,
      },
    );
    apps.push(testApp);
    const admin = await createUser(testApp.app, { role: 'admin' });
    expect((await getSettings(testApp, admin.auth)).json()).toMatchObject({ smtp_url_set: true });
    expect((await testMail(testApp, admin.auth)).statusCode).toBe(200);
    expect(server.logins).toEqual([{ username: 'kantor', password: 'sandi@x' }]);
  });
});

describe('the e-mail choices in the profile', () => {
  it('are off by default, saved, and absent ones kept', async () => {
    const { testApp, staff } = await setup();
    const profile = () => testApp.app.inject({ method: 'GET', url: '/api/profile', headers: staff.auth });
    expect((await profile()).json()).toMatchObject({
      mail_docket: false,
      mail_reminders: false,
      mail_notifications: false,
    });
    await chooseMail(testApp, staff, { mail_docket: true, mail_reminders: true });
    await chooseMail(testApp, staff, {});
    expect((await profile()).json()).toMatchObject({
      mail_docket: true,
      mail_reminders: true,
      mail_notifications: false,
    });
  });
});
