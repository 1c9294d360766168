import type { AliasableExpression, ExpressionBuilder, SqlBool, Transaction } from 'kysely';
import type { Case } from '@pidsus/shared';
import type { Db } from '../../db/database';
import type { Dialect } from '../../db/json-columns';
import type { Database } from '../../db/tables';

/** A query runs on the database or in a writer's transaction. */
export type Executor = Db | Transaction<Database>;

/**
 * A module's part of one case as a column of the case's own statement (one round trip for `GET /api/cases/:id`,
 * docs/performance.md): a correlated subquery on `cases.id`, and the case's fields from its value. The lists read
 * the same parts per page through the module's `CaseDetailsReader`; both must give the same fields.
 */
export interface CaseDetailColumn {
  /** The column's name in the statement; unique among the modules. */
  alias: string;
  select: (eb: ExpressionBuilder<Database, 'cases'>, dialect: Dialect) => AliasableExpression<unknown>;
  fields: (value: unknown) => Partial<Case>;
}

/**
 * A marker of the board (decisions §7.2, §8.2) as a column of the day's statement: whether, on `day`, the case has
 * an open deadline due (`deadline_due`, deadlines) or a defendant held (`detained`, detentions). Correlated on
 * `cases.id`, like a `CaseDetailColumn`.
 */
export interface CaseDayMarker {
  field: 'deadline_due' | 'detained';
  select: (eb: ExpressionBuilder<Database, 'cases'>, day: string) => AliasableExpression<SqlBool>;
}

/** The columns of a case row, as every read of a case selects them (`CaseRow`). */
export const caseColumns = [
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
  'cases.state_loss',
] as const;
