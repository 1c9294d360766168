import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import type { TrashedCaseDocument } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { useRefreshCaseDocuments } from './case-documents';
import { caseKeys } from './keys';

/** GET /api/cases/:id/document-trash (decisions §9): the case's trashed documents, the latest deleted first. */
export async function getCaseDocumentTrash(caseId: number): Promise<TrashedCaseDocument[]> {
  return (await api.get<TrashedCaseDocument[]>(`/cases/${caseId}/document-trash`)).data;
}

export const caseDocumentTrashQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: caseKeys.documentTrash(caseId), queryFn: () => getCaseDocumentTrash(caseId) });

export const useCaseDocumentTrash = (caseId: number) => useQuery(caseDocumentTrashQueryOptions(caseId));

/** POST /api/cases/:id/document-trash/:docId/restore: the case's team and admins. */
export async function restoreCaseDocument(caseId: number, documentId: number): Promise<void> {
  await api.post(`/cases/${caseId}/document-trash/${documentId}/restore`);
}

/** Restores a document; its list, the trash and the history are fetched again (other tabs hear `cases:changed`). */
export function useRestoreCaseDocument(caseId: number) {
  const refresh = useRefreshCaseDocuments(caseId);
  return useMutation({
    mutationFn: (documentId: number) => restoreCaseDocument(caseId, documentId),
    onSettled: refresh,
  });
}

/** DELETE /api/cases/:id/document-trash/:docId (admins): gone for good. */
export function usePurgeCaseDocument(caseId: number) {
  const refresh = useRefreshCaseDocuments(caseId);
  return useMutation({
    mutationFn: async (documentId: number) => {
      await api.delete(`/cases/${caseId}/document-trash/${documentId}`);
    },
    onSettled: refresh,
  });
}
