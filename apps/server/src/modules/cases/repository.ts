import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { CaseSort, CaseStatus, Category, TeamMember } from '@pidsus/shared';
import { createCompiledQueries } from '../../db/compiled-queries';
import type { Db } from '../../db/database';
import type { CaseRow, CaseRowUpdate, Database, NewCaseEventRow, NewCaseRow } from '../../db/tables';

type Executor = Db | Transaction<Database>;

const caseColumns = [
  'cases.id',
  'cases.number',
  'cases.title',
  'cases.date',
  'cases.time',
  'cases.description',
  'cases.parties',
  'cases.witnesses',
  'cases.prosecutor',
  'cases.location',
  'cases.type',
  'cases.status',
  'cases.created_by',
  'cases.created_at',
  'cases.updated_at',
] as const;

/** Hearings without an hour come after those with one, in both dialects (they sort nulls differently). */
const timeOrder = sql`coalesce(cases.time, '99:99')`;

/**
 * The searchable texts as written, for prefix matching on PostgreSQL (see `filtered`). Indexed by
 * `cases_plain_words_idx` (migrations 0007, 0010, 0011): the index serves only this very expression, so keep them alike.
 */
const plainWords = sql`to_tsvector('simple', cases.title || ' ' || cases.description || ' ' || cases.parties || ' ' || cases.witnesses || ' ' || cases.prosecutor || ' ' || cases.location || ' ' || translate(cases.number, '/.-', '   '))`;

/** The searched fields one by one, for the phrase rank on PostgreSQL (`phraseRank`). */
const phraseFields = [
  sql.ref('cases.title'),
  sql.ref('cases.description'),
  sql.ref('cases.parties'),
  sql.ref('cases.witnesses'),
  sql.ref('cases.prosecutor'),
  sql.ref('cases.location'),
  sql`translate(cases.number, '/.-', '   ')`,
];

/** Which cases a list shows: a category, search words, a page. */
export interface CaseQuery {
  type?: Category;
  /** Only the cases whose team holds this account ("Kasus Saya"). */
  memberId?: number;
  status?: CaseStatus;
  /** The order (see CASE_SORTS); `upcoming` needs `today`. Default `newest`. */
  sort?: CaseSort;
  today?: string;
  /**
   * Each must match, as a word or the beginning of one. Letters and digits only (see `searchWords` in the
   * service): a word goes into a full-text query, where operator syntax would mean something.
   */
  words?: readonly string[];
  /**
   * The cases holding the words as one phrase, in the order typed (the last one may be half typed), come
   * first; the order above holds within each group (contract §7.5, README Search). Only for two words or more.
   */
  phraseFirst?: boolean;
  limit?: number;
  offset?: number;
}

/** Queries on `cases` and `case_events`. Every method takes an optional transaction. */
export function createCasesRepository(db: Db) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const compiled = createCompiledQueries(db);

  const filtered = (filter: CaseQuery, executor: Executor = db) => {
    // A case in the trash is in no list (contract §7.3); the list-order indexes hold only live cases (0015).
    let query = executor.selectFrom('cases').where('cases.deleted_at', 'is', null);
    if (filter.type) {
      query = query.where('cases.type', '=', filter.type);
    }
    if (filter.status) {
      query = query.where('cases.status', '=', filter.status);
    }
    if (filter.memberId !== undefined) {
      const memberId = filter.memberId;
      query = query.where('cases.id', 'in', (eb) =>
        eb.selectFrom('case_team').select('case_team.case_id').where('case_team.user_id', '=', memberId),
      );
    }
    const terms = filter.words ?? [];
    if (terms.length > 0) {
      query = isPostgres
        ? query.where((eb) =>
            // Each word must match, either by its Indonesian stem ('diadakan' finds 'pengadaan') or as the
            // beginning of a word as written: stemming a half-typed word ('pencu') loses its prefix, and
            // the stemmed index holds 'cuci' for 'pencucian', so a search-as-you-type needs the plain words.
            eb.and(
              terms.map(
                (term) =>
                  sql<boolean>`(cases.search @@ to_tsquery('indonesian', ${`${term}:*`}) or ${plainWords} @@ to_tsquery('simple', ${`${term}:*`}))`,
              ),
            ),
          )
        : query.where(
            'cases.id',
            'in',
            sql<number>`(select rowid from cases_fts where cases_fts match ${terms.map((term) => `"${term}"*`).join(' ')})`,
          );
    }
    return query;
  };

  /**
   * 0 for a case holding `terms` as one phrase (as written, adjacent, in this order, the last as a prefix) within
   * one of its fields, else 1. The terms are letters and digits only (`searchWords`). SQLite: an FTS5 phrase (one
   * column); PostgreSQL: a `<->` phrase tested field by field, since in the joined texts of the search the last
   * word of one field stands next to the first of the next. Computed only for the cases the search matched.
   */
  const phraseRank = (terms: readonly string[]) => {
    if (isPostgres) {
      const phrase = `${terms.join(' <-> ')}:*`;
      const fields = phraseFields.map(
        (field) => sql`to_tsvector('simple', ${field}) @@ to_tsquery('simple', ${phrase})`,
      );
      return sql<number>`case when (${sql.join(fields, sql` or `)}) then 0 else 1 end`;
    }
    const phrase = `"${terms.join(' ')}"*`;
    return sql<number>`case when cases.id in (select rowid from cases_fts where cases_fts match ${phrase}) then 0 else 1 end`;
  };
  const ranksPhrase = (filter: CaseQuery) => filter.phraseFirst === true && (filter.words?.length ?? 0) >= 2;

  /** The list's order on a query over `table` (`cases`, or the search's `matches`). */
  const ordered = <Q extends { orderBy: (...args: never[]) => Q }>(
    query: Q,
    table: 'cases' | 'matches',
    filter: CaseQuery,
  ): Q => {
    const date = sql.ref(`${table}.date`);
    const order =
      (expression: unknown, direction?: 'desc') =>
      // Kysely's orderBy accepts a raw expression and a direction; typed loosely here for both tables.
      (current: Q) =>
        (current.orderBy as (...args: unknown[]) => Q)(expression, direction);
    const steps: ((current: Q) => Q)[] = [];
    if (ranksPhrase(filter)) {
      // On `matches` the rank was computed with the matches (searchPage), where the search columns are at hand.
      steps.push(order(table === 'matches' ? sql.ref('matches.phrase_rank') : phraseRank(filter.words ?? [])));
    }
    if (filter.sort === 'upcoming') {
      const today = filter.today ?? '0000-00-00';
      steps.push(order(sql`case when ${date} >= ${today} then 0 else 1 end`));
      steps.push(order(sql`case when ${date} >= ${today} then ${date} end`));
      steps.push(order(date, 'desc'));
    } else {
      steps.push(order(date, filter.sort === 'oldest' ? undefined : 'desc'));
    }
    steps.push(order(sql`coalesce(${sql.ref(`${table}.time`)}, '99:99')`));
    steps.push(order(sql.ref(`${table}.id`)));
    return steps.reduce((current, step) => step(current), query);
  };

  /**
   * PostgreSQL: a page of search results, from the matches the search indexes find (a materialized CTE), then
   * sorted. Left to itself the planner may walk the list order's index (migration 0008) and test every case
   * against the search instead, which reads every case whenever few match (test/cases-search-plan.test.ts).
   */
  const searchPage = (filter: CaseQuery): Promise<CaseRow[]> =>
    db
      .with(
        (cte) => cte('matches').materialized(),
        () =>
          filtered(filter)
            .select(caseColumns)
            .$if(ranksPhrase(filter), (query) => query.select(phraseRank(filter.words ?? []).as('phrase_rank'))),
      )
      .selectFrom('matches')
      .selectAll()
      .$call((query) => ordered(query, 'matches', filter))
      .limit(filter.limit ?? 1_000_000_000)
      .offset(filter.offset ?? 0)
      .execute();

  return {
    /** The newest hearing day first; within a day, by hour; then by id, so that paging is stable. */
    list: (filter: CaseQuery): Promise<CaseRow[]> => {
      if (isPostgres && (filter.words?.length ?? 0) > 0) {
        return searchPage(filter);
      }
      let query = filtered(filter)
        .select(caseColumns)
        .$call((query) => ordered(query, 'cases', filter));
      if (filter.limit !== undefined || filter.offset !== undefined) {
        // An offset needs a limit in SQLite; a huge one means "all the rest" in both dialects.
        query = query.limit(filter.limit ?? 1_000_000_000).offset(filter.offset ?? 0);
      }
      return query.execute();
    },
    count: async (filter: CaseQuery): Promise<number> => {
      const row = await filtered(filter)
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** One day's hearings, by hour; at most `limit` of them; only `memberId`'s when given. */
    listByDate: (date: string, limit: number, memberId?: number): Promise<CaseRow[]> =>
      db
        .selectFrom('cases')
        .select(caseColumns)
        .where('date', '=', date)
        .where('cases.deleted_at', 'is', null)
        .$if(memberId !== undefined, (query) =>
          query.where('cases.id', 'in', (eb) =>
            eb
              .selectFrom('case_team')
              .select('case_team.case_id')
              .where('case_team.user_id', '=', memberId ?? -1),
          ),
        )
        .orderBy(timeOrder)
        .orderBy('id')
        .limit(limit)
        .execute(),
    /** The teams of these cases, each by name: case id → members. */
    teamsOf: async (caseIds: readonly number[], executor: Executor = db): Promise<Map<number, TeamMember[]>> => {
      const teams = new Map<number, TeamMember[]>();
      if (caseIds.length === 0) {
        return teams;
      }
      const query = (ids: readonly number[]) =>
        db
          .selectFrom('case_team')
          .innerJoin('users', 'users.id', 'case_team.user_id')
          .select(['case_team.case_id', 'users.id', 'users.username'])
          .where('case_team.case_id', 'in', ids)
          .orderBy('users.username')
          .orderBy('users.id');
      // One case (its page, every write's answer): compiled once; a list's ids vary in number.
      const rows =
        caseIds.length === 1
          ? await compiled.rows('cases.teamOfOne', [caseIds[0] as number], (id) => query([id]), executor)
          : await executor.executeQuery(query(caseIds)).then((result) => result.rows);
      for (const row of rows) {
        const team = teams.get(row.case_id) ?? [];
        team.push({ id: row.id, username: row.username });
        teams.set(row.case_id, team);
      }
      return teams;
    },
    /** Which of these cases the user follows, on the team or by choice. */
    followedOf: async (userId: number, caseIds: readonly number[], executor: Executor = db): Promise<Set<number>> => {
      if (caseIds.length === 0) {
        return new Set();
      }
      const query = (user: number, ids: readonly number[]) =>
        db
          .selectFrom('case_team')
          .select('case_id')
          .where('user_id', '=', user)
          .where('case_id', 'in', ids)
          .union((eb) =>
            eb.selectFrom('case_followers').select('case_id').where('user_id', '=', user).where('case_id', 'in', ids),
          );
      const rows =
        caseIds.length === 1
          ? await compiled.rows(
              'cases.followedOfOne',
              [userId, caseIds[0] as number],
              (user, id) => query(user, [id]),
              executor,
            )
          : await executor.executeQuery(query(userId, caseIds)).then((result) => result.rows);
      return new Set(rows.map((row) => row.case_id));
    },
    /** Of these ids, the active staff accounts (a team may hold only those). */
    activeStaffIds: async (ids: readonly number[], executor: Executor = db): Promise<number[]> => {
      if (ids.length === 0) {
        return [];
      }
      const rows = await executor
        .selectFrom('users')
        .select('id')
        .where('id', 'in', ids)
        .where('role', '=', 'user')
        .where('deleted_at', 'is', null)
        .execute();
      return rows.map((row) => row.id);
    },
    /** Makes the team exactly `userIds`. */
    setTeam: async (caseId: number, userIds: readonly number[], now: string, trx: Transaction<Database>) => {
      let removal = trx.deleteFrom('case_team').where('case_id', '=', caseId);
      if (userIds.length > 0) {
        removal = removal.where('user_id', 'not in', userIds);
      }
      await removal.execute();
      if (userIds.length > 0) {
        await trx
          .insertInto('case_team')
          .values(userIds.map((userId) => ({ case_id: caseId, user_id: userId, created_at: now })))
          .onConflict((conflict) => conflict.columns(['case_id', 'user_id']).doNothing())
          .execute();
      }
    },
    /** Everyone who hears of the case: its team and its followers (deduplicated). */
    audienceOf: async (caseId: number, executor: Executor = db): Promise<number[]> => {
      const rows = await executor
        .selectFrom('case_team')
        .select('user_id')
        .where('case_id', '=', caseId)
        .union((eb) => eb.selectFrom('case_followers').select('user_id').where('case_id', '=', caseId))
        .execute();
      return rows.map((row) => row.user_id);
    },
    follow: async (caseId: number, userId: number, now: string): Promise<void> => {
      await db
        .insertInto('case_followers')
        .values({ case_id: caseId, user_id: userId, created_at: now })
        .onConflict((conflict) => conflict.columns(['case_id', 'user_id']).doNothing())
        .execute();
    },
    unfollow: async (caseId: number, userId: number): Promise<void> => {
      await db.deleteFrom('case_followers').where('case_id', '=', caseId).where('user_id', '=', userId).execute();
    },
    /** The active staff accounts by name, for picking a team; `q` narrows to names that contain it. */
    listStaff: (q: string | undefined, limit: number) =>
      db
        .selectFrom('users')
        .select(['id', 'username', 'position'])
        .where('role', '=', 'user')
        .where('deleted_at', 'is', null)
        .$if(Boolean(q), (query) =>
          query.where(
            sql<boolean>`lower(username) like ${`%${(q ?? '').toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`} escape '\\'`,
          ),
        )
        .orderBy('username')
        .orderBy('id')
        .limit(limit)
        .execute(),
    /** One case, not trashed. Compiled once (db/compiled-queries.ts): every read of a case asks. */
    findById: async (id: number, executor: Executor = db): Promise<CaseRow | undefined> => {
      const [row] = await compiled.rows(
        'cases.findById',
        [id],
        (caseId) => db.selectFrom('cases').select(caseColumns).where('id', '=', caseId).where('deleted_at', 'is', null),
        executor,
      );
      return row;
    },
    /**
     * The case, locked until the transaction ends (PostgreSQL: FOR UPDATE), so that two writers of the same
     * case take turns and each sees the other's result. SQLite runs one write transaction at a time anyway.
     */
    findForUpdate: (id: number, trx: Transaction<Database>): Promise<CaseRow | undefined> => {
      const query = trx.selectFrom('cases').select(caseColumns).where('id', '=', id).where('deleted_at', 'is', null);
      return (isPostgres ? query.forUpdate() : query).executeTakeFirst();
    },
    /** A case in the trash, locked like `findForUpdate`; undefined for a live case or none. */
    findTrashedForUpdate: (id: number, trx: Transaction<Database>): Promise<CaseRow | undefined> => {
      const query = trx
        .selectFrom('cases')
        .select(caseColumns)
        .where('id', '=', id)
        .where('deleted_at', 'is not', null);
      return (isPostgres ? query.forUpdate() : query).executeTakeFirst();
    },
    /** True when the case exists and is in the trash. */
    isTrashed: async (id: number): Promise<boolean> =>
      (await db
        .selectFrom('cases')
        .select('id')
        .where('id', '=', id)
        .where('deleted_at', 'is not', null)
        .executeTakeFirst()) !== undefined,
    /** Moves a live case to the trash; false when it is not (or no longer) live. `at` is also its new version. */
    moveToTrash: async (id: number, actorId: number, at: string, executor: Executor = db): Promise<boolean> => {
      const result = await executor
        .updateTable('cases')
        .set({ deleted_at: at, deleted_by: actorId, updated_at: at })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** Brings a trashed case back (its team, followers and history never left); `at` is its new version. */
    restoreFromTrash: async (id: number, at: string, executor: Executor = db): Promise<boolean> => {
      const result = await executor
        .updateTable('cases')
        .set({ deleted_at: null, deleted_by: null, updated_at: at })
        .where('id', '=', id)
        .where('deleted_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0;
    },
    /** How many cases are in the trash. */
    countTrash: async (): Promise<number> => {
      const row = await db
        .selectFrom('cases')
        .select((eb) => eb.fn.countAll().as('count'))
        .where('cases.deleted_at', 'is not', null)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** The trash, newest deletion first, at most `limit`, with who deleted each case (null once that account's row is gone). */
    listTrash: (limit: number) =>
      db
        .selectFrom('cases')
        .leftJoin('users', 'users.id', 'cases.deleted_by')
        .select([
          'cases.id',
          'cases.title',
          'cases.number',
          'cases.type',
          'cases.date',
          'cases.deleted_at',
          'cases.deleted_by',
          'users.username as deleted_by_name',
        ])
        .where('cases.deleted_at', 'is not', null)
        .orderBy('cases.deleted_at', 'desc')
        .orderBy('cases.id', 'desc')
        .limit(limit)
        .execute(),
    /** The ids of the cases moved to the trash before `cutoff` (the daily purge). */
    trashedBefore: async (cutoff: string, executor: Executor = db): Promise<number[]> => {
      // Locked on PostgreSQL (FOR UPDATE), as a restore locks its case: a restore that commits first takes the case
      // out of this list, and one that comes later waits and finds it gone; so the content listed for the purge is
      // never that of a case brought back meanwhile.
      const query = executor
        .selectFrom('cases')
        .select('id')
        .where('deleted_at', 'is not', null)
        .where('deleted_at', '<', cutoff)
        .orderBy('id');
      const rows = await (isPostgres ? query.forUpdate() : query).execute();
      return rows.map((row) => row.id);
    },
    /** Deletes trashed cases for good; their team and followers go with them (their history stays). */
    purge: async (ids: readonly number[], executor: Executor = db): Promise<number> => {
      if (ids.length === 0) {
        return 0;
      }
      const result = await executor
        .deleteFrom('cases')
        .where('id', 'in', ids)
        .where('deleted_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
    insert: (row: NewCaseRow, executor: Executor = db): Promise<CaseRow> =>
      executor.insertInto('cases').values(row).returning(caseColumns).executeTakeFirstOrThrow(),
    /**
     * Updates the case only if it still carries `expectedUpdatedAt` (when given): a compare-and-set, so that
     * two people editing at once cannot overwrite each other unseen. Returns the new row, or undefined.
     */
    update: (
      id: number,
      changes: CaseRowUpdate,
      expectedUpdatedAt: string | undefined,
      executor: Executor = db,
    ): Promise<CaseRow | undefined> => {
      let query = executor.updateTable('cases').set(changes).where('id', '=', id);
      if (expectedUpdatedAt !== undefined) {
        query = query.where('updated_at', '=', expectedUpdatedAt);
      }
      return query.returning(caseColumns).executeTakeFirst();
    },
    /**
     * Adds a history row with the actor's name as it is in this very statement (decisions §6): read in
     * the writer's transaction, so neither a stale session nor a rename afterwards can change it.
     */
    insertEvent: async (row: Omit<NewCaseEventRow, 'actor_name'>, executor: Executor = db): Promise<void> => {
      await executor
        .insertInto('case_events')
        .values({
          ...row,
          actor_name: (eb) =>
            eb.fn.coalesce(
              eb
                .selectFrom('users')
                .select('users.username')
                .where('users.id', '=', row.actor_id ?? -1),
              eb.val(''),
            ),
        })
        .execute();
    },
    /**
     * A case's `limit` newest history rows, answered oldest first: the actor's name then, and now (null once
     * the account's row is gone).
     */
    listEvents: async (caseId: number, limit: number) => {
      const rows = await db
        .selectFrom('case_events')
        .leftJoin('users', 'users.id', 'case_events.actor_id')
        .select([
          'case_events.id',
          'case_events.case_id',
          'case_events.action',
          'case_events.changes',
          'case_events.created_at',
          'case_events.actor_id',
          'case_events.actor_name',
          'users.username as actor_current_name',
        ])
        .where('case_events.case_id', '=', caseId)
        .orderBy('case_events.id', 'desc')
        .limit(limit)
        .execute();
      return rows.reverse();
    },
    /** Raised by every write to `cases` (migration 0009): the case lists' answers are kept while it stands. */
    listVersion: async (): Promise<number> => {
      // Every list and board request asks first: compiled once (db/compiled-queries.ts).
      const [row] = await compiled.rows('cases.listVersion', [1], (id) =>
        db.selectFrom('case_list_version').select('version').where('id', '=', id),
      );
      if (!row) {
        throw new Error('case_list_version has no row (migration 0009)');
      }
      return Number(row.version);
    },
    countEvents: async (caseId: number): Promise<number> => {
      const row = await db
        .selectFrom('case_events')
        .select((eb) => eb.fn.countAll<number | string>().as('count'))
        .where('case_id', '=', caseId)
        .executeTakeFirstOrThrow();
      return Number(row.count);
    },
    transaction: <T>(work: (trx: Transaction<Database>) => Promise<T>): Promise<T> => db.transaction().execute(work),
  };
}

export type CasesRepository = ReturnType<typeof createCasesRepository>;
export type CaseEventListRow = Awaited<ReturnType<CasesRepository['listEvents']>>[number];
