import type { Generated, Insertable, Selectable } from 'kysely';

/** The documents of a case file. */

/** A document of a case file (decisions §7.2, migration 0013): its content is in the blob store under `storage_key`. */
export interface CaseDocumentsTable {
  id: Generated<number>;
  case_id: number;
  /** The original name, shown and sent back in Content-Disposition; never used in the store. */
  name: string;
  /** bigint: PostgreSQL's driver returns it as a string. */
  size: number | string;
  mime: string;
  storage_key: string;
  sha256: string;
  link_secret: string;
  /** null once the account's row is gone. */
  uploaded_by: number | null;
  /** The uploader's name at the time (as `case_events.actor_name`). */
  uploaded_by_name: string;
  created_at: string;
  /** Set while the document is in its case's trash (migration 0026, decisions §9); purged after `TRASH_DAYS`. */
  deleted_at: string | null;
  /** Who moved it there; null once that account's row is gone. */
  deleted_by: number | null;
}

export type CaseDocumentRow = Selectable<CaseDocumentsTable>;

export type NewCaseDocumentRow = Insertable<CaseDocumentsTable>;
