import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeadlineTemplate } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** `GET /api/deadline-templates` (decisions §7.2): the list the staff's deadline dialog offers. */
export async function getTemplates(): Promise<DeadlineTemplate[]> {
  const response = await api.get<DeadlineTemplate[]>('/deadline-templates');
  return response.data;
}

export const useTemplates = () => useQuery(queryOptions({ queryKey: settingsKeys.templates(), queryFn: getTemplates }));
