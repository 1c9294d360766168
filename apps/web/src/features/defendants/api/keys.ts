import { casesRootKey, ofCase } from '../../../lib/query-keys';

/**
 * Every query key of the defendants feature: under the cases' root, so that a case write or `cases:changed` (a
 * colleague's change, told as its case's) refreshes an open case's defendants too.
 */
export const defendantKeys = {
  ofCase: (caseId: number) => [...casesRootKey, 'defendants', ...ofCase(caseId)] as const,
};
