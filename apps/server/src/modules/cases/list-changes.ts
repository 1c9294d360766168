import type { FastifyInstance } from 'fastify';
import type { DomainEvents } from '../../lib/domain-events';
import type { InstanceSignals } from '../../lib/instance-signals';
import type { ListVersion } from './list-version';

/** The most often this instance tells the others that its writes may have moved the lists (ms). */
const SIGNAL_EVERY_MS = 50;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Moves the lists' version kept in memory (list-version.ts) on every sign that it may have changed. Here: each write
 * request, before its answer leaves (so its author's next list reads the new version; which table it wrote does not
 * matter: the version in the database says whether the lists changed), and each `case.changed` (jobs too). To the
 * other instances: a `lists.changed` signal at once for each `case.changed` but an import's, otherwise one per
 * SIGNAL_EVERY_MS at most while writes succeed here.
 */
export function followListChanges(
  app: FastifyInstance,
  deps: { version: ListVersion; events: Pick<DomainEvents, 'on'>; signals: InstanceSignals },
) {
  const { version, events, signals } = deps;
  let lastSent = -Infinity;
  let pending: NodeJS.Timeout | undefined;
  const tellOthers = () => {
    if (pending) {
      return;
    }
    const wait = lastSent + SIGNAL_EVERY_MS - performance.now();
    const send = () => {
      pending = undefined;
      lastSent = performance.now();
      signals.publish({ kind: 'lists.changed' });
    };
    if (wait <= 0) {
      send();
      return;
    }
    pending = setTimeout(send, wait);
    pending.unref();
  };

  app.addHook('onSend', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || !request.url.startsWith('/api/')) {
      return;
    }
    version.changed();
    if (reply.statusCode < 400 && !request.url.startsWith('/api/auth/')) {
      tellOthers();
    }
  });
  events.on('case.changed', ({ bulk }) => {
    version.changed();
    if (bulk) {
      tellOthers();
      return;
    }
    // At once, not after the 50 ms: the same change reaches the other instances' browsers as `cases:changed`
    // (plugins/realtime.ts, through Redis too), and each then reads the case again from its own instance. That
    // instance must have heard of the change first, or it answers from its answers' cache what was there before.
    clearTimeout(pending);
    pending = undefined;
    lastSent = performance.now();
    signals.publish({ kind: 'lists.changed' });
  });
  signals.on((signal) => {
    if (signal.kind === 'lists.changed') {
      version.changed();
    }
  });
  // Signals may have been missed while the subscription was down.
  signals.onResumed(() => version.changed());
  app.addHook('onClose', async () => clearTimeout(pending));
}
