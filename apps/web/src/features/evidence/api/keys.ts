import { evidenceRootKey, ofCase } from '../../../lib/query-keys';

/** Every query key of the evidence feature. */
export const evidenceKeys = {
  all: evidenceRootKey,
  ofCase: (caseId: number) => [...evidenceRootKey, ...ofCase(caseId)] as const,
};
