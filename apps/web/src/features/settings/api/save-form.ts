import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Form, FormInput } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { formsRootKey } from '../../../lib/query-keys';

/** `POST /api/forms`, or `PUT /api/forms/:code` when editing (admins; the code stays). */
export async function saveForm({ editing, input }: { editing?: string; input: FormInput }): Promise<Form> {
  if (editing === undefined) {
    return (await api.post<Form>('/forms', input)).data;
  }
  const rest: Partial<FormInput> = { ...input };
  delete rest.code;
  return (await api.put<Form>(`/forms/${encodeURIComponent(editing)}`, rest)).data;
}

/** `DELETE /api/forms/:code` (admins): refused (409) while a milestone uses the form. */
export async function deleteForm(code: string): Promise<void> {
  await api.delete(`/forms/${encodeURIComponent(code)}`);
}

export function useFormWrites() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: formsRootKey });
  return {
    save: useMutation({ mutationFn: saveForm, onSuccess: refresh }),
    remove: useMutation({ mutationFn: deleteForm, onSuccess: refresh }),
  };
}
