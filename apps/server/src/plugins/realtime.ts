import type { FastifyInstance } from 'fastify';
import type * as RedisAdapter from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import { loadOnDemand } from '../lib/load-on-demand';
import { Server } from 'socket.io';
import type { ClientToServerEvents, ServerToClientEvents } from '@pidsus/shared';
import type { DomainEvents } from '../lib/domain-events';
import { messages } from '../messages';
import type { AuthService, AuthUser } from '../modules/auth/service';
import { presentCaseChange } from '../modules/cases/presenter';
import { presentSettingsChange } from '../modules/settings/presenter';

export interface SocketData {
  user: AuthUser;
}

export type RealtimeServer = Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;

export interface Realtime {
  io: RealtimeServer;
  /** Closes the sockets opened with these sessions, on every instance. */
  endSessions(sessionIds: number[]): void;
  /**
   * Closes this instance's sockets whose session has ended without a logout here: idle or absolute
   * expiry, an account deleted, a password reset from the CLI. Runs every minute; callable in tests.
   */
  sweepEndedSessions(): Promise<void>;
}

const SWEEP_INTERVAL_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    realtime: Realtime;
  }
}

/** Replaces `client[name]` by a version whose failure is logged and resolves, for fire-and-forget callers. */
function logFailures(client: Redis, names: readonly string[], log: (error: unknown) => void) {
  const commands = client as unknown as Record<string, (...args: unknown[]) => Promise<unknown>>;
  for (const name of names) {
    const original = commands[name]?.bind(client);
    if (original) {
      commands[name] = (...args) => original(...args).catch((error: unknown) => log(error));
    }
  }
}

export const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: number) => `session:${sessionId}`;

/**
 * socket.io on the app's own HTTP server and port. The handshake carries `auth: { token }`; a bad or
 * expired token is refused. Each socket joins its user's room and its session's room. With Redis, the
 * adapter carries events and disconnections between instances. What reaches the browsers comes from the
 * domain events: changed cases, new notifications, ended sessions.
 */
export function registerRealtime(
  app: FastifyInstance,
  deps: {
    authService: AuthService;
    /** Whether the account must set up two-step sign-in first (modules/two-factor): no live updates until then. */
    mustSetUpTwoFactor: (user: AuthUser) => Promise<boolean>;
    events: DomainEvents;
    redis: Redis | undefined;
    redisPrefix: string;
  },
) {
  const io: RealtimeServer = new Server(app.server, {
    serveClient: false,
    // Same origin only: the SPA is served by this process.
    cors: undefined,
  });
  const adapterClients: Redis[] = [];
  if (deps.redis) {
    // These two queue commands until connected: the adapter subscribes at once, before the connection is up.
    const publisher = deps.redis.duplicate({ enableOfflineQueue: true });
    const subscriber = deps.redis.duplicate({ enableOfflineQueue: true });
    for (const client of [publisher, subscriber]) {
      client.on('error', (error: unknown) => app.log.warn({ err: error }, 'Redis (socket.io) unavailable'));
    }
    // The adapter fires these commands without handling their failure: with Redis down, each would be an
    // unhandled rejection that ends the process (e.g. right after it answered a write). Log them instead.
    const log = (error: unknown) =>
      app.log.error({ err: error }, 'socket.io event not delivered to other instances (Redis unavailable)');
    logFailures(publisher, ['publish'], log);
    logFailures(subscriber, ['psubscribe', 'subscribe', 'punsubscribe', 'unsubscribe'], log);
    // ioredis prefixes keys but not pub/sub channels: the adapter's key keeps deployments apart.
    const { createAdapter } = loadOnDemand<typeof RedisAdapter>('@socket.io/redis-adapter');
    io.adapter(createAdapter(publisher, subscriber, { key: `${deps.redisPrefix}socket.io` }));
    adapterClients.push(publisher, subscriber);
  }

  io.use((socket, next) => {
    const auth: unknown = socket.handshake.auth;
    const token = typeof auth === 'object' && auth !== null && 'token' in auth ? auth.token : undefined;
    if (typeof token !== 'string' || token.length === 0) {
      next(new Error(messages.auth.missingToken));
      return;
    }
    deps.authService
      .authenticate(token)
      .then(async (user) => {
        if (!user) {
          next(new Error(messages.auth.sessionExpired));
          return;
        }
        // Like every route but a few, the live updates wait for the forced password change and for the set-up of
        // two-step sign-in when the account's role must have it (decisions §9).
        if (user.mustChangePassword) {
          next(new Error(messages.auth.mustChangePassword));
          return;
        }
        if (await deps.mustSetUpTwoFactor(user)) {
          next(new Error(messages.twoFactor.setUpFirst));
          return;
        }
        socket.data.user = user;
        void socket.join([userRoom(user.id), sessionRoom(user.sessionId)]);
        next();
      })
      .catch((error: unknown) => {
        app.log.error({ err: error }, 'socket authentication failed');
        next(new Error(messages.http.internal));
      });
  });

  async function sweepEndedSessions(): Promise<void> {
    const sockets = await io.local.fetchSockets();
    if (sockets.length === 0) {
      return;
    }
    const live = new Set(
      await deps.authService.liveSessionIds([...new Set(sockets.map((s) => s.data.user.sessionId))]),
    );
    for (const socket of sockets) {
      if (!live.has(socket.data.user.sessionId)) {
        socket.emit('session:ended');
        socket.disconnect(true);
      }
    }
  }

  const realtime: Realtime = {
    io,
    sweepEndedSessions,
    endSessions(sessionIds) {
      if (sessionIds.length === 0) {
        return;
      }
      const rooms = sessionIds.map(sessionRoom);
      io.to(rooms).emit('session:ended');
      io.in(rooms).disconnectSockets(true);
    },
  };
  const sweeper = setInterval(() => {
    sweepEndedSessions().catch((error: unknown) => app.log.error({ err: error }, 'socket sweep failed'));
  }, SWEEP_INTERVAL_MS);
  sweeper.unref();
  app.decorate('realtime', realtime);

  // Every logged-in screen refreshes its case lists and the board when any case changes (decisions §4).
  deps.events.on('case.changed', ({ case: changed }) => {
    io.emit('cases:changed', presentCaseChange(changed));
  });
  // Through the adapter: the recipient may be connected to another instance.
  deps.events.on('notification.created', ({ recipientId, notification }) => {
    io.to(userRoom(recipientId)).emit('notification', notification);
  });
  // Every screen shows the office name (board, footer): the new one goes to every socket, on every instance.
  deps.events.on('settings.changed', ({ settings }) => {
    io.emit('settings:changed', presentSettingsChange(settings));
  });
  // Looked up on `realtime` at each event, not bound once, so that a test may watch the call.
  deps.events.on('session.ended', ({ sessionIds }) => realtime.endSessions(sessionIds));
  // Open websockets would keep the HTTP server from closing: drop them first, then stop socket.io.
  app.addHook('preClose', async () => {
    clearInterval(sweeper);
    io.local.disconnectSockets(true);
  });
  app.addHook('onClose', async () => {
    await new Promise<void>((resolve) => {
      void io.close(() => resolve());
    });
    // Then the adapter's own connections, with QUIT rather than a hard disconnect: its unsubscribes (from
    // io.close) and subscribes still on their way must not be rejected with nobody listening.
    await Promise.all(adapterClients.map((client) => client.quit())).catch(() => undefined);
  });
}
