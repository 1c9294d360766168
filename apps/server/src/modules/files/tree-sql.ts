import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database';
import type { Database } from '../../db/tables';

/** Where a query of the files repository runs: the database, or a writer's transaction. */
export type Executor = Db | Transaction<Database>;

/** Length in characters as SQL's substr counts them (code points), not UTF-16 units. */
export const chars = (text: string) => Array.from(text).length;

/** The folder at `path` and everything under it (no LIKE: names may hold % and _). */
export const subtree = (path: string) =>
  sql<boolean>`(path = ${path} or substr(path, 1, ${chars(path) + 1}) = ${`${path}/`})`;
