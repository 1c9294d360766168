import type { Role } from '@pidsus/shared';
import type { NewAuditLogRow, NewUserRow, UserRow } from '../../db/tables';
import type { DomainEventMap } from '../../lib/domain-events';
import type { AccountsTransaction, UsersRepository } from './repository';

/**
 * In-memory stand-ins for the accounts tables, for the unit tests of the account rules (no database, no
 * app): the same contract as `createUsersRepository` (deleted accounts invisible, emails compared in lower
 * case) and a transaction that is undone when its work throws, as the real one is rolled back.
 */
export function createFakeAccounts() {
  const state = {
    users: [] as UserRow[],
    sessions: [] as { id: number; user_id: number }[],
    audit: [] as NewAuditLogRow[],
    /** Accounts that left every case team and follow list (`leaveCases`), in order. */
    leftCases: [] as number[],
  };
  let nextUserId = 1;
  let nextSessionId = 1;
  const live = () => state.users.filter((row) => row.deleted_at === null);

  const users: UsersRepository = {
    findById: async (id) => live().find((row) => row.id === id),
    findByIdIncludingDeleted: async (id) => state.users.find((row) => row.id === id),
    findByEmail: async (email) => live().find((row) => row.email.toLowerCase() === email.toLowerCase()),
    list: async ({ limit, offset }) =>
      [...live()].sort((a, b) => a.username.localeCompare(b.username) || a.id - b.id).slice(offset, offset + limit),
    count: async () => [...live()].length,
    countByRole: async (role) => live().filter((row) => row.role === role).length,
    withTwoFactor: async () => new Set<number>(),
    insert: async (user: NewUserRow) => {
      const row: UserRow = {
        ...user,
        id: nextUserId++,
        avatar_url: user.avatar_url ?? null,
        last_login_at: user.last_login_at ?? null,
        deleted_at: user.deleted_at ?? null,
        notify_all: user.notify_all ?? 0,
        must_change_password: user.must_change_password ?? 0,
        mail_docket: user.mail_docket ?? 0,
        mail_reminders: user.mail_reminders ?? 0,
        mail_notifications: user.mail_notifications ?? 0,
      };
      state.users.push(row);
      return row;
    },
    update: async (id, changes) => {
      state.users = state.users.map((row) => (row.id === id ? { ...row, ...changes } : row));
    },
    leaveCases: async (id) => {
      state.leftCases.push(id);
    },
    inAccountsTransaction: async (work) => {
      const before = structuredClone(state);
      try {
        return await work(transaction);
      } catch (error) {
        Object.assign(state, before);
        throw error;
      }
    },
  };
  const sessions: AccountsTransaction['sessions'] = {
    deleteByUser: async (userId, keepId) => {
      const ended = state.sessions.filter((s) => s.user_id === userId && s.id !== keepId).map((s) => s.id);
      state.sessions = state.sessions.filter((s) => !ended.includes(s.id));
      return ended;
    },
  };
  const audit: AccountsTransaction['audit'] = {
    // As the real one, the row keeps the actor's name at the time of the insert.
    insert: async (entry) => {
      state.audit.push({ ...entry, actor_name: state.users.find((row) => row.id === entry.actor_id)?.username ?? '' });
    },
  };
  // No database behind the fakes: a service test that reaches another module's part of a change (a departing
  // account's cases) gives its own fake of that part, which never touches `trx`.
  const transaction: AccountsTransaction = {
    trx: undefined as unknown as AccountsTransaction['trx'],
    users,
    sessions,
    audit,
  };

  return {
    state,
    users,
    sessions,
    audit,
    /** Adds a live account directly (no password hashing), as a test's starting point. */
    addUser(fields: { role?: Role; email?: string; password_hash?: string } = {}): UserRow {
      const id = nextUserId++;
      const row: UserRow = {
        id,
        username: `Pengguna ${id}`,
        email: fields.email ?? `pengguna${id}@kejaksaan.go.id`,
        password_hash: fields.password_hash ?? 'hash',
        last_login_at: null,
        role: fields.role ?? 'user',
        position: '',
        phone: '',
        office: '',
        avatar_url: null,
        deleted_at: null,
        notify_all: 0,
        must_change_password: 0,
        mail_docket: 0,
        mail_reminders: 0,
        mail_notifications: 0,
        created_at: '2026-04-01T00:00:00.000Z',
        updated_at: '2026-04-01T00:00:00.000Z',
      };
      state.users.push(row);
      return row;
    },
    /** Opens a session for the account; returns its id. */
    addSession(userId: number): number {
      const id = nextSessionId++;
      state.sessions.push({ id, user_id: userId });
      return id;
    },
    sessionIdsOf: (userId: number) => state.sessions.filter((s) => s.user_id === userId).map((s) => s.id),
  };
}

/** Records what a service emits, in order, instead of delivering it. */
export function recordEvents() {
  const emitted: { name: keyof DomainEventMap; event: DomainEventMap[keyof DomainEventMap] }[] = [];
  return {
    emitted,
    emit<K extends keyof DomainEventMap>(name: K, event: DomainEventMap[K]): void {
      emitted.push({ name, event });
    },
  };
}
