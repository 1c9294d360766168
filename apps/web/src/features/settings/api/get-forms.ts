import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Form } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { formsRootKey } from '../../../lib/query-keys';

/** The forms catalogue (decisions §8.3), as admins keep it here; the milestones feature reads the same list. */
export const formsKey = () => [...formsRootKey, 'list'] as const;

export async function getForms(): Promise<Form[]> {
  const response = await api.get<Form[]>('/forms');
  return response.data;
}

export const useForms = () => useQuery(queryOptions({ queryKey: formsKey(), queryFn: getForms }));
