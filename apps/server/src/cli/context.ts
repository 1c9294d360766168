import { loadConfig } from '../config';
import { createDatabase, migrateToLatest, type Db } from '../db/database';
import { systemClock } from '../lib/clock';
import type * as IoRedis from 'ioredis';
import { DomainEvents } from '../lib/domain-events';
import { sendSignalOnce } from '../lib/instance-signals';
import { loadOnDemand } from '../lib/load-on-demand';
import { createSessionsRepository } from '../modules/users/sessions-repository';
import { createUsersRepository } from '../modules/users/repository';
import { createUsersService } from '../modules/users/service';
import { createSettingsRepository } from '../modules/settings/repository';
import { createSettingsService } from '../modules/settings/service';

/** Opens the configured database (the same settings as the server) for a one-off command. */
export async function openCliContext() {
  const config = loadConfig();
  const db: Db = createDatabase(config.database);
  await migrateToLatest(db);
  const users = createUsersRepository(db);
  const events = new DomainEvents();
  // The running instances keep validated sessions in memory (modules/auth/session-cache.ts): with Redis they hear
  // at once of the sessions and accounts a command changed, as they hear it from each other (the server's prefix).
  const redis = config.redisUrl
    ? new (loadOnDemand<typeof IoRedis>('ioredis').Redis)(config.redisUrl, { maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) {
    redis.on('error', () => undefined);
    events.on('session.ended', async ({ sessionIds }) => {
      await sendSignalOnce(redis, config.redisPrefix, { kind: 'sessions.ended', sessionIds });
    });
    events.on('account.changed', async ({ userIds }) => {
      await sendSignalOnce(redis, config.redisPrefix, { kind: 'accounts.changed', userIds });
    });
  }
  const settings = createSettingsService({
    settings: createSettingsRepository(db),
    defaults: {
      office_name: config.officeName,
      reminder_hour: config.reminderHour,
      trash_days: config.trashDays,
      require_2fa_admin: config.require2faAdmin,
    },
    clock: systemClock,
    events,
  });
  return {
    config,
    db,
    users,
    /** Waits for the signals to the instances to be sent, then closes the database and Redis. */
    async close() {
      await events.drain();
      redis?.disconnect();
      await db.destroy();
    },
    usersService: createUsersService({
      users,
      sessions: createSessionsRepository(db),
      clock: systemClock,
      // Only Redis listens here (above): the server's periodic sweep closes the sockets of ended sessions.
      events,
      // A new password may not contain the office's name (decisions §9).
      officeName: async () => (await settings.current()).office_name,
    }),
  };
}

/** Prints a message for the operator and exits non-zero. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
