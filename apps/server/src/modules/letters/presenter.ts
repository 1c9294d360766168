import type { FormTemplate } from '@pidsus/shared';
import type { FormTemplateRow } from '../../db/tables';

/** A form's template as it leaves the server (its stored key stays inside). */
export function presentTemplate(row: FormTemplateRow): FormTemplate {
  return { form_code: row.form_code, name: row.name, size: Number(row.size), uploaded_at: row.uploaded_at };
}
