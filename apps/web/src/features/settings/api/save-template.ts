import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeadlineTemplate, DeadlineTemplateInput } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** `POST /api/deadline-templates`, or `PUT /api/deadline-templates/:id` with an id (admins). */
export async function saveTemplate({
  id,
  input,
}: {
  id?: number;
  input: DeadlineTemplateInput;
}): Promise<DeadlineTemplate> {
  const response =
    id === undefined
      ? await api.post<DeadlineTemplate>('/deadline-templates', input)
      : await api.put<DeadlineTemplate>(`/deadline-templates/${id}`, input);
  return response.data;
}

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.templates() }),
  });
}
