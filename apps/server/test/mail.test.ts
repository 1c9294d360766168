import { randomUUID } from 'node:crypto';
import type { Case } from '@pidsus/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createTestClock, createUser, HOUR, MINUTE, sameDatabaseAs, type TestApp } from './helpers';
import { chooseMail, queueRows, startSilentServer, startSmtpServer, useSmtp } from './mail-support';

/** The sender loop runs every few hundred milliseconds: a busy machine (CI beside other work) may need longer. */
const POLL = { timeout: 15_000 };

/** E-mail (decisions §11) against a real SMTP server started here, the messages read back by mailparser. */
const apps: TestApp[] = [];
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  // The SMTP servers first: a sender still talking to one is let go.
  for (const close of closers.splice(0).reverse()) {
    await close();
  }
  for (const testApp of apps.splice(0).reverse()) {
    await testApp.close();
  }
});

async function start(env: Record<string, string> = {}, options: Parameters<typeof createTestApp>[1] = {}) {
  const testApp = await createTestApp(env, { mailPollMs: 25, ...options });
  apps.push(testApp);
  return testApp;
}

async function smtp(options: { refuse?: number } = {}) {
  const server = await startSmtpServer(options);
  closers.push(server.close);
  return server;
}

const caseFields = {
  title: 'Korupsi Dana Desa <Sukamaju> & Co',
  date: '2026-04-02',
  time: '09:00',
  type: 'penyidikan',
};

async function createCase(testApp: TestApp, actor: { auth: Record<string, string> }, teamIds: number[]) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: actor.auth,
    payload: { ...caseFields, team_ids: teamIds },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Case>();
}

describe('notifications by e-mail (decisions §11)', () => {
  it('arrive once, to the one who chose them, in Indonesian text and HTML with the case link and UTF-8 names', async () => {
    const server = await smtp();
    const testApp = await start({ PUBLIC_URL: 'https://pidsus.kejaksaan.go.id/' });
    const admin = await createUser(testApp.app, { role: 'admin' });
    await useSmtp(testApp, admin, server.port);
    const actor = await createUser(testApp.app, { username: 'Budi' });
    const siti = await createUser(testApp.app, { username: 'Sitì Nurhaliza Ṣ' });
    const rudi = await createUser(testApp.app, { username: 'Rudi' });
    await chooseMail(testApp, siti, { mail_notifications: true });
    // Rudi chose the reminders only: a case's change is not mailed to him.
    await chooseMail(testApp, rudi, { mail_reminders: true });

    const created = await createCase(testApp, actor, [siti.user.id, rudi.user.id]);
    await expect.poll(() => server.messages.length, POLL).toBe(1);
    await testApp.app.services.events.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(server.messages).toHaveLength(1);

    const [mail] = server.messages;
    expect(mail?.subject).toBe(`[Jadwal Pidsus] Perubahan perkara: ${caseFields.title}`);
    expect(mail?.to).toMatchObject({ value: [{ address: siti.user.email, name: 'Sitì Nurhaliza Ṣ' }] });
    expect(mail?.from).toMatchObject({
      value: [{ address: 'no-reply@kejaksaan.go.id', name: 'Jadwal Pidsus Kejari' }],
    });
    const link = `https://pidsus.kejaksaan.go.id/case/${created.id}`;
    expect(mail?.text).toContain('Yth. Sitì Nurhaliza Ṣ,');
    expect(mail?.text).toContain(`Budi menambahkan kasus "${caseFields.title}"`);
    expect(mail?.text).toContain(`Buka: ${link}`);
    // The HTML part escapes what people typed: the title's `<Sukamaju> & Co` is text, not markup.
    expect(mail?.html).toContain(`<a href="${link}">`);
    expect(mail?.html).toContain('Korupsi Dana Desa &lt;Sukamaju&gt; &amp; Co');
    expect(mail?.html).not.toContain('<Sukamaju>');

    const rows = await queueRows(testApp);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ recipient_id: siti.user.id, kind: 'mail_notifications', attempts: 1 });
    expect(rows[0]?.sent_at).toEqual(expect.any(String));
  });

  it('a user who opted out (the default) gets nothing; nothing is queued without an SMTP server', async () => {
    const server = await smtp();
    const testApp = await start();
    const admin = await createUser(testApp.app, { role: 'admin' });
    const actor = await createUser(testApp.app);
    const siti = await createUser(testApp.app);
    const rudi = await createUser(testApp.app);
    await chooseMail(testApp, siti, { mail_notifications: true });
    await createCase(testApp, actor, [siti.user.id, rudi.user.id]);
    await testApp.app.services.events.drain();
    expect(await queueRows(testApp)).toEqual([]);

    await useSmtp(testApp, admin, server.port);
    await chooseMail(testApp, siti, { mail_notifications: false });
    await createCase(testApp, actor, [siti.user.id, rudi.user.id]);
    await testApp.app.services.events.drain();
    expect(await queueRows(testApp)).toEqual([]);
    expect(server.messages).toEqual([]);
  });

  it('the request that caused it does not wait for SMTP: with a server that never answers, it answers first', async () => {
    const silent = await startSilentServer();
    closers.push(silent.close);
    const testApp = await start();
    const admin = await createUser(testApp.app, { role: 'admin' });
    await useSmtp(testApp, admin, silent.port);
    const actor = await createUser(testApp.app);
    const siti = await createUser(testApp.app);
    await chooseMail(testApp, siti, { mail_notifications: true });

    await createCase(testApp, actor, [siti.user.id]);
    await testApp.app.services.events.drain();
    // The case is saved and answered; the mail is queued and the sender is still waiting on the silent server.
    await expect.poll(() => silent.connections(), POLL).toBeGreaterThan(0);
    const [row] = await queueRows(testApp);
    expect(row).toMatchObject({ recipient_id: siti.user.id, sent_at: null, failed_at: null });
  });

  it('a server that refuses is tried again after a minute, and the message is delivered once', async () => {
    const server = await smtp({ refuse: 1 });
    const time = createTestClock(new Date('2026-04-02T02:00:00.000Z'));
    const testApp = await start({}, { clock: time.clock });
    const admin = await createUser(testApp.app, { role: 'admin' });
    await useSmtp(testApp, admin, server.port);
    const actor = await createUser(testApp.app);
    const siti = await createUser(testApp.app);
    await chooseMail(testApp, siti, { mail_notifications: true });
    await createCase(testApp, actor, [siti.user.id]);

    await expect.poll(async () => (await queueRows(testApp))[0]?.attempts, POLL).toBe(1);
    const [failed] = await queueRows(testApp);
    expect(failed).toMatchObject({ sent_at: null, failed_at: null, next_attempt_at: '2026-04-02T02:01:00.000Z' });
    expect(failed?.last_error).toContain('Kotak surat sementara penuh');
    expect(server.messages).toEqual([]);

    time.advance(MINUTE + 1000);
    await expect.poll(() => server.messages.length, POLL).toBe(1);
    await expect.poll(async () => (await queueRows(testApp))[0]?.sent_at, POLL).toEqual(expect.any(String));
    expect((await queueRows(testApp))[0]).toMatchObject({ attempts: 2, last_error: null });
  });

  it('is given up 24 hours after it was queued, and the admins see it in the audit log (mail.failed)', async () => {
    const server = await smtp({ refuse: 1000 });
    const time = createTestClock(new Date('2026-04-02T02:00:00.000Z'));
    const testApp = await start({}, { clock: time.clock });
    const admin = await createUser(testApp.app, { role: 'admin' });
    await useSmtp(testApp, admin, server.port);
    const actor = await createUser(testApp.app);
    const siti = await createUser(testApp.app);
    await chooseMail(testApp, siti, { mail_notifications: true });
    await createCase(testApp, actor, [siti.user.id]);
    await expect.poll(async () => (await queueRows(testApp))[0]?.attempts, POLL).toBe(1);

    time.advance(25 * HOUR);
    await expect.poll(async () => (await queueRows(testApp))[0]?.failed_at, POLL).toEqual(expect.any(String));
    // A day later the first admin's session has ended: another one reads the log.
    const reader = await createUser(testApp.app, { role: 'admin' });
    const audit = await testApp.app.inject({
      method: 'GET',
      url: '/api/admin/audit?action=mail.failed',
      headers: reader.auth,
    });
    expect(audit.statusCode, audit.body).toBe(200);
    expect(audit.json()).toEqual([
      expect.objectContaining({
        action: 'mail.failed',
        actor: null,
        object: { type: 'mail', id: expect.any(String), label: expect.stringContaining('Perubahan perkara') },
        details: expect.objectContaining({ attempts: 2, error: expect.stringContaining('penuh') }),
      }),
    ]);
  });

  it('with two instances on one database, each message is delivered exactly once', async () => {
    const server = await smtp();
    const prefix = `test:${randomUUID()}:`;
    const a = await start({}, { redisPrefix: prefix, mailPollMs: 5 });
    const b = await start(sameDatabaseAs(a), { redisPrefix: prefix, mailPollMs: 5 });
    const admin = await createUser(a.app, { role: 'admin' });
    await useSmtp(a, admin, server.port);
    const actor = await createUser(a.app);
    const team = [];
    for (let index = 0; index < 6; index += 1) {
      const member = await createUser(a.app);
      await chooseMail(a, member, { mail_notifications: true });
      team.push(member);
    }
    for (let round = 0; round < 3; round += 1) {
      // Alternately through each instance: each queues, both send.
      await createCase(
        round % 2 === 0 ? a : b,
        actor,
        team.map((member) => member.user.id),
      );
    }
    await expect.poll(() => server.messages.length, { timeout: 30_000 }).toBe(18);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(server.messages).toHaveLength(18);
    expect(new Set(server.messages.map((mail) => mail.messageId)).size).toBe(18);
    const rows = await queueRows(a);
    expect(rows).toHaveLength(18);
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
  }, 60_000);
});
