import { deadlinesRootKey } from '../../../lib/query-keys';

const all = deadlinesRootKey;

/** Every query key of the deadlines feature; queries and invalidations use these, never a written-out array. */
export const deadlineKeys = {
  all,
  ofCase: (caseId: number) => [...all, 'case', caseId] as const,
  templates: () => [...all, 'templates'] as const,
};
