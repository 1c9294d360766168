import type { CaseSort, CaseStatusFilter, Category } from '@pidsus/shared';
import { casesRootKey, deadlinesRootKey, milestonesRootKey, ofCase, scheduleRootKey } from '../../../lib/query-keys';

const all = casesRootKey;
const lists = [...all, 'list'] as const;

/** Every query key of the cases feature; queries and invalidations use these, never a written-out array. */
export const caseKeys = {
  all,
  lists,
  list: (filter: { type?: Category; mine?: boolean; q: string; status?: CaseStatusFilter; sort: CaseSort }) =>
    [...lists, filter.type ?? (filter.mine ? 'mine' : 'all'), filter.q, filter.status ?? '', filter.sort] as const,
  staff: () => ['staff'] as const,
  detail: (caseId: number) => [...all, 'detail', ...ofCase(caseId)] as const,
  history: (caseId: number) => [...all, 'history', ...ofCase(caseId)] as const,
  /** Under the cases' root: `cases:changed` refreshes an open case's documents too (decisions §7.2). */
  documents: (caseId: number) => [...all, 'documents', ...ofCase(caseId)] as const,
  /** A case's trashed documents (decisions §9), under the root for the same reason. */
  documentTrash: (caseId: number) => [...all, 'document-trash', ...ofCase(caseId)] as const,
  /** The caller's own files, browsed to copy one into a case. */
  ownFiles: (path: string) => [...all, 'own-files', path] as const,
  /** The trash (decisions §7.3): under `all`, so that a case write or `cases:changed` makes it stale too. */
  trash: [...all, 'trash'] as const,
};

/**
 * Every query that shows cases: the lists, details and histories, the schedule board, the deadlines (a case
 * moved to the trash or restored takes its deadlines out of "Tenggat Mendekat" or brings them back) and the
 * milestones. Those about one case hold `ofCase(id)` (lib/query-keys.ts).
 */
export const caseViewKeys = [all, scheduleRootKey, deadlinesRootKey, milestonesRootKey] as const;
