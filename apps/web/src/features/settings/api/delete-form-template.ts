import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { formsRootKey } from '../../../lib/query-keys';

/** `DELETE /api/forms/:code/template` (admins). */
export async function deleteFormTemplate(code: string): Promise<void> {
  await api.delete(`/forms/${encodeURIComponent(code)}/template`);
}

export function useDeleteFormTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFormTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsRootKey }),
  });
}
