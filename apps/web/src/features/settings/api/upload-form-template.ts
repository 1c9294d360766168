import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormTemplate } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { formsRootKey } from '../../../lib/query-keys';

/** `PUT /api/forms/:code/template` (admins; multipart `file`, a .docx): replaces the form's letter template. */
export async function uploadFormTemplate({ code, file }: { code: string; file: File }): Promise<FormTemplate> {
  const body = new FormData();
  body.append('file', file);
  return (await api.put<FormTemplate>(`/forms/${encodeURIComponent(code)}/template`, body)).data;
}

/** Uploads a template; the forms (their `has_template`) go stale, here and in `Buat Surat`. */
export function useUploadFormTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadFormTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: formsRootKey }),
  });
}
