import type { CaseDocument } from '@pidsus/shared';
import type { CaseDocumentRow } from '../../db/tables';
import type { Clock } from '../../lib/clock';
import { signedContentUrl } from '../files/links';

/** Where a document's content is served; the signed link adds its expiry and signature. */
export const documentContentPath = (row: Pick<CaseDocumentRow, 'id' | 'case_id'>) =>
  `/api/cases/${row.case_id}/documents/${row.id}/content`;

/** The fields of a document that leave the server (contract §7.2); `url` is its signed content link. */
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

/** Presents a document with a content link made now, valid for the link's lifetime from this moment. */
export const createCaseDocumentPresenter =
  (clock: Clock) =>
  (row: CaseDocumentRow): CaseDocument =>
    presentCaseDocument(row, signedContentUrl(documentContentPath(row), row, clock()));
