import { deadlinesRootKey, ofCase } from '../../../lib/query-keys';

const all = deadlinesRootKey;

/** Every query key of the deadlines feature; queries and invalidations use these, never a written-out array. */
export const deadlineKeys = {
  all,
  ofCase: (caseId: number) => [...all, ...ofCase(caseId)] as const,
  templates: () => [...all, 'templates'] as const,
};
