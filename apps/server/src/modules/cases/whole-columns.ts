import type { ExpressionBuilder } from 'kysely';
import { jsonRows, type Dialect } from '../../db/json-columns';
import type { CaseRow, Database } from '../../db/tables';
import type { CaseDetailColumn } from './columns';

/** A case row with all it shows, as `wholeColumns` selects it (reader.ts presents it). */
export type WholeCaseRow = CaseRow & { team_json: unknown; following: unknown } & Record<string, unknown>;

/**
 * What a case shows besides its own columns, as columns of the statement that reads it (one round trip, docs/
 * performance.md): its team as JSON (`team_json`), whether `viewer` follows it (on its team or following), and each
 * module's part (`columns`). Correlated on `cases.id`: one case, a page of a list and a day of the board alike.
 */
export function wholeColumns(
  eb: ExpressionBuilder<Database, 'cases'>,
  dialect: Dialect,
  viewer: number,
  columns: readonly CaseDetailColumn[],
) {
  return [
    jsonRows(
      dialect,
      eb
        .selectFrom('case_team')
        .innerJoin('users', 'users.id', 'case_team.user_id')
        .select(['users.id', 'users.username'])
        .whereRef('case_team.case_id', '=', 'cases.id'),
      ['id', 'username'],
      ['username', 'id'],
    ).as('team_json'),
    eb
      .or([
        eb.exists(
          eb
            .selectFrom('case_team as own_team')
            .select('own_team.case_id')
            .whereRef('own_team.case_id', '=', 'cases.id')
            .where('own_team.user_id', '=', viewer),
        ),
        eb.exists(
          eb
            .selectFrom('case_followers')
            .select('case_followers.case_id')
            .whereRef('case_followers.case_id', '=', 'cases.id')
            .where('case_followers.user_id', '=', viewer),
        ),
      ])
      .as('following'),
    ...columns.map((column) => column.select(eb, dialect).as(column.alias)),
  ];
}
