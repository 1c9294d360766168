import { PostgresAdapter, sql, type ExpressionBuilder } from 'kysely';
import { UNFINISHED, type CaseSort, type CaseStatusFilter, type Category } from '@pidsus/shared';
import type { Db } from '../../db/database';
import type { CaseRow, Database } from '../../db/tables';
import { caseColumns, type CaseDayMarker, type CaseDetailColumn, type Executor } from './columns';
import { wholeColumns, type WholeCaseRow } from './whole-columns';

/** Hearings without an hour come after those with one, in both dialects (they sort nulls differently). */
const timeOrder = sql`coalesce(cases.time, '99:99')`;

/**
 * The searchable texts as written, for prefix matching on PostgreSQL (see `filtered`). Indexed by
 * `cases_plain_words_idx` (migrations 0007, 0010, 0011, 0020; the defendants' names and NIKs kept in `cases.defendant_text`
 * by triggers, decisions §8.1): the index serves only this very expression, so keep them alike.
 */
const plainWords = sql`to_tsvector('simple', cases.title || ' ' || cases.description || ' ' || cases.parties || ' ' || cases.witnesses || ' ' || cases.prosecutor || ' ' || cases.location || ' ' || translate(cases.number, '/.-', '   ') || ' ' || cases.defendant_text)`;

/** The searched fields one by one, for the phrase rank on PostgreSQL (`phraseRank`). */
const phraseFields = [
  sql.ref('cases.title'),
  sql.ref('cases.description'),
  sql.ref('cases.parties'),
  sql.ref('cases.witnesses'),
  sql.ref('cases.prosecutor'),
  sql.ref('cases.location'),
  sql`translate(cases.number, '/.-', '   ')`,
  sql.ref('cases.defendant_text'),
];

/** A day's markers as the database answers them (PostgreSQL a boolean, SQLite 0 or 1); absent when not asked. */
export type DayMarks = Partial<Record<CaseDayMarker['field'], boolean | number>>;

/** Which cases a list shows: a category, search words, a page. */
export interface CaseQuery {
  type?: Category;
  /** Only the cases whose team holds this account ("Kasus Saya"). */
  memberId?: number;
  /** A status, or `Belum Selesai` (every case not `Selesai`). */
  status?: CaseStatusFilter;
  /** Only the cases dated from this day on (`YYYY-MM-DD`), and up to `to`, both included. */
  from?: string;
  to?: string;
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
   * first; the order above holds within each group (decisions §7.5, docs/api.md Search). Only for two words or more.
   */
  phraseFirst?: boolean;
  /** Only these cases (an export's pages, read after its list's order was taken once: `listIds`). */
  ids?: readonly number[];
  limit?: number;
  offset?: number;
}

/** The case lists: a category, a search, a page, one day's hearings. Live cases only (decisions §7.3). */
export function createCaseListQueries(db: Db) {
  const isPostgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const dialect = isPostgres ? 'postgres' : 'sqlite';

  const filtered = (filter: CaseQuery, executor: Executor = db) => {
    // A case in the trash is in no list (decisions §7.3); the list-order indexes hold only live cases (0015).
    let query = executor.selectFrom('cases').where('cases.deleted_at', 'is', null);
    if (filter.ids) {
      query = filter.ids.length > 0 ? query.where('cases.id', 'in', filter.ids) : query.where(sql<boolean>`1 = 0`);
    }
    if (filter.type) {
      query = query.where('cases.type', '=', filter.type);
    }
    if (filter.status === UNFINISHED) {
      query = query.where('cases.status', '<>', 'Selesai');
    } else if (filter.status) {
      query = query.where('cases.status', '=', filter.status);
    }
    if (filter.from) {
      query = query.where('cases.date', '>=', filter.from);
    }
    if (filter.to) {
      query = query.where('cases.date', '<=', filter.to);
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
  const searchPageQuery = (filter: CaseQuery) =>
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
      .offset(filter.offset ?? 0);
  const searchPage = (filter: CaseQuery): Promise<CaseRow[]> => searchPageQuery(filter).execute();

  const count = (eb: ExpressionBuilder<Database, 'cases'>) => eb.fn.countAll<number | string>().as('count');

  /**
   * One day's hearings, by hour; at most `limit` of them; only `memberId`'s when given; with each of `markers` as a
   * column named by its field.
   */
  const byDate = (date: string, limit: number, memberId: number | undefined, markers: readonly CaseDayMarker[]) =>
    db
      .selectFrom('cases')
      .select(caseColumns)
      .select((eb) => markers.map((marker) => marker.select(eb, date).as(marker.field)))
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
      .limit(limit);

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
    /**
     * A page of a list with all each case shows and the list's total, in one statement (one round trip, docs/
     * performance.md): the page's ids read in the list's order from its index, then each case's row with its team,
     * following and the modules' parts (`wholeColumns`) for those ids only, and the total as a scalar subquery.
     * Not for a search on PostgreSQL (its matches are gathered first: `searchPage`). A page past the end has no row
     * to carry the total: the caller counts then.
     */
    listWhole: async (
      filter: CaseQuery,
      viewerId: number,
      columns: readonly CaseDetailColumn[],
    ): Promise<(WholeCaseRow & { total_count: number | string })[]> => {
      const searched = isPostgres && (filter.words?.length ?? 0) > 0;
      // The page's rows as the plain list reads them (PostgreSQL's search: from its matches, `searchPage`).
      const page = searched
        ? searchPageQuery(filter)
        : filtered(filter)
            .select(caseColumns)
            .$call((query) => ordered(query, 'cases', filter))
            .limit(filter.limit ?? 1_000_000_000)
            .offset(filter.offset ?? 0);
      // The page as a derived table named `cases`, so that the parts' subqueries (correlated on `cases.id`) run for
      // its rows alone, after the page is cut; no join that a planner could turn into a scan of every case.
      const rows = await db
        .selectFrom(page.as('cases') as unknown as 'cases')
        .select(caseColumns)
        // Not correlated (its own `cases`): computed once for the statement, an index-only count as `count`.
        .select(() => filtered(filter).select(count).as('total_count'))
        .select((eb) => wholeColumns(eb, dialect, viewerId, columns))
        // The page's order again, for its rows only (a derived table's order is not promised to the outer query).
        .$if(searched && ranksPhrase(filter), (query) => query.orderBy(sql.ref('cases.phrase_rank')))
        .$call((query) => ordered(query, 'cases', { ...filter, phraseFirst: searched ? false : filter.phraseFirst }))
        .execute();
      return rows as (WholeCaseRow & { total_count: number | string })[];
    },
    /** `listByDate` with all each case shows (`wholeColumns`): the board's day in one statement. */
    listByDateWhole: async (
      date: string,
      limit: number,
      memberId: number | undefined,
      viewerId: number,
      columns: readonly CaseDetailColumn[],
      markers: readonly CaseDayMarker[] = [],
    ): Promise<(WholeCaseRow & DayMarks)[]> => {
      const rows = await byDate(date, limit, memberId, markers)
        .select((eb) => wholeColumns(eb, dialect, viewerId, columns))
        .execute();
      return rows as (WholeCaseRow & DayMarks)[];
    },
    /**
     * The ids of a list in its order (at most `filter.limit`): what an export reads first, so that its pages, read by
     * these ids, neither repeat nor skip a case when another is written between them.
     */
    listIds: async (filter: CaseQuery): Promise<number[]> => {
      if (isPostgres && (filter.words?.length ?? 0) > 0) {
        return (await searchPage(filter)).map((row) => row.id);
      }
      const rows = await filtered(filter)
        .select('cases.id')
        .$call((query) => ordered(query, 'cases', filter))
        .limit(filter.limit ?? 1_000_000_000)
        .offset(filter.offset ?? 0)
        .execute();
      return rows.map((row) => row.id);
    },
    count: async (filter: CaseQuery): Promise<number> => {
      const row = await filtered(filter).select(count).executeTakeFirstOrThrow();
      return Number(row.count);
    },
    /** One day's hearings, by hour; at most `limit` of them; only `memberId`'s when given; with `markers`. */
    listByDate: async (
      date: string,
      limit: number,
      memberId?: number,
      markers: readonly CaseDayMarker[] = [],
    ): Promise<(CaseRow & DayMarks)[]> =>
      (await byDate(date, limit, memberId, markers).execute()) as (CaseRow & DayMarks)[],
  };
}
