import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CaseDocument, FilesListResponse } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { uploadContent } from '../../../lib/content/upload-content';
import { caseKeys } from './keys';

/** GET /api/cases/:id/documents: newest first, each with a fresh signed link (decisions §7.2). */
export async function getCaseDocuments(caseId: number): Promise<CaseDocument[]> {
  const response = await api.get<CaseDocument[]>(`/cases/${caseId}/documents`);
  return response.data;
}

export const caseDocumentsQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: caseKeys.documents(caseId), queryFn: () => getCaseDocuments(caseId) });

export const useCaseDocuments = (caseId: number) => useQuery(caseDocumentsQueryOptions(caseId));

/** POST /api/cases/:id/documents: one file, reporting its progress in percent; a refusal throws (its message). */
export function uploadCaseDocument(
  caseId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CaseDocument> {
  return uploadContent<CaseDocument>(`/cases/${caseId}/documents`, { file }, onProgress);
}

/**
 * A fresh signed link of one document, or null when it is gone: links expire after a few minutes, so opening one asks
 * for the list again at that moment and takes the document's link (a document deleted meanwhile then shows gone).
 */
export function useFreshDocumentLink(caseId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    async (documentId: number): Promise<string | null> => {
      const documents = await queryClient.fetchQuery({ ...caseDocumentsQueryOptions(caseId), staleTime: 0 });
      return documents.find((item) => item.id === documentId)?.url ?? null;
    },
    [queryClient, caseId],
  );
}

/** Makes the case's documents, their trash and its history stale (all change with a document). */
export function useRefreshCaseDocuments(caseId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: caseKeys.documents(caseId) }),
        queryClient.invalidateQueries({ queryKey: caseKeys.documentTrash(caseId) }),
        queryClient.invalidateQueries({ queryKey: caseKeys.history(caseId) }),
      ]),
    [queryClient, caseId],
  );
}

/** DELETE /api/cases/:id/documents/:docId: to the case's trash (decisions §9), for the team and admins. */
export function useDeleteCaseDocument(caseId: number) {
  const refresh = useRefreshCaseDocuments(caseId);
  return useMutation({
    mutationFn: async (documentId: number) => {
      await api.delete(`/cases/${caseId}/documents/${documentId}`);
    },
    onSettled: refresh,
  });
}

/** POST /api/cases/:id/documents/from-file: a copy of one of the caller's own files. */
export function useCopyCaseDocument(caseId: number) {
  const refresh = useRefreshCaseDocuments(caseId);
  return useMutation({
    mutationFn: async (fileId: number) =>
      (await api.post<CaseDocument>(`/cases/${caseId}/documents/from-file`, { file_id: fileId })).data,
    onSettled: refresh,
  });
}

/** GET /api/files?path=: one folder of the caller's own files, to pick the one to copy. */
export const ownFilesQueryOptions = (path: string) =>
  queryOptions({
    queryKey: caseKeys.ownFiles(path),
    queryFn: async () => (await api.get<FilesListResponse>('/files', { params: { path } })).data.data,
  });

export const useOwnFiles = (path: string, enabled: boolean) => useQuery({ ...ownFilesQueryOptions(path), enabled });
