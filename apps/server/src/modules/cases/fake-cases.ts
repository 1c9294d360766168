import type { Transaction } from 'kysely';
import type { CaseRow, CaseEventRow, Database } from '../../db/tables';
import type { CaseQuery, CasesRepository } from './repository';

/** The fake ignores the transaction handle: its transaction is a snapshot of its state, restored on failure. */
const NO_TRANSACTION = {} as Transaction<Database>;

/**
 * In-memory stand-in for `createCasesRepository`, for the unit tests of the case rules (no database, no
 * app): the same contract (a compare-and-set `update`, histories kept after a deletion, the actor's name
 * then stored with a history row, today's joined) and a transaction that is undone when its work throws, as the real one is rolled
 * back. Searching matches a word as the beginning of a word of the title, in any case.
 */
export function createFakeCases() {
  const state = {
    cases: [] as CaseRow[],
    /** Cases in the trash, out of `cases` (so every live read skips them), with when and by whom. */
    trash: [] as { row: CaseRow; deleted_at: string; deleted_by: number }[],
    events: [] as CaseEventRow[],
    usernames: new Map<number, string>(),
    /** Accounts a team may hold (active staff); others in `usernames` are admins or removed. */
    staff: new Set<number>(),
    team: [] as { case_id: number; user_id: number }[],
    followers: [] as { case_id: number; user_id: number }[],
    /** Every list or count query, as the service asked for it. */
    queries: [] as CaseQuery[],
  };
  let nextCaseId = 1;
  let nextEventId = 1;
  /** Runs once, just before the next `update` compares versions: another writer's turn. */
  let beforeNextUpdate: (() => void) | undefined;
  /** The state a failing transaction returns to; another writer's change is not undone with it. */
  let rollbackTo: typeof state | undefined;

  const members = (rows: { case_id: number; user_id: number }[], caseId: number) =>
    rows.filter((row) => row.case_id === caseId).map((row) => row.user_id);

  const matching = (query: CaseQuery) =>
    state.cases.filter(
      (row) =>
        (query.ids === undefined || query.ids.includes(row.id)) &&
        (query.type === undefined || row.type === query.type) &&
        (query.status === undefined || row.status === query.status) &&
        (query.memberId === undefined || members(state.team, row.id).includes(query.memberId)) &&
        (query.words ?? []).every((word) =>
          row.title
            .toLowerCase()
            .split(/\s+/)
            .some((titleWord) => titleWord.startsWith(word)),
        ),
    );

  const cases: CasesRepository = {
    // The service tests read one case the way a module-less app does: through findById (reader.ts).
    findWhole: async () => {
      throw new Error('the fake reads one case through findById');
    },
    listWhole: async () => {
      throw new Error('the fake reads lists through list and count');
    },
    listByDateWhole: async () => {
      throw new Error('the fake reads the board through listByDate');
    },
    list: async (query) => {
      state.queries.push(query);
      const rows = matching(query).sort((a, b) => b.date.localeCompare(a.date) || a.id - b.id);
      const offset = query.offset ?? 0;
      return rows.slice(offset, query.limit === undefined ? undefined : offset + query.limit);
    },
    listIds: async (query) => (await cases.list(query)).map((row) => row.id),
    count: async (query) => {
      state.queries.push(query);
      return matching(query).length;
    },
    listByDate: async (date, limit, memberId) =>
      state.cases
        .filter(
          (row) => row.date === date && (memberId === undefined || members(state.team, row.id).includes(memberId)),
        )
        .slice(0, limit),
    teamsOf: async (caseIds) =>
      new Map(
        caseIds.map((caseId) => [
          caseId,
          members(state.team, caseId)
            .map((id) => ({ id, username: state.usernames.get(id) ?? '' }))
            .sort((a, b) => a.username.localeCompare(b.username)),
        ]),
      ),
    followedOf: async (userId, caseIds) =>
      new Set(
        caseIds.filter(
          (caseId) => members(state.team, caseId).includes(userId) || members(state.followers, caseId).includes(userId),
        ),
      ),
    activeStaffIds: async (ids) => ids.filter((id) => state.staff.has(id)),
    setTeam: async (caseId, userIds) => {
      state.team = [
        ...state.team.filter((row) => row.case_id !== caseId),
        ...userIds.map((userId) => ({ case_id: caseId, user_id: userId })),
      ];
    },
    audienceOf: async (caseId) => [...new Set([...members(state.team, caseId), ...members(state.followers, caseId)])],
    follow: async (caseId, userId) => {
      if (!members(state.followers, caseId).includes(userId)) {
        state.followers.push({ case_id: caseId, user_id: userId });
      }
    },
    unfollow: async (caseId, userId) => {
      state.followers = state.followers.filter((row) => !(row.case_id === caseId && row.user_id === userId));
    },
    listStaff: async (q, limit) =>
      [...state.staff]
        .map((id) => ({ id, username: state.usernames.get(id) ?? '', position: '' }))
        .filter((member) => !q || member.username.toLowerCase().includes(q.toLowerCase()))
        .slice(0, limit),
    findById: async (id) => state.cases.find((row) => row.id === id),
    findForUpdate: async (id) => state.cases.find((row) => row.id === id),
    insert: async (row) => {
      const inserted: CaseRow = {
        ...row,
        number: row.number ?? '',
        location: row.location ?? '',
        id: nextCaseId++,
        time: row.time ?? null,
        created_by: row.created_by ?? null,
        state_loss: row.state_loss ?? null,
      };
      state.cases.push(inserted);
      return inserted;
    },
    update: async (id, changes, expectedUpdatedAt) => {
      const interleaved = beforeNextUpdate;
      beforeNextUpdate = undefined;
      interleaved?.();
      const current = state.cases.find((row) => row.id === id);
      if (!current || (expectedUpdatedAt !== undefined && current.updated_at !== expectedUpdatedAt)) {
        return undefined;
      }
      const updated: CaseRow = { ...current, ...changes, id };
      state.cases = state.cases.map((row) => (row.id === id ? updated : row));
      return updated;
    },
    findTrashedForUpdate: async (id) => state.trash.find((entry) => entry.row.id === id)?.row,
    isTrashed: async (id) => state.trash.some((entry) => entry.row.id === id),
    moveToTrash: async (id, actorId, at) => {
      const row = state.cases.find((candidate) => candidate.id === id);
      if (!row) {
        return false;
      }
      state.cases = state.cases.filter((candidate) => candidate.id !== id);
      state.trash.push({ row: { ...row, updated_at: at }, deleted_at: at, deleted_by: actorId });
      return true;
    },
    restoreFromTrash: async (id, at) => {
      const entry = state.trash.find((candidate) => candidate.row.id === id);
      if (!entry) {
        return false;
      }
      state.trash = state.trash.filter((candidate) => candidate !== entry);
      state.cases.push({ ...entry.row, updated_at: at });
      return true;
    },
    countTrash: async () => state.trash.length,
    listTrash: async (limit) =>
      [...state.trash]
        .sort((a, b) => b.deleted_at.localeCompare(a.deleted_at))
        .slice(0, limit)
        .map(({ row, deleted_at, deleted_by }) => ({
          id: row.id,
          title: row.title,
          number: row.number,
          type: row.type,
          date: row.date,
          deleted_at,
          deleted_by,
          deleted_by_name: state.usernames.get(deleted_by) ?? null,
        })),
    trashedBefore: async (cutoff) =>
      state.trash.filter((entry) => entry.deleted_at < cutoff).map((entry) => entry.row.id),
    purge: async (ids) => {
      const before = state.trash.length;
      state.trash = state.trash.filter((entry) => !ids.includes(entry.row.id));
      // As the foreign keys' cascade does.
      state.team = state.team.filter((row) => !ids.includes(row.case_id));
      state.followers = state.followers.filter((row) => !ids.includes(row.case_id));
      return before - state.trash.length;
    },
    insertEvent: async (row) => {
      const actorId = row.actor_id ?? null;
      // As the real one, the row keeps the actor's name at the time of the insert.
      const actorName = actorId === null ? '' : (state.usernames.get(actorId) ?? '');
      state.events.push({ ...row, id: nextEventId++, actor_id: actorId, actor_name: actorName });
    },
    countEvents: async (caseId) => state.events.filter((row) => row.case_id === caseId).length,
    // The database's triggers raise it on every write; the fake's rules never read it.
    listVersion: async () => 0,
    listEvents: async (caseId, limit) =>
      state.events
        .filter((row) => row.case_id === caseId)
        .slice(-limit)
        .map((row) => ({
          id: row.id,
          case_id: row.case_id,
          action: row.action,
          changes: row.changes,
          created_at: row.created_at,
          actor_id: row.actor_id,
          actor_name: row.actor_name,
          actor_current_name: row.actor_id === null ? null : (state.usernames.get(row.actor_id) ?? null),
        })),
    transaction: async (work) => {
      const before = structuredClone(state);
      rollbackTo = before;
      try {
        return await work(NO_TRANSACTION);
      } catch (error) {
        Object.assign(state, before);
        throw error;
      } finally {
        rollbackTo = undefined;
      }
    },
  };

  return {
    state,
    cases,
    /** Adds a case directly, as a test's starting point. */
    addCase(fields: Partial<Omit<CaseRow, 'id'>> = {}): CaseRow {
      const row: CaseRow = {
        id: nextCaseId++,
        number: '',
        location: '',
        title: 'Sidang tuntutan',
        date: '2026-04-02',
        time: '09:00',
        description: '',
        parties: '',
        witnesses: '',
        prosecutor: '',
        type: 'penuntutan',
        status: 'Menunggu',
        created_by: null,
        created_at: '2026-04-01T02:00:00.000Z',
        updated_at: '2026-04-01T02:00:00.000Z',
        state_loss: null,
        ...fields,
      };
      state.cases.push(row);
      return row;
    },
    /** Adds an active staff account a team may hold. */
    addStaff(id: number, username: string): void {
      state.usernames.set(id, username);
      state.staff.add(id);
    },
    /** Someone else's write that lands between the service's read of the case and its own write. */
    interleaveBeforeNextUpdate(write: () => void): void {
      beforeNextUpdate = write;
    },
    /** Changes a stored case directly, as another writer's committed change would. */
    overwrite(id: number, changes: Partial<Omit<CaseRow, 'id'>>): void {
      for (const target of rollbackTo ? [state, rollbackTo] : [state]) {
        target.cases = target.cases.map((row) => (row.id === id ? { ...row, ...changes } : row));
      }
    },
  };
}
