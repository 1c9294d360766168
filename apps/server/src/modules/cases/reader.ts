import type { Case } from '@pidsus/shared';
import { parseJson } from '../../db/json-columns';
import type { CaseRow } from '../../db/tables';
import { notFound } from '../../lib/errors';
import { messages } from '../../messages';
import type { CaseDetailColumn, Executor } from './columns';
import { presentCase } from './presenter';
import type { WholeCaseRow } from './whole-columns';
import type { CasesRepository } from './repository';

/**
 * What another module adds to the cases it is shown with (a case record's defendants, its last milestone, its
 * recovered money), read for a whole page of cases in one go: case id → the fields it adds.
 */
export type CaseDetailsReader = (
  caseIds: readonly number[],
  executor?: Executor,
) => Promise<Map<number, Partial<Case>>>;

/**
 * Cases as a viewer sees them: each with its team, whether the viewer follows it, and what the modules that hang
 * data on a case add to it (`details`, read when the cases are presented). One case is one statement when every
 * module gave its part as a column too (`columns`): one round trip instead of one per part.
 */
export function createCaseReader(
  cases: Pick<CasesRepository, 'findById' | 'teamsOf' | 'followedOf'> & Partial<Pick<CasesRepository, 'findWhole'>>,
  details: () => readonly CaseDetailsReader[] = () => [],
  columns?: () => readonly CaseDetailColumn[],
) {
  const present = async (rows: CaseRow[], viewerId: number, executor?: Executor): Promise<Case[]> => {
    const ids = rows.map((row) => row.id);
    const [teams, followed, ...extra] = await Promise.all([
      cases.teamsOf(ids, executor),
      cases.followedOf(viewerId, ids, executor),
      ...(ids.length === 0 ? [] : details().map((read) => read(ids, executor))),
    ]);
    return rows.map((row) =>
      Object.assign(
        presentCase(row, { team: teams.get(row.id) ?? [], following: followed.has(row.id) }),
        ...extra.map((fields) => fields.get(row.id) ?? {}),
      ),
    );
  };

  const presentOne = async (row: CaseRow, viewerId: number, executor?: Executor): Promise<Case> =>
    (await present([row], viewerId, executor))[0] as Case;

  /** Every module's part as a column, when every module gave one: a case, a page, a day in one statement each. */
  const wholeParts = (): readonly CaseDetailColumn[] | undefined => {
    const parts = columns?.();
    return parts && parts.length === details().length ? parts : undefined;
  };

  /** A case read with `wholeColumns` (whole-columns.ts), as a viewer sees it. */
  const presentWhole = (whole: WholeCaseRow, parts: readonly CaseDetailColumn[]): Case =>
    Object.assign(
      presentCase(whole, { team: parseJson(whole.team_json), following: Boolean(whole.following) }),
      ...parts.map((part) => part.fields(whole[part.alias])),
    );

  /** The live case as `viewerId` sees it; 404 for a missing one and for one in the trash. */
  const getOrThrow = async (id: number, viewerId: number): Promise<Case> => {
    const parts = wholeParts();
    if (parts && cases.findWhole) {
      const whole = await cases.findWhole(id, viewerId, parts);
      if (!whole) {
        throw notFound(messages.cases.notFound);
      }
      return presentWhole(whole, parts);
    }
    const row = await cases.findById(id);
    if (!row) {
      throw notFound(messages.cases.notFound);
    }
    return presentOne(row, viewerId);
  };

  return { present, presentOne, getOrThrow, wholeParts, presentWhole };
}

export type CaseReader = ReturnType<typeof createCaseReader>;
