import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { settingsKeys } from './keys';

/** `DELETE /api/deadline-templates/:id` (admins): deadlines made from it keep their title and date. */
export async function deleteTemplate(id: number): Promise<void> {
  await api.delete(`/deadline-templates/${id}`);
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: settingsKeys.templates() }),
  });
}
