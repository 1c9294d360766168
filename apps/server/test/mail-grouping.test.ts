import { randomUUID } from 'node:crypto';
import type { Case } from '@pidsus/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { migrations } from '../src/db/migrations';
import { createTestApp, createTestClock, createUser, sameDatabaseAs, SECOND, type TestApp } from './helpers';
import { chooseMail, queueRows, startSmtpServer, useSmtp } from './mail-support';

/**
 * One mail per grouped notification (decisions §10, §11): the mail of one person's changes to one case waits two
 * minutes, and the changes made meanwhile replace its words; a case's creation is not held back.
 */
const POLL = { timeout: 15_000 };
const START = new Date('2026-04-02T02:00:00.000Z');
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

const fields = { title: 'Korupsi Dana Desa', date: '2026-04-20', time: '09:00', type: 'penyidikan' };

async function smtp() {
  const server = await startSmtpServer();
  closers.push(server.close);
  return server;
}

async function start(time: ReturnType<typeof createTestClock>, env: Record<string, string> = {}, prefix?: string) {
  const testApp = await createTestApp(env, {
    clock: time.clock,
    mailPollMs: 10,
    ...(prefix ? { redisPrefix: prefix } : {}),
  });
  apps.push(testApp);
  return testApp;
}

async function createCase(testApp: TestApp, actor: { auth: Record<string, string> }, teamIds: number[]) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/api/cases',
    headers: actor.auth,
    payload: { ...fields, team_ids: teamIds },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Case>();
}

async function edit(testApp: TestApp, actor: { auth: Record<string, string> }, id: number, witnesses: string) {
  const response = await testApp.app.inject({
    method: 'PUT',
    url: `/api/cases/${id}`,
    headers: actor.auth,
    payload: { ...fields, witnesses },
  });
  expect(response.statusCode, response.body).toBe(200);
  await testApp.app.services.events.drain();
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('the mail of grouped changes', () => {
  it('three edits in the window are one mail after two minutes; a change once it is sent is a new one', async () => {
    const server = await smtp();
    const time = createTestClock(START);
    const testApp = await start(time);
    const admin = await createUser(testApp.app, { role: 'admin' });
    await useSmtp(testApp, admin, server.port);
    const budi = await createUser(testApp.app, { username: 'Budi' });
    const siti = await createUser(testApp.app, { username: 'Siti' });
    await chooseMail(testApp, siti, { mail_notifications: true });

    // The creation is not grouped: its mail goes at once, the clock standing still.
    const created = await createCase(testApp, budi, [siti.user.id]);
    await expect.poll(() => server.messages.length, POLL).toBe(1);
    expect(server.messages[0]?.text).toContain('Budi menambahkan kasus');

    await edit(testApp, budi, created.id, 'Andi');
    time.advance(40 * SECOND);
    await edit(testApp, budi, created.id, 'Andi, Rina');
    time.advance(40 * SECOND);
    await edit(testApp, budi, created.id, 'Andi, Rina, Joko');
    await settle();
    expect(server.messages).toHaveLength(1);
    const waiting = await queueRows(testApp);
    expect(waiting).toHaveLength(2);
    // Due two minutes after the first of the edits, however many follow.
    expect(waiting[1]).toMatchObject({ sent_at: null, claimed_by: null, next_attempt_at: '2026-04-02T02:02:00.000Z' });
    expect(waiting[1]?.text).toContain('(3 perubahan)');

    time.moveTo(2 * 60 * SECOND + SECOND);
    await expect.poll(() => server.messages.length, POLL).toBe(2);
    await settle();
    expect(server.messages).toHaveLength(2);
    const grouped = server.messages[1];
    expect(grouped?.subject).toBe(`[Jadwal Pidsus] Perubahan perkara: ${fields.title}`);
    expect(grouped?.text).toContain(`Budi mengubah kasus "${fields.title}" (3 perubahan)`);
    expect(grouped?.html).toContain('(3 perubahan)');
    const notifications = await testApp.app.inject({ method: 'GET', url: '/api/notifications', headers: siti.auth });
    const [latest] = notifications.json<{ id: number; message: string }[]>();
    expect(latest?.message).toContain('(3 perubahan)');
    expect((await queueRows(testApp))[1]?.notification_id).toBe(latest?.id);

    // The same notification counts a fourth change; its mail was sent, so this one is a row of its own, held back.
    await edit(testApp, budi, created.id, 'Andi, Rina, Joko, Sari');
    await settle();
    expect(server.messages).toHaveLength(2);
    const rows = await queueRows(testApp);
    expect(rows).toHaveLength(3);
    expect(rows[2]).toMatchObject({ notification_id: latest?.id, next_attempt_at: '2026-04-02T02:04:01.000Z' });
    time.advance(2 * 60 * SECOND);
    await expect.poll(() => server.messages.length, POLL).toBe(3);
    expect(server.messages[2]?.text).toContain('(4 perubahan)');
  });

  it('with two instances on one database, the edits made through both are one mail to each, sent once', async () => {
    const server = await smtp();
    const time = createTestClock(START);
    const prefix = `test:${randomUUID()}:`;
    const a = await start(time, {}, prefix);
    const b = await start(time, sameDatabaseAs(a), prefix);
    const admin = await createUser(a.app, { role: 'admin' });
    await useSmtp(a, admin, server.port);
    const budi = await createUser(a.app, { username: 'Budi' });
    const team = [];
    for (let index = 0; index < 4; index += 1) {
      const member = await createUser(a.app);
      await chooseMail(a, member, { mail_notifications: true });
      team.push(member);
    }
    const created = await createCase(
      a,
      budi,
      team.map((member) => member.user.id),
    );
    await expect.poll(() => server.messages.length, POLL).toBe(4);

    for (const [index, through] of [a, b, a].entries()) {
      await edit(through, budi, created.id, `Saksi ${index}`);
      time.advance(10 * SECOND);
    }
    await settle();
    expect(server.messages).toHaveLength(4);

    time.moveTo(2 * 60 * SECOND + SECOND);
    await expect.poll(() => server.messages.length, POLL).toBe(8);
    await settle();
    expect(server.messages).toHaveLength(8);
    expect(new Set(server.messages.map((mail) => mail.messageId)).size).toBe(8);
    for (const mail of server.messages.slice(4)) {
      expect(mail.text).toContain('(3 perubahan)');
    }
    const rows = await queueRows(a);
    expect(rows).toHaveLength(8);
    expect(rows.every((row) => row.sent_at !== null && row.attempts === 1)).toBe(true);
  }, 60_000);

  it('migration 0031 goes down and back up; its index holds one unclaimed row per notification', async () => {
    const testApp = await createTestApp({}, { mailPollMs: false });
    apps.push(testApp);
    const db = testApp.app.services.db;
    await migrations['0031-mail-grouping']?.down?.(db);
    await migrations['0031-mail-grouping']?.up(db);
    const at = START.toISOString();
    const row = { to_address: 'a@b.id', subject: 's', text: 't', html: 'h', kind: 'mail_notifications' };
    const queued = { ...row, notification_id: 7, created_at: at, next_attempt_at: at };
    await db.insertInto('mail_queue').values(queued).execute();
    await expect(db.insertInto('mail_queue').values(queued).execute()).rejects.toThrow();
    await db.updateTable('mail_queue').set({ claimed_by: 'instance-a' }).execute();
    await db.insertInto('mail_queue').values(queued).execute();
    expect(await queueRows(testApp)).toHaveLength(2);
  });
});
