import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Case } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { recoveryKeys } from './keys';

/** The case's state loss and what was recovered of it, as the case JSON gives them. */
export async function getCaseMoney(caseId: number): Promise<Pick<Case, 'state_loss' | 'recovered_total'>> {
  const response = await api.get<Case>(`/cases/${caseId}`);
  return { state_loss: response.data.state_loss, recovered_total: response.data.recovered_total };
}

export const useCaseMoney = (caseId: number) =>
  useQuery(queryOptions({ queryKey: [...recoveryKeys.ofCase(caseId), 'money'], queryFn: () => getCaseMoney(caseId) }));
