import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';

/**
 * What one instance tells the others so that their in-memory copies follow (docs/performance.md): sessions ended,
 * accounts whose sessions must be read again, case lists changed.
 */
export type InstanceSignal =
  | { kind: 'sessions.ended'; sessionIds: number[] }
  | { kind: 'accounts.changed'; userIds: number[] }
  | { kind: 'lists.changed' };

export interface InstanceSignals {
  /**
   * Whether this instance hears the others' signals now: always without Redis (one instance, nothing to hear),
   * with Redis only while its subscription is up. A cache that must follow other instances is used only then.
   */
  listening(): boolean;
  /** Sends to every other instance (not to this one: its caller has already done its part here). */
  publish(signal: InstanceSignal): void;
  /** Called with each signal from another instance. */
  on(listener: (signal: InstanceSignal) => void): void;
  /** Called each time the subscription is up (at start, after a loss): signals may have been missed before. */
  onResumed(listener: () => void): void;
  close(): Promise<void>;
}

/** The deployment's channel: ioredis prefixes keys, not channels, so the prefix is written into its name. */
const channelOf = (prefix: string) => `${prefix}instance-signals`;

/**
 * Sends one signal from outside the server (a CLI command) and waits until Redis has it. Resolves false when it could
 * not be sent: the instances then notice within their caches' TTLs.
 */
export async function sendSignalOnce(redis: Redis, prefix: string, signal: InstanceSignal): Promise<boolean> {
  try {
    await redis.publish(channelOf(prefix), JSON.stringify({ sender: 'cli', signal }));
    return true;
  } catch {
    return false;
  }
}

const isSignal = (value: unknown): value is InstanceSignal =>
  typeof value === 'object' &&
  value !== null &&
  ['sessions.ended', 'accounts.changed', 'lists.changed'].includes((value as { kind?: unknown }).kind as string);

/**
 * The signals between the instances of one deployment: a Redis channel named after the deployment's prefix (ioredis
 * prefixes keys, not channels), on a connection of its own for the subscription. Without Redis there is one instance
 * and nothing to send. A failed publish is logged and dropped: the caches bound how long it can matter (their TTLs).
 */
export function createInstanceSignals(deps: {
  redis: Redis | undefined;
  prefix: string;
  log: (error: unknown, message: string) => void;
}): InstanceSignals {
  const listeners: ((signal: InstanceSignal) => void)[] = [];
  const resumed: (() => void)[] = [];
  const { redis } = deps;
  if (!redis) {
    return {
      listening: () => true,
      publish: () => undefined,
      on: (listener) => void listeners.push(listener),
      onResumed: (listener) => void resumed.push(listener),
      close: async () => undefined,
    };
  }
  const channel = channelOf(deps.prefix);
  const self = randomUUID();
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  let subscribed = false;
  subscriber.on('error', (error: unknown) => deps.log(error, 'Redis (instance signals) unavailable'));
  subscriber.on('close', () => {
    subscribed = false;
  });
  // At start and after each reconnection (ioredis would resubscribe on its own): what came before is unknown.
  subscriber.on('ready', () => {
    void subscriber.subscribe(channel).then(
      () => {
        subscribed = true;
        for (const listener of resumed) {
          listener();
        }
      },
      (error: unknown) => deps.log(error, 'Redis (instance signals) subscription failed'),
    );
  });
  subscriber.on('message', (from: string, text: string) => {
    if (from !== channel) {
      return;
    }
    let message: unknown;
    try {
      message = JSON.parse(text);
    } catch {
      return;
    }
    const { sender, signal } = (message ?? {}) as { sender?: unknown; signal?: unknown };
    if (sender === self || !isSignal(signal)) {
      return;
    }
    for (const listener of listeners) {
      listener(signal);
    }
  });
  return {
    listening: () => subscribed,
    publish(signal) {
      redis
        .publish(channel, JSON.stringify({ sender: self, signal }))
        .catch((error: unknown) => deps.log(error, 'instance signal not sent (Redis unavailable)'));
    },
    on: (listener) => void listeners.push(listener),
    onResumed: (listener) => void resumed.push(listener),
    async close() {
      subscribed = false;
      await subscriber.quit().catch(() => undefined);
    },
  };
}
