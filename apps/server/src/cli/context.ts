import { loadConfig } from '../config';
import { createDatabase, migrateToLatest, type Db } from '../db/database';
import { systemClock } from '../lib/clock';
import { DomainEvents } from '../lib/domain-events';
import { createSessionsRepository } from '../modules/auth/sessions-repository';
import { createUsersRepository } from '../modules/users/repository';
import { createUsersService } from '../modules/users/service';

/** Opens the configured database (the same settings as the server) for a one-off command. */
export async function openCliContext() {
  const config = loadConfig();
  const db: Db = createDatabase(config.database);
  await migrateToLatest(db);
  const users = createUsersRepository(db);
  return {
    config,
    db,
    users,
    usersService: createUsersService({
      users,
      sessions: createSessionsRepository(db),
      clock: systemClock,
      // Nobody listens in a one-off command: the server's periodic sweep closes the sockets of ended sessions.
      events: new DomainEvents(),
    }),
  };
}

/** Prints a message for the operator and exits non-zero. */
export function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}
