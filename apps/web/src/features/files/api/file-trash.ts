import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FileTrashItem, FileTrashKind, FileTrashListResponse, FileTrashRestoreResponse } from '@pidsus/shared';
import { api } from '../../../lib/api-client';
import { fileKeys } from './keys';

export interface TrashRef {
  kind: FileTrashKind;
  id: number;
}

/** GET /files/trash: the owner's trashed files and folders, newest deletion first (decisions §7.3). */
export async function getFileTrash(): Promise<FileTrashItem[]> {
  return (await api.get<FileTrashListResponse>('/files/trash')).data.data;
}

export const useFileTrash = () => useQuery({ queryKey: fileKeys.trash, queryFn: getFileTrash });

/** Back into its folder, or Root; its name may have gained a number. */
export async function restoreItem(item: TrashRef): Promise<FileTrashRestoreResponse> {
  return (await api.post<FileTrashRestoreResponse>(`/files/trash/${item.kind}/${item.id}/restore`)).data;
}

export async function purgeItem(item: TrashRef): Promise<void> {
  await api.delete(`/files/trash/${item.kind}/${item.id}`);
}

/** The name an item came back under (a clash gives it a number). */
export const restoredName = (answer: FileTrashRestoreResponse) =>
  'file' in answer ? answer.file.name : answer.folder.name;

/** Every listing, the folder tree and the trash are stale after either. */
export function useRestoreItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: restoreItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}

export function usePurgeItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: purgeItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: fileKeys.all }),
  });
}
