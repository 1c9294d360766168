import { beforeEach, describe, expect, it } from 'vitest';
import type { Case } from '@pidsus/shared';
import { DomainEvents, type CaseChangedEvent, type NotificationCreatedEvent } from '../../lib/domain-events';
import { messages } from '../../messages';
import { createFakeNotifications } from './fake-notifications';
import { createNotificationsService } from './service';

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
  const head = fake.addAccount('user', { notifyAll: true });
  const bystander = fake.addAccount('user');
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
  return {
    fake,
    service,
    delivered,
    cleanupErrors,
    clock,
    ids: { actor, colleague, admin, removed, otherColleague, head, bystander },
  };
}

/** A change of case 12, whose team and followers (`audience`) are the actor, the colleagues and the others given. */
const changed = (
  actorId: number,
  action: CaseChangedEvent['action'] = 'status',
  audience: number[] = [1, 2, 3, 4, 5],
): CaseChangedEvent => ({
  action,
  case: { id: 12, title: 'Sidang tuntutan', date: '2026-04-02', type: 'penuntutan', status: 'Selesai' } as Case,
  actor: { id: actorId, username: 'Budi' },
  audience,
});

const recipientsOf = (delivered: NotificationCreatedEvent[]) => delivered.map((event) => event.recipientId);

let t: ReturnType<typeof setup>;
beforeEach(() => {
  t = setup();
});

describe('notifications: who hears of a case change', () => {
  it('notifies the team and followers and the notify_all staff: not the actor, not admins, not removed accounts, not bystanders', async () => {
    // The audience holds the actor (1), a colleague (2), an admin (3), a removed account (4), another colleague (5).
    expect(await t.service.notifyCaseChanged(changed(t.ids.actor))).toBe(3);
    expect(t.fake.state.notifications.map((row) => row.recipient_id)).toEqual([
      t.ids.colleague,
      t.ids.otherColleague,
      t.ids.head,
    ]);
    expect(recipientsOf(t.delivered)).not.toContain(t.ids.bystander);
  });

  it('tells an import’s case (bulk) to its own people only, never to the notify_all staff', async () => {
    await t.service.notifyCaseChanged({ ...changed(t.ids.actor, 'created', []), bulk: true });
    expect(recipientsOf(t.delivered)).toEqual([]);
    await t.service.notifyCaseChanged({ ...changed(t.ids.actor, 'updated', [t.ids.colleague]), bulk: true });
    expect(recipientsOf(t.delivered)).toEqual([t.ids.colleague]);
  });

  it('notifies only the notify_all staff of a case nobody is on or follows', async () => {
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'updated', []));
    expect(recipientsOf(t.delivered)).toEqual([t.ids.head]);
  });

  it('notifies the notify_all staff once even when they are on the team too, and never the actor among them', async () => {
    await t.service.notifyCaseChanged(changed(t.ids.colleague, 'updated', [t.ids.head, t.ids.head, t.ids.colleague]));
    expect(recipientsOf(t.delivered)).toEqual([t.ids.head]);
    t.delivered.length = 0;
    await t.service.notifyCaseChanged(changed(t.ids.head, 'updated', [t.ids.head]));
    expect(recipientsOf(t.delivered)).toEqual([]);
  });

  it("notifies the team of an admin's change", async () => {
    await t.service.notifyCaseChanged(changed(t.ids.admin));
    expect(recipientsOf(t.delivered)).toEqual([t.ids.actor, t.ids.colleague, t.ids.otherColleague, t.ids.head]);
  });

  it('tells each recipient at once through notification.created, with the notification as written', async () => {
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'status', [t.ids.colleague, t.ids.otherColleague]));
    const expected = (id: number) => ({
      id,
      message: 'Budi mengubah status "Sidang tuntutan" menjadi Selesai',
      link: '/case/12',
      is_read: false,
      created_at: SEVEN_AM,
    });
    // Each may also go by e-mail to a recipient who chose it (decisions §11); a change that gathers (§10) says so,
    // for its mail waits for the changes that follow.
    const mail = { choice: 'mail_notifications', subject: 'Perubahan perkara: Sidang tuntutan', grouped: true };
    expect(t.delivered).toEqual([
      { recipientId: t.ids.colleague, notification: expected(1), mail },
      { recipientId: t.ids.otherColleague, notification: expected(2), mail },
      { recipientId: t.ids.head, notification: expected(3), mail },
    ]);
    t.delivered.splice(0);
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'created', [t.ids.colleague]));
    expect(t.delivered.map((event) => event.mail)).toEqual([
      { choice: 'mail_notifications', subject: 'Perubahan perkara: Sidang tuntutan' },
      { choice: 'mail_notifications', subject: 'Perubahan perkara: Sidang tuntutan' },
    ]);
  });

  it('links to the case, except to a deleted one', async () => {
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'deleted'));
    expect(t.delivered.map((event) => event.notification.link)).toEqual([null, null, null]);
  });
});

describe('notifications: the 07:00 reminder', () => {
  it('tells each staff user their own hearings, and the notify_all staff the office count too', async () => {
    t.fake.state.casesPerDay.set('2026-04-02', 3);
    t.fake.setOwnHearings('2026-04-02', t.ids.colleague, 2);
    t.fake.setOwnHearings('2026-04-02', t.ids.head, 1);
    t.fake.setOwnHearings('2026-04-02', t.ids.removed, 1);
    expect(await t.service.runDailyReminder()).toBe(3);
    expect(t.delivered).toEqual([
      {
        recipientId: t.ids.colleague,
        notification: expect.objectContaining({
          message: 'Anda memiliki 2 sidang hari ini',
          link: '/case-schedule?mine=1',
        }),
        // The day's docket of one's cases may also go by e-mail, listing that office day's (decisions §11); the
        // office count does not.
        mail: { choice: 'mail_docket', subject: 'Sidang hari ini: 2 perkara', day: '2026-04-02' },
      },
      {
        recipientId: t.ids.head,
        notification: expect.objectContaining({
          message: 'Anda memiliki 1 sidang hari ini',
          link: '/case-schedule?mine=1',
        }),
        mail: { choice: 'mail_docket', subject: 'Sidang hari ini: 1 perkara', day: '2026-04-02' },
      },
      {
        recipientId: t.ids.head,
        notification: expect.objectContaining({ message: '3 kasus dijadwalkan hari ini', link: '/case-schedule' }),
      },
    ]);
  });

  it('is due from 07:00 until noon office time only, and leaves the day unclaimed otherwise', async () => {
    t.fake.state.casesPerDay.set('2026-04-02', 3);
    t.clock.now = at('2026-04-01T23:59:00.000Z');
    expect(await t.service.runDailyReminder()).toBeUndefined();
    t.clock.now = at('2026-04-02T05:00:00.000Z');
    expect(await t.service.runDailyReminder()).toBeUndefined();
    expect(t.fake.state.reminders.size).toBe(0);
    t.clock.now = at('2026-04-02T04:59:00.000Z');
    expect(await t.service.runDailyReminder()).toBe(1);
  });

  it('is sent once an office day: a second run the same day sends nothing, the next day sends again', async () => {
    t.fake.state.casesPerDay.set('2026-04-02', 1).set('2026-04-03', 2);
    t.fake.setOwnHearings('2026-04-03', t.ids.actor, 2);
    expect(await t.service.runDailyReminder()).toBe(1);
    t.clock.now = at('2026-04-02T03:00:00.000Z');
    expect(await t.service.runDailyReminder()).toBeUndefined();
    t.clock.now = at('2026-04-03T00:00:00.000Z');
    expect(await t.service.runDailyReminder()).toBe(2);
    expect(t.delivered.map((event) => event.notification.message)).toEqual([
      '1 kasus dijadwalkan hari ini',
      'Anda memiliki 2 sidang hari ini',
      '2 kasus dijadwalkan hari ini',
    ]);
  });

  it('tells no one on a day without hearings, but claims the day', async () => {
    expect(await t.service.runDailyReminder()).toBe(0);
    expect(t.fake.state.reminders).toEqual(new Map([['2026-04-02', 0]]));
    expect(t.delivered).toEqual([]);
  });

  it('then removes read notifications older than 180 days; a failed clean-up is reported and the reminder stands', async () => {
    t.fake.state.casesPerDay.set('2026-04-02', 1).set('2026-04-03', 1);
    expect(await t.service.runDailyReminder()).toBe(1);
    expect(t.fake.state.cleanups).toEqual(['2025-10-04T00:00:00.000Z']);
    t.fake.failCleanups(new Error('database gone'));
    t.clock.now = at('2026-04-03T00:00:00.000Z');
    expect(await t.service.runDailyReminder()).toBe(1);
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

describe('notifications: one person’s changes to one case gather (decisions §10)', () => {
  const messagesOf = (recipientId: number) =>
    t.fake.state.notifications.filter((row) => row.recipient_id === recipientId).map((row) => row.message);

  it('makes three changes within 10 minutes one notification that counts them, delivered again each time', async () => {
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'updated'));
    t.clock.now = at('2026-04-02T00:04:00.000Z');
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'status'));
    t.clock.now = at('2026-04-02T00:09:00.000Z');
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'defendant_added'));
    expect(messagesOf(t.ids.colleague)).toEqual(['Budi mengubah kasus "Sidang tuntutan" (3 perubahan)']);
    // Each change is delivered: the same notification (same id), now counting one more.
    const toColleague = t.delivered.filter((event) => event.recipientId === t.ids.colleague);
    expect(toColleague).toHaveLength(3);
    expect(new Set(toColleague.map((event) => event.notification.id)).size).toBe(1);
    expect(toColleague.at(-1)?.notification.created_at).toBe('2026-04-02T00:09:00.000Z');
  });

  it('starts anew after 10 minutes without a change, once read, for another person, and for another case', async () => {
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'updated'));
    t.clock.now = at('2026-04-02T00:10:01.000Z');
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'updated'));
    expect(messagesOf(t.ids.colleague)).toHaveLength(2);

    const newest = t.fake.state.notifications.filter((row) => row.recipient_id === t.ids.colleague).at(-1)!;
    await t.service.markRead(t.ids.colleague, newest.id);
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'updated'));
    expect(messagesOf(t.ids.colleague)).toHaveLength(3);

    await t.service.notifyCaseChanged(changed(t.ids.otherColleague, 'updated'));
    expect(messagesOf(t.ids.colleague)).toHaveLength(4);
    await t.service.notifyCaseChanged({ ...changed(t.ids.actor, 'updated'), case: { ...changed(1).case, id: 13 } });
    expect(messagesOf(t.ids.colleague)).toHaveLength(5);
  });

  it('never folds a creation, a deletion or a release into the count', async () => {
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'created'));
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'updated'));
    await t.service.notifyCaseChanged(changed(t.ids.actor, 'deleted'));
    expect(messagesOf(t.ids.colleague)).toHaveLength(3);
    expect(messagesOf(t.ids.colleague).some((message) => message.includes('perubahan)'))).toBe(false);
  });
});
