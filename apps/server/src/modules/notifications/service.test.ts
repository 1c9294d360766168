import { beforeEach, describe, expect, it } from 'vitest';
import type { Case } from '@pidsus/shared';
import { DomainEvents, type CaseChangedEvent, type NotificationCreatedEvent } from '../../lib/domain-events';
import { messages } from '../../messages';
import { createFakeNotifications } from './fake-notifications';
import { createNotificationsService, staffToNotify } from './service';

/** 07:00 in Jakarta (UTC+7) on 2 April 2026. */
const SEVEN_AM = '2026-04-02T00:00:00.000Z';
const at = (iso: string) => new Date(iso);

function setup() {
  const fake = createFakeNotifications();
  const actor = fake.addAccount('user');
  const colleague = fake.addAccount('user');
  const admin = fake.addAccount('admin');
  const removed = fake.addAccount('user', { deleted: true });
  const otherColleague = fake.addAccount('user');
  const events = new DomainEvents();
  const delivered: NotificationCreatedEvent[] = [];
  events.on('notification.created', (event) => {
    delivered.push(event);
  });
  const cleanupErrors: unknown[] = [];
  const clock = { now: at(SEVEN_AM) };
  const service = createNotificationsService({
    notifications: fake.notifications,
    clock: () => clock.now,
    officeTimeZone: 'Asia/Jakarta',
    events,
    onCleanupError: (error) => cleanupErrors.push(error),
  });
  return { fake, service, delivered, cleanupErrors, clock, ids: { actor, colleague, admin, removed, otherColleague } };
}

const changed = (actorId: number, action: CaseChangedEvent['action'] = 'status'): CaseChangedEvent => ({
  action,
  case: { id: 12, title: 'Sidang tuntutan', date: '2026-04-02', type: 'penuntutan', status: 'Selesai' } as Case,
  actor: { id: actorId, username: 'Budi' },
});

const recipientsOf = (delivered: NotificationCreatedEvent[]) => delivered.map((event) => event.recipientId);

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});

describe('notifications: who hears of a case change', () => {
  it('notifies every other active staff user: not the actor, not admins, not removed accounts', async () => {
    expect(await t.service.notifyCaseChanged(changed(t.ids.actor))).toBe(2);
    expect(t.fake.state.notifications.map((row) => row.recipient_id)).toEqual([t.ids.colleague, t.ids.otherColleague]);
  });

  it("notifies every active staff user of an admin's change", async () => {
    await t.service.notifyCaseChanged(changed(t.ids.admin));
    expect(recipientsOf(t.delivered)).toEqual([t.ids.actor, t.ids.colleague, t.ids.otherColleague]);
  });

  it('tells each recipient at once through notification.created, with the notification as written', async () => {
    await t.service.notifyCaseChanged(changed(t.ids.actor));
    const expected = (id: number) => ({
      id,
      message: 'Budi mengubah status "Sidang tuntutan" menjadi Selesai',
      link: '/case/12',
      is_read: false,
      created_at: SEVEN_AM,
    });
    expect(t.delivered).toEqual([
      { recipientId: t.ids.colleague, notification: expected(1) },
      { recipientId: t.ids.otherColleague, notification: expected(2) },
    ]);
  });

  it('links to the case, except to a deleted one', async () => {
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'deleted'));
    expect(t.delivered.map((event) => event.notification.link)).toEqual([null, null]);
  });

  it('keeps the rule apart from the query: staff only, removed accounts and the actor left out', () => {
    const accounts = [
      { id: 1, role: 'user' as const, deleted_at: null },
      { id: 2, role: 'admin' as const, deleted_at: null },
      { id: 3, role: 'user' as const, deleted_at: '2026-03-01T00:00:00.000Z' },
      { id: 4, role: 'user' as const, deleted_at: null },
    ];
    expect(staffToNotify(accounts, 4)).toEqual([1]);
    expect(staffToNotify(accounts)).toEqual([1, 4]);
  });
});

describe('notifications: the 07:00 reminder', () => {
  it('tells every active staff user, admins and removed accounts excepted, how many hearings there are today', async () => {
    t.fake.state.casesPerDay.set('2026-04-02', 3);
    expect(await t.service.runDailyReminder()).toBe(3);
    expect(t.delivered).toEqual(
      [t.ids.actor, t.ids.colleague, t.ids.otherColleague].map((recipientId) => ({
        recipientId,
        notification: expect.objectContaining({ message: '3 kasus dijadwalkan hari ini', link: '/case-schedule' }),
      })),
    );
  });

  it('is due from 07:00 until noon office time only, and leaves the day unclaimed otherwise', async () => {
    t.fake.state.casesPerDay.set('2026-04-02', 3);
    t.clock.now = at('2026-04-01T23:59:00.000Z');
    expect(await t.service.runDailyReminder()).toBeUndefined();
    t.clock.now = at('2026-04-02T05:00:00.000Z');
    expect(await t.service.runDailyReminder()).toBeUndefined();
    expect(t.fake.state.reminders.size).toBe(0);
    t.clock.now = at('2026-04-02T04:59:00.000Z');
    expect(await t.service.runDailyReminder()).toBe(3);
  });

  it('is sent once an office day: a second run the same day sends nothing, the next day sends again', async () => {
    t.fake.state.casesPerDay.set('2026-04-02', 1).set('2026-04-03', 2);
    expect(await t.service.runDailyReminder()).toBe(3);
    t.clock.now = at('2026-04-02T03:00:00.000Z');
    expect(await t.service.runDailyReminder()).toBeUndefined();
    t.clock.now = at('2026-04-03T00:00:00.000Z');
    expect(await t.service.runDailyReminder()).toBe(3);
    expect(t.delivered.map((event) => event.notification.message)).toEqual([
      ...Array<string>(3).fill('1 kasus dijadwalkan hari ini'),
      ...Array<string>(3).fill('2 kasus dijadwalkan hari ini'),
    ]);
  });

  it('tells no one on a day without hearings, but claims the day', async () => {
    expect(await t.service.runDailyReminder()).toBe(0);
    expect(t.fake.state.reminders).toEqual(new Map([['2026-04-02', 0]]));
    expect(t.delivered).toEqual([]);
  });

  it('then removes read notifications older than 180 days; a failed clean-up is reported and the reminder stands', async () => {
    t.fake.state.casesPerDay.set('2026-04-02', 1).set('2026-04-03', 1);
    expect(await t.service.runDailyReminder()).toBe(3);
    expect(t.fake.state.cleanups).toEqual(['2025-10-04T00:00:00.000Z']);
    t.fake.failCleanups(new Error('database gone'));
    t.clock.now = at('2026-04-03T00:00:00.000Z');
    expect(await t.service.runDailyReminder()).toBe(3);
    expect(t.cleanupErrors).toEqual([new Error('database gone')]);
  });
});

describe('notifications: reading', () => {
  it("answers 404 for someone else's notification, as for one that does not exist", async () => {
    await t.service.notifyCaseChanged(changed(t.ids.actor));
    const theirs = t.fake.state.notifications[0]!;
    await expect(t.service.markRead(t.ids.actor, theirs.id)).rejects.toMatchObject({
      statusCode: 404,
      message: messages.notifications.notFound,
    });
    expect(theirs.read_at).toBeNull();
    expect(await t.service.markRead(theirs.recipient_id, theirs.id)).toMatchObject({ id: theirs.id, is_read: true });
  });
});
