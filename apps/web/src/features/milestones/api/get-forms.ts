import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Form } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { milestoneKeys } from './keys';

/** The forms catalogue (decisions §8.3), in the procedure's order. */
export async function getForms(): Promise<Form[]> {
  const response = await api.get<Form[]>('/forms');
  return response.data;
}

export const useForms = (enabled = true) =>
  useQuery(queryOptions({ queryKey: milestoneKeys.forms(), queryFn: getForms, enabled, staleTime: 60_000 }));
