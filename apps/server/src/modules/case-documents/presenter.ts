import type { CaseDocument } from '@pidsus/shared';
import type { CaseDocumentRow } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { signedContentUrl } from '../content';

/** Where a document's content is served; the signed link adds its expiry and signature. */
export const documentContentPath = (row: Pick<CaseDocumentRow, 'id' | 'case_id'>) =>
  `/api/cases/${row.case_id}/documents/${row.id}/content`;

/** The fields of a document that leave the server (decisions §7.2); `url` is its signed content link. */
export function presentCaseDocument(row: CaseDocumentRow, url: string): CaseDocument {
  return {
    id: row.id,
    name: row.name,
    size: Number(row.size),
    mime: row.mime,
    url,
    uploaded_by: { id: row.uploaded_by, username: row.uploaded_by_name },
    created_at: row.created_at,
  };
}

/**
 * Presents a document with a content link made now, valid for the link's lifetime from this moment; with `viewer`
 * the link names that user, whose opening it is then audited (decisions §9).
 */
export const createCaseDocumentPresenter =
  (clock: Clock) =>
  (row: CaseDocumentRow, viewer?: number): CaseDocument =>
    presentCaseDocument(row, signedContentUrl(documentContentPath(row), row, clock(), viewer));
