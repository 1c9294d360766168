import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeadlineTemplate } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { deadlineKeys } from './keys';

/** The templates admins keep (decisions §7.2): a title and the days counted from a start date. */
export async function getDeadlineTemplates(): Promise<DeadlineTemplate[]> {
  const response = await api.get<DeadlineTemplate[]>('/deadline-templates');
  return response.data;
}

export const useDeadlineTemplates = (enabled = true) =>
  useQuery(queryOptions({ queryKey: deadlineKeys.templates(), queryFn: getDeadlineTemplates, enabled }));
