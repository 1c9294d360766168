import { queryOptions } from '@tanstack/react-query';
import type { Case } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

export async function getCase(caseId: number): Promise<Case> {
  const response = await api.get<Case>(`/cases/${caseId}`);
  return response.data;
}

export const caseQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: caseKeys.detail(caseId), queryFn: () => getCase(caseId), retry: false });
