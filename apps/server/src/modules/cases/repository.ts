import { PostgresAdapter, sql, type Transaction } from 'kysely';
import type { Category } from '@pidsus/shared';
import type { Db } from '../../db/database';
import type { CaseRow, CaseRowUpdate, Database, NewCaseEventRow, NewCaseRow } from '../../db/tables';

type Executor = Db | Transaction<Database>;

const caseColumns = [
  'cases.id',
  'cases.title',
  'cases.date',
  'cases.time',
  'cases.description',
  'cases.parties',
  'cases.witnesses',
  'cases.prosecutor',
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
 * `cases_plain_words_idx` (migration 0007): the index serves only this very expression, so keep them alike.
 */
const plainWords = sql`to_tsvector('simple', cases.title || ' ' || cases.description || ' ' || cases.parties || ' ' || cases.witnesses || ' ' || cases.prosecutor)`;

/** Which cases a list shows: a category, search words, a page. */
export interface CaseQuery {
  type?: Category;
  /**
   * Each must match, as a word or the beginning of one. Letters and digits only (see `searchWords` in the
   * service): a word goes into a full-text query, where operator syntax would mean something.
   */
  words?: readonly string[];
  limit?: number;
  offset?: number;
}

/** Queries on `cases` and `case_events`. Every method takes an optional transaction. */
export function createCasesRepository(db: Db) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;

  const filtered = (filter: CaseQuery, executor: Executor = db) => {
    let query = executor.selectFrom('cases');
    if (filter.type) {
      query = query.where('cases.type', '=', filter.type);
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
   * PostgreSQL: a page of search results, from the matches the search indexes find (a materialized CTE), then
   * sorted. Left to itself the planner may walk the list order's index (migration 0008) and test every case
   * against the search instead, which reads every case whenever few match (test/cases-search-plan.test.ts).
   */
  const searchPage = (filter: CaseQuery): Promise<CaseRow[]> =>
    db
      .with(
        (cte) => cte('matches').materialized(),
        () => filtered(filter).select(caseColumns),
      )
      .selectFrom('matches')
      .selectAll()
      .orderBy('matches.date', 'desc')
      .orderBy(sql`coalesce(matches.time, '99:99')`)
      .orderBy('matches.id')
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
        .orderBy('cases.date', 'desc')
        .orderBy(timeOrder)
        .orderBy('cases.id');
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
    /** One day's hearings, by hour; at most `limit` of them. */
    listByDate: (date: string, limit: number): Promise<CaseRow[]> =>
      db
        .selectFrom('cases')
        .select(caseColumns)
        .where('date', '=', date)
        .orderBy(timeOrder)
        .orderBy('id')
        .limit(limit)
        .execute(),
    findById: (id: number, executor: Executor = db): Promise<CaseRow | undefined> =>
      executor.selectFrom('cases').select(caseColumns).where('id', '=', id).executeTakeFirst(),
    /**
     * The case, locked until the transaction ends (PostgreSQL: FOR UPDATE), so that two writers of the same
     * case take turns and each sees the other's result. SQLite runs one write transaction at a time anyway.
     */
    findForUpdate: (id: number, trx: Transaction<Database>): Promise<CaseRow | undefined> => {
      const query = trx.selectFrom('cases').select(caseColumns).where('id', '=', id);
      return (isPostgres ? query.forUpdate() : query).executeTakeFirst();
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
    delete: async (id: number, executor: Executor = db): Promise<boolean> => {
      const result = await executor.deleteFrom('cases').where('id', '=', id).executeTakeFirst();
      return Number(result.numDeletedRows) > 0;
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
      const row = await db
        .selectFrom('case_list_version')
        .select('version')
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
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
