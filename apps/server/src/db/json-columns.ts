import { PostgresAdapter, sql, type RawBuilder, type SelectQueryBuilder } from 'kysely';

export type Dialect = 'postgres' | 'sqlite';

/** The dialect of any Kysely instance (typed by any tables) or transaction. */
export const dialectOf = (db: { getExecutor(): { readonly adapter: unknown } }): Dialect =>
  db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any select of any tables: only its SQL is used.
type AnySelect = SelectQueryBuilder<any, any, any>;

const pairs = (columns: readonly string[]) =>
  sql.join(columns.flatMap((column) => [sql.lit(column), sql.ref(`r.${column}`)]));

/**
 * The rows of `query` as one JSON array of objects holding `columns`, in the order of `orderBy` (its selected columns),
 * `[]` for none: a correlated subquery that puts a case's list (its team, its defendants) into the case's own row, so
 * that one case is one statement (docs/performance.md). PostgreSQL answers it parsed, SQLite as text: `parseJson`.
 */
export function jsonRows(
  dialect: Dialect,
  query: AnySelect,
  columns: readonly string[],
  orderBy: readonly string[],
): RawBuilder<unknown> {
  const order = sql.join(orderBy.map((column) => sql.ref(`r.${column}`)));
  return dialect === 'postgres'
    ? sql`(select coalesce(json_agg(json_build_object(${pairs(columns)}) order by ${order}), '[]'::json) from (${query}) as r)`
    : sql`(select coalesce(json_group_array(json_object(${pairs(columns)}) order by ${order}), '[]') from (${query}) as r)`;
}

/** The first row of `query` as one JSON object holding `columns`, or null: see `jsonRows`. */
export function jsonRow(dialect: Dialect, query: AnySelect, columns: readonly string[]): RawBuilder<unknown> {
  return dialect === 'postgres'
    ? sql`(select json_build_object(${pairs(columns)}) from (${query}) as r)`
    : sql`(select json_object(${pairs(columns)}) from (${query}) as r)`;
}

/** A value of `jsonRows` or `jsonRow` as JavaScript: SQLite gives the text, pg has parsed it already. */
export function parseJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}
