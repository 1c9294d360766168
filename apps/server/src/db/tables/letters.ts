import type { Selectable } from 'kysely';

/** A form's letter template (decisions §8.6, migration 0029): its content is in the blob store under `storage_key`. */
export interface FormTemplatesTable {
  form_code: string;
  storage_key: string;
  sha256: string;
  /** The name it was uploaded with, given back on download. */
  name: string;
  /** bigint: PostgreSQL's driver returns it as a string. */
  size: number | string;
  /** null once the account's row is gone. */
  uploaded_by: number | null;
  uploaded_at: string;
}

export type FormTemplateRow = Selectable<FormTemplatesTable>;
