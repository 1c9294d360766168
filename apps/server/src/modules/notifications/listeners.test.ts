import { describe, expect, it } from 'vitest';
import type { Case } from '@pidsus/shared';
import { DomainEvents, type CaseChangedEvent } from '../../lib/domain-events';
import { subscribeNotifications } from './listeners';

const event: CaseChangedEvent = {
  action: 'updated',
  case: { id: 3, title: 'Kasus', date: '2026-04-02', type: 'penyidikan', status: 'Menunggu' } as Case,
  actor: { id: 7, username: 'Budi' },
  audience: [],
};

describe('notifications listeners', () => {
  it('a changed case notifies, and a graceful shutdown waits for it', async () => {
    const events = new DomainEvents();
    const notified: CaseChangedEvent[] = [];
    subscribeNotifications(events, {
      notifyCaseChanged: async (changed) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return notified.push(changed);
      },
    });
    events.emit('case.changed', event);
    expect(notified).toEqual([]);
    await events.drain();
    expect(notified).toEqual([event]);
  });

  it('a failure is reported and does not reach the emitter', async () => {
    const failures: unknown[] = [];
    const events = new DomainEvents((error) => failures.push(error));
    subscribeNotifications(events, {
      notifyCaseChanged: async () => {
        throw new Error('database gone');
      },
    });
    expect(() => events.emit('case.changed', event)).not.toThrow();
    await events.drain();
    expect(failures).toEqual([new Error('database gone')]);
  });

  it('reacts to changed cases only', async () => {
    const events = new DomainEvents();
    let calls = 0;
    subscribeNotifications(events, {
      notifyCaseChanged: async () => {
        calls += 1;
        return 0;
      },
    });
    events.emit('session.ended', { sessionIds: [1] });
    await events.drain();
    expect(calls).toBe(0);
  });
});
