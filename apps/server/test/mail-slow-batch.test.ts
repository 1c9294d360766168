import { afterAll, expect, it } from 'vitest';
import { createMailRepository } from '../src/modules/mail/repository';
import { createMailService } from '../src/modules/mail/service';
import { createTestApp, createTestClock, type TestApp } from './helpers';

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
        kind: 'mail_notifications',
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
