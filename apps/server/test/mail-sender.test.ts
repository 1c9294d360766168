import { afterAll, expect, it } from 'vitest';
import { createMailRepository } from '../src/modules/mail/repository';
import { addressOf, createMailService, MAIL_TO_MAX } from '../src/modules/mail/service';
import { createTestApp, createTestClock, createUser, type TestApp } from './helpers';

const apps: TestApp[] = [];
afterAll(async () => {
  for (const app of apps.splice(0)) {
    await app.close();
  }
});

/**
 * Decisions §11, "once per cluster": two instances' senders on one queue, the first's SMTP server taking 8 s a
 * message. Its batch of 20 runs past the 2 minutes of its claim; the second instance's tick then claims the rows
 * not sent yet. Each message still goes out once: a row's claim is renewed at the start of its own send, and a row
 * another instance took is left to it.
 */
it('sends each queued mail once when a slow batch outlasts its claim and another instance takes over', async () => {
  const testClock = createTestClock();
  const testApp = await createTestApp({}, { clock: testClock.clock, mailPollMs: false });
  apps.push(testApp);
  const db = testApp.app.services.db;
  const at = testClock.clock().toISOString();
  for (let index = 0; index < 20; index += 1) {
    await db
      .insertInto('mail_queue')
      .values({
        to_address: `r${index}@kejari.go.id`,
        subject: 's',
        text: 't',
        html: 'h',
        // Rows of no account's choice (as the test mail's): this test is about the claim, not the recipient.
        kind: 'test',
        created_at: at,
        next_attempt_at: at,
      })
      .execute();
  }
  const delivered: string[] = [];
  const others: { second?: ReturnType<typeof createMailService> } = {};
  const service = (instanceId: string, slow: boolean) =>
    createMailService({
      mail: createMailRepository(db),
      clock: testClock.clock,
      target: async () => ({ transport: {} }) as never,
      configured: async () => true,
      send: async (_target, message) => {
        delivered.push(message.to);
        if (slow) {
          testClock.advance(8_000);
          if (delivered.length === 16) {
            await others.second?.sendDue();
          }
        }
      },
      officeName: async () => 'Kejari',
      publicUrl: 'http://localhost',
      recordFailure: async () => undefined,
      instanceId,
    });
  const first = service('instance-a', true);
  const second = service('instance-b', false);
  others.second = second;
  await first.sendDue();
  await second.sendDue();
  expect(delivered).toHaveLength(20);
  expect(new Set(delivered).size).toBe(20);
  const rows = await db.selectFrom('mail_queue').select(['sent_at']).execute();
  expect(rows.every((row) => row.sent_at !== null)).toBe(true);
});

/**
 * Decisions §11: "An account deleted or without the choice gets nothing", also for a mail queued before: the
 * recipient is read again as it is sent. A grouped notification's mail waits 2 minutes, long enough for either.
 */
it('sends nothing to an account deleted, or one that turned the choice off, after its mail was queued', async () => {
  const testClock = createTestClock();
  const testApp = await createTestApp({}, { clock: testClock.clock, mailPollMs: false });
  apps.push(testApp);
  const db = testApp.app.services.db;
  const people = await Promise.all(['Siti', 'Andi', 'Rina'].map((username) => createUser(testApp.app, { username })));
  await db.updateTable('users').set({ mail_notifications: 1 }).execute();
  const at = testClock.clock().toISOString();
  for (const person of people) {
    await db
      .insertInto('mail_queue')
      .values({
        recipient_id: person.user.id,
        to_address: person.user.email,
        subject: 's',
        text: 't',
        html: 'h',
        kind: 'mail_notifications',
        created_at: at,
        next_attempt_at: at,
      })
      .execute();
  }
  const [siti, andi] = people;
  await db
    .updateTable('users')
    .set({ deleted_at: at })
    .where('id', '=', siti?.user.id ?? 0)
    .execute();
  await db
    .updateTable('users')
    .set({ mail_notifications: 0 })
    .where('id', '=', andi?.user.id ?? 0)
    .execute();
  const delivered: string[] = [];
  const sender = createMailService({
    mail: createMailRepository(db),
    clock: testClock.clock,
    target: async () => ({ transport: {} }) as never,
    configured: async () => true,
    send: async (_target, message) => {
      delivered.push(message.to);
    },
    officeName: async () => 'Kejari',
    publicUrl: 'http://localhost',
    recordFailure: async () => undefined,
  });
  expect(await sender.sendDue()).toBe(1);
  expect(delivered).toEqual([people[2]?.user.email]);
  const rows = await db.selectFrom('mail_queue').select(['to_address', 'sent_at', 'failed_at', 'last_error']).execute();
  expect(rows.filter((row) => row.failed_at !== null).map((row) => row.last_error)).toEqual([
    'Tidak dikirim: akun penerima sudah dihapus atau tidak lagi memilih email ini',
    'Tidak dikirim: akun penerima sudah dihapus atau tidak lagi memilih email ini',
  ]);
});

it('queues a recipient of the longest name and address within the queue’s column, the name cut', () => {
  const address = `${'a'.repeat(64)}@${'b'.repeat(180)}.go.id`;
  const to = addressOf('N'.repeat(100), address);
  expect(Array.from(to).length).toBeLessThanOrEqual(MAIL_TO_MAX);
  expect(to.endsWith(` <${address}>`)).toBe(true);
  expect(addressOf('Siti "Ani" Rahma', 'siti@kejari.go.id')).toBe('"Siti  Ani  Rahma" <siti@kejari.go.id>');
});

/**
 * Decisions §11: the admin's test mail is sent by the instance that answers the admin. Another instance's sender
 * running between its insert and its send leaves it alone (it is inserted claimed), so the admin is not told it
 * failed while another instance sends it.
 */
it('sends the test mail from the instance the admin asked, even when another instance’s sender runs meanwhile', async () => {
  const testClock = createTestClock();
  const testApp = await createTestApp({}, { clock: testClock.clock, mailPollMs: false });
  apps.push(testApp);
  const db = testApp.app.services.db;
  const delivered: string[] = [];
  const others: { second?: ReturnType<typeof createMailService> } = {};
  const service = (instanceId: string, repository: ReturnType<typeof createMailRepository>) =>
    createMailService({
      mail: repository,
      clock: testClock.clock,
      target: async () => ({ transport: {} }) as never,
      configured: async () => true,
      send: async (_target, message) => {
        delivered.push(`${instanceId} ${message.to}`);
      },
      officeName: async () => 'Kejari',
      publicUrl: 'http://localhost',
      recordFailure: async () => undefined,
      instanceId,
    });
  const plain = createMailRepository(db);
  // The other instance's sender runs the moment the test mail's row is written.
  const racing = {
    ...plain,
    insert: async (row: Parameters<typeof plain.insert>[0]) => {
      const inserted = await plain.insert(row);
      await others.second?.sendDue();
      return inserted;
    },
  };
  const first = service('instance-a', racing);
  others.second = service('instance-b', plain);
  const admin = await createUser(testApp.app, { role: 'admin', username: 'Admin' });
  await expect(first.sendTest({ id: admin.user.id, username: 'Admin', email: admin.user.email })).resolves.toEqual({
    sent: true,
  });
  expect(delivered).toEqual([`instance-a "Admin" <${admin.user.email}>`]);
  const rows = await db.selectFrom('mail_queue').select(['sent_at', 'claimed_by']).execute();
  expect(rows).toEqual([{ sent_at: expect.any(String), claimed_by: 'instance-a' }]);
});
