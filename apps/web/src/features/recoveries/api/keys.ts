import { ofCase, recoveriesRootKey } from '../../../lib/query-keys';

/** Every query key of the recoveries feature. */
export const recoveryKeys = {
  all: recoveriesRootKey,
  ofCase: (caseId: number) => [...recoveriesRootKey, ...ofCase(caseId)] as const,
};
