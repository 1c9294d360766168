import { formsRootKey, milestonesRootKey, ofCase } from '../../../lib/query-keys';

/** Every query key of the milestones feature; queries and invalidations use these. */
export const milestoneKeys = {
  all: milestonesRootKey,
  ofCase: (caseId: number) => [...milestonesRootKey, ...ofCase(caseId)] as const,
  forms: () => [...formsRootKey, 'list'] as const,
};
