import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { CaseDocument, FilesListResponse } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { caseKeys } from './keys';

/** GET /api/cases/:id/documents: newest first, each with a fresh signed link (contract §7.2). */
export async function getCaseDocuments(caseId: number): Promise<CaseDocument[]> {
  const response = await api.get<CaseDocument[]>(`/cases/${caseId}/documents`);
  return response.data;
}

export const caseDocumentsQueryOptions = (caseId: number) =>
  queryOptions({ queryKey: caseKeys.documents(caseId), queryFn: () => getCaseDocuments(caseId) });

export const useCaseDocuments = (caseId: number) => useQuery(caseDocumentsQueryOptions(caseId));

/** An upload takes as long as the file needs: the client's 5 s default timeout would cut every large file. */
const UPLOAD_TIMEOUT_MS = 0;

/** POST /api/cases/:id/documents: one file, reporting its progress in percent; a refusal throws (its message). */
export async function uploadCaseDocument(
  caseId: number,
  file: File,
  onProgress: (percent: number) => void,
): Promise<CaseDocument> {
  const form = new FormData();
  form.append('file', file);
  const response = await api.post<CaseDocument>(`/cases/${caseId}/documents`, form, {
    timeout: UPLOAD_TIMEOUT_MS,
    onUploadProgress: (event) => {
      if (event.total) {
        onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    },
  });
  return response.data;
}

/** Makes the case's documents and its history stale (both changed with a document). */
export function useRefreshCaseDocuments(caseId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: caseKeys.documents(caseId) }),
        queryClient.invalidateQueries({ queryKey: caseKeys.history(caseId) }),
      ]),
    [queryClient, caseId],
  );
}

/** DELETE /api/cases/:id/documents/:docId. */
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
