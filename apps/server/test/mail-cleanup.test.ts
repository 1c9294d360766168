import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, HOUR, type TestApp } from './helpers';
import { chooseMail, queueRows, startSmtpServer, useSmtp } from './mail-support';

/** The sender loop runs every few milliseconds here: a busy machine (CI beside other work) may need longer. */
const POLL = { timeout: 15_000 };
const DAY = 24 * HOUR;

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

describe('the mail queue’s clean-up (decisions §11)', () => {
  it('deletes sent rows after 30 days and failed ones after 90, at most once an hour; mail.failed stays', async () => {
    const server = await startSmtpServer();
    closers.push(server.close);
    const start = new Date('2026-04-02T02:00:00.000Z');
    const time = createTestClock(start);
    const testApp = await createTestApp(
      { SESSION_IDLE_MINUTES: String(3 * 24 * 60) },
      { clock: time.clock, mailPollMs: 25 },
    );
    apps.push(testApp);
    const admin = await createUser(testApp.app, { role: 'admin' });
    await useSmtp(testApp, admin, server.port);
    const actor = await createUser(testApp.app);
    const siti = await createUser(testApp.app);
    await chooseMail(testApp, siti, { mail_notifications: true });
    const createCase = async (title: string) => {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/cases',
        headers: actor.auth,
        payload: { title, date: '2026-04-20', type: 'penyidikan', team_ids: [siti.user.id] },
      });
      expect(response.statusCode, response.body).toBe(201);
    };
    const subjects = async () => (await queueRows(testApp)).map((row) => row.subject.replace(/^.*: /, ''));

    // Sent at the start; refused for a day and given up at 25 hours; sent at 25 hours.
    await createCase('Terkirim Awal');
    await expect.poll(() => server.messages.length, POLL).toBe(1);
    server.refuse(1000);
    await createCase('Gagal Terkirim');
    await expect.poll(async () => (await queueRows(testApp))[1]?.attempts, POLL).toBe(1);
    time.advance(25 * HOUR);
    await expect.poll(async () => (await queueRows(testApp))[1]?.failed_at, POLL).toEqual(expect.any(String));
    server.refuse(0);
    await createCase('Terkirim Kemudian');
    await expect.poll(() => server.messages.length, POLL).toBe(2);
    expect(await subjects()).toEqual(['Terkirim Awal', 'Gagal Terkirim', 'Terkirim Kemudian']);

    // 30 days and 2 hours in: only the first sent row is past 30 days.
    time.moveTo(30 * DAY + 2 * HOUR);
    await expect.poll(subjects, POLL).toEqual(['Gagal Terkirim', 'Terkirim Kemudian']);

    // Within the hour the clean-up does not look again: an old row written now stays until the hour is over.
    const old = start.toISOString();
    await testApp.app.services.db
      .insertInto('mail_queue')
      .values({
        recipient_id: siti.user.id,
        to_address: siti.user.email,
        subject: 'Lama',
        text: '-',
        html: '-',
        kind: 'mail_notifications',
        created_at: old,
        next_attempt_at: old,
        sent_at: old,
        claimed_by: 'lain',
      })
      .execute();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await subjects()).toEqual(['Gagal Terkirim', 'Terkirim Kemudian', 'Lama']);
    time.advance(HOUR);
    await expect.poll(subjects, POLL).toEqual(['Gagal Terkirim', 'Terkirim Kemudian']);

    // 91 days in: the later sent row and the failed one (90 days after it failed) are gone too.
    time.moveTo(91 * DAY + 2 * HOUR);
    await expect.poll(subjects, POLL).toEqual([]);
    const audit = await testApp.app.services.db
      .selectFrom('audit_log')
      .select('action')
      .where('action', '=', 'mail.failed')
      .execute();
    expect(audit).toHaveLength(1);
  });
});
