import { PostgresAdapter, sql, type ExpressionBuilder, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import { holdsIgnoringCase } from '../../db/text-match';
import type { Database, NewUserRow, UserRow, UserRowUpdate } from '../../db/tables';
import type { Role } from '@pidsus/shared';
import { createAuditRepository, type AuditRepository } from '../audit/repository';
import { createSessionsRepository, type SessionsRepository } from './sessions-repository';

/** A page of the account list; `q` narrows it (decisions §10 `Cari pengguna`). */
export interface UserPage {
  limit: number;
  offset: number;
  q?: string;
}

/** The accounts whose name, email or position holds `q`, ignoring case in any alphabet, on both databases. */
const matches = (db: Db, q: string) => (eb: ExpressionBuilder<Database, 'users'>) =>
  eb.or([
    holdsIgnoringCase(db, 'username', q),
    holdsIgnoringCase(db, 'email', q),
    holdsIgnoringCase(db, 'position', q),
  ]);

/** Queries on `users`. Accounts marked deleted are invisible to every method except `findByIdIncludingDeleted`. */
export function createUsersRepository(db: Db): UsersRepository {
  const active = () => db.selectFrom('users').selectAll().where('deleted_at', 'is', null);
  return {
    findById: (id: number): Promise<UserRow | undefined> => active().where('id', '=', id).executeTakeFirst(),
    findByIdIncludingDeleted: (id: number): Promise<UserRow | undefined> =>
      db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst(),
    findByEmail: (email: string): Promise<UserRow | undefined> =>
      active().where('email', '=', email.toLowerCase()).executeTakeFirst(),
    list: (page: UserPage): Promise<UserRow[]> =>
      active()
        .$if(Boolean(page.q), (query) => query.where(matches(db, page.q ?? '')))
        .orderBy(sql`lower(username)`)
        .orderBy('id')
        .limit(page.limit)
        .offset(page.offset)
        .execute(),
    count: async (q?: string): Promise<number> => {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('deleted_at', 'is', null)
        .$if(Boolean(q), (query) => query.where(matches(db, q ?? '')))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    countByRole: async (role: Role): Promise<number> => {
      const row = await db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('deleted_at', 'is', null)
        .where('role', '=', role)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    withTwoFactor: async (ids: number[]): Promise<Set<number>> => {
      if (ids.length === 0) {
        return new Set();
      }
      const rows = await db
        .selectFrom('two_factor')
        .select('user_id')
        .where('user_id', 'in', ids)
        .where('enabled_at', 'is not', null)
        .execute();
      return new Set(rows.map((row) => row.user_id));
    },
    insert: async (user: NewUserRow): Promise<UserRow> =>
      db.insertInto('users').values(user).returningAll().executeTakeFirstOrThrow(),
    update: async (id: number, changes: UserRowUpdate): Promise<void> => {
      await db.updateTable('users').set(changes).where('id', '=', id).execute();
    },
    leaveCases: async (id: number): Promise<void> => {
      await db.deleteFrom('case_team').where('user_id', '=', id).execute();
      await db.deleteFrom('case_followers').where('user_id', '=', id).execute();
    },
    /**
     * Runs `work` in one transaction that no other change of roles or accounts can interleave with:
     * SQLite has one writer at a time; PostgreSQL takes a transaction-scoped advisory lock. The
     * last-admin rule counts inside it, so two admins removing each other at once cannot both succeed.
     */
    inAccountsTransaction: <T>(work: (tx: AccountsTransaction) => Promise<T>): Promise<T> =>
      db.transaction().execute(async (trx) => {
        if (trx.getExecutor().adapter instanceof PostgresAdapter) {
          await sql`select pg_advisory_xact_lock(${ACCOUNTS_LOCK})`.execute(trx);
        }
        return work({
          trx,
          users: createUsersRepository(trx),
          sessions: createSessionsRepository(trx),
          audit: createAuditRepository(trx),
        });
      }),
  };
}

/** Advisory lock key for account changes (any constant bigint; "pidsus" in ASCII). */
const ACCOUNTS_LOCK = 0x706964737573;

export interface UsersRepository {
  findById(id: number): Promise<UserRow | undefined>;
  findByIdIncludingDeleted(id: number): Promise<UserRow | undefined>;
  findByEmail(email: string): Promise<UserRow | undefined>;
  /** A page of the accounts in name order, those that `q` matches when given. */
  list(page: UserPage): Promise<UserRow[]>;
  /** How many accounts there are, or how many `q` matches. */
  count(q?: string): Promise<number>;
  countByRole(role: Role): Promise<number>;
  /** Which of these accounts have two-step sign-in on (decisions §9: the list shows it, an admin may reset it). */
  withTwoFactor(ids: number[]): Promise<Set<number>>;
  insert(user: NewUserRow): Promise<UserRow>;
  update(id: number, changes: UserRowUpdate): Promise<void>;
  /** The account leaves every case team and follow list (a history keeps its name). */
  leaveCases(id: number): Promise<void>;
  inAccountsTransaction<T>(work: (tx: AccountsTransaction) => Promise<T>): Promise<T>;
}

/** The repositories an account change writes to, bound to one transaction under the accounts lock. */
export interface AccountsTransaction {
  /** The transaction itself, for another module's part of the change (a departing account's cases). */
  trx: Transaction<Database>;
  users: UsersRepository;
  sessions: Pick<SessionsRepository, 'deleteByUser'>;
  audit: Pick<AuditRepository, 'insert'>;
}
