import { casesRootKey, ofCase } from '../../../lib/query-keys';

/**
 * Every query key of the detentions feature: under the cases' root, so that a case write or `cases:changed`
 * refreshes an open case's periods too.
 */
export const detentionKeys = {
  ofCase: (caseId: number) => [...casesRootKey, 'detentions', ...ofCase(caseId)] as const,
};
