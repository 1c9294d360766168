import { describe, expect, it } from 'vitest';
import type { Case, Notification } from '@pidsus/shared';
import { DomainEvents, type CaseChangedEvent } from './domain-events';

const event: CaseChangedEvent = {
  action: 'created',
  case: { id: 1, title: 'Kasus', date: '2026-04-02', type: 'penyidikan', status: 'Menunggu' } as Case,
  actor: { id: 7, username: 'Budi' },
  audience: [],
};

const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('DomainEvents', () => {
  it('drain waits for every running listener, also one that takes a while', async () => {
    const events = new DomainEvents();
    const done: string[] = [];
    events.on('case.changed', async () => {
      await later(30);
      done.push('slow');
    });
    events.on('case.changed', () => {
      done.push('quick');
    });
    events.emit('case.changed', event);
    expect(done).toEqual(['quick']);
    await events.drain();
    expect(done).toEqual(['quick', 'slow']);
  });

  it('a failing listener is reported, and neither stops the others nor the drain', async () => {
    const errors: unknown[] = [];
    const events = new DomainEvents((error) => errors.push(error));
    const done: string[] = [];
    events.on('case.changed', () => {
      throw new Error('sync');
    });
    events.on('case.changed', async () => {
      await later(5);
      throw new Error('async');
    });
    events.on('case.changed', () => {
      done.push('third');
    });
    events.emit('case.changed', event);
    await events.drain();
    expect(done).toEqual(['third']);
    expect(errors.map((error) => (error as Error).message)).toEqual(['sync', 'async']);
  });

  it('delivers each event to its own listeners only, with its payload', () => {
    const events = new DomainEvents();
    const seen: string[] = [];
    events.on('case.changed', ({ case: changed }) => {
      seen.push(`case ${changed.id}`);
    });
    events.on('session.ended', ({ sessionIds }) => {
      seen.push(`sessions ${sessionIds.join(',')}`);
    });
    events.on('notification.created', ({ recipientId }) => {
      seen.push(`notification for ${recipientId}`);
    });
    events.emit('session.ended', { sessionIds: [4, 5] });
    events.emit('notification.created', { recipientId: 9, notification: { id: 1 } as Notification });
    expect(seen).toEqual(['sessions 4,5', 'notification for 9']);
  });

  it('drain with nothing running resolves at once', async () => {
    await expect(new DomainEvents().drain()).resolves.toBeUndefined();
  });
});
