import fp from 'fastify-plugin';
import type * as IoRedis from 'ioredis';
import type { Transaction } from 'kysely';
import type { Config } from '../config';
import { createDatabase, migrateToLatest, type Db } from '../db/database';
import type { Database } from '../db/tables';
import { systemClock, type Clock } from '../lib/clock';
import { DomainEvents } from '../lib/domain-events';
import { createInstanceSignals, type InstanceSignals } from '../lib/instance-signals';
import { loadOnDemand } from '../lib/load-on-demand';
import { dummyPasswordHash } from '../lib/passwords';
import { createBlobStore } from '../storage';
import type { BlobStore } from '../storage/blob-store';
import type { HeavyWork } from '../workers/jobs';

export interface BuildOptions {
  /** The built web app (apps/web/dist); absent in API-only tests. */
  webDist?: string;
  clock?: Clock;
  /** false silences logs (tests); otherwise pino at the configured level. */
  logger?: boolean;
  /** Where the log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** Prefix of every Redis key, so that several deployments or test runs can share one Redis. */
  redisPrefix?: string;
  /** How long a request body may take to arrive (uploads: how long they may stall); tests shorten it. */
  requestTimeoutMs?: number;
  /** false: no 07:00 reminder timer (tests call `runDailyReminder` themselves, with their clock). */
  dailyReminder?: boolean;
  /** How often each instance looks for e-mail due (modules/mail): 10 s unless given; false: never (tests send themselves). */
  mailPollMs?: number | false;
  /**
   * The storage keys of the content held by these cases, read before a purge deletes them (decisions §7.3): by
   * default their documents' (`case_documents`); tests may pass their own.
   */
  listContentKeysOfCases?: (caseIds: number[], executor?: Transaction<Database>) => Promise<string[]>;
  /** false: no daily trash purge timer (tests call `trashPurge.run` themselves, with their clock). */
  dailyTrashPurge?: boolean;
  /** A request at least this slow is logged at `info` (plugins/request-log.ts); 1 s unless given. */
  slowRequestMs?: number;
  /** Where PDF layout and ICS building run (decisions §9): by default a pool of worker threads; tests may gate it. */
  heavyWork?: HeavyWork;
  /**
   * How long the lists' version read from the database is trusted without a signal of a write (modules/cases/
   * list-version.ts); tests lengthen it to show that the signals alone move it.
   */
  listVersionMaxAgeMs?: number;
  /** Check every answer against its Zod schema as well (tests): see `createResponseSerializerCompiler`. */
  verifyResponses?: boolean;
}

/** What every module is built on: the configuration, the clock, the database, Redis, the event bus, the store. */
export interface AppCore {
  config: Config;
  options: BuildOptions;
  clock: Clock;
  db: Db;
  /** Only with `REDIS_URL`. */
  redis?: IoRedis.Redis;
  redisPrefix: string;
  events: DomainEvents;
  /** What the other instances must hear to keep their in-memory copies (sessions, list versions) right. */
  signals: InstanceSignals;
  store: BlobStore;
}

/**
 * The services of the modules, by name, for the modules that depend on them and for the tests. Each module adds its
 * own by augmenting this interface in its `index.ts`.
 */
export interface AppServices {
  db: Db;
  events: DomainEvents;
}

declare module 'fastify' {
  interface FastifyInstance {
    core: AppCore;
    services: AppServices;
  }
}

/**
 * The core (docs/architecture.md): the database (migrated), Redis, the event bus and the blob store, closed with the
 * app. Every module plugin declares `dependencies: ['core']` or a module that has it.
 */
export const corePlugin = fp<{ config: Config; options: BuildOptions }>(
  async (app, { config, options }) => {
    const db = createDatabase(config.database, config.sqliteSynchronous, (error) =>
      app.log.warn({ err: error }, 'database connection lost; the pool reconnects'),
    );
    const redis = config.redisUrl
      ? // No offline queue: while Redis is out of reach a command fails at once (and its caller falls back or
        // answers 503) instead of waiting for reconnections; the socket.io adapter's own clients keep theirs.
        new (loadOnDemand<typeof IoRedis>('ioredis').Redis)(config.redisUrl, {
          keyPrefix: options.redisPrefix ?? config.redisPrefix,
          maxRetriesPerRequest: 3,
          enableOfflineQueue: false,
        })
      : undefined;
    // Without a listener ioredis prints every failed reconnection; the log says it once per attempt instead.
    redis?.on('error', (error: unknown) => app.log.warn({ err: error }, 'Redis unavailable'));
    app.addHook('onClose', async () => {
      await db.destroy();
      redis?.disconnect();
    });
    await migrateToLatest(db);
    // Services emit what happened; the modules that react subscribe (realtime, notifications).
    const events = new DomainEvents((error) => app.log.error({ err: error }, 'domain event listener failed'));
    // A change already answered still notifies: a graceful shutdown waits for its listeners first.
    app.addHook('preClose', () => events.drain());
    // Built now, not on the first unknown email, so that even that answer takes no longer than a wrong password.
    await dummyPasswordHash();
    const signals = createInstanceSignals({
      redis,
      prefix: options.redisPrefix ?? config.redisPrefix,
      log: (error, message) => app.log.warn({ err: error }, message),
    });
    app.addHook('onClose', () => signals.close());
    const store = await createBlobStore(config);
    app.addHook('onClose', () => store.close());
    app.decorate('core', {
      config,
      options,
      clock: options.clock ?? systemClock,
      db,
      redis,
      redisPrefix: options.redisPrefix ?? config.redisPrefix,
      events,
      signals,
      store,
    });
    // Filled by the modules as they register (each augments AppServices with its own).
    app.decorate('services', { db, events } as AppServices);
  },
  { name: 'core' },
);
