import type { DomainEvents } from '../../lib/domain-events';
import type { InstanceSignals } from '../../lib/instance-signals';
import type { SessionCache } from './session-cache';

/**
 * Keeps the session cache right on every instance: a session ended or an account changed here is evicted here at
 * once (the event is emitted after the change is committed, before the request answers) and sent to the other
 * instances, which evict it when the signal arrives. After a lost subscription nothing kept can be trusted.
 */
export function followSessionChanges(deps: {
  cache: SessionCache;
  events: Pick<DomainEvents, 'on'>;
  signals: Pick<InstanceSignals, 'on' | 'onResumed' | 'publish'>;
}) {
  const { cache, events, signals } = deps;
  events.on('session.ended', ({ sessionIds }) => {
    cache.evictSessions(sessionIds);
    signals.publish({ kind: 'sessions.ended', sessionIds });
  });
  events.on('account.changed', ({ userIds }) => {
    cache.evictUsers(userIds);
    signals.publish({ kind: 'accounts.changed', userIds });
  });
  signals.on((signal) => {
    if (signal.kind === 'sessions.ended') {
      cache.evictSessions(signal.sessionIds);
    } else if (signal.kind === 'accounts.changed') {
      cache.evictUsers(signal.userIds);
    }
  });
  signals.onResumed(() => cache.clear());
}
